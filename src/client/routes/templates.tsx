import { TemplatesPage } from "@/features/templates/components/templates-page";
import { usePageTitle } from "@/lib/use-page-title";

export function TemplatesRoute() {
  usePageTitle("AI Coding Agent Templates");
  return <TemplatesPage />;
}
