import { CheckoutPage } from "@/features/billing/components/checkout-page";

export function CheckoutRoute() {
  return <CheckoutPage />;
}
