import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startTrialThroughCheckout } from "./support/billing.js";
import { answerCookieBanner, baseUrl, newContext, pageErrors, watchPageErrors } from "./support/browser.js";
import { docsScreenshot } from "./support/docs-screenshot.js";
import { signUpThroughApi } from "./support/users.js";

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
