import type { ReactNode } from "react";
import type { LandingIconName } from "@shared/content/landing";
import { cn } from "@/lib/cn";
import { LandingIcon } from "./landing-icon";

/** The landing page's card: a tinted icon, a title and a short description. */
export function IconCard({
  icon,
  tone,
  title,
  description,
  badge,
}: {
  icon: LandingIconName;
  tone: "problem" | "solution" | "feature";
  title: string;
  description: string;
  badge?: ReactNode;
}) {
  const toneClass = {
    problem: "bg-destructive/10 text-destructive",
    solution: "bg-success/10 text-success",
    feature: "bg-primary/15 text-primary",
  }[tone];
  return (
    <li className="rounded-lg border bg-card p-5 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-2">
        <span className={cn("grid size-10 place-items-center rounded-lg", toneClass)}>
          <LandingIcon name={icon} className="size-5" />
        </span>
        {badge}
      </div>
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
    </li>
  );
}
