import { Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { pricingSection } from "@shared/content/landing";
import { freePlan, type Plan, planGuarantees, proMonthlyPlan, proYearlyPlan } from "@shared/content/plans";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { SectionHeading } from "./section-heading";

export function PricingSection({ onStartFree }: { onStartFree: () => void }) {
  const [yearly, setYearly] = useState(false);
  const pro = yearly ? proYearlyPlan : proMonthlyPlan;
  return (
    <section id={pricingSection.id} aria-labelledby="pricing-title" className="mx-auto max-w-5xl px-4 py-16 sm:py-20">
      <SectionHeading id="pricing-title" title={pricingSection.title} subtitle={pricingSection.subtitle} />
      <div className="mb-8 flex justify-center">
        <div role="group" aria-label="Billing period" className="inline-flex rounded-lg bg-muted p-1">
          {[false, true].map((isYearly) => (
            <button
              key={String(isYearly)}
              type="button"
              aria-pressed={yearly === isYearly}
              onClick={() => setYearly(isYearly)}
              className={cn("rounded-md px-4 py-2 text-sm font-medium", yearly === isYearly ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground")}
            >
              {isYearly ? pricingSection.yearlyToggleLabel : pricingSection.monthlyToggleLabel}
              {isYearly && <span className="ml-1.5 text-xs text-success">−20%</span>}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard plan={freePlan} action={<Button variant="outline" className="w-full" onClick={onStartFree}>{freePlan.cta}</Button>} />
        <PlanCard
          plan={pro}
          action={
            <Button asChild className="w-full">
              <Link to={pro.ctaHref}>{pro.cta}</Link>
            </Button>
          }
        />
      </div>
      <ul className="mt-8 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground sm:flex-row sm:gap-6">
        {planGuarantees.map((g) => (
          <li key={g} className="flex items-center gap-1.5">
            <Check className="size-4 text-success" aria-hidden="true" /> {g}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan, action }: { plan: Plan; action: React.ReactNode }) {
  return (
    <article aria-label={`${plan.name}${plan.interval ? ` ${plan.interval}ly` : ""}`} className={cn("flex flex-col rounded-xl border bg-card p-6 sm:p-8", plan.highlighted && "border-primary shadow-lg shadow-primary/10")}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xl font-semibold">{plan.name}</h3>
        {plan.badge && <Badge variant={plan.highlighted ? "pro" : "success"}>{plan.badge}</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-5 flex items-baseline gap-2">
        {plan.compareAtPrice && (
          <s className="text-lg text-muted-foreground">
            <span className="sr-only">was </span>
            {plan.compareAtPrice}
          </s>
        )}
        <span className="text-4xl font-extrabold" data-testid={`price-${plan.id}`}>
          {plan.displayPrice}
        </span>
        <span className="text-muted-foreground">{plan.displayPeriod}</span>
      </p>
      {plan.priceNote && <p className="mt-1 text-sm text-muted-foreground">{plan.priceNote}</p>}
      <ul className="my-6 flex-1 space-y-2.5 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      {action}
    </article>
  );
}
