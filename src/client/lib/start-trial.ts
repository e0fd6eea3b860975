import { useState } from "react";
import { useNavigate } from "react-router";
import { createTrialCheckoutSession, useTrialEligibility } from "@/api/billing";
import { errorMessage } from "@/api/client";
import { useCurrentUser } from "@/api/auth";
import { toast } from "@/lib/toast-store";

/** The feature a trial was started from, sent to checkout so it can return there. */
export type TrialFeature = "prompts" | "wizard" | "planner" | "rescue";

export function isTrialFeature(value: string | null): value is TrialFeature {
  return value === "prompts" || value === "wizard" || value === "planner" || value === "rescue";
}

const TRIAL_FEATURE_KEY = "trial-return-feature";

/**
 * Kept for the return from checkout (same tab, also across Stripe's page), which then opens that feature; a
 * checkout started from a rescue ("rescue") returns to the rescue entry with the paste kept (decision 0281).
 */
export function rememberTrialFeature(feature: TrialFeature | null) {
  try {
    if (feature) sessionStorage.setItem(TRIAL_FEATURE_KEY, feature);
    else sessionStorage.removeItem(TRIAL_FEATURE_KEY);
  } catch {
    // storage blocked: the return lands on the dashboard instead
  }
}

/** The feature a trial checkout was started from, once: reading it forgets it. */
export function takeTrialFeature(): TrialFeature | null {
  try {
    const value = sessionStorage.getItem(TRIAL_FEATURE_KEY);
    sessionStorage.removeItem(TRIAL_FEATURE_KEY);
    return isTrialFeature(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Starts the 3-day card trial: refuses with 'Trial not available: {reason}' when not eligible,
 * otherwise opens checkout (in-app for the local provider, Stripe's page otherwise).
 */
export function useStartTrial(feature: TrialFeature) {
  const { user } = useCurrentUser();
  const eligibility = useTrialEligibility();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function startTrial() {
    if (!user) return;
    if (eligibility.data && !eligibility.data.eligible) {
      window.alert(`Trial not available: ${eligibility.data.reason}`);
      return;
    }
    setPending(true);
    try {
      const { url } = await createTrialCheckoutSession(user.id, feature);
      rememberTrialFeature(feature);
      if (url.startsWith("/")) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      console.error("Starting the trial checkout failed", error);
      toast({
        title: "Unable to start checkout",
        description: errorMessage(error, "Unable to start checkout. Please try again."),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return {
    startTrial,
    pending,
    eligible: eligibility.data?.eligible ?? false,
    eligibilityLoading: eligibility.isPending,
    /** Whether wording offers the trial: until the answer is known it is taken as unused (decision 0285). */
    offered: eligibility.isPending || (eligibility.data?.eligible ?? false),
  };
}
