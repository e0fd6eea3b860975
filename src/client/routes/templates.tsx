import { TemplatesPage } from "@/features/templates/components/templates-page";

export function TemplatesRoute() {
  return <TemplatesPage />;
}
