import {
  ChartLine,
  Compass,
  Layers,
  ListChecks,
  Map,
  PackageX,
  Puzzle,
  Repeat,
  RotateCcw,
  Route,
  Scissors,
  ShieldCheck,
  Target,
  Unlink,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { LandingIconName } from "@shared/content/landing";

const icons: Record<LandingIconName, LucideIcon> = {
  Zap,
  Target,
  ChartLine,
  Repeat,
  PackageX,
  Compass,
  Unlink,
  Map,
  Layers,
  RotateCcw,
  ShieldCheck,
  Route,
  Puzzle,
  ListChecks,
  Scissors,
};

export function LandingIcon({ name, className }: { name: LandingIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
