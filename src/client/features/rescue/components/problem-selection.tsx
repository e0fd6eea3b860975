import { detectProblem } from "@shared/domain/detect-problem";
import { runnerUpOf } from "@shared/domain/next-strategy";
import { Crown, LogIn } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { getProblemType, problemTypeIds, rescueTypeIds } from "@shared/content/problem-types";
import { FREE_RESCUES_PER_MONTH, limitReachedAction } from "@shared/content/plans";
import type { ProblemTypeId } from "@shared/schemas/content";
import type { StartRescueState } from "@/components/layout/command-palette";
import { limitReachedMessage } from "@shared/domain/usage-limit";
import { PASTE_SENT_MAX_CHARS } from "@shared/schemas/sessions";
import { RecentSessionsList } from "@/components/recent-sessions-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { fallbackSessionCount, useSessionCount } from "@/api/sessions";
import { useCurrentUser } from "@/api/auth";
import { useStartTrial } from "@/lib/start-trial";
import { usePasteDraft } from "../hooks/use-paste-draft";
import { useStartRescue } from "../hooks/use-start-rescue";
import { CustomProblemForm } from "./custom-problem-form";
import { MoreTools } from "./more-tools";
import { ProblemCard } from "./problem-card";
import { ProblemDetection } from "./problem-detection";
import { problemSelectionCopy } from "@shared/content/ui/rescue";

const CUSTOM_FORM_ID = "custom-problem-form";

export function ProblemSelection() {
  const { user, isPending } = useCurrentUser();
  const countQuery = useSessionCount(user?.id);
  // A failed count falls back to 0 used; the server still enforces the limit (decision 0033).
  const count = countQuery.isError ? fallbackSessionCount() : countQuery.data;
  const draft = usePasteDraft(user?.id, !isPending);
  const { start, starting } = useStartRescue(count, draft.clear);
  const [customOpen, setCustomOpen] = useState(false);
  const [customSeed, setCustomSeed] = useState("");
  const [paste, setPaste] = useState<string | undefined>(undefined);
  const limitReasonId = useId();

  const limitReached = Boolean(user && count && !count.canCreateSession);
  const trial = useStartTrial("rescue");
  const limitReason = limitReached && count ? limitReachedMessage(count.resetsAt, trial.offered) : undefined;

  // A new visitor starts with an account of their own: sign-up first, sign-in one link away (decision 0281).
  const signUpFirst = () => authDialog.open("signup-choice", paste ? paths.problemsWithPaste : paths.problems);

  const choose = (id: ProblemTypeId) => {
    // Until the session is known a click could wrongly ask a signed-in user to sign in.
    if (isPending) return;
    if (!user) return signUpFirst();
    if (id === "custom") {
      setCustomOpen((open) => !open);
      return;
    }
    void start({ problemType: id, ...(paste ? { paste: paste.slice(-PASTE_SENT_MAX_CHARS) } : {}) });
  };

  usePaletteStart(choose, !isPending && (!user || count !== undefined));

  const types = rescueTypeIds.map((id) => getProblemType(id));
  const custom = getProblemType("custom");

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-5 max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">What has your AI assistant stuck?</h1>
        <p className="mt-2 text-sm text-muted-foreground sm:text-base">{problemSelectionCopy.intro}</p>
      </header>

      <section aria-labelledby="detect-heading" className="mb-8">
        <h2 id="detect-heading" className="sr-only">
          Paste what happened
        </h2>
        {isPending ? (
          <Skeleton className="h-80 w-full" />
        ) : (
          <ProblemDetection
            key={user?.id ?? "anonymous"}
            initialText={draft.initial}
            onAnalysed={(text) => {
              setPaste(text);
              draft.save(text);
            }}
            starting={Boolean(starting)}
            disabled={limitReached}
            disabledReason={limitReason}
            onStart={(type, pasted) => {
              draft.save(pasted);
              if (!user) return authDialog.open("signup-choice", paths.problemsWithPaste);
              if (type === "custom") {
                setCustomSeed(pasted.slice(0, 2000));
                setCustomOpen(true);
                return;
              }
              // Kept for "still stuck": the next line of attack may be the diagnosis's other type (decision 0277).
              void start({
                problemType: type,
                paste: pasted.slice(-PASTE_SENT_MAX_CHARS),
                runnerUpType: pasted ? runnerUpOf(detectProblem(pasted), type) : null,
              });
            }}
          />
        )}
      </section>

      {!isPending && !user && (
        <Alert className="mb-8">
          <LogIn aria-hidden="true" />
          <AlertTitle>A free account keeps your rescue</AlertTitle>
          <AlertDescription>
            <p>{problemSelectionCopy.accountKeepsRescues(FREE_RESCUES_PER_MONTH)}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={signUpFirst}>
                Create a free account
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => authDialog.open("login", paste ? paths.problemsWithPaste : paths.problems)}
              >
                Sign In
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      {user && <UsageNotice count={count} loading={countQuery.isPending} />}
      {limitReached && count && <LimitReached reasonId={limitReasonId} reason={limitReason!} trial={trial} />}

      <section aria-labelledby="problem-types-heading" className="mb-10">
        <h2 id="problem-types-heading" className="mb-4 text-xl font-semibold">
          Or pick what it looks like
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => (
            <ProblemCard
              key={type.id}
              type={type}
              onChoose={() => choose(type.id)}
              analysing={starting === type.id}
              disabled={isPending || Boolean(starting) || limitReached}
              describedBy={limitReached ? limitReasonId : undefined}
            />
          ))}
          <ProblemCard
            type={custom}
            onChoose={() => choose("custom")}
            analysing={false}
            disabled={Boolean(starting) || limitReached}
            describedBy={limitReached ? limitReasonId : undefined}
            selected={customOpen}
            controls={customOpen ? CUSTOM_FORM_ID : undefined}
          />
        </div>
        {customOpen && user && (
          <div className="mt-4">
            <CustomProblemForm
              key={customSeed}
              id={CUSTOM_FORM_ID}
              initialProblem={customSeed}
              starting={starting === "custom"}
              disabled={Boolean(starting) || limitReached}
              onCancel={() => setCustomOpen(false)}
              onSubmit={(input) =>
                void start({
                  problemType: "custom",
                  ...input,
                  ...(paste ? { paste: paste.slice(-PASTE_SENT_MAX_CHARS) } : {}),
                })
              }
            />
          </div>
        )}
      </section>

      <section aria-labelledby="tools-heading" className="mb-10">
        <h2 id="tools-heading" className="mb-4 text-xl font-semibold">
          More ways to get unstuck
        </h2>
        <MoreTools access={user ? count?.access : undefined} />
      </section>

      {user && (
        <section aria-labelledby="recent-heading">
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id="recent-heading" className="text-xl font-semibold">
              Recent sessions
            </h2>
            <Button asChild variant="link" className="px-0">
              <Link to={paths.sessions}>View all</Link>
            </Button>
          </div>
          <RecentSessionsList uid={user.id} limit={3} emptyText={problemSelectionCopy.noRescuesYet} />
        </section>
      )}
    </main>
  );
}

/**
 * The free limit, its reason (named by every disabled start's aria-describedby) and the way on: the trial
 * while it has never been used, the paid plan otherwise; either checkout comes back here (decision 0281).
 */
function LimitReached({
  reasonId,
  reason,
  trial,
}: {
  reasonId: string;
  reason: string;
  trial: ReturnType<typeof useStartTrial>;
}) {
  return (
    <Alert variant="warning" className="mb-6" data-testid="limit-reached">
      <Crown aria-hidden="true" />
      <AlertTitle>You have used your free rescues for this month</AlertTitle>
      <AlertDescription>
        <p id={reasonId}>{reason}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {trial.eligibilityLoading ? (
            <Skeleton className="h-8 w-48" />
          ) : trial.eligible ? (
            <>
              <Button size="sm" onClick={() => void trial.startTrial()} disabled={trial.pending}>
                {limitReachedAction(true)}
              </Button>
              <Button asChild size="sm" variant="link" className="text-foreground underline">
                <Link to={`${paths.checkout("pro_monthly")}&feature=rescue`}>Skip the trial and subscribe</Link>
              </Button>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to={`${paths.checkout("pro_monthly")}&feature=rescue`}>{limitReachedAction(false)}</Link>
            </Button>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}

/**
 * A problem type chosen in the command palette arrives as navigation state (a link cannot carry it, so no
 * page elsewhere can start a rescue for the user); it is used once, when the page is ready.
 */
function usePaletteStart(choose: (id: ProblemTypeId) => void, ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const used = useRef<string | null>(null);
  const wanted = (location.state as StartRescueState | null)?.startRescue;
  useEffect(() => {
    if (!ready || !wanted || used.current === location.key) return;
    used.current = location.key;
    navigate(".", { replace: true, state: null });
    if (problemTypeIds.includes(wanted as ProblemTypeId)) choose(wanted as ProblemTypeId);
  }, [ready, wanted, location.key, navigate, choose]);
}

function UsageNotice({
  count,
  loading,
}: {
  count: ReturnType<typeof fallbackSessionCount> | undefined;
  loading: boolean;
}) {
  if (loading) return <Skeleton className="mb-6 h-6 w-64" />;
  if (!count) return null;
  if (count.unlimited) {
    return <p className="mb-6 text-sm text-muted-foreground">Unlimited rescues with Pro.</p>;
  }
  return (
    <p className="mb-6 text-sm text-muted-foreground" data-testid="usage-notice">
      {count.remainingFree} of {count.limit} free rescues left this month.
    </p>
  );
}
