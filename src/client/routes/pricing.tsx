import { PlaceholderRoute } from "@/routes/placeholder";

export function PricingRoute() {
  return <PlaceholderRoute title="Pricing" />;
}
