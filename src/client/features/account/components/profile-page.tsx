import { Mail, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageLoader } from "@/components/layout/page-loader";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { accountTypeLabel } from "@/lib/account-type";
import { useSubscriptionStatus, useTrialStatus } from "@/api/billing";
import { useCurrentUser } from "@/api/auth";
import { usePageTitle } from "@/lib/use-page-title";
import { SignInPrompt } from "./sign-in-prompt";

/** `subscription` is the Subscription Details and Management cards, supplied by the route. */
export function ProfilePage({ subscription }: { subscription?: ReactNode }) {
  usePageTitle("Profile & Subscription");
  const { user, isPending } = useCurrentUser();
  const status = useSubscriptionStatus();
  const trial = useTrialStatus();
  if (isPending) return <PageLoader />;
  if (!user) return <SignInPrompt message="Please sign in to view your profile." returnTo="/profile" />;
  const accountType = accountTypeLabel(
    status.data && trial.data ? { status: status.data.status, trialActive: trial.data.isTrialActive } : null,
  );
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Profile &amp; Subscription</h1>
        <p className="mt-1 text-muted-foreground">Manage your account and subscription settings</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Account Information</CardTitle>
          <CardDescription>The details you signed up with.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <User className="size-4" aria-hidden="true" /> Display name
            </dt>
            <dd className="font-medium">{user.name}</dd>
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Mail className="size-4" aria-hidden="true" /> Email
            </dt>
            <dd className="break-all font-medium">{user.email}</dd>
            <dt className="text-sm text-muted-foreground">Account Type</dt>
            <dd>
              {status.isPending || trial.isPending ? (
                <Skeleton className="h-5 w-20" />
              ) : (
                <Badge
                  variant={accountType === "Free" ? "secondary" : accountType === "Canceled" ? "warning" : "pro"}
                  data-testid="account-type"
                >
                  {accountType}
                </Badge>
              )}
            </dd>
          </dl>
        </CardContent>
      </Card>
      {subscription}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" asChild>
          <Link to="/settings">Account settings</Link>
        </Button>
      </div>
    </main>
  );
}
