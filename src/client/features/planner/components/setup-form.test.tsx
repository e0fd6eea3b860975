// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MISSING_INFORMATION } from "@shared/schemas/planner";
import { useToasts } from "@/lib/toast-store";
import { SetupForm } from "./setup-form";

function ToastProbe() {
  const toasts = useToasts();
  return (
    <output data-testid="toast">{toasts.map((t) => `${String(t.title)}|${String(t.description)}`).join("\n")}</output>
  );
}

const initial = { projectName: "", projectDescription: "", experienceLevel: "beginner" as const };

describe("SetupForm", () => {
  it("asks for both fields with the spec's toast", async () => {
    const onStart = vi.fn();
    render(
      <>
        <SetupForm initial={initial} onStart={onStart} />
        <ToastProbe />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Start Planning Session" }));
    expect(screen.getByTestId("toast").textContent).toBe(`${MISSING_INFORMATION.title}|${MISSING_INFORMATION.message}`);
    expect(onStart).not.toHaveBeenCalled();
  });

  it("counts live and enforces the 200-character minimum, then starts with the trimmed project", async () => {
    const onStart = vi.fn();
    render(<SetupForm initial={initial} onStart={onStart} />);
    await userEvent.type(screen.getByLabelText("Project name"), "  Demo  ");
    const description = screen.getByLabelText("Project description");
    await userEvent.type(description, "Short one");
    expect(screen.getByTestId("description-counter").textContent).toContain(
      "9 / 200 characters minimum (191 more needed)",
    );
    await userEvent.click(screen.getByRole("button", { name: "Start Planning Session" }));
    expect(screen.getByRole("alert").textContent).toContain("at least 200 characters (currently 9)");
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(description).toHaveFocus();
    expect(onStart).not.toHaveBeenCalled();

    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste("x".repeat(200));
    expect(screen.getByTestId("description-counter").textContent).toContain("200 / 200");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Experience level" }).textContent).toContain("Beginner");
    await userEvent.click(screen.getByRole("button", { name: "Start Planning Session" }));
    expect(onStart).toHaveBeenCalledWith({
      projectName: "Demo",
      projectDescription: "x".repeat(200),
      experienceLevel: "beginner",
    });
  });
});
