import { describe, expect, it } from "vitest";
import { capitalise, inlineCode } from "./inline-text.js";

describe("inline text", () => {
  it("capitalises the first letter only", () => {
    expect(capitalise("start a fresh session (Aider: run `/clear`)")).toBe(
      "Start a fresh session (Aider: run `/clear`)",
    );
    expect(capitalise("")).toBe("");
  });

  it("quotes code without letting its own backticks end the span", () => {
    expect(inlineCode("npm test")).toBe("`npm test`");
    expect(inlineCode("run `x` now")).toBe("`run 'x' now`");
  });
});
