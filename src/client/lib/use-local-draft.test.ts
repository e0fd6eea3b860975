// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readDraft, useLocalDraft, writeDraft } from "./use-local-draft";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the draft store", () => {
  it("keeps a draft under draft:<key>, and an empty one not at all", () => {
    writeDraft("planner-answer:u1", "half an answer");
    expect(localStorage.getItem("draft:planner-answer:u1")).toBe('"half an answer"');
    expect(readDraft<string>("planner-answer:u1")).toBe("half an answer");
    writeDraft("planner-answer:u1", "");
    expect(localStorage.getItem("draft:planner-answer:u1")).toBeNull();
    expect(readDraft("planner-answer:u1")).toBeUndefined();
  });

  it("keeps nothing without a key (no user yet)", () => {
    writeDraft(null, "text");
    expect(localStorage.length).toBe(0);
    expect(readDraft(null)).toBeUndefined();
  });

  it("keeps a tab's draft in session storage only", () => {
    writeDraft("generator:u1", { draft: 1 }, { tab: true });
    expect(sessionStorage.getItem("draft:generator:u1")).toBe('{"draft":1}');
    expect(localStorage.length).toBe(0);
    expect(readDraft("generator:u1", { tab: true })).toEqual({ draft: 1 });
    expect(readDraft("generator:u1")).toBeUndefined();
  });

  it("moves a draft kept under its former key to the new one on first read, losing nothing", () => {
    localStorage.setItem("unstuck:notes-draft:s1", JSON.stringify({ notes: "typed", base: "" }));
    const options = { formerKey: "unstuck:notes-draft:s1" };
    expect(readDraft("rescue-notes:s1", options)).toEqual({ notes: "typed", base: "" });
    expect(localStorage.getItem("unstuck:notes-draft:s1")).toBeNull();
    expect(JSON.parse(localStorage.getItem("draft:rescue-notes:s1")!)).toEqual({ notes: "typed", base: "" });
    expect(readDraft("rescue-notes:s1", options)).toEqual({ notes: "typed", base: "" });
  });

  it("prefers the new key over the former one, which it leaves alone", () => {
    localStorage.setItem("draft:rescue-notes:s1", JSON.stringify("newer"));
    localStorage.setItem("unstuck:notes-draft:s1", JSON.stringify("older"));
    expect(readDraft("rescue-notes:s1", { formerKey: "unstuck:notes-draft:s1" })).toBe("newer");
    expect(localStorage.getItem("unstuck:notes-draft:s1")).toBe('"older"');
  });

  it("reads an unreadable draft as none", () => {
    localStorage.setItem("draft:broken", "{not json");
    expect(readDraft("broken")).toBeUndefined();
  });

  it("useLocalDraft starts from the kept draft, keeps each change and forgets the initial value", () => {
    writeDraft("chat:u1", "kept");
    const { result } = renderHook(() => useLocalDraft("chat:u1", ""));
    expect(result.current[0]).toBe("kept");
    act(() => result.current[1]("kept and more"));
    expect(result.current[0]).toBe("kept and more");
    expect(readDraft("chat:u1")).toBe("kept and more");
    act(() => result.current[1](""));
    expect(localStorage.getItem("draft:chat:u1")).toBeNull();
  });
});
