import { Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { pricingSection } from "@shared/content/landing";
import { freePlan, planGuarantees, proMonthlyPlan, proYearlyPlan } from "@shared/content/plans";
import { PlanCard } from "@/components/plan-card";
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
