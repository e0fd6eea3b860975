import { YEARLY_SAVINGS_PERCENT } from "@shared/content/plans";
import { cn } from "@/lib/cn";

/** The monthly/yearly switch above the plan cards, on the landing page and the pricing page. */
export function BillingPeriodToggle({ yearly, onChange }: { yearly: boolean; onChange: (yearly: boolean) => void }) {
  return (
    <div className="mb-8 flex justify-center">
      <div role="group" aria-label="Billing period" className="inline-flex rounded-lg bg-muted p-1">
        {[false, true].map((isYearly) => (
          <button
            key={String(isYearly)}
            type="button"
            aria-pressed={yearly === isYearly}
            onClick={() => onChange(isYearly)}
            className={cn(
              "rounded-md px-4 py-2 text-sm font-medium",
              yearly === isYearly ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {isYearly ? "Yearly" : "Monthly"}
            {isYearly && <span className="ml-1.5 text-xs text-success">Save {YEARLY_SAVINGS_PERCENT}%</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
