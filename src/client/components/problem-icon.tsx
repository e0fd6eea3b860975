import { CircleHelp, Compass, Layers, type LucideIcon, Redo2, SquarePen, Unlink } from "lucide-react";
import type { ProblemType } from "@shared/schemas/content";
import { cn } from "@/lib/cn";

const icons: Record<ProblemType["icon"], LucideIcon> = {
  "layer-group": Layers,
  unlink: Unlink,
  compass: Compass,
  "question-circle": CircleHelp,
  redo: Redo2,
  edit: SquarePen,
};

// Tailwind only ships classes it can see, so every accent is spelled out.
const accents: Record<string, string> = {
  violet: "bg-violet-500/15 text-violet-700 dark:text-violet-300",
  purple: "bg-purple-500/15 text-purple-700 dark:text-purple-300",
  fuchsia: "bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300",
  pink: "bg-pink-500/15 text-pink-700 dark:text-pink-300",
  rose: "bg-rose-500/15 text-rose-700 dark:text-rose-300",
  red: "bg-red-500/15 text-red-700 dark:text-red-300",
  orange: "bg-orange-500/15 text-orange-700 dark:text-orange-300",
  amber: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  yellow: "bg-yellow-500/15 text-yellow-700 dark:text-yellow-300",
  lime: "bg-lime-500/15 text-lime-700 dark:text-lime-300",
  green: "bg-green-500/15 text-green-700 dark:text-green-300",
  emerald: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
  teal: "bg-teal-500/15 text-teal-700 dark:text-teal-300",
  cyan: "bg-cyan-500/15 text-cyan-700 dark:text-cyan-300",
  sky: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  blue: "bg-blue-500/15 text-blue-700 dark:text-blue-300",
  indigo: "bg-indigo-500/15 text-indigo-700 dark:text-indigo-300",
  slate: "bg-slate-500/15 text-slate-700 dark:text-slate-300",
  gray: "bg-gray-500/15 text-gray-700 dark:text-gray-300",
};

/** The problem type's icon on its accent colour (content gives a Tailwind colour family, e.g. "violet"). */
export function ProblemIcon({
  type,
  className,
  size = "md",
}: {
  type: Pick<ProblemType, "icon" | "color">;
  className?: string;
  size?: "sm" | "md" | "lg";
}) {
  const Icon = icons[type.icon] ?? CircleHelp;
  const family = type.color.replace(/^(bg-|text-)/, "").split("-")[0] ?? "";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-lg",
        accents[family] ?? "bg-primary/15 text-primary",
        size === "sm" && "size-8 [&_svg]:size-4",
        size === "md" && "size-10 [&_svg]:size-5",
        size === "lg" && "size-12 [&_svg]:size-6",
        className,
      )}
    >
      <Icon />
    </span>
  );
}
