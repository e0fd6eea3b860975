// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, useToasts } from "./toast-store";

describe("toast store", () => {
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it("keeps only one toast at a time, the newest", async () => {
    const { renderHook, act } = await import("@testing-library/react");
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "destructive" });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("closes a dismissed toast and removes it after the long removal delay", async () => {
    vi.useFakeTimers();
    const { renderHook, act } = await import("@testing-library/react");
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "Saved" }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it("shows one toast when the same error is reported twice while it is showing", () => {
    const first = toast({ title: "Error", description: "Failed to record your feedback.", variant: "destructive" });
    const second = toast({ title: "Error", description: "Failed to record your feedback.", variant: "destructive" });
    expect(second.id).toBe(first.id);
    const other = toast({ title: "Error", description: "Something else failed.", variant: "destructive" });
    expect(other.id).not.toBe(first.id);
    dismissToast();
    // Once dismissed, the same message may show again.
    const again = toast({ title: "Error", description: "Something else failed.", variant: "destructive" });
    expect(again.id).not.toBe(other.id);
  });
});
