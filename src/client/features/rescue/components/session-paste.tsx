import { ClipboardList } from "lucide-react";
import { LANGUAGE_NAMES } from "@shared/domain/language-names";
import type { RescueSession } from "@shared/schemas/sessions";

/**
 * What the user pasted when the rescue started (redacted) and the facts read from it, which the prompts carry
 * (decision 0280). Nothing when the rescue was started from a card.
 */
export function SessionPaste({ session }: { session: RescueSession }) {
  const facts = session.facts;
  if (!session.paste && !facts) return null;
  const rows: [string, string][] = facts
    ? (
        [
          ["Error", facts.error],
          ["Command", facts.command],
          ["Files", facts.files.join(", ")],
          ["Not to touch", facts.offLimits.join(", ")],
          ["Tool", facts.tool],
          ["Stack", facts.stack.join(", ")],
          ["Answers in", LANGUAGE_NAMES[facts.language]],
        ] as [string, string | undefined][]
      ).filter((row): row is [string, string] => Boolean(row[1]))
    : [];
  return (
    <details className="rounded-lg border bg-card px-4 py-3 text-sm" data-testid="session-paste">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <ClipboardList className="size-4 text-primary" aria-hidden="true" />
        What you pasted
        {rows.length > 0 && (
          <span className="font-normal text-muted-foreground">
            · the prompts use its {rows.map(([term]) => term.toLowerCase()).join(", ")}
          </span>
        )}
      </summary>
      {rows.length > 0 && (
        <dl className="mt-3 grid gap-1.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words font-mono text-xs sm:text-sm">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {session.paste && (
        <pre
          className="mt-3 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-3 font-mono text-xs"
          tabIndex={0}
          aria-label="The text you pasted, with keys and passwords removed"
        >
          {session.paste}
        </pre>
      )}
    </details>
  );
}
