import type { Page } from "playwright-core";
import { baseUrl } from "./browser.js";

/**
 * Gives the signed-in user of `page` a running 3-day trial through the local test provider's real
 * checkout calls (the same ones the /checkout screen makes), paying with Stripe's success test card.
 */
export async function startTrialThroughCheckout(page: Page, userId: string): Promise<void> {
  const started = await page.request.post(`${baseUrl()}/api/create-trial-checkout-session`, {
    data: { userId, feature: "prompts" },
    headers: { origin: baseUrl() },
  });
  if (!started.ok()) throw new Error(`trial checkout failed: ${started.status()} ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  const sessionId = new URL(url, "http://x").searchParams.get("session");
  if (!sessionId) throw new Error(`no checkout session in ${url}`);
  const paid = await page.request.post(`${baseUrl()}/api/local-checkout/${sessionId}/pay`, {
    headers: { origin: baseUrl() },
    data: { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Test User" },
  });
  if (!paid.ok()) throw new Error(`trial payment failed: ${paid.status()} ${await paid.text()}`);
}
