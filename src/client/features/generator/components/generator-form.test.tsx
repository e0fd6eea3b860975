// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { canGenerate, emptyDraft, type GeneratorDraft, GeneratorForm } from "./generator-form";

function Harness({ generating = false, onSubmit = () => {} }: { generating?: boolean; onSubmit?: () => void }) {
  const [draft, setDraft] = useState<GeneratorDraft>(emptyDraft);
  return <GeneratorForm draft={draft} onChange={setDraft} onSubmit={onSubmit} generating={generating} />;
}

describe("canGenerate", () => {
  it("needs the description the category uses, and never while generating", () => {
    expect(canGenerate(emptyDraft, false)).toBe(false);
    expect(canGenerate({ ...emptyDraft, problemDescription: "Login loops" }, false)).toBe(true); // category checked on submit
    expect(canGenerate({ ...emptyDraft, category: "lost-direction", problemDescription: "Login loops" }, true)).toBe(
      false,
    );
    expect(canGenerate({ ...emptyDraft, category: "other", problemDescription: "Login loops" }, false)).toBe(false);
    expect(canGenerate({ ...emptyDraft, category: "other", customProblemDescription: "Odd cache bug" }, false)).toBe(
      true,
    );
    // Spaces only still enable the button, so the user gets the spec's message instead of a silent no.
    expect(canGenerate({ ...emptyDraft, category: "ai-hallucination", problemDescription: "  " }, false)).toBe(true);
  });
});

describe("GeneratorForm", { timeout: 20_000 }, () => {
  it("lists the seven categories with their strategies and swaps in the custom description for Other", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getAllByRole("radio")).toHaveLength(7);
    expect(screen.getByText("Walking Skeleton")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Generate Prompts" });
    expect(button).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: /^Other/ }));
    expect(screen.getByLabelText(/More details/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/More details/));
    await user.paste("Monorepo with pnpm");
    expect(button).toBeDisabled();
    await user.click(screen.getByLabelText(/Describe your specific problem/));
    await user.paste("The agent rewrites the lockfile");
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("radio", { name: /^Repeated Failures/ }));
    expect(screen.queryByLabelText(/Describe your specific problem/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Problem description/)).toHaveValue("Monorepo with pnpm");
  });

  it("reads 'Analyzing Problem...' and stays disabled while generating", () => {
    render(<Harness generating />);
    expect(screen.getByRole("button", { name: "Analyzing Problem..." })).toBeDisabled();
  });
});
