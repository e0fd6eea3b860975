import { useId } from "react";
import { getProblemType, rescueTypeIds } from "@shared/content/problem-types";
import {
  firstWentWrong,
  NOTHING_STUCK,
  NOTHING_STUCK_DETAIL,
  repeatChange,
  repeatHeadline,
  WHAT_REPEATS,
} from "@shared/content/nudges";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import type { SessionFileResult } from "../workers/session-file-protocol";
import { ordinal, StartRow, TypeChoice, type ResultProps } from "./detection-parts";

interface SessionDiagnosisResultProps extends ResultProps {
  session: Extract<SessionFileResult, { ok: true }>;
}

/**
 * An assistant's session file, diagnosed by its episodes (decision 0306) as `unstuck diagnose` and MCP diagnose it:
 * the type, the turn where it first went wrong, what repeats and what changed between the repeats, in the CLI's
 * words (decision 0335).
 */
export function SessionDiagnosisResult({ session, chosen, onChoose, onStart, ...start }: SessionDiagnosisResultProps) {
  const titleId = useId();
  const repeatsId = useId();
  const evidenceId = useId();
  const choiceName = useId();
  const d = session.diagnosis;

  if (!d.stuck || !d.type) {
    const picked = chosen ? getProblemType(chosen) : null;
    return (
      <section
        className="grid gap-3 rounded-lg border bg-muted/30 p-4"
        data-testid="detection-result"
        aria-labelledby={titleId}
      >
        <h3 id={titleId} className="font-semibold" data-testid="detection-verdict">
          {NOTHING_STUCK}
        </h3>
        <p className="text-sm text-muted-foreground">{NOTHING_STUCK_DETAIL}</p>
        <TypeChoice
          name={choiceName}
          options={rescueTypeIds.map((t) => ({ type: t, line: null }))}
          chosen={chosen}
          onChoose={onChoose}
        />
        {picked && <StartRow type={picked.id} title={picked.title} onStart={onStart} {...start} />}
      </section>
    );
  }

  const type = getProblemType(d.type);
  const turn = d.firstStuckTurn;
  return (
    <section
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      data-testid="detection-result"
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start gap-3">
        <ProblemIcon type={type} />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">This looks like</p>
          <h3 id={titleId} className="text-lg font-semibold" data-testid="detection-type">
            {type.title}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{type.strategy}</Badge>
            <Badge variant="outline" title="How sure the diagnosis is">
              {Math.round(d.confidence * 100)}% · {d.confidenceLabel} confidence
            </Badge>
          </div>
        </div>
      </div>

      {turn ? (
        <p className="text-sm" data-testid="first-stuck-turn">
          {firstWentWrong(turn, d.firstStuckReason)}{" "}
          <span className="text-muted-foreground">
            (Your {ordinal(turn)} message of {d.userTurns}.)
          </span>
        </p>
      ) : null}

      {session.repeats.length > 0 && (
        <section aria-labelledby={repeatsId}>
          <h4 id={repeatsId} className="mb-2 text-sm font-medium">
            {WHAT_REPEATS}
          </h4>
          <ul className="grid gap-1.5 text-sm" data-testid="session-repeats">
            {session.repeats.map((r) => {
              const change = repeatChange(r);
              return (
                <li
                  key={`${r.kind}-${r.firstLine}-${r.subject}`}
                  className="grid gap-1 rounded-md border bg-card px-3 py-2"
                >
                  <span className="font-medium [overflow-wrap:anywhere]">{repeatHeadline(r)}</span>
                  {change && <span className="text-muted-foreground [overflow-wrap:anywhere]">{change}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {d.evidence.length > 0 && (
        <section aria-labelledby={evidenceId}>
          <h4 id={evidenceId} className="mb-2 text-sm font-medium">
            The lines that decided it
          </h4>
          <ol className="grid gap-1.5 text-sm" data-testid="detection-evidence">
            {d.evidence.map((e) => (
              <li key={`${e.line}-${e.reason}`} className="rounded-md border bg-card px-3 py-2">
                <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {e.turn ? `Turn ${e.turn} · ` : ""}Line {e.line} · {e.reason}
                </span>
                <mark className="mt-1 block rounded bg-warning/20 px-1.5 py-0.5 font-mono text-xs text-foreground [overflow-wrap:anywhere]">
                  {e.text}
                </mark>
              </li>
            ))}
          </ol>
        </section>
      )}
      <StartRow type={type.id} title={type.title} onStart={onStart} {...start} />
    </section>
  );
}
