import { Check, Crown, Loader2, Lock, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageLoader } from "@/components/layout/page-loader";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useAccess } from "@/api/billing";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";
import { type TrialFeature, useStartTrial } from "@/lib/start-trial";
import { proGateCopy } from "@shared/content/ui/pro-gate";

interface ProLockedScreenProps {
  feature: TrialFeature;
  title: string;
  description: string;
  /** What the feature gives, shown as a checklist. */
  benefits: string[];
  icon?: ReactNode;
}

/**
 * The locked page of a Pro feature: signed out, 'Sign Up & Start Free Trial' to
 * /?signup=…; signed in and eligible, 'Start 3-Day Free Trial'; otherwise 'Upgrade to Pro'.
 */
export function ProLockedScreen({ feature, title, description, benefits, icon }: ProLockedScreenProps) {
  const { user } = useCurrentUser();
  const { startTrial, pending, eligible, eligibilityLoading } = useStartTrial(feature);
  const signupTarget = feature === "wizard" ? "wizard" : "prompts";

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <Card className="border-primary/40">
        <CardHeader className="items-center text-center">
          <div className="mb-2 grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
            {icon ?? <Lock className="size-7" aria-hidden="true" />}
          </div>
          <Badge variant="pro" className="mx-auto">
            <Crown aria-hidden="true" />
            Pro Feature
          </Badge>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <CardDescription className="max-w-prose text-base">{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ul className="mx-auto max-w-md space-y-2" aria-label="What you get">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-3">
            {!user ? (
              <Button asChild size="lg">
                <Link to={`/?signup=${signupTarget}`}>
                  <Sparkles aria-hidden="true" />
                  Sign Up & Start Free Trial
                </Link>
              </Button>
            ) : eligibilityLoading ? (
              <Button size="lg" disabled>
                <Loader2 className="animate-spin" aria-hidden="true" />
                Checking your plan…
              </Button>
            ) : eligible ? (
              <Button size="lg" onClick={startTrial} disabled={pending}>
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                {pending ? "Opening checkout…" : "Start 3-Day Free Trial"}
              </Button>
            ) : null}
            {user && !eligibilityLoading && (
              <Button asChild size={eligible ? "default" : "lg"} variant={eligible ? "outline" : "default"}>
                <Link to={paths.checkout("pro_monthly")}>
                  <Crown aria-hidden="true" />
                  Upgrade to Pro
                </Link>
              </Button>
            )}
            <p className="text-center text-xs text-muted-foreground">
              {user && !eligible ? proGateCopy.priceNote : proGateCopy.trialNote}
            </p>
            <Button asChild variant="link">
              <Link to={paths.problems}>Back to Problems</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}

/** Renders `children` for users with Pro or a running trial, the locked screen for everyone else. */
export function ProGate({ children, ...locked }: ProLockedScreenProps & { children: ReactNode }) {
  const { user, isPending, error } = useCurrentUser();
  const access = useAccess();
  if (!user && error) {
    return (
      <p role="alert" className="text-muted-foreground mx-auto max-w-md px-4 py-16 text-center">
        {error.message}
      </p>
    );
  }
  if (isPending || (user && access.isLoading)) return <PageLoader label="Checking your plan…" />;
  if (!user || !access.isPro) return <ProLockedScreen {...locked} />;
  return <>{children}</>;
}
