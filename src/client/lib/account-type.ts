import type { AccessSnapshot } from "@shared/domain/access";

/** Spec "Profile": Trial Active, else Pro Active, else Canceled, else Free. Billing supplies the snapshot. */
export function accountTypeLabel(
  snapshot: Pick<AccessSnapshot, "status" | "trialActive"> | null,
): "Trial Active" | "Pro Active" | "Canceled" | "Free" {
  if (snapshot?.trialActive) return "Trial Active";
  if (snapshot?.status === "active") return "Pro Active";
  if (snapshot?.status === "canceled") return "Canceled";
  return "Free";
}
