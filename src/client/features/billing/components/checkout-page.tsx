import { ArrowLeft, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import type { PlanKey } from "@shared/content/plans";
import { normalizePlan } from "@shared/schemas/billing";
import { PageLoader } from "@/components/layout/page-loader";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/api/client";
import { createCheckoutSession, createTrialCheckoutSession } from "@/api/billing";
import { paths } from "@/lib/paths";
import { type CurrentUser, useCurrentUser } from "@/api/auth";
import { isTrialFeature, rememberTrialFeature, type TrialFeature } from "@/lib/start-trial";
import { toast } from "@/lib/toast-store";
import { usePageTitle } from "@/lib/use-page-title";
import { TestCheckout } from "./test-checkout";

const CHECKOUT_START_FAILED = "Unable to start checkout. Please try again.";

const trialFeatureOf = (value: string | null): TrialFeature | null => (isTrialFeature(value) ? value : null);

/**
 * /checkout?plan=… (spec route table): no plan goes to /, signed out to /?plan={plan}&action=checkout, a
 * failure to /pricing. Without a `session` the checkout is created first; the local provider's answer
 * comes back here with one, Stripe's is its own page.
 */
export function CheckoutPage() {
  usePageTitle("Checkout");
  const [params] = useSearchParams();
  const { user, isPending } = useCurrentUser();
  const planParam = params.get("plan");
  const sessionId = params.get("session");
  const trial = params.get("trial") === "1";

  if (!planParam) return <Navigate to={paths.landing} replace />;
  if (isPending) return <PageLoader label="Opening checkout…" />;
  if (!user)
    return (
      <Navigate to={`/?plan=${encodeURIComponent(planParam)}&action=checkout${trial ? "&trial=1" : ""}`} replace />
    );
  const plan = normalizePlan(planParam);
  if (!plan) return <CheckoutFailed message="That plan does not exist. Choose Rescue Pro monthly or yearly." />;
  if (!sessionId)
    return <StartCheckout user={user} plan={plan} trial={trial} feature={trialFeatureOf(params.get("feature"))} />;
  return (
    <CheckoutFrame>
      <TestCheckout key={sessionId} sessionId={sessionId} plan={plan} />
    </CheckoutFrame>
  );
}

export function CheckoutFrame({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Button variant="ghost" asChild className="-ml-3 mb-4">
        <Link to={paths.pricing}>
          <ArrowLeft aria-hidden="true" /> Back to Pricing
        </Link>
      </Button>
      {children}
    </main>
  );
}

function StartCheckout({
  user,
  plan,
  trial,
  feature,
}: {
  user: CurrentUser;
  plan: PlanKey;
  trial: boolean;
  feature: TrialFeature | null;
}) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // One checkout per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    if (feature) rememberTrialFeature(feature);
    (trial ? createTrialCheckoutSession(user.id, feature ?? undefined) : createCheckoutSession(user.id, plan))
      .then(({ url }) => {
        if (url.startsWith("/")) navigate(url, { replace: true });
        else window.location.assign(url);
      })
      .catch((error: unknown) => {
        console.error("Starting checkout failed", error);
        toast({
          title: "Unable to start checkout",
          description: errorMessage(error, CHECKOUT_START_FAILED),
          variant: "destructive",
        });
        navigate(paths.pricing, { replace: true });
      });
  }, [feature, navigate, plan, trial, user.id]);
  return (
    <CheckoutFrame>
      <div className="grid min-h-[40vh] place-items-center" role="status" aria-live="polite">
        <p className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {trial ? "Preparing your 3-day trial checkout…" : "Preparing your checkout…"}
        </p>
      </div>
    </CheckoutFrame>
  );
}

function CheckoutFailed({ message }: { message: string }) {
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: "Unable to start checkout", description: message, variant: "destructive" });
    navigate(paths.pricing, { replace: true });
  }, [message, navigate]);
  return <PageLoader label="Back to pricing…" />;
}
