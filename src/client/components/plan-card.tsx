import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { Plan } from "@shared/content/plans";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

interface PlanCardProps {
  plan: Plan;
  action: ReactNode;
  /** h3 inside the landing page's pricing section, h2 on the pricing page */
  headingLevel?: 2 | 3;
  current?: boolean;
  trialActive?: boolean;
}

/** One plan's card: name, price (with the struck-through old price), features and its call to action. */
export function PlanCard({ plan, action, headingLevel = 3, current = false, trialActive = false }: PlanCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-label={`${plan.name}${plan.interval ? ` ${plan.interval}ly` : ""}`}
      data-current={current || undefined}
      className={cn(
        "flex flex-col rounded-xl border bg-card p-6 sm:p-8",
        plan.highlighted && "border-primary shadow-lg shadow-primary/10",
        current && "ring-2 ring-success",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-xl font-semibold">{plan.name}</Heading>
        <div className="flex flex-wrap gap-1.5">
          {current && <Badge variant="success">Current plan</Badge>}
          {trialActive && <Badge variant="pro">Trial active</Badge>}
          {plan.badge && !current && <Badge variant={plan.highlighted ? "pro" : "success"}>{plan.badge}</Badge>}
        </div>
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
