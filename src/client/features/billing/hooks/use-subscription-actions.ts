import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MessageResponse } from "@shared/schemas/billing";
import { cancelSubscription, reactivateSubscription } from "@/api/billing";
import { useCurrentUser } from "@/api/auth";

/**
 * Cancel and reactivate for the signed-in user. After either, every query but the session is refetched
 * (subscription, trial, rescue counts, locks) instead of the spec's page reload (decision 0042).
 */
export function useSubscriptionActions() {
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const [pending, setPending] = useState<"cancel" | "reactivate" | null>(null);

  async function run(kind: "cancel" | "reactivate"): Promise<MessageResponse> {
    if (!user) throw new Error("Please sign in again.");
    setPending(kind);
    try {
      const result = kind === "cancel" ? await cancelSubscription(user.id) : await reactivateSubscription(user.id);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
      return result;
    } finally {
      setPending(null);
    }
  }

  return { cancel: () => run("cancel"), reactivate: () => run("reactivate"), pending };
}
