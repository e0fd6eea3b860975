import { PlaceholderRoute } from "@/routes/placeholder";

export function CheckoutRoute() {
  return <PlaceholderRoute title="Checkout" />;
}
