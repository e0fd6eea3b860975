import { AlertCircle, ArrowLeft, CalendarClock, Crown, Loader2, RotateCcw, Sparkles, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { trialCheckoutPath } from "@shared/content/plans";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/api/client";
import { useSubscriptionStatus, useTrialEligibility, useTrialStatus } from "@/api/billing";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast-store";
import { useSubscriptionActions } from "../hooks/use-subscription-actions";
import { subscriptionView } from "../subscription-view";
import { CancelDialog } from "./cancel-dialog";
import { PortalButton } from "./portal-button";
import { profileSubscriptionCopy } from "@shared/content/ui/billing";

/** The Subscription Details and Subscription Management cards of /profile. */
export function ProfileSubscription() {
  const subscription = useSubscriptionStatus();
  const trial = useTrialStatus();
  const loading = subscription.isPending || trial.isPending;
  const failed = !loading && (subscription.isError || trial.isError);
  const view = subscriptionView(subscription.data, trial.data);

  return (
    <>
      <Card aria-busy={loading}>
        <CardHeader>
          <CardTitle>Subscription Details</CardTitle>
          <CardDescription>Your plan and what it costs.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {loading ? (
            <div className="space-y-3" role="status" aria-label="Loading subscription">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-16 w-full" />
            </div>
          ) : failed ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
                {(subscription.error ?? trial.error)?.message ?? "Failed to fetch subscription status"}
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void Promise.all([subscription.refetch(), trial.refetch()])}
                >
                  Try again
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <>
              {view.trialActive && (
                <Box tone="primary" icon={<Sparkles className="size-5" aria-hidden="true" />} title="Free Trial Active">
                  <p data-testid="trial-remaining">{view.trialText}</p>
                  {trial.data?.trialEndsAt && (
                    <p className="text-muted-foreground">
                      Ends {formatDate(trial.data.trialEndsAt)}. Then $4.99/month unless you cancel.
                    </p>
                  )}
                </Box>
              )}
              {view.paid && (
                <Box tone="pro" icon={<Crown className="size-5" aria-hidden="true" />} title="Pro Subscription">
                  <p className="text-lg font-semibold" data-testid="plan-price">
                    {view.paid.price}
                  </p>
                  {view.paid.periodEnd && (
                    <p className="flex items-center gap-1.5">
                      <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                      <span className="text-muted-foreground">{view.paid.dateLabel}:</span>
                      <span className="font-medium" data-testid="period-date">
                        {formatDate(view.paid.periodEnd)}
                      </span>
                    </p>
                  )}
                </Box>
              )}
              {view.canceled && (
                <Box
                  tone="warning"
                  icon={<XCircle className="size-5" aria-hidden="true" />}
                  title="Subscription Canceled"
                >
                  <p>
                    {view.canceled.until
                      ? profileSubscriptionCopy.keepsProUntil(
                          formatDate(view.canceled.until),
                          view.canceled.untilTrialEnd,
                        )
                      : profileSubscriptionCopy.keepsProUntilTrialEnd}
                  </p>
                </Box>
              )}
              {view.none && <p className="text-muted-foreground">No active subscription</p>}
            </>
          )}
        </CardContent>
      </Card>
      <SubscriptionManagement loading={loading} view={view} />
    </>
  );
}

const boxTones = {
  primary: { box: "border-primary/40 bg-primary/5", title: "text-primary dark:text-violet-300" },
  pro: { box: "border-fuchsia-500/40 bg-fuchsia-500/5", title: "text-fuchsia-600 dark:text-fuchsia-400" },
  warning: { box: "border-warning/50 bg-warning/10", title: "text-warning" },
};

function Box({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof boxTones;
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className={cn("rounded-lg border p-4", boxTones[tone].box)}>
      <h3 className={cn("mb-1 flex items-center gap-2 font-semibold", boxTones[tone].title)}>
        {icon} {title}
      </h3>
      <div className="space-y-1 text-sm">{children}</div>
    </section>
  );
}

function SubscriptionManagement({ loading, view }: { loading: boolean; view: ReturnType<typeof subscriptionView> }) {
  const eligibility = useTrialEligibility();
  const actions = useSubscriptionActions();
  const [confirming, setConfirming] = useState(false);
  // The account menu's Billing item links here, so Cancel is two clicks from any page.
  const billingCardRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === "#billing" && !loading) billingCardRef.current?.scrollIntoView({ block: "start" });
  }, [hash, loading]);

  const cancel = async () => {
    try {
      const result = await actions.cancel();
      setConfirming(false);
      toast({
        title: "Subscription Canceled",
        description: result.message || "Your subscription has been canceled successfully.",
      });
    } catch (error) {
      setConfirming(false);
      toast({
        title: "Cancellation Failed",
        description: error instanceof ApiError ? error.message : "Failed to cancel subscription. Please try again.",
        variant: "destructive",
      });
    }
  };
  const reactivate = async () => {
    try {
      await actions.reactivate();
      toast({
        title: "Subscription Reactivated",
        description: "Your subscription has been reactivated and will continue automatically.",
      });
    } catch (error) {
      toast({
        title: "Reactivation Failed",
        description: error instanceof ApiError ? error.message : "Failed to reactivate subscription. Please try again.",
        variant: "destructive",
      });
    }
  };

  const offerTrial = view.none && eligibility.data?.eligible === true;
  const offerUpgrade = view.none && !offerTrial && !eligibility.isPending;

  return (
    <Card id="billing" className="scroll-mt-20" ref={billingCardRef}>
      <CardHeader>
        <CardTitle>Subscription Management</CardTitle>
        <CardDescription>Cancel, reactivate or start your plan.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {loading && <Skeleton className="h-10 w-48" />}
        {!loading && view.canCancel && (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            <XCircle aria-hidden="true" /> Cancel Subscription
          </Button>
        )}
        {!loading && view.canReactivate && (
          <Button onClick={reactivate} disabled={actions.pending === "reactivate"}>
            {actions.pending === "reactivate" ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            {actions.pending === "reactivate" ? "Reactivating..." : "Reactivate Subscription"}
          </Button>
        )}
        {!loading && offerTrial && (
          <Button asChild>
            <Link to={trialCheckoutPath}>
              <Sparkles aria-hidden="true" /> Start 3-Day Trial
            </Link>
          </Button>
        )}
        {!loading && offerUpgrade && (
          <Button asChild>
            <Link to={paths.pricing}>
              <Crown aria-hidden="true" /> Upgrade to Pro
            </Link>
          </Button>
        )}
        <PortalButton />
        <Button variant="outline" asChild>
          <Link to={paths.landing}>
            <ArrowLeft aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </CardContent>
      <CancelDialog
        open={confirming}
        onOpenChange={setConfirming}
        trial={view.cancelEndsTrial}
        pending={actions.pending === "cancel"}
        onConfirm={cancel}
      />
    </Card>
  );
}
