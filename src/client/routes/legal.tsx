import type { LegalSlug } from "@shared/content/legal";
import { LegalPage } from "@/features/legal/components/legal-page";

export function legalRoute(slug: LegalSlug) {
  return function LegalRoute() {
    return <LegalPage slug={slug} />;
  };
}
