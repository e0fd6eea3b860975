// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useToasts } from "./toast-store";
import { COPIED_MS, useCopyToClipboard } from "./use-copy-to-clipboard";

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("useCopyToClipboard", () => {
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it("copies the text, shows the screen's toast and 'copied' for 2 s", async () => {
    vi.useFakeTimers();
    const written: string[] = [];
    mockClipboard(async (text) => void written.push(text));
    const toasts = renderHook(() => useToasts());
    const { result } = renderHook(() => useCopyToClipboard({ copied: { title: "Copied to clipboard" } }));
    let ok = false;
    await act(async () => {
      ok = await result.current.copy("fix the [bug]");
    });
    expect(ok).toBe(true);
    expect(written).toEqual(["fix the [bug]"]);
    expect(result.current.copied).toBe(true);
    expect(toasts.result.current[0]).toMatchObject({ title: "Copied to clipboard" });
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it("says the copy failed, with the default or the screen's own message", async () => {
    mockClipboard(async () => {
      throw new Error("denied");
    });
    const toasts = renderHook(() => useToasts());
    const plain = renderHook(() => useCopyToClipboard());
    await act(async () => {
      expect(await plain.result.current.copy("x")).toBe(false);
    });
    expect(plain.result.current.copied).toBe(false);
    expect(toasts.result.current[0]).toMatchObject({
      title: "Copy Failed",
      description: "Unable to copy to clipboard.",
      variant: "destructive",
    });

    const own = renderHook(() =>
      useCopyToClipboard({
        failed: { title: "Failed to copy", description: "Please copy the text manually.", variant: "destructive" },
      }),
    );
    await act(async () => {
      await own.result.current.copy("x");
    });
    expect(toasts.result.current[0]).toMatchObject({ title: "Failed to copy" });
  });
});
