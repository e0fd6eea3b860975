import { AlarmClock, Crown, Sparkles, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { trialBanner, type TrialBannerLevel } from "@shared/domain/trial-banner";
import { Button } from "@/components/ui/button";
import { useSubscriptionStatus, useTrialStatus } from "@/api/billing";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { trialBannerCopy } from "@shared/content/ui/billing";

/** Views without the banner (decision 0044): the landing page and checkout, where it would only distract. */
const hiddenOn = new Set([paths.landing, "/checkout"]);

const levelStyles: Record<TrialBannerLevel, string> = {
  normal: "border-primary/30 bg-primary/10",
  warning: "border-warning/50 bg-warning/15",
  critical: "border-destructive/50 bg-destructive/15",
};

const DISMISSED_KEY = "trial-expired-dismissed";

function readDismissed(trialEndsAt: string): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === trialEndsAt;
  } catch {
    return false;
  }
}

/**
 * The trial banner (decision 0044): time left at three levels for a running trial, and an expired card
 * with Upgrade Now once it has ended. Not for users on a paid plan, nor for those who never had a trial.
 */
export function TrialBanner() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const subscription = useSubscriptionStatus();
  const trial = useTrialStatus();
  const now = useMinuteClock();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);

  if (!user || hiddenOn.has(pathname) || !subscription.data || !trial.data) return null;
  const state = trialBanner(
    {
      isTrialActive: trial.data.isTrialActive,
      trialEndsAt: trial.data.trialEndsAt,
      trialEndedAt: trial.data.trialEndedAt,
      isPaidPro: subscription.data.isProUser,
    },
    now,
  );
  if (state.kind === "hidden") return null;

  if (state.kind === "expired" || state.kind === "canceled") {
    const endsAt = trial.data.trialEndsAt ?? "";
    if (dismissedFor === endsAt || readDismissed(endsAt)) return null;
    const dismiss = () => {
      try {
        localStorage.setItem(DISMISSED_KEY, endsAt);
      } catch {
        // not remembered across reloads; hidden for now
      }
      setDismissedFor(endsAt);
    };
    return (
      <section aria-labelledby="trial-expired-title" className="mx-auto w-full max-w-6xl px-4 pt-4">
        <div
          className={cn(
            "relative flex flex-col gap-3 rounded-xl border border-primary/40 bg-card p-4 pr-12",
            "shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5 sm:pr-14",
          )}
        >
          <div className="flex gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <AlarmClock className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 id="trial-expired-title" className="font-semibold">
                {state.text}
              </h2>
              {state.kind === "canceled" ? (
                <p className="text-sm text-muted-foreground" data-testid="trial-canceled-text">
                  {trialBannerCopy.canceled(formatDateTime(state.endedAt))}
                </p>
              ) : (
                <p className="text-sm text-muted-foreground">{trialBannerCopy.ended}</p>
              )}
            </div>
          </div>
          <Button asChild className="shrink-0 self-start sm:self-center">
            <Link to={paths.checkout("pro_monthly")}>
              <Crown aria-hidden="true" /> Upgrade Now
            </Link>
          </Button>
          <button
            type="button"
            onClick={dismiss}
            className="absolute right-3 top-3 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label="Pro trial"
      data-level={state.level}
      data-testid="trial-banner"
      className={cn("border-b", levelStyles[state.level])}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p className="flex items-center gap-2">
          <Sparkles
            className={cn(
              "size-4 shrink-0",
              state.level === "critical"
                ? "text-destructive"
                : state.level === "warning"
                  ? "text-warning"
                  : "text-primary",
            )}
            aria-hidden="true"
          />
          <span>
            <strong>Pro trial:</strong> {state.text}
            <span className="hidden sm:inline">. Then $4.99/month unless you cancel.</span>
          </span>
        </p>
        <Link to={paths.profile} className="font-medium underline underline-offset-4 hover:no-underline">
          Manage trial
        </Link>
      </div>
    </section>
  );
}
