import { Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { pricingSection } from "@shared/content/landing";
import { freePlan, planGuarantees, proMonthlyPlan, proYearlyPlan } from "@shared/content/plans";
import { BillingPeriodToggle } from "@/components/billing-period-toggle";
import { PlanCard } from "@/components/plan-card";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "./section-heading";

export function PricingSection({ onStartFree }: { onStartFree: () => void }) {
  const [yearly, setYearly] = useState(false);
  const pro = yearly ? proYearlyPlan : proMonthlyPlan;
  return (
    <section id={pricingSection.id} aria-labelledby="pricing-title" className="mx-auto max-w-5xl px-4 py-16 sm:py-20">
      <SectionHeading id="pricing-title" title={pricingSection.title} subtitle={pricingSection.subtitle} />
      <BillingPeriodToggle yearly={yearly} onChange={setYearly} />
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          plan={freePlan}
          action={
            <Button variant="outline" className="w-full" onClick={onStartFree}>
              {freePlan.cta}
            </Button>
          }
        />
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
