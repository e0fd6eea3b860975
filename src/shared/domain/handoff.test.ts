import { describe, expect, it } from "vitest";
import { handoffMarkdown } from "./handoff.js";

describe("handoffMarkdown", () => {
  it("writes goal, state, decisions, numbered next steps and working rules", () => {
    const md = handoffMarkdown({
      goal: "Ship CSV export.",
      state: "Endpoint works.\n\n\n\nButton does not.",
      decisions: ["Keep the  report\nquery", "  "],
      next: ["Fix the button", "Add a test"],
    });
    expect(md.startsWith("# Handoff\n\n## Goal\n\nShip CSV export.")).toBe(true);
    expect(md).toContain("Endpoint works.\n\nButton does not.");
    expect(md).toContain("## Decisions (do not reopen)\n\n- Keep the report query\n");
    expect(md).not.toContain("- \n");
    expect(md).toContain("1. Fix the button\n2. Add a test");
    expect(md).toContain("## Working rules");
  });

  it("leaves out empty sections", () => {
    const md = handoffMarkdown({ goal: "G", state: "S" });
    expect(md).not.toContain("## Decisions");
    expect(md).not.toContain("## Next steps");
  });
});
