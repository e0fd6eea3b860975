import { describe, expect, it } from "vitest";
import { promptStyleInstructions, styledPrompt } from "./prompt-style.js";

describe("styledPrompt", () => {
  it("leaves a direct prompt as written", () => {
    expect(styledPrompt("Fix the bug.", "direct")).toBe("Fix the bug.");
  });

  it("appends the style's instruction for detailed and socratic", () => {
    expect(styledPrompt("Fix the bug.\n", "detailed")).toBe(`Fix the bug.\n\n${promptStyleInstructions.detailed}`);
    expect(styledPrompt("Fix the bug.", "socratic")).toContain("Do not write code yet.");
    expect(styledPrompt("Fix the bug.", "socratic")).not.toBe(styledPrompt("Fix the bug.", "detailed"));
  });
});
