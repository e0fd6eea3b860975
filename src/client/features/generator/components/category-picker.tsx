import { Check } from "lucide-react";
import { generatorCategories } from "@shared/content/generator-categories";
import type { GeneratorCategoryId } from "@shared/schemas/generator";
import { cn } from "@/lib/cn";

interface CategoryPickerProps {
  value: GeneratorCategoryId | "";
  onChange: (id: GeneratorCategoryId) => void;
  disabled?: boolean;
}

/** The seven categories as a radio group of cards (arrow keys move between them), with their strategies. */
export function CategoryPicker({ value, onChange, disabled }: CategoryPickerProps) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">
        Problem category <span className="text-destructive">*</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {generatorCategories.map((category) => {
          const checked = value === category.id;
          return (
            <label
              key={category.id}
              className={cn(
                "relative flex cursor-pointer flex-col gap-1.5 rounded-lg border p-3 text-sm",
                "transition-colors hover:border-primary/60 has-[:focus-visible]:outline-2",
                "has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked ? "border-primary bg-primary/10" : "bg-card",
                category.id === "other" && "sm:col-span-2",
              )}
            >
              <input
                type="radio"
                name="generator-category"
                value={category.id}
                checked={checked}
                onChange={() => onChange(category.id)}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2 font-semibold">
                {category.name}
                {checked && <Check className="size-4 text-primary" aria-hidden="true" />}
              </span>
              <span className="text-xs text-muted-foreground">{category.description}</span>
              <span className="flex flex-wrap gap-1 pt-0.5" aria-label="Strategies">
                {category.strategies.map((strategy) => (
                  <span
                    key={strategy.id}
                    className="rounded-full bg-muted px-2 py-0.5 text-[11px] text-muted-foreground"
                  >
                    {strategy.name}
                  </span>
                ))}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
