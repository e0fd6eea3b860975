import { ChevronRight, ClipboardList, MessagesSquare, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { getGeneratorCategory } from "@shared/content/generator-categories";
import { getProblemType } from "@shared/content/problem-types";
import type { GeneratorResultSummary } from "@shared/schemas/generator";
import type { SavedPlanSummary } from "@shared/schemas/planner";
import { type OutcomeValue, outcomeLabels } from "@shared/schemas/outcomes";
import type { RescueSession } from "@shared/schemas/sessions";
import type { WizardConversationSummary } from "@shared/schemas/wizard";
import { DeleteGeneratorResult } from "@/components/delete-generator-result";
import { DeleteSessionButton } from "./delete-session-button";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { formatDateTime } from "@/lib/format-date";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";

function Row({
  to,
  icon,
  title,
  badges,
  meta,
  children,
  action,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  badges?: ReactNode;
  meta: ReactNode;
  children?: ReactNode;
  /** A button beside the link (a link cannot hold one). */
  action?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-1">
      <Link
        to={to}
        className={cn(
          "flex min-w-0 flex-1 items-center gap-3 rounded-lg border bg-card p-3 transition-colors",
          "hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring sm:p-4",
        )}
      >
        {icon}
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 break-words font-medium">{title}</span>
            {badges}
          </span>
          {children}
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">{meta}</span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
      {action}
    </li>
  );
}

const snippet = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const iconBox = (icon: ReactNode) => (
  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary [&_svg]:size-5">
    {icon}
  </span>
);

const outcomeBadge: Record<OutcomeValue, "success" | "warning" | "secondary"> = {
  unstuck: "success",
  still_stuck: "warning",
  gave_up: "secondary",
};

export function SessionRow({ session, outcome }: { session: RescueSession; outcome?: OutcomeValue }) {
  const type = getProblemType(session.problemType);
  const detail = session.customProblem || session.projectDescription;
  const when = formatDateTime(session.startTime);
  return (
    <Row
      to={paths.rescue(session.id)}
      action={<DeleteSessionButton id={session.id} title={`${type.title} (${when})`} />}
      icon={<ProblemIcon type={type} size="sm" />}
      title={type.title}
      badges={
        <>
          {session.success ? (
            <Badge variant="success">Solved</Badge>
          ) : (
            !session.imported && <Badge variant="outline">In progress</Badge>
          )}
          {session.imported && <Badge variant="secondary">Imported</Badge>}
          {outcome && (
            <Badge variant={outcomeBadge[outcome]} data-testid="session-outcome">
              <span className="sr-only">Outcome: </span>
              {outcomeLabels[outcome]}
            </Badge>
          )}
        </>
      }
      meta={
        <>
          <time dateTime={session.startTime}>{formatDateTime(session.startTime)}</time>
          <span className="flex items-center gap-2">
            <Progress value={session.progress} className="h-1.5 w-20" aria-label={`${session.progress}% complete`} />
            {session.progress}%
          </span>
        </>
      }
    >
      {detail && <span className="text-sm text-muted-foreground">{snippet(detail)}</span>}
      {session.notes.trim() && (
        <span className="text-sm">
          <span className="text-muted-foreground">Notes: </span>
          {snippet(session.notes)}
        </span>
      )}
    </Row>
  );
}

export function PlanRow({ plan }: { plan: SavedPlanSummary }) {
  return (
    <Row
      to={paths.savedPlan(plan.id)}
      icon={iconBox(<ClipboardList aria-hidden="true" />)}
      title={plan.projectName}
      badges={<Badge variant={plan.answered >= 9 ? "success" : "outline"}>{plan.answered} of 9 answered</Badge>}
      meta={
        <span>
          Updated <time dateTime={plan.updatedAt}>{formatDateTime(plan.updatedAt)}</time>
        </span>
      }
    />
  );
}

export function ConversationRow({ conversation }: { conversation: WizardConversationSummary }) {
  return (
    <Row
      to={paths.savedConversation(conversation.sessionId)}
      icon={iconBox(<MessagesSquare aria-hidden="true" />)}
      title={conversation.title}
      badges={
        <Badge variant={conversation.status === "completed" ? "success" : "outline"}>
          {conversation.status === "completed" ? "Solution ready" : "In progress"}
        </Badge>
      }
      meta={
        <span>
          Updated <time dateTime={conversation.updatedAt}>{formatDateTime(conversation.updatedAt)}</time>
        </span>
      }
    />
  );
}

export function GeneratedRow({ result }: { result: GeneratorResultSummary }) {
  return (
    <Row
      to={paths.savedGeneratorResult(result.id)}
      icon={iconBox(<Sparkles aria-hidden="true" />)}
      title={result.title}
      badges={<Badge variant="secondary">{getGeneratorCategory(result.category).name}</Badge>}
      meta={<time dateTime={result.createdAt}>{formatDateTime(result.createdAt)}</time>}
      action={<DeleteGeneratorResult id={result.id} title={result.title} />}
    >
      <span className="text-sm text-muted-foreground">{result.promptTitles.join(" · ")}</span>
    </Row>
  );
}
