import {
  Brain,
  Bug,
  Database,
  FileText,
  Gauge,
  Globe,
  KeyRound,
  LayoutTemplate,
  type LucideIcon,
  Rocket,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
} from "lucide-react";
import type { TemplateCategory } from "@shared/schemas/content";

const icons: Record<TemplateCategory["id"], LucideIcon> = {
  "ai-debugging": Bug,
  "ai-authentication": KeyRound,
  "ai-database": Database,
  "ai-frontend": LayoutTemplate,
  "ai-deployment": Rocket,
  "ai-machine-learning": Brain,
  "security-privacy": ShieldCheck,
  "mobile-development": Smartphone,
  "web-development": Globe,
  "devops-deployment": Server,
  "documentation-content": FileText,
  "search-analytics": Search,
  "performance-monitoring": Gauge,
};

export function CategoryIcon({ id, className }: { id: TemplateCategory["id"]; className?: string }) {
  const Icon = icons[id];
  return <Icon className={className} aria-hidden="true" />;
}
