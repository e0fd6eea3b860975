import { describe, expect, it } from "vitest";
import { searchTerms, stem, textMatches } from "./template-search.js";

describe("template search words", () => {
  it("meets a word's forms at one stem", () => {
    expect(["tests", "testing", "tested", "test"].map(stem)).toEqual(["test", "test", "test", "test"]);
    expect(stem("queries")).toBe("query");
    expect(stem("indexes")).toBe("index");
  });

  it("finds the testing templates for a test runner's name, and not 'trust' for 'rust'", () => {
    expect(textMatches("Fix a flaky test for good", searchTerms("pytest")[0]!)).toBe(true);
    expect(textMatches("Set up CI that tests every pull request", searchTerms("tests")[0]!)).toBe(true);
    expect(textMatches("Add a secure password reset flow", searchTerms("pytest")[0]!)).toBe(false);
    expect(textMatches("a trust boundary", searchTerms("rust")[0]!)).toBe(false);
  });
});
