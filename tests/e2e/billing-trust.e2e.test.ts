import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { baseUrl, openConsentedPage, pageErrors } from "./support/browser.js";
import { startTrialThroughCheckout } from "./support/billing.js";
import { uniqueEmail } from "./support/users.js";

const docsShot = (name: string) => resolve(import.meta.dirname, `../../docs/screenshots/${name}.png`);

async function signUp(page: Page, email: string): Promise<string> {
  const res = await page.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { email, password: "a-long-unique-passphrase-42", name: "Trial Tester" },
    headers: { origin: baseUrl() },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

describe("test mode and one trial per email, in the browser", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await openConsentedPage({ viewport: { width: 1280, height: 900 } })));
  afterAll(() => context.close());

  it("shows the test-mode notice on pricing and checkout, and explains a refused second trial", async () => {
    await page.goto("/pricing");
    await expect.poll(() => page.getByRole("note", { name: "Test mode" }).isVisible(), { timeout: 15_000 }).toBe(true);

    const email = uniqueEmail("Once.Only");
    const firstId = await signUp(page, email);
    await startTrialThroughCheckout(page, firstId);
    const deleted = await page.request.post(`${baseUrl()}/api/auth/delete-user`, {
      data: {},
      headers: { origin: baseUrl() },
    });
    expect(deleted.status()).toBe(200);

    // Registered again with the same mailbox, written in capitals.
    await signUp(page, email.toUpperCase());
    await page.goto("/pricing");
    const refusal = page.getByTestId("trial-refused");
    await expect.poll(() => refusal.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await refusal.textContent()).toMatch(/already had a free trial/);
    expect(await page.getByRole("button", { name: /Start 3-Day Free Trial/ }).count()).toBe(0);
    await page.screenshot({ path: docsShot("pricing-trial-refused"), fullPage: true });

    await page.getByRole("button", { name: "Upgrade to Pro" }).click();
    await page.waitForURL(/\/checkout\?plan=pro_monthly&session=/);
    await expect.poll(() => page.getByRole("note", { name: "Test mode" }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: docsShot("checkout-test-mode"), fullPage: false });
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
