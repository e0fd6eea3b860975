import { useState } from "react";
import { useNavigate } from "react-router";
import { calculatorSection } from "@shared/content/landing";
import {
  calculate,
  calculatorCta,
  calculatorProfileIds,
  calculatorProfiles,
  type CalculatorProfileId,
  formatUsd,
  recommendationText,
} from "@shared/domain/calculator";
import { Button } from "@/components/ui/button";
import { useAccess } from "@/api/billing";
import { authDialog } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import { useCurrentUser, useResolveCurrentUser } from "@/api/auth";
import { SectionHeading } from "./section-heading";

export function CostCalculator() {
  const [profileId, setProfileId] = useState<CalculatorProfileId>("normal");
  const { user } = useCurrentUser();
  const resolveUser = useResolveCurrentUser();
  const { isPro } = useAccess();
  const navigate = useNavigate();
  const result = calculate(profileId);
  const labels = calculatorSection.labels;
  const cta = calculatorCta({ signedIn: Boolean(user), isPro }, profileId);
  // A click while the session is still loading (a prerendered page's early click, decision 0230) waits for it.
  const follow = async () => {
    const signedIn = Boolean(user ?? (await resolveUser()));
    const next = calculatorCta({ signedIn, isPro }, profileId);
    if (next.needsSignIn) authDialog.open("signup-choice", next.target);
    else navigate(next.target);
  };

  const figures = [
    { key: "sessionsPerMonth", label: labels.sessionsPerMonth, value: String(result.profile.sessionsPerMonth) },
    {
      key: "checkpointsPerSession",
      label: labels.checkpointsPerSession,
      value: String(result.profile.checkpointsPerSession),
    },
    { key: "hoursWasted", label: labels.hoursWasted, value: `${result.hoursWasted} h` },
    { key: "perSessionWaste", label: labels.perSessionWaste, value: formatUsd(result.perSessionWaste) },
    { key: "monthlyWaste", label: labels.monthlyWaste, value: formatUsd(result.monthlyWaste) },
    { key: "annualWaste", label: labels.annualWaste, value: formatUsd(result.annualWaste) },
    { key: "savings", label: labels.savings, value: formatUsd(result.savings) },
    { key: "roiPercent", label: labels.roiPercent, value: `${result.roiPercent}%` },
    { key: "breakEvenSessions", label: labels.breakEvenSessions, value: String(result.breakEvenSessions) },
  ];

  return (
    <section id={calculatorSection.id} aria-labelledby="calculator-title" className="border-y bg-card/30">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:py-20">
        <SectionHeading id="calculator-title" title={calculatorSection.title} subtitle={calculatorSection.subtitle} />
        <div className="rounded-xl border bg-card p-5 sm:p-8">
          <fieldset>
            <legend className="mb-3 text-sm font-medium">{calculatorSection.profileSwitchLabel}</legend>
            <div
              role="radiogroup"
              aria-label={calculatorSection.profileSwitchLabel}
              className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1"
            >
              {calculatorProfileIds.map((id) => {
                const selected = id === profileId;
                return (
                  <button
                    key={id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    tabIndex={selected ? 0 : -1}
                    data-profile={id}
                    onClick={() => setProfileId(id)}
                    onKeyDown={(event) => {
                      const index = calculatorProfileIds.indexOf(profileId);
                      const delta =
                        event.key === "ArrowRight" || event.key === "ArrowDown"
                          ? 1
                          : event.key === "ArrowLeft" || event.key === "ArrowUp"
                            ? -1
                            : 0;
                      if (!delta) return;
                      event.preventDefault();
                      const next =
                        calculatorProfileIds[
                          (index + delta + calculatorProfileIds.length) % calculatorProfileIds.length
                        ]!;
                      setProfileId(next);
                      (
                        event.currentTarget.parentElement?.querySelector(
                          `[data-profile="${next}"]`,
                        ) as HTMLElement | null
                      )?.focus();
                    }}
                    className={cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                      selected
                        ? "bg-background text-foreground shadow-sm"
                        : "text-muted-foreground hover:text-foreground",
                    )}
                  >
                    {calculatorProfiles[id].label}
                  </button>
                );
              })}
            </div>
            <p className="mt-3 text-sm text-muted-foreground">{result.profile.description}</p>
          </fieldset>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-live="polite">
            {figures.map((f) => (
              <div
                key={f.key}
                className={cn(
                  "rounded-lg border p-4",
                  (f.key === "monthlyWaste" || f.key === "savings") && "border-primary/50 bg-primary/5",
                )}
              >
                <dt className="text-xs text-muted-foreground sm:text-sm">{f.label}</dt>
                <dd className="mt-1 text-xl font-bold sm:text-2xl" data-figure={f.key}>
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid gap-1">
              <p className="text-sm font-medium" data-testid="calculator-recommendation" aria-live="polite">
                {recommendationText(profileId)}
              </p>
              <p className="text-xs text-muted-foreground">{calculatorSection.assumptionNote}</p>
            </div>
            <Button onClick={() => void follow()} className="shrink-0" data-testid="calculator-cta">
              {cta.label}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
