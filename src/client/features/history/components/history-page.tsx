import { ChevronLeft, ChevronRight, Crown, History, LogIn, Search, SearchX } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link, NavLink, useSearchParams } from "react-router";
import { problemTypes } from "@shared/content/problem-types";
import { historyListCopy } from "@shared/content/ui/history";
import { HISTORY_PAGE_SIZE, HISTORY_QUERY_MAX_CHARS } from "@shared/schemas/history";
import { type SessionStatusFilter, sessionStatusFilters } from "@shared/schemas/sessions";
import {
  type HistoryParams,
  useConversationHistory,
  useGeneratorHistory,
  usePlanHistory,
  useSessionHistory,
} from "@/api/history";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/api/client";
import { authDialog } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";
import { usePageTitle } from "@/lib/use-page-title";
import { ConversationRow, GeneratedRow, PlanRow, SessionRow } from "./history-rows";
import { OutcomeSummary } from "./outcome-summary";

export type HistorySection = "sessions" | "plans" | "conversations" | "generated";

const sections: { id: HistorySection; to: string; label: string; noun: string }[] = [
  { id: "sessions", to: paths.sessions, label: "Rescue sessions", noun: "sessions" },
  { id: "plans", to: paths.plans, label: "Project plans", noun: "plans" },
  { id: "conversations", to: paths.conversations, label: "Wizard conversations", noun: "conversations" },
  { id: "generated", to: paths.generated, label: "Generated prompts", noun: "generated prompt sets" },
];

const statusLabels: Record<SessionStatusFilter, string> = {
  all: "Any status",
  active: "In progress",
  solved: "Solved",
  imported: "Imported",
};

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** Every session, plan, conversation and generator run, searchable and paged on the server (decision 0140). */
export function HistoryPage({ section }: { section: HistorySection }) {
  const current = sections.find((s) => s.id === section)!;
  usePageTitle(current.label);
  const { user, isPending } = useCurrentUser();

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <header className="mb-6">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <History className="size-7 text-primary" aria-hidden="true" />
          History
        </h1>
        <p className="mt-2 text-muted-foreground">Everything you started, saved or generated, newest first.</p>
      </header>
      {/* Two by two on phones, one row from 640 px: no tab is ever out of sight or scrolled to. */}
      <nav aria-label="History sections" className="mb-6 grid grid-cols-2 gap-1 border-b pb-px sm:flex">
        {sections.map((s) => (
          <NavLink
            key={s.id}
            to={s.to}
            className={({ isActive }) =>
              cn(
                "border-b-2 px-3 py-2 text-center text-sm font-medium text-muted-foreground hover:text-foreground sm:whitespace-nowrap sm:text-left",
                isActive ? "border-primary text-foreground" : "border-transparent",
              )
            }
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
      {isPending ? (
        <ListSkeleton />
      ) : !user ? (
        <Card className="mx-auto max-w-md text-center">
          <CardContent className="grid justify-items-center gap-3 pt-6">
            <LogIn className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">Sign in to see your history</p>
            <Button onClick={() => authDialog.open("login", current.to)}>Sign In</Button>
          </CardContent>
        </Card>
      ) : (
        <>
          {section === "sessions" && <OutcomeSummary uid={user.id} />}
          <HistoryList key={section} section={section} noun={current.noun} />
        </>
      )}
    </main>
  );
}

function useHistoryParams() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const status = search.get("status");
  const params = {
    q: (search.get("q") ?? "").slice(0, HISTORY_QUERY_MAX_CHARS),
    page,
    pageSize: HISTORY_PAGE_SIZE,
    type: problemTypes.some((t) => t.id === search.get("type")) ? search.get("type")! : "",
    status: sessionStatusFilters.includes(status as SessionStatusFilter) ? (status as SessionStatusFilter) : "all",
  };
  const update = useCallback(
    (changes: Record<string, string>) =>
      setSearch(
        () => {
          // The router hands updaters the search of the last render; two changes in a row need the latest URL.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(changes)) {
            if (value && !(key === "page" && value === "1") && !(key === "status" && value === "all"))
              next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { params, update };
}

function HistoryList({ section, noun }: { section: HistorySection; noun: string }) {
  const { params, update } = useHistoryParams();
  const base: HistoryParams = { q: params.q, page: params.page, pageSize: params.pageSize };
  const sessions = useSessionHistory({ ...base, type: params.type, status: params.status }, section === "sessions");
  const plans = usePlanHistory(base, section === "plans");
  const conversations = useConversationHistory(base, section === "conversations");
  const generated = useGeneratorHistory(base, section === "generated");
  const query = { sessions, plans, conversations, generated }[section];
  const filtered = Boolean(params.q || params.type || params.status !== "all");

  let rows: ReactNode[] = [];
  let total = 0;
  const shownPage = query.data?.page ?? params.page;
  if (section === "sessions" && sessions.data) {
    const outcomes = sessions.data.outcomes ?? {};
    rows = sessions.data.sessions.map((s) => <SessionRow key={s.id} session={s} outcome={outcomes[s.id]} />);
    total = sessions.data.total;
  } else if (section === "plans" && plans.data) {
    rows = plans.data.plans.map((p) => <PlanRow key={p.id} plan={p} />);
    total = plans.data.total;
  } else if (section === "conversations" && conversations.data) {
    rows = conversations.data.conversations.map((c) => <ConversationRow key={c.sessionId} conversation={c} />);
    total = conversations.data.total;
  } else if (section === "generated" && generated.data) {
    rows = generated.data.results.map((r) => <GeneratedRow key={r.id} result={r} />);
    total = generated.data.total;
  }
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const first = total === 0 ? 0 : (shownPage - 1) * params.pageSize + 1;
  const proRequired = query.error instanceof ApiError && query.error.code === "PRO_REQUIRED";

  return (
    <div className="grid gap-4">
      <Filters section={section} params={params} update={update} />
      {query.isPending ? (
        <ListSkeleton />
      ) : proRequired ? (
        <Alert>
          <Crown aria-hidden="true" />
          <AlertTitle>A Pro feature</AlertTitle>
          <AlertDescription>
            <p>{historyListCopy.proRequired(noun)}</p>
            <Button asChild size="sm" className="mt-3">
              <Link to={paths.pricing}>See plans</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load your {noun}</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(query.error)}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          section={section}
          noun={noun}
          filtered={filtered}
          onClear={() => update({ q: "", type: "", status: "", page: "" })}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="history-count">
            Showing {first}–{first + rows.length - 1} of {total} {noun}
          </p>
          <ul className={cn("grid gap-2", query.isFetching && "opacity-70")} aria-busy={query.isFetching}>
            {rows}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={params.page <= 1}
                onClick={() => update({ page: String(params.page - 1) })}
              >
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {params.page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={params.page >= pages}
                onClick={() => update({ page: String(params.page + 1) })}
              >
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function Filters({
  section,
  params,
  update,
}: {
  section: HistorySection;
  params: ReturnType<typeof useHistoryParams>["params"];
  update: (changes: Record<string, string>) => void;
}) {
  const id = useId();
  const [text, setText] = useState(params.q);
  // Back/forward or "Clear filters" change the URL's search; the field follows it.
  const [syncedQ, setSyncedQ] = useState(params.q);
  if (params.q !== syncedQ) {
    setSyncedQ(params.q);
    if (params.q !== text.trim()) setText(params.q);
  }
  // Typing searches after a short pause; Enter searches at once.
  useEffect(() => {
    if (text.trim() === params.q.trim()) return;
    const timer = setTimeout(() => update({ q: text.trim(), page: "" }), 350);
    return () => clearTimeout(timer);
  }, [text, params.q, update]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ q: text.trim(), page: "" });
  };
  const searchLabel = section === "sessions" ? "Search titles and notes" : "Search";
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
      <form role="search" onSubmit={submit} className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>{searchLabel}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={HISTORY_QUERY_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
            placeholder="Press / to search"
            className="pl-9"
            data-shortcut-search
          />
        </div>
      </form>
      {section === "sessions" && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-type`}>Problem type</Label>
            <select
              id={`${id}-type`}
              className={selectClass}
              value={params.type}
              onChange={(e) => update({ type: e.target.value, page: "" })}
            >
              <option value="">All types</option>
              {problemTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <select
              id={`${id}-status`}
              className={selectClass}
              value={params.status}
              onChange={(e) => update({ status: e.target.value, page: "" })}
            >
              {sessionStatusFilters.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}

const emptyText: Record<HistorySection, { text: string; to: string; action: string }> = {
  sessions: { text: "No rescues yet.", to: paths.problems, action: "Start a rescue" },
  plans: { text: "No saved plans yet.", to: paths.projectPlanner, action: "Plan a project" },
  conversations: { text: "No wizard conversations yet.", to: paths.aiWizard, action: "Open the wizard" },
  generated: { text: "No generated prompts yet.", to: paths.customPrompts, action: "Generate prompts" },
};

function EmptyState({
  section,
  noun,
  filtered,
  onClear,
}: {
  section: HistorySection;
  noun: string;
  filtered: boolean;
  onClear: () => void;
}) {
  const empty = emptyText[section];
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
      <SearchX className="size-8" aria-hidden="true" />
      {filtered ? (
        <>
          <p>No {noun} match these filters.</p>
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <p>{empty.text}</p>
          <Button asChild size="sm">
            <Link to={empty.to}>{empty.action}</Link>
          </Button>
        </>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-2" role="status" aria-label="Loading">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}
