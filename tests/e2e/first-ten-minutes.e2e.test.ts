import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { answerCookieBanner, getBrowser, pageErrors, screenshot, watchPageErrors } from "./support/browser.js";
import { startServer, type ServerProcess } from "./support/server-process.js";
import { uniqueEmail } from "./support/users.js";

/**
 * A new user's first ten minutes on a local install (`npm start`: loopback address, no SMTP_URL), at a phone's
 * and a desktop's size: the paste box in the first screen, a rescue built from the pasted error, the free limit
 * and the trial without losing the paste, and a password reset from the link printed in the terminal.
 */

// Real pytest output, from the pytest-check pull request that added it (github.com/okken/pytest-check/pull/150).
const PASTE = readFileSync(
  resolve(import.meta.dirname, "../fixtures/first-ten-minutes/pytest-check-failure.txt"),
  "utf8",
);
const ERROR = "FAILED test_example_short_test_summary_info.py::test_message - FAILURE: check...";
const COMMAND = "pytest test_example_short_test_summary_info.py";
const PASSWORD = "a-long-unique-passphrase-42";
const PROJECT =
  "InvoiceBuddy helps freelancers create, send and track invoices. It reminds clients about overdue payments and shows a simple dashboard of who owes what, so freelancers spend less time chasing money and more time on paid work.";

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "unstuck-first-ten-"));
  // No SMTP_URL, on 127.0.0.1: what `npm start` on a fresh clone runs.
  server = await startServer({ dataDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await getBrowser()
  ).newContext({
    baseURL: server.base,
    viewport: { width, height },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  context.setDefaultTimeout(20_000);
  await answerCookieBanner(context);
  return { context, page: watchPageErrors(await context.newPage()) };
}

const json = (page: Page, path: string, data: unknown) =>
  page.request.post(`${server.base}${path}`, { data, headers: { origin: server.base } });

async function pasteAndDetect(page: Page) {
  await page.getByLabel("Assistant reply or error log").fill(PASTE);
  await page.getByRole("button", { name: "Detect problem" }).click();
  await page.getByTestId("detection-result").waitFor();
}

/** The paste is not one problem's clear signal, so the user picks the closest type, as the screen asks. */
async function pickRepeatedFailures(page: Page) {
  const result = page.getByTestId("detection-result");
  const radio = result.getByRole("radio", { name: /Repeated Failures/ });
  if (await radio.count()) await radio.check();
  return result.getByRole("button", { name: "Start Repeated Failures rescue" });
}

for (const [width, height, size] of [
  [390, 844, "phone"],
  [1280, 900, "desktop"],
] as const) {
  describe(`the first ten minutes on a ${size} (${width}×${height})`, { timeout: 120_000 }, () => {
    let context: BrowserContext;
    let page: Page;
    const email = uniqueEmail(`first-${size}`);

    beforeAll(async () => {
      ({ context, page } = await open(width, height));
    });
    afterAll(async () => {
      await context.close();
    });

    it("offers sign-up from Start Rescue and puts the paste box in the first screen", async () => {
      await page.goto("/");
      await page
        .getByRole("button", { name: /Start Rescue/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: "Create your account" }).waitFor();
      await expect(dialog.getByText("Welcome back").count()).resolves.toBe(0);
      await page.keyboard.press("Escape");

      await page.goto("/problems");
      const box = page.getByLabel("Assistant reply or error log");
      await box.waitFor();
      const rect = (await box.boundingBox())!;
      expect(rect.y + rect.height).toBeLessThanOrEqual(height);
      await page.getByRole("heading", { name: "Or pick what it looks like" }).waitFor();
      const cards = (await page.getByRole("heading", { name: "Or pick what it looks like" }).boundingBox())!;
      expect(cards.y).toBeGreaterThan(rect.y);
      await screenshot(page, `first-ten-problems-${size}`, false);
    });

    it("keeps the paste through sign-up and builds the rescue from its error and command", async () => {
      await pasteAndDetect(page);
      await (await pickRepeatedFailures(page)).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: /Sign up free with email/ }).click();
      await dialog.getByLabel("Display name").fill("First Timer");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await dialog.getByLabel("Confirm password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Create Account" }).click();

      // Back on the rescue entry with the paste and its diagnosis, not on the first-run screen.
      await page.waitForURL(/\/problems\?paste=kept/);
      await page.getByTestId("detection-result").waitFor();
      expect(await page.getByLabel("Assistant reply or error log").inputValue()).toBe(PASTE);

      await (await pickRepeatedFailures(page)).click();
      await page.waitForURL(/\/rescue\/[0-9a-f-]{36}/);
      await page.getByTestId("session-paste").waitFor();

      await page.getByTestId("prompt-1").waitFor();
      for (const n of [1, 2, 3]) {
        const card = page.getByTestId(`prompt-${n}`);
        const shown = await card.getByLabel(`Prompt ${n} text`).innerText();
        expect(shown).toContain(ERROR);
        expect(shown).toContain(COMMAND);
        expect(shown).not.toMatch(/\[exact error text\]|\[command that fails\]/);
      }

      // A slot the paste could not fill is a field in place; Copy waits for it, then copies no bracket.
      const first = page.getByTestId("prompt-2");
      const copy = first.getByRole("button", { name: "Copy prompt 2" });
      const fields = first.locator("pre input");
      const open = await fields.count();
      expect(open).toBeGreaterThan(0);
      await expect(copy.isDisabled()).resolves.toBe(true);
      const reason = await copy.getAttribute("aria-describedby");
      expect(await page.locator(`[id="${reason}"]`).innerText()).toMatch(/Fill in or remove/);
      await fields.nth(0).fill("the check in test_message passes");
      for (let i = (await fields.count()) - 1; i >= 1; i--)
        await first
          .getByRole("button", { name: /^Remove "/ })
          .nth(i)
          .click();
      // Removing can leave only filled fields; the rest are filled.
      for (let i = 0; i < (await fields.count()); i++)
        if (!(await fields.nth(i).inputValue())) await fields.nth(i).fill("a value");
      await expect(copy.isDisabled()).resolves.toBe(false);
      await copy.click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(ERROR);
      expect(copied).toContain("the check in test_message passes");
      expect(copied).not.toMatch(/\[[^\]\n]*\p{L}[^\]\n]*\]/u);
      await screenshot(page, `first-ten-rescue-${size}`, false);

      // The action steps carry the same facts in place: the pasted error and command, never a bracket.
      await page.getByRole("tab", { name: /Steps/ }).click();
      const stepOne = page.getByTestId("step-1");
      await stepOne.waitFor();
      const firstStep = await stepOne.innerText();
      expect(firstStep).toContain(ERROR);
      expect(firstStep).toContain(COMMAND);
      await expect(stepOne.locator("code").first().textContent()).resolves.toBe(ERROR);
      const allSteps = await page.getByRole("list", { name: "Action steps" }).innerText();
      expect(allSteps).not.toMatch(/\[[^\]\n]*\p{L}[^\]\n]*\]/u);
      await stepOne.scrollIntoViewIfNeeded();
      await screenshot(page, `first-ten-steps-${size}`, false);
    });

    it("at the free limit says why, offers the trial first and keeps the paste through checkout", async () => {
      for (let i = 0; i < 2; i++)
        expect((await json(page, "/api/sessions", { problemType: "lost_direction" })).status()).toBe(201);
      await page.goto("/problems");
      await page.getByTestId("limit-reached").waitFor();
      await pasteAndDetect(page);
      const start = await pickRepeatedFailures(page);
      await expect(start.isDisabled()).resolves.toBe(true);
      const reasonId = await start.getAttribute("aria-describedby");
      expect(reasonId).toBeTruthy();
      // The trial was never used: the reason offers it, not the paid plan.
      const reasonText = await page.locator(`[id="${reasonId}"]`).innerText();
      expect(reasonText).toMatch(/free rescues.*Start the 3-day free Pro trial/i);
      expect(reasonText).not.toMatch(/Upgrade/);
      await screenshot(page, `first-ten-limit-${size}`, false);

      const limit = page.getByTestId("limit-reached");
      await expect(limit.getByRole("link", { name: "Upgrade to Pro" }).count()).resolves.toBe(0);
      await limit.getByRole("button", { name: "Start 3-day free trial" }).click();
      await page.getByRole("button", { name: "Use card 4242 4242 4242 4242" }).click();
      await page.getByLabel("Name on card").fill("First Timer");
      await page.getByRole("button", { name: "Start 3-Day Free Trial" }).click();

      await page.waitForURL(/\/problems/);
      await page.getByTestId("detection-result").waitFor();
      expect(await page.getByLabel("Assistant reply or error log").inputValue()).toBe(PASTE);
      const again = await pickRepeatedFailures(page);
      await expect.poll(() => again.isDisabled(), { timeout: 15_000 }).toBe(false);
      await again.click();
      await page.waitForURL(/\/rescue\/[0-9a-f-]{36}/);
      await expect(page.getByTestId("prompt-1").getByLabel("Prompt 1 text").innerText()).resolves.toContain(ERROR);

      // A finished rescue: one figure for the time spent on the summary and the Progress tab.
      await page.getByRole("tab", { name: "Progress" }).click();
      await page.getByRole("button", { name: "Mark as Successful" }).click();
      const summary = await page.getByTestId("success-summary").innerText();
      const spent = /Time spent\s+(\S+(?: \S+)?)/.exec(summary)?.[1];
      await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).first().click();
      await expect(page.getByTestId("time-spent").textContent()).resolves.toBe(spent);
      expect(pageErrors(page)).toEqual([]);
    });

    it("asks a planner question again, with the reason, when the answer does not fit it", async () => {
      await page.goto("/planner");
      await page.getByLabel("Project name").fill("InvoiceBuddy");
      await page.getByLabel("Project description").fill(PROJECT);
      await page.getByRole("button", { name: "Start Planning Session" }).click();
      const status = page.getByTestId("chat-status");
      await status.getByText("Question 1 of 9").waitFor();
      await page.getByLabel("Your answer").fill("Next.js and Supabase");
      await page.getByRole("button", { name: "Send answer" }).click();
      const reask = page.getByTestId("chat-reask");
      await reask.waitFor();
      await expect(reask.innerText()).resolves.toMatch(/Asked again[\s\S]*That names technologies, not the problem/);
      await status.getByText("Question 1 of 9: Purpose and goals, asked again").waitFor();
      await expect(page.getByTestId("chat-unfit").innerText()).resolves.toMatch(/Next\.js and Supabase\s+Not used/);
      await expect(page.getByRole("progressbar", { name: "0 of 9 questions answered" }).count()).resolves.toBe(1);
      await reask.scrollIntoViewIfNeeded();
      await screenshot(page, `first-ten-reask-${size}`, false);
      await page.getByLabel("Your answer").fill("Freelancers lose track of unpaid invoices.");
      await page.getByRole("button", { name: "Send answer" }).click();
      await status.getByText("Question 2 of 9").waitFor();
      expect(pageErrors(page)).toEqual([]);
    });

    it("resets a forgotten password from the link printed in the terminal", async () => {
      await json(page, "/api/auth/sign-out", {});
      await page.goto("/?action=login");
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Forgot password?" }).click();
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Send Reset Link" }).click();
      await dialog.getByRole("status").waitFor();
      let link: string | undefined;
      await expect
        .poll(
          () => {
            const printed = server
              .output()
              .split("--- email")
              .filter((e) => e.includes(`To: ${email}`));
            link = /(http:\/\/127\.0\.0\.1:\d+\/\S*reset-password\S*)/.exec(printed.at(-1) ?? "")?.[1];
            return link;
          },
          { timeout: 15_000 },
        )
        .toBeTruthy();
      await page.goto(link!);
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
      await page.getByLabel("New password", { exact: true }).fill("the-new-passphrase-2");
      await page.getByLabel("Confirm new password").fill("the-new-passphrase-2");
      await page.getByRole("button", { name: "Save New Password" }).click();
      await page.getByText("Your password was changed").waitFor();
      const signIn = await json(page, "/api/auth/sign-in/email", { email, password: "the-new-passphrase-2" });
      expect(signIn.status()).toBe(200);
    });
  });
}
