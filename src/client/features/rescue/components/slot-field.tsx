import { X } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * One open slot of a prompt or step, in place: a short field the width of what it asks for and, in a prompt, a way
 * to drop it. A value typed here fills the same slot in every prompt and step of the rescue (decision 0280).
 */
export function SlotField({
  label,
  value,
  onChange,
  onRemove,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onRemove?: () => void;
}) {
  return (
    <span className="inline-flex max-w-full items-center gap-0.5 align-baseline">
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        size={Math.min(40, Math.max(8, (value || label).length + 1))}
        className={cn(
          "max-w-full rounded border bg-background px-1 py-0 font-mono text-xs text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:text-sm",
          value.trim() ? "border-success/60" : "border-warning border-dashed",
        )}
      />
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove "${label}" from the prompt`}
          className={cn(
            "grid size-5 place-items-center rounded text-muted-foreground hover:bg-muted",
            "hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
          )}
        >
          <X className="size-3" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
