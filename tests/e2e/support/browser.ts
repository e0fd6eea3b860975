import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, expect, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

let browser: Browser | undefined;

/** Connects this test file to the run's shared Chromium; closes the connection after the file. */
export async function getBrowser(): Promise<Browser> {
  if (!browser) {
    browser = await chromium.connect(inject("wsEndpoint"));
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
  }
  return browser;
}

export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const b = await getBrowser();
  const context = await b.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, ...options });
  // Generous: the full suite runs two browser files at once beside the servers on a shared two-core machine.
  context.setDefaultTimeout(25_000);
  if (options.permissions?.includes("clipboard-read")) await keepCopiesPerPage(context);
  return context;
}

/**
 * The suite runs two browser files at once in one Chromium, whose clipboard they share: a page reads back what it
 * copied itself (still written to the real clipboard), not what another file's page copied meanwhile.
 */
async function keepCopiesPerPage(context: BrowserContext) {
  await context.addInitScript(() => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return;
    const write = clipboard.writeText.bind(clipboard);
    const read = clipboard.readText.bind(clipboard);
    let copied: string | null = null;
    Object.defineProperty(clipboard, "writeText", {
      value: async (text: string) => {
        await write(text);
        copied = text;
      },
    });
    Object.defineProperty(clipboard, "readText", { value: async () => copied ?? read() });
  });
}

export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(options);
  return watchPageErrors(await context.newPage());
}

/** Answers the cookie banner beforehand (necessary cookies only) so it does not cover what a test looks at. */
export async function answerCookieBanner(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false },
        timestamp: new Date().toISOString(),
      }),
    );
  });
}

/** A page in a context of its own, with the cookie banner already answered and its errors recorded. */
export async function openConsentedPage(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(options);
  await answerCookieBanner(context);
  return { context, page: watchPageErrors(await context.newPage()) };
}

/**
 * Records the page's uncaught errors for `pageErrors(page)`. A prerendered page answers clicks made before
 * its app has loaded (they are replayed once it has, decision 0230), so navigation waits for nothing more.
 */
export function watchPageErrors(page: Page): Page {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  uncaught.set(page, errors);
  return page;
}

const uncaught = new WeakMap<Page, string[]>();

/** Uncaught errors the page threw so far. */
export function pageErrors(page: Page): string[] {
  return uncaught.get(page) ?? [];
}

const screenshotDir = resolve(import.meta.dirname, "../../../test-results/screenshots");
export async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core on the page and fails on serious or critical violations. Needs a context with bypassCSP. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")})`,
      );
  });
  expect(violations).toEqual([]);
}
