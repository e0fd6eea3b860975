import {
  calculatorProfileText,
  checkoutPath,
  FREE_RESCUES_PER_MONTH,
  type PlanId,
  PRO_MONTHLY_PRICE_USD,
  PRO_YEARLY_PRICE_USD,
  recommendationTexts,
} from "../content/plans.js";

export const COST_PER_CHECKPOINT_USD = 0.25;

export type CalculatorProfileId = "light" | "normal" | "heavy";

export interface CalculatorProfile {
  id: CalculatorProfileId;
  label: string;
  description: string;
  sessionsPerMonth: number;
  checkpointsPerSession: number;
  /** Hours lost to stuck sessions in a month. */
  hoursWasted: number;
}

export const calculatorProfiles: Record<CalculatorProfileId, CalculatorProfile> = {
  light: {
    id: "light",
    ...calculatorProfileText.light,
    sessionsPerMonth: 2,
    checkpointsPerSession: 15,
    hoursWasted: 3,
  },
  normal: {
    id: "normal",
    ...calculatorProfileText.normal,
    sessionsPerMonth: 6,
    checkpointsPerSession: 25,
    hoursWasted: 8,
  },
  heavy: {
    id: "heavy",
    ...calculatorProfileText.heavy,
    sessionsPerMonth: 15,
    checkpointsPerSession: 35,
    hoursWasted: 20,
  },
};

/** Display order of the profile switch. */
export const calculatorProfileIds: readonly CalculatorProfileId[] = ["light", "normal", "heavy"];

export function isCalculatorProfileId(value: unknown): value is CalculatorProfileId {
  return value === "light" || value === "normal" || value === "heavy";
}

export interface CalculatorResult {
  profile: CalculatorProfile;
  perSessionWaste: number;
  monthlyWaste: number;
  annualWaste: number;
  hoursWasted: number;
  /** monthlyWaste minus the Pro monthly price; negative when Pro costs more than the waste it prevents. */
  savings: number;
  /** savings / Pro monthly price × 100, rounded to a whole percent. */
  roiPercent: number;
  /** Stuck sessions per month whose waste covers the Pro monthly price. */
  breakEvenSessions: number;
}

const PRO_MONTHLY_PRICE_CENTS = Math.round(PRO_MONTHLY_PRICE_USD * 100);

/**
 * Monetary figures are computed in whole cents so that, e.g., 7.50 − 4.99 gives 2.51
 * rather than 2.5100000000000002.
 */
export function calculate(profileId: CalculatorProfileId): CalculatorResult {
  const profile = calculatorProfiles[profileId];
  const perSessionCents = Math.round(COST_PER_CHECKPOINT_USD * 100) * profile.checkpointsPerSession;
  const monthlyCents = perSessionCents * profile.sessionsPerMonth;
  const annualCents = 12 * monthlyCents;
  const savingsCents = monthlyCents - PRO_MONTHLY_PRICE_CENTS;
  return {
    profile,
    perSessionWaste: perSessionCents / 100,
    monthlyWaste: monthlyCents / 100,
    annualWaste: annualCents / 100,
    hoursWasted: profile.hoursWasted,
    savings: savingsCents / 100,
    roiPercent: Math.round((savingsCents / PRO_MONTHLY_PRICE_CENTS) * 100),
    breakEvenSessions: Math.ceil(PRO_MONTHLY_PRICE_CENTS / perSessionCents),
  };
}

export interface ViewerState {
  signedIn: boolean;
  isPro: boolean;
}

/** Stuck sessions a month from which a user is stuck weekly or more and keeps Pro all year. */
export const YEARLY_FROM_SESSIONS = 10;

/**
 * The plan the calculator recommends for a profile: the free plan while its monthly rescues cover the stuck
 * sessions, Pro yearly for weekly-or-more use (cheapest per month), Pro monthly in between.
 */
export function recommendedPlan(profileId: CalculatorProfileId): PlanId {
  const { sessionsPerMonth } = calculatorProfiles[profileId];
  if (sessionsPerMonth <= FREE_RESCUES_PER_MONTH) return "free";
  return sessionsPerMonth >= YEARLY_FROM_SESSIONS ? "pro_yearly" : "pro_monthly";
}

export function recommendationText(profileId: CalculatorProfileId): string {
  const { sessionsPerMonth } = calculatorProfiles[profileId];
  return recommendationTexts[recommendedPlan(profileId)](sessionsPerMonth);
}

export interface CalculatorCta {
  label: string;
  /** Where the button leads; a signed-out visitor signs up first and lands there afterwards. */
  target: string;
  needsSignIn: boolean;
}

/** The call to action leads to the recommended plan: the app for Free (and for Pro users), its checkout for Pro. */
export function calculatorCta({ signedIn, isPro }: ViewerState, profileId: CalculatorProfileId): CalculatorCta {
  if (isPro) return { label: "Start a Rescue", target: "/problems", needsSignIn: false };
  const plan = recommendedPlan(profileId);
  if (plan === "free")
    return {
      label: signedIn ? "Start a Free Rescue" : "Start Free Rescue",
      target: "/problems",
      needsSignIn: !signedIn,
    };
  const label =
    plan === "pro_yearly"
      ? `Get Pro Yearly for ${formatUsd(PRO_YEARLY_PRICE_USD)}/year`
      : `Get Pro Monthly for ${formatUsd(PRO_MONTHLY_PRICE_USD)}/month`;
  return { label, target: checkoutPath(plan), needsSignIn: !signedIn };
}

const usdFormatter = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$4.99", "$1,575.00", "-$2.51". */
export function formatUsd(n: number): string {
  return usdFormatter.format(n);
}
