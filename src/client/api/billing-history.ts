import { useQuery } from "@tanstack/react-query";
import type { BillingHistory } from "@shared/schemas/billing";
import { api } from "@/api/client";
import { billingKeys } from "@/api/billing";
import { useCurrentUser } from "@/api/auth";

export function getBillingHistory(userId: string) {
  return api<BillingHistory>(`/api/billing-history/${encodeURIComponent(userId)}`);
}

/** Under the billing keys, so refreshing billing after a checkout refreshes it too. */
export function useBillingHistory() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...billingKeys.all, "history", user?.id ?? ""],
    queryFn: () => getBillingHistory(user!.id),
    enabled: Boolean(user),
  });
}
