// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { promptStyleInstructions } from "@shared/domain/prompt-style";
import { DifficultyBadge, GeneratedPromptCard } from "./generated-prompt-card";

const prompt = {
  title: "Reality Check: Prove Every Name Exists",
  difficulty: "beginner" as const,
  methodology_steps: ["Read the table.", "Spot-check two items.", "Apply the fix."],
  prompt: "Don't write code in this reply. Check express-jwt-helper exists.",
  explanation: "Models invent packages.",
};

function renderCard() {
  const user = userEvent.setup();
  const writes: string[] = [];
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: async (text: string) => void writes.push(text) },
    configurable: true,
  });
  render(
    <MemoryRouter>
      <GeneratedPromptCard prompt={prompt} index={0} />
    </MemoryRouter>,
  );
  return { user, writes };
}

describe("GeneratedPromptCard", () => {
  afterEach(() => localStorage.clear());

  it("shows the title, steps, prompt and explanation, and copies the prompt", async () => {
    const { user, writes } = renderCard();
    expect(screen.getByRole("heading", { name: /Reality Check/ })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByLabelText("Prompt 1 text")).toHaveTextContent("express-jwt-helper");
    expect(screen.getByText("Models invent packages.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy prompt 1" }));
    expect(writes).toEqual([prompt.prompt]);
    expect(screen.getByRole("button", { name: "Copied! prompt 1" })).toBeInTheDocument();
  });

  it("shows and copies the prompt in the style chosen in Settings", async () => {
    localStorage.setItem("preferences", JSON.stringify({ theme: "dark", defaultPromptStyle: "socratic" }));
    const { user, writes } = renderCard();
    expect(screen.getByLabelText("Prompt 1 text")).toHaveTextContent("Do not write code yet.");
    expect(screen.getByTestId("prompt-style-note")).toHaveTextContent("Prompt style: Socratic");
    await user.click(screen.getByRole("button", { name: "Copy prompt 1" }));
    expect(writes).toEqual([`${prompt.prompt}\n\n${promptStyleInstructions.socratic}`]);
  });

  it("colours the three known difficulties and shows any other value neutral", () => {
    const { rerender } = render(<DifficultyBadge difficulty="advanced" />);
    expect(screen.getByTestId("difficulty").className).toContain("text-destructive");
    rerender(<DifficultyBadge difficulty="intermediate" />);
    expect(screen.getByTestId("difficulty").className).toContain("text-warning");
    rerender(<DifficultyBadge difficulty="expert" />);
    expect(screen.getByTestId("difficulty")).toHaveTextContent("expert");
    expect(screen.getByTestId("difficulty").className).toContain("text-muted-foreground");
  });
});
