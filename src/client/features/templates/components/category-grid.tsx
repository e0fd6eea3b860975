import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { TemplateCategory } from "@shared/schemas/content";
import { Badge } from "@/components/ui/badge";
import { CategoryIcon } from "./category-icon";
import { cn } from "@/lib/cn";

/** The library's categories; each card links to its own URL so back and refresh keep the place. */
export function CategoryGrid({
  categories,
  hrefFor,
}: {
  categories: readonly TemplateCategory[];
  hrefFor: (id: string) => string;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Template categories">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={hrefFor(category.id)}
            className={cn(
              "group flex h-full flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground",
              "shadow-sm transition-colors hover:border-primary/60 hover:bg-muted/40",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            )}
          >
            <span className="flex items-start justify-between gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary">
                <CategoryIcon id={category.id} className="size-5" />
              </span>
              <Badge variant="secondary">{category.category}</Badge>
            </span>
            <span className="text-base font-semibold">{category.title}</span>
            <span className="flex-1 text-sm text-muted-foreground">{category.description}</span>
            <span className="flex items-center justify-between text-sm font-medium">
              <span>{category.prompts.length} templates</span>
              <ChevronRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
