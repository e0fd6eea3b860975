import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Shown wherever the local test provider takes payments, so nobody mistakes its checkout for a real one. */
export function TestModeNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="note"
      aria-label="Test mode"
      data-testid="test-mode-notice"
      className="flex flex-col gap-2 rounded-lg border-2 border-dashed border-warning bg-warning/10 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <span
        className={cn(
          "inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md bg-amber-300",
          "px-2.5 py-1 text-xs font-bold uppercase tracking-wider text-black",
        )}
      >
        <FlaskConical className="size-4" aria-hidden="true" /> Test mode
      </span>
      <p className="text-sm">{children}</p>
    </div>
  );
}
