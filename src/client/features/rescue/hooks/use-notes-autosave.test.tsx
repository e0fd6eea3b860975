// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNotesAutosave } from "./use-notes-autosave";

const FORMER = "unstuck:notes-draft:s1";
const DRAFT = "draft:rescue-notes:s1";

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    const { notes } = JSON.parse(String(init.body)) as { notes: string };
    saved.push(notes);
    return new Response(JSON.stringify({ session: { id: "s1", notes }, serverTime: new Date().toISOString() }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe("useNotesAutosave's draft", () => {
  it("restores a draft an earlier version kept under its former key, moves it, and saves it", async () => {
    localStorage.setItem(FORMER, JSON.stringify({ notes: "tried a smaller change", base: "" }));
    const { result } = renderHook(() => useNotesAutosave("s1", "", false), { wrapper });
    expect(result.current.value).toBe("tried a smaller change");
    expect(localStorage.getItem(FORMER)).toBeNull();
    await waitFor(() => expect(saved).toEqual(["tried a smaller change"]));
    await waitFor(() => expect(result.current.status).toBe("saved"));
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it("offers a former-key draft written over other server notes instead of dropping it", () => {
    localStorage.setItem(FORMER, JSON.stringify({ notes: "my lost words", base: "older notes" }));
    const { result } = renderHook(() => useNotesAutosave("s1", "notes from another tab", false), { wrapper });
    expect(result.current.value).toBe("notes from another tab");
    expect(result.current.conflict?.notes).toBe("my lost words");
    expect(JSON.parse(localStorage.getItem(DRAFT)!)).toEqual({ notes: "my lost words", base: "older notes" });
  });

  it("keeps every keystroke in the draft store until the server has it", async () => {
    const { result } = renderHook(() => useNotesAutosave("s1", "", false), { wrapper });
    act(() => result.current.onChange("first line"));
    expect(JSON.parse(localStorage.getItem(DRAFT)!)).toEqual({ notes: "first line", base: "" });
    await act(() => result.current.saveNow());
    expect(saved).toEqual(["first line"]);
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it("reads no draft for a read-only session", () => {
    localStorage.setItem(FORMER, JSON.stringify({ notes: "draft", base: "" }));
    const { result } = renderHook(() => useNotesAutosave("s1", "imported", true), { wrapper });
    expect(result.current.value).toBe("imported");
    expect(localStorage.getItem(FORMER)).not.toBeNull();
  });
});
