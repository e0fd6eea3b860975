import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startTrialThroughCheckout } from "./support/billing.js";
import { answerCookieBanner, baseUrl, newContext, pageErrors, watchPageErrors } from "./support/browser.js";
import { docsScreenshot } from "./support/docs-screenshot.js";
import { signUpThroughApi, uniqueEmail } from "./support/users.js";

const descriptions = [
  "The agent keeps re-adding a retry loop around the flaky upload",
  "The assistant invents a Stripe method called chargeLater",
];
const tabs = [
  ["Rescue sessions", "/sessions"],
  ["Project plans", "/plans"],
  ["Wizard conversations", "/conversations"],
  ["Generated prompts", "/generated"],
] as const;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("history tabs and generator results, for a trial user", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext({ viewport: { width: 1280, height: 900 } });
    await answerCookieBanner(context);
    page = watchPageErrors(await context.newPage());
    const { id } = await signUpThroughApi(page, "Gap Walker");
    await startTrialThroughCheckout(page, id);
    for (const problemDescription of descriptions) {
      const res = await page.request.post(`${baseUrl()}/api/generate-category-prompts`, {
        data: { userId: id, category: "repeated-failures", problemDescription },
        headers: { origin: baseUrl() },
      });
      expect(res.status()).toBe(200);
    }
  });
  afterAll(() => context.close());

  for (const width of [360, 1280]) {
    it(`shows every history tab without sideways scrolling at ${width} px`, async () => {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await page.goto("/dashboard");
      await page.getByRole("heading", { name: "Dashboard" }).waitFor();
      await page.getByRole("link", { name: "View all sessions" }).click();
      await page.waitForURL((url) => url.pathname === "/sessions");
      const nav = page.getByRole("navigation", { name: "History sections" });
      for (const [label, path] of tabs) {
        const tab = nav.getByRole("link", { name: label, exact: true });
        await tab.click();
        await page.waitForURL((url) => url.pathname === path);
        await expect.poll(() => tab.getAttribute("aria-current")).toBe("page");
        // Every tab is wholly on screen, and the page itself is no wider than the window.
        for (const [other] of tabs) {
          const box = await nav.getByRole("link", { name: other, exact: true }).boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      }
      await page.getByRole("link", { name: /flaky upload/ }).waitFor();
      await docsScreenshot(page, `history-tabs-${width}`);
      expect(pageErrors(page)).toEqual([]);
    });
  }

  it("deletes a generator result from the list and from the opened result, each after a confirmation", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/generated");
    const count = page.getByTestId("history-count");
    await expect.poll(() => count.textContent()).toBe("Showing 1–2 of 2 generated prompt sets");

    const remove = page.getByRole("button", { name: `Delete ${descriptions[1]}` });
    await remove.click();
    const confirm = page.getByRole("dialog", { name: "Delete these prompts?" });
    await confirm.getByText(`${descriptions[1]} will be deleted`).waitFor();
    await docsScreenshot(page, "generator-result-delete");
    await confirm.getByRole("button", { name: "Keep Prompts" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await count.textContent()).toBe("Showing 1–2 of 2 generated prompt sets");

    await remove.click();
    await confirm.getByRole("button", { name: "Delete Prompts" }).click();
    await page.locator("li", { hasText: "Prompts Deleted" }).first().waitFor();
    await expect.poll(() => count.textContent()).toBe("Showing 1–1 of 1 generated prompt sets");
    await expect.poll(() => remove.count()).toBe(0);

    // Opened from history, the result has its own Delete; afterwards the history is empty.
    await page.getByRole("link", { name: /flaky upload/ }).click();
    await page.waitForURL(/\/prompts\?result=[0-9a-f-]{36}$/);
    const resultUrl = page.url();
    await page.getByLabel("Prompt 1 text").waitFor();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await confirm.getByRole("button", { name: "Delete Prompts" }).click();
    await page.waitForURL((url) => url.pathname === "/generated");
    await page.getByText("No generated prompts yet.").waitFor();

    // The deleted result is gone for good: its address now says so.
    await page.goto(resultUrl);
    await page.getByRole("alert").filter({ hasText: "Could not open the saved prompts" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

/** Opens a page of the main navigation: the header on wide screens, the menu button on phones. */
async function mainNav(page: Page, label: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
}

for (const width of [360, 1280]) {
  describe(`the walk at ${width} px, from the home page to cancelling, with no URL typed`, () => {
    let context: BrowserContext;
    let page: Page;
    const overflows: string[] = [];
    /** Records a screen that is wider than the window (sideways scrolling). */
    async function checkFits(screen: string) {
      const scrollWidth = await pageWidth(page);
      if (scrollWidth > width) overflows.push(`${screen}: ${scrollWidth}px`);
    }
    beforeAll(async () => {
      context = await newContext({ viewport: { width, height: width < 500 ? 780 : 900 } });
      await answerCookieBanner(context);
      page = watchPageErrors(await context.newPage());
    });
    afterAll(() => context.close());

    it("walks sign-up, first run, a rescue, a Pro trial, the account menu and Cancel", async () => {
      await page.goto("/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await checkFits("landing");
      if (width < 640) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Up" }).click();
      } else {
        await page.getByRole("banner").getByRole("button", { name: "Sign Up" }).click();
      }
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: /Sign up free with email/ }).click();
      await dialog.getByLabel("Display name").fill("Wanda Walk");
      await dialog.getByLabel("Email").fill(uniqueEmail("walk-all"));
      await dialog.getByLabel("Password", { exact: true }).fill("a-long-unique-passphrase-42");
      await dialog.getByLabel("Confirm password").fill("a-long-unique-passphrase-42");
      await checkFits("sign-up dialog");
      await dialog.getByRole("button", { name: "Create Account" }).click();

      await page.waitForURL((url) => url.pathname === "/welcome");
      await page.getByRole("heading", { name: "Welcome, Wanda. What is your assistant doing?" }).waitFor();
      await checkFits("first run");
      await page.getByRole("button", { name: /^Lost Direction/ }).click();
      await page.waitForURL(/\/rescue\/[0-9a-f-]{36}$/);
      await page.getByRole("heading", { level: 1, name: "Lost Direction" }).waitFor();
      await checkFits("rescue");

      await mainNav(page, "Pricing");
      await page.waitForURL((url) => url.pathname === "/pricing");
      await checkFits("pricing");
      await page.getByRole("button", { name: "Start 3-Day Free Trial" }).click();
      await page.waitForURL((url) => url.pathname === "/checkout");
      await page.getByRole("button", { name: "Use card 4242 4242 4242 4242" }).click();
      await page.getByLabel("Name on card").fill("Wanda Walk");
      await checkFits("checkout");
      await page.getByRole("button", { name: "Start 3-Day Free Trial" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await page.getByTestId("trial-banner").waitFor();
      await checkFits("dashboard");

      for (const [item, path] of [
        ["Sessions", "/sessions"],
        ["Plans", "/plans"],
        ["Wizard conversations", "/conversations"],
        ["Generated prompts", "/generated"],
        ["Profile", "/profile"],
        ["Settings", "/settings"],
      ] as const) {
        await page.getByRole("button", { name: /^Account menu for/ }).click();
        await page.getByRole("menuitem", { name: item, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await checkFits(item);
      }
      await page.getByRole("button", { name: /^Account menu for/ }).click();
      await page.getByRole("menuitem", { name: "Billing", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/profile" && url.hash === "#billing");
      await page.getByRole("button", { name: "Cancel Subscription" }).click();
      const confirm = page.getByRole("dialog");
      await confirm.getByText(/nothing is charged/).waitFor();
      await checkFits("cancel dialog");
      await confirm.getByRole("button", { name: "Yes, Cancel" }).click();
      await page.locator("li", { hasText: "Subscription Canceled" }).first().waitFor();
      await page.getByText("No active subscription").waitFor();
      await checkFits("after cancel");
      expect(overflows).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    });
  });
}
