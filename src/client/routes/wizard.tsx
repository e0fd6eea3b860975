import { PlaceholderRoute } from "@/routes/placeholder";

export function WizardRoute() {
  return <PlaceholderRoute title="AI Development Wizard" />;
}
