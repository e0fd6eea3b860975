import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { isPlanKey, planDisplayName } from "@shared/content/plans";
import { authDialog } from "@/lib/auth-dialog";
import { useSubscriptionStatus, useTrialStatus } from "@/api/billing";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";
import { takeTrialFeature } from "@/lib/start-trial";
import { toast } from "@/lib/toast-store";
import { confirmTrialStarted, expireTrial } from "@/api/billing";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { billingReturnCopy } from "@shared/content/ui/billing";

/** Refetch 200 ms after confirming a trial on return from checkout. */
const TRIAL_REFETCH_DELAY_MS = 200;

const featurePaths = {
  prompts: paths.customPrompts,
  wizard: paths.aiWizard,
  planner: paths.projectPlanner,
  rescue: paths.problems,
} as const;

/** Everything billing and access may have changed: billing, rescue counts, locks. The session stays. */
function useRefreshAccess() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" }), [client]);
}

/**
 * The query parameters of the spec's route table that belong to billing, and the return from checkout:
 * `/?action=checkout&plan=…`, `/?upgrade=success`, `/?trial=success` and the local checkout's
 * `/dashboard?payment=success&plan=…`.
 */
export function BillingReturn() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  const refresh = useRefreshAccess();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (isPending) return;
    const key = `${pathname}?${params.toString()}`;
    if (handled.current === key) return;

    if (params.get("payment") === "success") {
      handled.current = key;
      const plan = params.get("plan");
      void refresh();
      toast({
        title: "Payment Successful",
        description: `Welcome to ${isPlanKey(plan) ? planDisplayName(plan) : "Rescue Pro"}!`,
      });
      // A checkout started from a rescue goes back to it, where the paste is waiting (decision 0281).
      const feature = takeTrialFeature();
      if (feature === "rescue") {
        navigate(featurePaths.rescue, { replace: true });
        return;
      }
      const next = new URLSearchParams(params);
      next.delete("payment");
      next.delete("plan");
      setParams(next, { replace: true });
      return;
    }
    if (pathname !== paths.landing) return;

    const plan = params.get("plan");
    if (params.get("action") === "checkout" && plan) {
      handled.current = key;
      const target = `${paths.checkout(plan)}${params.get("trial") === "1" ? "&trial=1" : ""}`;
      if (user) {
        navigate(target, { replace: true });
      } else {
        authDialog.open("login", target);
        const next = new URLSearchParams(params);
        next.delete("action");
        next.delete("plan");
        next.delete("trial");
        setParams(next, { replace: true });
      }
      return;
    }
    if (params.get("upgrade") === "success") {
      handled.current = key;
      void refresh();
      toast({ title: "Payment Successful", description: "Welcome to Rescue Pro!" });
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (params.get("trial") === "success" && user) {
      handled.current = key;
      const feature = takeTrialFeature();
      confirmTrialStarted(user.id)
        .then(() =>
          toast({
            title: "Trial Started",
            description: billingReturnCopy.trialStarted,
          }),
        )
        // A failed activation is only logged; with Stripe the webhook may still be on its way.
        .catch((error: unknown) => console.error("Confirming the trial failed", error))
        .finally(() => {
          navigate(feature ? featurePaths[feature] : paths.dashboard, { replace: true });
          setTimeout(() => void refresh(), TRIAL_REFETCH_DELAY_MS);
        });
    }
  }, [isPending, navigate, params, pathname, refresh, setParams, user]);

  return user ? <BillingWatchers userId={user.id} /> : null;
}

const AUTO_UPGRADE_SEEN_KEY = "auto-upgrade-seen";

/**
 * A trial whose time is up is reported to the server (expire-trial), and a trial that turned into a paid
 * month (autoUpgraded) is announced once and every screen refreshed (decision 0043).
 */
function BillingWatchers({ userId }: { userId: string }) {
  const subscription = useSubscriptionStatus();
  const trial = useTrialStatus();
  const refresh = useRefreshAccess();
  const now = useMinuteClock();
  const expired = useRef<string | null>(null);

  const trialEndsAt = trial.data?.isTrialActive ? trial.data.trialEndsAt : null;
  const due = trialEndsAt !== null && Date.parse(trialEndsAt) <= now.getTime();
  useEffect(() => {
    if (!due || !trialEndsAt || expired.current === trialEndsAt) return;
    expired.current = trialEndsAt;
    expireTrial(userId)
      .catch((error: unknown) => console.error("Expiring the trial failed", error))
      .finally(() => void refresh());
  }, [due, refresh, trialEndsAt, userId]);

  const upgradedId = subscription.data?.autoUpgraded ? (subscription.data.subscriptionId ?? "unknown") : null;
  useEffect(() => {
    if (!upgradedId) return;
    const key = `${AUTO_UPGRADE_SEEN_KEY}:${userId}:${upgradedId}`;
    try {
      if (localStorage.getItem(key)) return;
      localStorage.setItem(key, new Date().toISOString());
    } catch {
      return;
    }
    toast({
      title: "Welcome to Rescue Pro",
      description: billingReturnCopy.subscriptionStarted,
    });
    void refresh();
  }, [refresh, upgradedId, userId]);

  return null;
}
