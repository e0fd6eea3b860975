import { detectProblem } from "@shared/domain/detect-problem";
import { runnerUpOf } from "@shared/domain/next-strategy";
import { Crown, LogIn } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { getProblemType, rescueProblemTypeIds } from "@shared/content/problem-types";
import { type ProblemTypeId, problemTypeIds } from "@shared/schemas/content";
import type { StartRescueState } from "@/components/layout/command-palette";
import { limitReachedMessage } from "@shared/domain/usage-limit";
import { RecentSessionsList } from "@/components/recent-sessions-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { fallbackSessionCount, useSessionCount } from "@/api/sessions";
import { useCurrentUser } from "@/api/auth";
import { useStartRescue } from "../hooks/use-start-rescue";
import { CustomProblemForm } from "./custom-problem-form";
import { MoreTools } from "./more-tools";
import { ProblemCard } from "./problem-card";
import { ProblemDetection } from "./problem-detection";

const CUSTOM_FORM_ID = "custom-problem-form";

export function ProblemSelection() {
  const { user, isPending } = useCurrentUser();
  const countQuery = useSessionCount(user?.id);
  // A failed count falls back to 0 used; the server still enforces the limit (decision 0033).
  const count = countQuery.isError ? fallbackSessionCount() : countQuery.data;
  const { start, starting } = useStartRescue(count);
  const [customOpen, setCustomOpen] = useState(false);
  const [customSeed, setCustomSeed] = useState("");

  const limitReached = Boolean(user && count && !count.canCreateSession);

  const signInFirst = () => authDialog.open("login", paths.problems);

  const choose = (id: ProblemTypeId) => {
    // Until the session is known a click could wrongly ask a signed-in user to sign in.
    if (isPending) return;
    if (!user) return signInFirst();
    if (id === "custom") {
      setCustomOpen((open) => !open);
      return;
    }
    void start({ problemType: id });
  };

  usePaletteStart(choose, !isPending && (!user || count !== undefined));

  const types = rescueProblemTypeIds.map((id) => getProblemType(id));
  const custom = getProblemType("custom");

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">What has your AI assistant stuck?</h1>
        <p className="mt-3 text-muted-foreground">
          Pick the problem that matches, and get ready-to-paste prompts, a timed action plan and success criteria.
        </p>
      </header>

      {!isPending && !user && (
        <Alert className="mb-8">
          <LogIn aria-hidden="true" />
          <AlertTitle>Sign in to start a rescue</AlertTitle>
          <AlertDescription>
            <p>Your sessions, notes and progress are saved to your account. Free accounts get 3 rescues a month.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={signInFirst}>
                Sign In
              </Button>
              <Button size="sm" variant="outline" onClick={() => authDialog.open("signup-choice", paths.problems)}>
                Create a free account
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      {user && <UsageNotice count={count} loading={countQuery.isPending} />}

      <section aria-labelledby="problem-types-heading" className="mb-10">
        <h2 id="problem-types-heading" className="sr-only">
          Problem types
        </h2>
        {limitReached && count && (
          <Alert variant="warning" className="mb-4" data-testid="limit-reached">
            <Crown aria-hidden="true" />
            <AlertTitle>You have used your free rescues for this month</AlertTitle>
            <AlertDescription>
              <p>{limitReachedMessage(count.resetsAt)}</p>
              <Button asChild size="sm" className="mt-3">
                <Link to={paths.checkout("pro_monthly")}>Upgrade to Pro</Link>
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => (
            <ProblemCard
              key={type.id}
              type={type}
              onChoose={() => choose(type.id)}
              analysing={starting === type.id}
              disabled={isPending || Boolean(starting) || limitReached}
            />
          ))}
          <ProblemCard
            type={custom}
            onChoose={() => choose("custom")}
            analysing={false}
            disabled={Boolean(starting) || limitReached}
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
              onSubmit={(input) => void start({ problemType: "custom", ...input })}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="detect-heading" className="mb-10">
        <h2 id="detect-heading" className="mb-4 text-xl font-semibold">
          Problem detection
        </h2>
        <ProblemDetection
          starting={Boolean(starting)}
          disabled={limitReached}
          onStart={(type, pasted) => {
            if (!user) return signInFirst();
            if (type === "custom") {
              setCustomSeed(pasted.slice(0, 2000));
              setCustomOpen(true);
              return;
            }
            // Kept for "still stuck": the next line of attack may be the diagnosis's other type (decision 0277).
            void start({ problemType: type, runnerUpType: pasted ? runnerUpOf(detectProblem(pasted), type) : null });
          }}
        />
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
          <RecentSessionsList
            uid={user.id}
            limit={3}
            emptyText="No rescues yet. Pick a problem above to start your first one."
          />
        </section>
      )}
    </main>
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
