import { describe, expect, it } from "vitest";
import { findUnstorableText } from "./json-text.js";

describe("findUnstorableText", () => {
  it("accepts ordinary text, emoji and other languages", () => {
    expect(
      findUnstorableText({
        notes: "Tried 🚀 and 日本語 and Ünïcödé",
        list: ["a", { b: "c" }],
        n: 1,
        ok: true,
        none: null,
      }),
    ).toBeNull();
  });

  it("points at a NUL character or an unpaired surrogate, in values and keys", () => {
    expect(findUnstorableText({ notes: "a\u0000b" })).toBe("notes");
    expect(findUnstorableText({ list: ["fine", { deep: "x\ud800" }] })).toBe("list.1.deep");
    expect(findUnstorableText({ ["k\udc00"]: "v" })).toBe("k\udc00");
    expect(findUnstorableText("\ud83d")).toBe("");
    expect(findUnstorableText({ pair: "\ud83d\ude80" })).toBeNull();
  });
});
