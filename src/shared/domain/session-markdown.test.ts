import { describe, expect, it } from "vitest";
import type { SharedSession } from "../schemas/sessions.js";
import { renderSessionMarkdown, sessionFileName } from "./session-markdown.js";

const session: SharedSession = {
  problemType: "repeated_failures",
  customProblem: null,
  projectDescription: "Shop *app* with ```fences``` inside",
  selectedStrategy: "Reset & Verify",
  startTime: "2026-11-20T10:00:00.000Z",
  completedAt: null,
  actionSteps: [
    { id: 1, title: "Stop and reset", completed: true, timeSpent: 125 },
    { id: 2, title: "Write the failing test", completed: false, timeSpent: 0 },
  ],
  prompts: [{ id: 1, name: "Reset", text: "Start over.\n\n```\ncode\n```", explanation: "Clean slate.", example: "" }],
  notes: "# not a heading\nline two",
  success: false,
  progress: 50,
  totalTimeSpent: 125,
  imported: false,
};

describe("renderSessionMarkdown", () => {
  const md = renderSessionMarkdown(session);
  it("has the title, steps as a checklist with time, prompts and notes", () => {
    expect(md).toMatch(/^# Rescue: Repeated Failures\n/);
    expect(md).toContain("Status: 50% done");
    expect(md).toContain("- [x] 1. Stop and reset (2m 5s)");
    expect(md).toContain("- [ ] 2. Write the failing test\n");
    expect(md).toContain("### Reset");
    expect(md).toContain("Why it works: Clean slate.");
  });
  it("labels an imported session's steps and prompts as the owner's text, not Unstuck's", () => {
    expect(md).not.toMatch(/[Ii]mported/);
    const imported = renderSessionMarkdown({
      ...session,
      imported: true,
      actionSteps: [{ id: 1, title: "Stop and reset", completed: false, timeSpent: 0 }],
    });
    expect(imported).toContain("> Imported from a file: not written by Unstuck.");
    expect(imported).toContain("## Prompts (imported, not written by Unstuck)");
    // No Unstuck guidance is mixed into imported steps, even when a title matches one of ours.
    expect(imported).toContain("- [ ] 1. Stop and reset\n\n## Prompts");
  });
  it("fences user text so it cannot break the document", () => {
    expect(md).toContain("````text\nStart over.\n\n```\ncode\n```\n````");
    expect(md).toContain("````text\nShop *app* with ```fences``` inside\n````");
    expect(md).toContain("```text\n# not a heading\nline two\n```");
  });
  it("says solved with the date once solved, and when there are no notes", () => {
    const solved = renderSessionMarkdown({ ...session, success: true, completedAt: "2026-11-21T09:00:00Z", notes: "" });
    expect(solved).toContain("Status: solved on 2026-11-21");
    expect(solved).toContain("## Notes\n\n_No notes._");
  });
  it("names the file after the type and day", () => {
    expect(sessionFileName(session)).toBe("unstuck-repeated-failures-2026-11-20.md");
  });
});
