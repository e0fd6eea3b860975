import { AlertCircle, CreditCard, Crown, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { accountTypeLabel } from "@/lib/account-type";
import { useSubscriptionStatus, useTrialStatus } from "@/api/billing";
import { formatDate } from "@/lib/format-date";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast-store";
import { useSubscriptionActions } from "../hooks/use-subscription-actions";
import { subscriptionView } from "../subscription-view";
import { BillingHistoryList } from "./billing-history";
import { CancelDialog } from "./cancel-dialog";
import { PortalButton } from "./portal-button";

/** Settings' "Subscription and billing" section: only Pro users see Cancel Subscription. */
export function SettingsBilling() {
  const subscription = useSubscriptionStatus();
  const trial = useTrialStatus();
  const actions = useSubscriptionActions();
  const [confirming, setConfirming] = useState(false);
  const loading = subscription.isPending || trial.isPending;
  const view = subscriptionView(subscription.data, trial.data);
  const status = accountTypeLabel(
    subscription.data && trial.data
      ? { status: subscription.data.status, trialActive: trial.data.isTrialActive }
      : null,
  );

  const cancel = async () => {
    try {
      const result = await actions.cancel();
      toast({
        title: "Subscription Information",
        description: result.message || "Your subscription will end at the current billing period.",
      });
    } catch {
      toast({
        title: "Error",
        description: "Failed to cancel subscription. Please try again.",
        variant: "destructive",
      });
    } finally {
      setConfirming(false);
    }
  };

  const plan = view.trialActive
    ? "Rescue Pro (3-day trial)"
    : view.paid
      ? `Rescue Pro, ${view.paid.price}`
      : "Rescue Starter (free)";
  const dateRow =
    view.trialActive && trial.data?.trialEndsAt
      ? { label: "Trial ends", value: trial.data.trialEndsAt }
      : view.paid?.periodEnd
        ? { label: view.paid.dateLabel === "Access Until" ? "Access until" : "Renews on", value: view.paid.periodEnd }
        : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5" aria-hidden="true" /> Subscription and billing
        </CardTitle>
        <CardDescription>Your plan, its renewal and how to change it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {loading ? (
          <div className="space-y-2" role="status" aria-label="Loading subscription">
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-5 w-40" />
          </div>
        ) : subscription.isError || trial.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>
              {(subscription.error ?? trial.error)?.message ?? "Failed to fetch subscription status"}
            </AlertDescription>
          </Alert>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium" data-testid="settings-plan">
              {plan}
            </dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={status === "Free" ? "secondary" : status === "Canceled" ? "warning" : "pro"}>
                {status}
              </Badge>
            </dd>
            {dateRow && (
              <>
                <dt className="text-muted-foreground">{dateRow.label}</dt>
                <dd className="font-medium">{formatDate(dateRow.value)}</dd>
              </>
            )}
          </dl>
        )}
        {!loading && (
          <div className="flex flex-wrap gap-2">
            {view.canCancel && (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                <XCircle aria-hidden="true" /> Cancel Subscription
              </Button>
            )}
            {!subscription.data?.isPro && (
              <Button asChild>
                <Link to={paths.pricing}>
                  <Crown aria-hidden="true" /> Upgrade to Pro
                </Link>
              </Button>
            )}
            <PortalButton />
            <Button variant="outline" asChild>
              <Link to={paths.profile}>Manage on Profile</Link>
            </Button>
          </div>
        )}
        <BillingHistoryList />
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
