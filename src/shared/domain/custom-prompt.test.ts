import { describe, expect, it } from "vitest";
import { personalisePromptText } from "./custom-prompt.js";

describe("personalisePromptText", () => {
  it("puts the description into the first slot that asks for the situation", () => {
    const text =
      "Stop editing. Goal: [feature] works.\nSituation: [describe the problem in one paragraph]\nAlso: [describe the problem again]";
    expect(personalisePromptText(text, "  Login loops after deploy.  ")).toBe(
      "Stop editing. Goal: [feature] works.\nSituation: Login loops after deploy.\nAlso: [describe the problem again]",
    );
  });
  it("leaves prompts without such a slot, and blank descriptions, alone", () => {
    const text = "Run [test command] and paste [full output].";
    expect(personalisePromptText(text, "Anything")).toBe(text);
    expect(personalisePromptText("Here: [your situation]", "   ")).toBe("Here: [your situation]");
  });
  it("inserts text with $ signs literally", () => {
    expect(personalisePromptText("[what is happening]", "cost is $1 and $& stays")).toBe("cost is $1 and $& stays");
  });
});
