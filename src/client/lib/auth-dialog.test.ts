import { describe, expect, it } from "vitest";
import { firstRunTarget } from "./auth-dialog";

describe("firstRunTarget", () => {
  it("sends a new account from a general start to the first-run screen", () => {
    for (const start of [undefined, "/", "/problems", "/dashboard"]) expect(firstRunTarget(start)).toBe("/welcome");
  });

  it("keeps a specific page the dialog was opened for", () => {
    expect(firstRunTarget("/prompts")).toBe("/prompts");
    expect(firstRunTarget("/rescue/123")).toBe("/rescue/123");
  });
});
