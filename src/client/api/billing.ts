import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanKey } from "@shared/content/plans";
import type {
  BillingConfig,
  CheckoutRedirect,
  LocalCheckoutSession,
  LocalPaymentInput,
  LocalPaymentResult,
  MessageResponse,
  SubscriptionStatus,
  TrialEligibility,
  TrialExpired,
  TrialStarted,
  TrialStatus,
} from "@shared/schemas/billing";
import { api } from "@/api/client";
import { useCurrentUser } from "@/api/auth";

/** Status calls are polled every 5 s (only while the tab is visible). */
export const STATUS_POLL_MS = 5_000;
/** Trial eligibility refreshes every 60 minutes. */
const ELIGIBILITY_REFRESH_MS = 60 * 60_000;

export const billingKeys = {
  all: ["billing"] as const,
  subscription: (uid: string) => ["billing", "subscription", uid] as const,
  trial: (uid: string) => ["billing", "trial", uid] as const,
  eligibility: (uid: string) => ["billing", "eligibility", uid] as const,
  config: ["billing", "config"] as const,
};

export function useSubscriptionStatus() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: billingKeys.subscription(user?.id ?? ""),
    queryFn: async () => {
      try {
        return await api<SubscriptionStatus>(`/api/subscription-status/${encodeURIComponent(user!.id)}`);
      } catch {
        throw new Error("Failed to fetch subscription status");
      }
    },
    enabled: Boolean(user),
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
}

export function useTrialStatus() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: billingKeys.trial(user?.id ?? ""),
    queryFn: async () => {
      try {
        return await api<TrialStatus>(`/api/trial-status/${encodeURIComponent(user!.id)}`);
      } catch {
        throw new Error("Failed to fetch trial status");
      }
    },
    enabled: Boolean(user),
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** A failure reads as not eligible with a reason, never as an error screen. */
export function useTrialEligibility() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: billingKeys.eligibility(user?.id ?? ""),
    queryFn: async (): Promise<TrialEligibility> => {
      try {
        return await api<TrialEligibility>(`/api/trial-eligibility/${encodeURIComponent(user!.id)}`);
      } catch (error) {
        return {
          eligible: false,
          reason: (error as { status?: number }).status === 0 ? "Network error" : "Failed to check eligibility",
        };
      }
    },
    enabled: Boolean(user),
    refetchInterval: ELIGIBILITY_REFRESH_MS,
  });
}

export function useBillingConfig() {
  return useQuery({ queryKey: billingKeys.config, queryFn: () => api<BillingConfig>("/api/billing-config") });
}

/** Refetches every billing query now (after checkout, cancel or reactivate). */
export function useRefreshBilling() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: billingKeys.all });
}

/** The signed-in user's Pro access (paid, paid until period end, or trial), from the server's answer. */
export function useAccess(): { isPro: boolean; isTrial: boolean; isLoading: boolean } {
  const { user, isPending } = useCurrentUser();
  const subscription = useSubscriptionStatus();
  const trial = useTrialStatus();
  if (!user) return { isPro: false, isTrial: false, isLoading: isPending };
  return {
    isPro: Boolean(subscription.data?.isPro),
    isTrial: Boolean(trial.data?.isTrialActive),
    isLoading: subscription.isPending || trial.isPending,
  };
}

export function createCheckoutSession(userId: string, plan: PlanKey) {
  return api<CheckoutRedirect>("/api/create-checkout-session", { body: { userId, plan } });
}

/** Starts the 3-day card trial: the answer's url is where the browser goes to enter a card. */
export function createTrialCheckoutSession(userId: string, feature?: string) {
  return api<CheckoutRedirect>("/api/create-trial-checkout-session", { body: { userId, feature } });
}

export function cancelSubscription(userId: string) {
  return api<MessageResponse>("/api/cancel-subscription", { body: { userId } });
}

export function reactivateSubscription(userId: string) {
  return api<MessageResponse>("/api/reactivate-subscription", { body: { userId } });
}

export function createPortalSession(userId: string) {
  return api<CheckoutRedirect>("/api/create-portal-session", { body: { userId } });
}

export function getLocalCheckout(sessionId: string) {
  return api<LocalCheckoutSession>(`/api/local-checkout/${encodeURIComponent(sessionId)}`);
}

/** Fails with a 402 ApiError carrying the card's message when the test card is declined. */
export function payLocalCheckout(sessionId: string, card: LocalPaymentInput) {
  return api<LocalPaymentResult>(`/api/local-checkout/${encodeURIComponent(sessionId)}/pay`, { body: card });
}

/** Return from a trial checkout (?trial=success): confirms the trial runs. */
export function confirmTrialStarted(userId: string) {
  return api<TrialStarted>("/api/start-trial", { body: { userId } });
}

export function expireTrial(userId: string) {
  return api<TrialExpired>(`/api/expire-trial/${encodeURIComponent(userId)}`, {
    method: "POST",
  });
}
