// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { initialPlannerState, plannerReducer, type PlannerState } from "../session-reducer";
import { ChatPanel } from "./chat-panel";

const project = { projectName: "Demo", projectDescription: "d".repeat(200), experienceLevel: "beginner" as const };
const awaiting = (): PlannerState =>
  [
    { type: "start" as const, project },
    { type: "ask" as const, id: "q1", now: "t" },
  ].reduce(plannerReducer, initialPlannerState);

describe("ChatPanel", () => {
  it("sends with Enter, adds a line with Shift+Enter, and keeps send disabled while empty", async () => {
    const onAnswer = vi.fn(() => true);
    render(<ChatPanel state={awaiting()} onAnswer={onAnswer} />);
    const box = screen.getByLabelText("Your answer");
    const send = screen.getByRole("button", { name: "Send answer" });
    expect(send).toBeDisabled();
    expect(box).toHaveFocus();
    await userEvent.type(box, "   {Enter}");
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, "line one{Shift>}{Enter}{/Shift}line two");
    expect(box).toHaveValue("line one\nline two");
    expect(send).toBeEnabled();
    await userEvent.type(box, "{Enter}");
    expect(onAnswer).toHaveBeenCalledWith("line one\nline two");
    expect(box).toHaveValue("");
  });

  it("keeps send disabled while the planner is typing and announces messages politely", () => {
    render(<ChatPanel state={plannerReducer(initialPlannerState, { type: "start", project })} onAnswer={() => true} />);
    expect(screen.getByRole("button", { name: "Send answer" })).toBeDisabled();
    expect(screen.getByRole("log")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("log")).toHaveClass("h-[500px]");
    expect(screen.getByTestId("planner-typing").textContent).toContain("Planner is typing");
  });
});
