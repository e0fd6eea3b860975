import { ArrowLeft, BarChart3, ListChecks, LogIn, MessageSquareText, Plus, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { getProblemType } from "@shared/content/problem-types";
import { ApiError, errorMessage } from "@/api/client";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { useSessionCount } from "@/api/sessions";
import { useCurrentUser } from "@/api/auth";
import { usePageTitle } from "@/lib/use-page-title";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useNow } from "../hooks/use-now";
import { usePromptRatings } from "../hooks/use-prompt-ratings";
import { type LoadedSession, useMarkSuccessful, useRescueSession } from "../hooks/use-rescue-session";
import { ActionStepsTab } from "./action-steps-tab";
import { ImportedNotice } from "./imported-content";
import { OutcomePanel } from "./outcome-panel";
import { ProgressTab } from "./progress-tab";
import { SessionHeader } from "./session-header";
import { SessionPaste } from "./session-paste";
import { SessionTakeAway } from "./session-take-away";
import { SmartPromptsTab } from "./smart-prompts-tab";
import { SuccessDialog } from "./success-dialog";

const tabs = ["prompts", "steps", "progress"] as const;
type Tab = (typeof tabs)[number];

export function RescueSessionView({ sessionId }: { sessionId: string }) {
  const { user, isPending } = useCurrentUser();
  const query = useRescueSession(sessionId, Boolean(user));
  const title = query.data ? getProblemType(query.data.session.problemType).title : "Rescue session";
  usePageTitle(title);

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <nav className="mb-4 flex flex-wrap items-center justify-between gap-2" aria-label="Session">
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={paths.problems}>
            <ArrowLeft aria-hidden="true" />
            Back to Problems
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.problems}>
            <Plus aria-hidden="true" />
            New Session
          </Link>
        </Button>
      </nav>
      {isPending || (user && query.isPending) ? (
        <LoadingState />
      ) : !user ? (
        <Message
          icon={<LogIn className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="Sign in to open this rescue"
        >
          <p>Rescue sessions are saved to your account.</p>
          <Button className="mt-4" onClick={() => authDialog.open("login", paths.rescue(sessionId))}>
            Sign In
          </Button>
        </Message>
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <Message
            icon={<SearchX className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="Session not found"
          >
            <p>This rescue session does not exist or belongs to another account.</p>
            <Button asChild className="mt-4">
              <Link to={paths.problems}>Start a new rescue</Link>
            </Button>
          </Message>
        ) : (
          <Message title="Could not load this session">
            <p>{errorMessage(query.error)}</p>
            <Button className="mt-4" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Message>
        )
      ) : query.data ? (
        <LoadedView loaded={query.data} userId={user.id} />
      ) : null}
    </main>
  );
}

function LoadedView({ loaded, userId }: { loaded: LoadedSession; userId: string }) {
  const { session, clockOffsetMs } = loaded;
  const type = getProblemType(session.problemType);
  const running = session.actionSteps.some((s) => s.startTime !== null);
  const now = useNow(running, clockOffsetMs);
  const ratings = usePromptRatings(session.id);
  const count = useSessionCount(userId);
  const mark = useMarkSuccessful(session.id);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "prompts";

  return (
    <div className="grid gap-6">
      <SessionHeader session={session} type={type} />
      {session.imported && <ImportedNotice />}
      <SessionPaste session={session} />
      <SessionTakeAway session={session} />
      <OutcomePanel session={session} now={now} place="top" />
      <Tabs value={tab} onValueChange={(value) => setParams((p) => (p.set("tab", value), p), { replace: true })}>
        <TabsList aria-label="Rescue session sections">
          <TabsTrigger value="prompts">
            <MessageSquareText aria-hidden="true" />
            <span>
              Smart<span className="hidden sm:inline"> Prompts</span>
            </span>
          </TabsTrigger>
          <TabsTrigger value="steps">
            <ListChecks aria-hidden="true" />
            <span>
              <span className="hidden sm:inline">Action </span>Steps
            </span>
          </TabsTrigger>
          <TabsTrigger value="progress">
            <BarChart3 aria-hidden="true" />
            Progress
          </TabsTrigger>
        </TabsList>
        <TabsContent value="prompts">
          <SmartPromptsTab session={session} userId={userId} entitled={Boolean(count.data?.access.isPro)} />
        </TabsContent>
        <TabsContent value="steps">
          <ActionStepsTab session={session} type={type} now={now} />
        </TabsContent>
        <TabsContent value="progress">
          <ProgressTab
            session={session}
            ratings={ratings.data}
            now={now}
            marking={mark.isPending}
            onMarkSuccessful={() => mark.mutate(undefined, { onSuccess: () => setSummaryOpen(true) })}
            onShowSummary={() => setSummaryOpen(true)}
          />
          <div className="mt-4">
            <OutcomePanel session={session} now={now} place="progress" />
          </div>
        </TabsContent>
      </Tabs>
      <SuccessDialog open={summaryOpen} onOpenChange={setSummaryOpen} session={session} problemTitle={type.title} />
    </div>
  );
}

function LoadingState() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading the rescue session">
      <Skeleton className="h-40" />
      <Skeleton className="h-10 w-80 max-w-full" />
      <Skeleton className="h-64" />
    </div>
  );
}

function Message({ icon, title, children }: { icon?: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-md place-items-center gap-2 py-16 text-center text-muted-foreground">
      {icon}
      <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
      {children}
    </div>
  );
}
