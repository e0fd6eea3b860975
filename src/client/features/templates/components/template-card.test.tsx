// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Template } from "@shared/schemas/content";
import { useToasts } from "@/lib/toast-store";
import { TemplateCard } from "./template-card";

const template: Template = {
  name: "Fix the login bug",
  text: "Goal: fix [bug summary] in [framework and version]. Run [test command], then run [test command] again and paste the output.",
  explanation: "A short test template that says when to use it. Use it in tests.",
  example: {
    "bug summary": "the double redirect after sign-in",
    "framework and version": "Next.js 15",
    "test command": "npm test -- login",
  },
};

function Harness() {
  const [values, setValues] = useState<Record<string, string>>({});
  const toasts = useToasts();
  return (
    <>
      <TemplateCard template={template} values={values} onChange={setValues} />
      <output data-testid="toast">
        {toasts
          .filter((t) => t.open)
          .map((t) => `${String(t.title)}|${String(t.description ?? "")}`)
          .join()}
      </output>
    </>
  );
}

// user-event installs its own clipboard stub in setup(), so this runs after it.
const copyButton = () => screen.getByRole("button", { name: /^(Copy|Copied!) Fix the login bug$/ });

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("TemplateCard", { timeout: 20_000 }, () => {
  it("gives each slot a labelled field and copies the filled text, leaving open slots visible", async () => {
    const writes: string[] = [];
    const user = userEvent.setup();
    mockClipboard(async (text) => void writes.push(text));
    render(<Harness />);

    expect(screen.getAllByRole("textbox")).toHaveLength(3); // one field per unique slot
    await user.click(screen.getByLabelText("Bug summary"));
    await user.paste("the double redirect");
    await user.click(screen.getByLabelText("Test command"));
    await user.paste("npm test");

    expect(screen.getByTestId("unfilled-hint")).toHaveTextContent(
      "1 slot is still open and will be copied as written: [framework and version]",
    );
    expect(screen.getByTestId("template-preview")).toHaveTextContent(
      "fix the double redirect in [framework and version]. Run npm test, then run npm test again",
    );

    await user.click(copyButton());
    expect(writes).toEqual([
      "Goal: fix the double redirect in [framework and version]. Run npm test, then run npm test again and paste the output.",
    ]);
    expect(screen.getByTestId("toast")).toHaveTextContent("Copied to clipboard|");
    expect(copyButton()).toHaveTextContent("Copied!");

    await user.click(screen.getByLabelText("Framework and version"));
    await user.paste("Next.js 15");
    expect(screen.getByTestId("unfilled-hint")).toHaveTextContent("All slots filled. Ready to copy.");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByLabelText("Bug summary")).toHaveValue("");
  });

  it("shows the filled example beside the template without touching the user's text or what is copied", async () => {
    const writes: string[] = [];
    const user = userEvent.setup();
    mockClipboard(async (text) => void writes.push(text));
    render(<Harness />);
    await user.click(screen.getByLabelText("Test command"));
    await user.paste("pnpm test");

    const exampleButton = screen.getByRole("button", { name: "See a filled example" });
    expect(exampleButton).toHaveAttribute("aria-pressed", "false");
    await user.click(exampleButton);
    expect(exampleButton).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Fix the login bug, filled example")).toHaveTextContent(
      "Goal: fix the double redirect after sign-in in Next.js 15. Run npm test -- login, then run npm test -- login again",
    );
    expect(screen.queryByLabelText("Fix the login bug, text to copy")).toBeNull();
    expect(screen.getByLabelText("Test command")).toHaveValue("pnpm test");

    await user.click(copyButton());
    expect(writes).toEqual([
      "Goal: fix [bug summary] in [framework and version]. Run pnpm test, then run pnpm test again and paste the output.",
    ]);
    await user.click(screen.getByRole("button", { name: "Your text" }));
    expect(screen.getByLabelText("Fix the login bug, text to copy")).toHaveTextContent("Run pnpm test");
  });

  it("offers no example toggle for a template without an example", () => {
    const { example: _unused, ...withoutExample } = template;
    render(<TemplateCard template={withoutExample} values={{}} onChange={() => undefined} />);
    expect(screen.queryByRole("button", { name: "See a filled example" })).toBeNull();
    expect(screen.getByLabelText("Fix the login bug, text to copy")).toBeInTheDocument();
  });

  it("shows the templates screen's failure toast when the clipboard refuses", async () => {
    const user = userEvent.setup();
    mockClipboard(() => Promise.reject(new Error("denied")));
    render(<Harness />);
    await user.click(copyButton());
    expect(screen.getByTestId("toast")).toHaveTextContent("Failed to copy|Please copy the text manually.");
    expect(copyButton()).toHaveTextContent("Copy");
  });

  it("returns the copy button to Copy after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockClipboard(async () => undefined);
    render(<Harness />);
    await user.click(copyButton());
    expect(copyButton()).toHaveTextContent("Copied!");
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(copyButton()).not.toHaveTextContent("Copied!");
  });
});
