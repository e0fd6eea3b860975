import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/toast-store";

/** The 'Copied' indicator shows for 2 s. */
export const COPIED_MS = 2_000;

type ToastInput = Parameters<typeof toast>[0];

const defaultFailure: ToastInput = {
  title: "Copy Failed",
  description: "Unable to copy to clipboard.",
  variant: "destructive",
};

/**
 * Copies text and shows `copied` for 2 s; each screen passes its own toasts (the
 * success toast is optional: some screens only flip the button). Resolves to whether the copy worked.
 */
export function useCopyToClipboard(toasts: { copied?: ToastInput; failed?: ToastInput } = {}) {
  const [copiedAt, setCopiedAt] = useState(0);
  useEffect(() => {
    if (!copiedAt) return;
    const timer = setTimeout(() => setCopiedAt(0), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const { copied: copiedToast, failed: failedToast = defaultFailure } = toasts;
  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
        setCopiedAt(Date.now());
        if (copiedToast) toast(copiedToast);
        return true;
      } catch {
        toast(failedToast);
        return false;
      }
    },
    [copiedToast, failedToast],
  );

  return { copied: copiedAt > 0, copy };
}
