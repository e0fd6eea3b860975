import { Check, Crown, Loader2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  freePlan,
  planAsOffered,
  planGuaranteesFor,
  proMonthlyPlan,
  proYearlyPlan,
  TRIAL_DAYS,
  trialCheckoutPath,
} from "@shared/content/plans";
import { outcomeFiguresText } from "@shared/content/outcome-figures";
import { BillingPeriodToggle } from "@/components/billing-period-toggle";
import { OutcomeFigures } from "@/components/outcome-figures";
import { PlanCard } from "@/components/plan-card";
import { Button } from "@/components/ui/button";
import { authDialog } from "@/lib/auth-dialog";
import { useBillingConfig, useSubscriptionStatus, useTrialEligibility, useTrialStatus } from "@/api/billing";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";
import { usePageTitle } from "@/lib/use-page-title";
import { TestModeNotice } from "./test-mode-notice";
import { pricingPageCopy } from "@shared/content/ui/billing";

/** /pricing and /upgrade: Starter and Pro with the monthly/yearly switch, in US dollars (decision 0003). */
export function PricingPage() {
  usePageTitle("Pricing");
  const [yearly, setYearly] = useState(false);
  const { user, isPending } = useCurrentUser();
  const subscription = useSubscriptionStatus();
  const trial = useTrialStatus();
  const eligibility = useTrialEligibility();
  const config = useBillingConfig();
  const navigate = useNavigate();
  const pro = yearly ? proYearlyPlan : proMonthlyPlan;

  const loading = isPending || (user !== null && (subscription.isPending || trial.isPending || eligibility.isPending));
  const tier = subscription.data?.tier ?? "free";
  const paid = Boolean(subscription.data?.isProUser);
  const trialActive = Boolean(trial.data?.isTrialActive);
  const currentPaidPlan = paid ? tier : null;
  // Offered to visitors and to accounts the server calls eligible; a running trial is not offered again.
  const trialOffered = !user || (!loading && !trialActive && !paid && Boolean(eligibility.data?.eligible));

  /** Signed out, sign in first and come back to this checkout. */
  const go = (to: string) => (user ? navigate(to) : authDialog.open("login", to));

  let proAction: ReactNode;
  if (loading) {
    proAction = (
      <Button className="w-full" disabled>
        <Loader2 className="animate-spin" aria-hidden="true" /> Checking your plan…
      </Button>
    );
  } else if (currentPaidPlan === pro.id) {
    proAction = <CurrentPlanAction />;
  } else if (trialActive) {
    // The trial turns into the monthly plan by itself; a second subscription is refused (decision 0045).
    proAction = (
      <div className="grid gap-2 text-center">
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.profile}>Manage your trial</Link>
        </Button>
        <p className="text-xs text-muted-foreground">
          {yearly ? pricingPageCopy.trialToYearly : pricingPageCopy.trialBecomesPlan}
        </p>
      </div>
    );
  } else if (paid) {
    proAction = (
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.profile}>Manage your subscription</Link>
      </Button>
    );
  } else if (!yearly && (!user || eligibility.data?.eligible)) {
    proAction = (
      <div className="grid gap-2">
        <Button className="w-full" onClick={() => go(trialCheckoutPath)}>
          <Crown aria-hidden="true" /> Start {TRIAL_DAYS}-Day Free Trial
        </Button>
        <Button
          variant="link"
          size="sm"
          className="text-foreground underline"
          onClick={() => go(paths.checkout("pro_monthly"))}
        >
          Skip the trial and subscribe now
        </Button>
      </div>
    );
  } else {
    // A refused trial says why, next to the paid plan it still offers.
    const trialRefusal =
      user && !yearly && eligibility.data && !eligibility.data.eligible ? eligibility.data.reason : null;
    proAction = (
      <div className="grid gap-2">
        {trialRefusal && (
          <p role="note" className="rounded-md bg-muted p-3 text-sm" data-testid="trial-refused">
            No free trial: {trialRefusal}
          </p>
        )}
        <Button className="w-full" onClick={() => go(paths.checkout(pro.id))}>
          <Crown aria-hidden="true" /> {yearly ? "Go Pro Yearly" : "Upgrade to Pro"}
        </Button>
      </div>
    );
  }

  const freeAction = loading ? null : !user ? (
    <Button variant="outline" className="w-full" onClick={() => authDialog.open("register")}>
      {freePlan.cta}
    </Button>
  ) : !paid && !trialActive ? (
    <CurrentPlanAction />
  ) : (
    <Button variant="outline" className="w-full" disabled>
      Included in Pro
    </Button>
  );

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose your plan</h1>
        <p className="mt-3 text-muted-foreground">{pricingPageCopy.intro}</p>
      </div>
      {config.data?.provider === "local" && (
        <div className="mx-auto mb-8 max-w-2xl">
          <TestModeNotice>
            {pricingPageCopy.testMode.before}
            <strong>{pricingPageCopy.testMode.strong}</strong>
            {pricingPageCopy.testMode.after}
          </TestModeNotice>
        </div>
      )}
      <BillingPeriodToggle yearly={yearly} onChange={setYearly} />
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          headingLevel={2}
          plan={freePlan}
          current={Boolean(user) && !loading && !paid && !trialActive}
          action={freeAction}
        />
        <PlanCard
          headingLevel={2}
          plan={planAsOffered(pro, trialOffered)}
          current={currentPaidPlan === pro.id}
          trialActive={trialActive}
          action={proAction}
        />
      </div>
      <ul className="mt-8 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-6">
        {planGuaranteesFor(trialOffered || loading).map((g) => (
          <li key={g} className="flex items-start gap-1.5 sm:items-center">
            <Check className="mt-0.5 size-4 shrink-0 text-success sm:mt-0" aria-hidden="true" /> {g}
          </li>
        ))}
      </ul>
      <section aria-labelledby="pricing-figures-title" className="mx-auto mt-12 max-w-3xl text-center">
        <h2 id="pricing-figures-title" className="mb-3 text-lg font-semibold">
          {outcomeFiguresText.title}
        </h2>
        <OutcomeFigures />
      </section>
    </main>
  );
}

function CurrentPlanAction() {
  return (
    <Button variant="outline" className="w-full" disabled>
      <Check aria-hidden="true" /> Current Plan
    </Button>
  );
}
