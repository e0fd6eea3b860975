import { Clock } from "lucide-react";
import { featuresSection, howItWorksSection } from "@shared/content/landing";
import { IconCard } from "./icon-card";
import { SectionHeading } from "./section-heading";

export function FeaturesSection() {
  return (
    <section id={featuresSection.id} aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="features-title" title={featuresSection.title} subtitle={featuresSection.subtitle} />
      <ul className="grid gap-5 md:grid-cols-3">
        {featuresSection.cards.map((card) => (
          <IconCard
            key={card.title}
            icon={card.icon}
            tone="feature"
            title={card.title}
            description={card.description}
          />
        ))}
      </ul>
    </section>
  );
}

export function HowItWorksSection() {
  return (
    <section id={howItWorksSection.id} aria-labelledby="how-title" className="border-y bg-card/30">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionHeading id="how-title" title={howItWorksSection.title} subtitle={howItWorksSection.subtitle} />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {howItWorksSection.steps.map((step) => (
            <li key={step.step} className="relative rounded-lg border bg-card p-5">
              <div className="mb-3 flex items-center justify-between">
                <span
                  className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {step.step}
                </span>
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium"
                  data-testid="step-duration"
                >
                  <Clock className="size-3" aria-hidden="true" />
                  {step.duration}
                </span>
              </div>
              <h3 className="font-semibold">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
