import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { getProblemType, problemTypes } from "../../src/shared/content/problem-types.js";
import { exportedSession } from "../support/server/api-route-table.js";
import { answerCookieBanner, baseUrl, newContext, pageErrors, watchPageErrors } from "./support/browser.js";
import { signUpThroughApi, uniqueEmail } from "./support/users.js";
import { removeOpenFields } from "./support/prompts.js";

/** Screens this branch added, kept in the repository (docs/screenshots) so reviewers can look at them. */
const docsDir = resolve(import.meta.dirname, "../../docs/screenshots");
async function docShot(page: Page, name: string, fullPage = false) {
  mkdirSync(docsDir, { recursive: true });
  await page.screenshot({ path: join(docsDir, `${name}.png`), fullPage });
}

const LOOPING_TRANSCRIPT = `You're absolutely right, I apologize for the confusion. This should fix it.
TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/components/user-card.tsx:14:22)
I apologize, you're absolutely right. Let me try a different approach. This should fix it.
TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/components/user-card.tsx:14:22)
still not working, same error`;

async function openPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({
    viewport: { width, height: width < 500 ? 780 : 900 },
    permissions: ["clipboard-read", "clipboard-write"],
    acceptDownloads: true,
  });
  await answerCookieBanner(context);
  return { context, page: watchPageErrors(await context.newPage()) };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const menuButton = (page: Page) => page.getByRole("button", { name: /^Account menu for/ });
const toast = (page: Page, title: string) => page.locator("li", { hasText: title }).first();

async function openMenuItem(page: Page, item: string) {
  await menuButton(page).click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

/** True when the element is fully inside the viewport (visible without scrolling). */
async function inViewport(page: Page, locator: ReturnType<Page["getByRole"]>) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return Boolean(box && box.y >= 0 && box.y + box.height <= size.height);
}

describe("the walk from sign-up to cancel, with no URL typed after the home page", () => {
  let context: BrowserContext;
  let page: Page;
  let shareUrl = "";
  beforeAll(async () => ({ context, page } = await openPage()));
  afterAll(() => context.close());

  it("lands a new account on the first-run screen, and pasting the assistant's words starts a rescue", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("button", { name: /Sign up free with email/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Display name").fill("Walter Walker");
    await dialog.getByLabel("Email").fill(uniqueEmail("walk"));
    await dialog.getByLabel("Password", { exact: true }).fill("a-long-unique-passphrase-42");
    await dialog.getByLabel("Confirm password").fill("a-long-unique-passphrase-42");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL((url) => url.pathname === "/welcome");
    await page.getByRole("heading", { name: "Welcome, Walter. What is your assistant doing?" }).waitFor();
    await page.getByRole("button", { name: /^Repeated Failures/ }).waitFor();
    await docShot(page, "welcome", true);

    await page.getByLabel("Assistant reply or error log").fill(LOOPING_TRANSCRIPT);
    await page.getByRole("button", { name: "Detect problem" }).click();
    const title = getProblemType("repeated_failures").title;
    await page.getByRole("button", { name: `Start ${title} rescue` }).click();
    await page.waitForURL(/\/rescue\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
  });

  it("copies the rescue as Markdown (button and M), a prompt with 1, and downloads it as a .md file", async () => {
    await page.getByRole("button", { name: "Copy as Markdown" }).click();
    await toast(page, "Copied as Markdown").waitFor();
    const markdown = await clipboard(page);
    expect(markdown).toMatch(/^# Rescue: Repeated Failures\n/);
    expect(markdown).toContain("## Action steps");
    expect(markdown).toContain("## Prompts");

    // With its fields open, 1 goes to the first field instead of copying; once they are removed it copies.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("1");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
    await removeOpenFields(page.getByTestId("prompt-1"));
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("1");
    const first = (await page.getByLabel("Prompt 1 text").textContent()) ?? "";
    // The Markdown copied before holds the prompt's first line too: wait for the clipboard to change.
    await expect.poll(() => clipboard(page)).not.toBe(markdown);
    expect(await clipboard(page)).toContain(first.split("\n")[0]!);
    expect(await clipboard(page)).not.toMatch(/\[[^\]\n]*\p{L}[^\]\n]*\]/u);
    await page.keyboard.press("m");
    await expect.poll(() => clipboard(page)).toBe(markdown);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download .md" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^unstuck-repeated-failures-\d{4}-\d{2}-\d{2}\.md$/);
  });

  it("shares a read-only link without account data, and revoking it ends it", async () => {
    await page.getByRole("button", { name: "Share link" }).click();
    const dialog = page.getByRole("dialog", { name: "Share a read-only link" });
    await dialog.getByRole("switch", { name: /Share this rescue/ }).click();
    const link = dialog.getByLabel("Link", { exact: true });
    await link.waitFor();
    shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${baseUrl()}/shared/[A-Za-z0-9_-]{32}$`));
    await docShot(page, "session-share");

    const visitor = await openPage(360);
    await visitor.page.goto(shareUrl);
    await visitor.page.getByRole("heading", { level: 1, name: "Repeated Failures" }).waitFor();
    await visitor.page.getByText("A shared, read-only rescue").waitFor();
    const text = (await visitor.page.locator("main").textContent()) ?? "";
    expect(text).not.toContain("Walter");
    expect(text).not.toContain("@example.test");
    await visitor.page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await docShot(visitor.page, "shared-session-360", true);

    await dialog.getByRole("switch", { name: /Share this rescue/ }).click();
    await link.waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await visitor.page.reload();
    await visitor.page.getByRole("heading", { name: "This link no longer works" }).waitFor();
    await visitor.context.close();
  });

  it("finds the session on the Sessions page from the account menu", async () => {
    await openMenuItem(page, "Sessions");
    await page.waitForURL((url) => url.pathname === "/sessions");
    await page.getByRole("link", { name: /Repeated Failures/ }).waitFor();
    expect(await page.getByTestId("history-count").textContent()).toBe("Showing 1–1 of 1 sessions");
  });

  it("buys Pro, keeps generator results across a reload and reopens them from history", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("button", { name: "Skip the trial and subscribe now" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Walter Walker");
    await page.getByRole("button", { name: "Pay $4.99" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prompts" }).click();
    const other = page.getByRole("radio", { name: /^Repeated Failures/ });
    await page.locator("label", { has: other }).click();
    await page.getByLabel(/Problem description/).fill("The agent keeps re-adding a retry loop around the flaky upload");
    await page.getByRole("button", { name: "Generate Prompts" }).click();
    await page.waitForURL(/\/prompts\?result=[0-9a-f-]{36}$/);
    const firstPrompt = (await page.getByLabel("Prompt 1 text").textContent()) ?? "";
    expect(firstPrompt.length).toBeGreaterThan(50);
    await page.reload();
    await expect.poll(async () => (await page.getByLabel("Prompt 1 text").textContent()) ?? "").toBe(firstPrompt);

    await openMenuItem(page, "Generated prompts");
    await page.waitForURL((url) => url.pathname === "/generated");
    const row = page.getByRole("link", { name: /flaky upload/ });
    await row.waitFor();
    await docShot(page, "history-generated");
    await row.click();
    await page.waitForURL(/\/prompts\?result=/);
    await expect.poll(async () => (await page.getByLabel("Prompt 1 text").textContent()) ?? "").toBe(firstPrompt);

    await openMenuItem(page, "Plans");
    await page.getByText("No saved plans yet.").waitFor();
    await page.getByRole("link", { name: "Wizard conversations" }).click();
    await page.getByText("No wizard conversations yet.").waitFor();
  });

  it("cancels in two clicks from any page: menu, Billing, and Cancel is on screen", async () => {
    await page.getByRole("link", { name: "Unstuck home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await openMenuItem(page, "Billing");
    await page.waitForURL((url) => url.pathname === "/profile" && url.hash === "#billing");
    const cancel = page.getByRole("button", { name: "Cancel Subscription" });
    await cancel.waitFor();
    await expect.poll(() => inViewport(page, cancel)).toBe(true);
    await docShot(page, "billing-from-menu");
    await cancel.click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, Cancel" }).click();
    await toast(page, "Subscription Canceled").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

for (const width of [360, 1280]) {
  describe(`the account menu at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openPage(width));
      await signUpThroughApi(page, "Menu Tester");
    });
    afterAll(() => context.close());

    it("opens from the keyboard, lists every account page, and reaches each one", async () => {
      await page.goto("/templates");
      const trigger = menuButton(page);
      await trigger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await menu.waitFor();
      const items = await menu.getByRole("menuitem").allTextContents();
      expect(items).toEqual([
        "Dashboard",
        "Sessions",
        "Plans",
        "Wizard conversations",
        "Generated prompts",
        "Profile",
        "Settings",
        "Billing",
        "Sign out",
      ]);
      await docShot(page, `account-menu-${width}`);
      // Arrow keys move, Escape closes and gives focus back to the avatar.
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      for (const [item, path] of [
        ["Dashboard", "/dashboard"],
        ["Profile", "/profile"],
        ["Settings", "/settings"],
      ] as const) {
        await openMenuItem(page, item);
        await page.waitForURL((url) => url.pathname === path);
      }
      await openMenuItem(page, "Sign out");
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();
      expect(pageErrors(page)).toEqual([]);
    });
  });
}

describe("the Sessions page with a long history", () => {
  let context: BrowserContext;
  let page: Page;
  const types = ["repeated_failures", "lost_direction", "ai_hallucination"] as const;
  beforeAll(async () => {
    ({ context, page } = await openPage());
    await signUpThroughApi(page, "History Tester");
    // 27 sessions: imported history (no monthly limit) in three types, one with a findable note.
    const sessions = Array.from({ length: 27 }, (_, i) => ({
      ...exportedSession(`hist-${i}-${Date.now()}`),
      problemType: types[i % 3],
      startTime: new Date(Date.UTC(2025, 0, 1 + i, 10)).toISOString(),
      notes: i === 4 ? "Pinned the lockfile and the flaky build went green" : `Attempt ${i}`,
    }));
    for (let i = 0; i < sessions.length; i += 25) {
      const res = await page.request.post(`${baseUrl()}/api/sessions/import`, {
        data: { sessions: sessions.slice(i, i + 25) },
        headers: { origin: baseUrl() },
      });
      expect(res.status()).toBe(200);
    }
    await page.request.post(`${baseUrl()}/api/sessions`, {
      data: { problemType: "integration_issues" },
      headers: { origin: baseUrl() },
    });
  });
  afterAll(() => context.close());

  for (const width of [360, 1280]) {
    it(`pages, filters and searches on the server at ${width} px`, async () => {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await page.goto("/dashboard");
      await page.getByRole("link", { name: "View all sessions" }).click();
      await page.waitForURL((url) => url.pathname === "/sessions");
      const count = page.getByTestId("history-count");
      await expect.poll(() => count.textContent()).toBe("Showing 1–20 of 28 sessions");
      await page.getByText("Page 1 of 2").waitFor();
      await docShot(page, `sessions-${width}`, width > 500);
      await page.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => count.textContent()).toBe("Showing 21–28 of 28 sessions");
      expect(new URL(page.url()).searchParams.get("page")).toBe("2");

      await page.getByLabel("Problem type").selectOption("lost_direction");
      await expect.poll(() => count.textContent()).toBe("Showing 1–9 of 9 sessions");
      await page.getByLabel("Problem type").selectOption("");
      await page.getByLabel("Status").selectOption("active");
      await expect.poll(() => count.textContent()).toBe("Showing 1–1 of 1 sessions");
      await page.getByLabel("Status").selectOption("all");

      // `/` focuses the search field from anywhere on the page.
      await page.getByRole("heading", { name: "History" }).click();
      await page.keyboard.press("/");
      const search = page.getByLabel("Search titles and notes");
      expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type("lockfile");
      await expect.poll(() => count.textContent()).toBe("Showing 1–1 of 1 sessions");
      await page.getByRole("link", { name: /Pinned the lockfile/ }).waitFor();
      await search.fill("no such words anywhere");
      await page.getByText("No sessions match these filters.").waitFor();
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect.poll(() => count.textContent()).toBe("Showing 1–20 of 28 sessions");
      expect(pageErrors(page)).toEqual([]);
    });
  }
});

describe("keyboard: shortcuts list and command palette", () => {
  it("lists the shortcuts with ?, reaches pages and starts any problem type from Ctrl-K", async () => {
    const { context, page } = await openPage();
    await signUpThroughApi(page, "Keys Tester");
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    await page.keyboard.press("Shift+?");
    const list = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await list.waitFor();
    await list.getByText("Command palette: every page and every problem type").waitFor();
    await docShot(page, "keyboard-shortcuts");
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("combobox", { name: "Go to a page or start a rescue" });
    await palette.waitFor();
    const options = await page.getByRole("option").allTextContents();
    for (const type of problemTypes.filter((t) => t.id !== "custom"))
      expect(options.some((o) => o.startsWith(type.title))).toBe(true);
    expect(options.some((o) => o.startsWith("Describe your own problem"))).toBe(true);
    for (const name of ["Sessions", "Plans", "Billing", "Settings", "Pricing", "Prompt Templates", "Privacy Policy"])
      expect(options.some((o) => o.startsWith(name))).toBe(true);
    await palette.fill("setti");
    await docShot(page, "command-palette");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/settings");

    await page.keyboard.press("Control+k");
    await palette.fill("integration");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/rescue\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: "Integration Issues" }).waitFor();

    // Reloading the problems page does not start another rescue: the choice was navigation state.
    const before = await page.request.get(`${baseUrl()}/api/sessions`);
    expect(((await before.json()) as { total: number }).total).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
