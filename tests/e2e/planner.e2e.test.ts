import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { plannerQuestions } from "../../src/shared/content/planner-questions.js";
import { startTrialThroughCheckout } from "./support/billing.js";
import { expectNoSeriousA11yViolations, openConsentedPage, pageErrors, screenshot } from "./support/browser.js";
import { signUpThroughApi } from "./support/users.js";

const NAME = "InvoiceBuddy";
const DESCRIPTION =
  "InvoiceBuddy helps freelancers create, send and track invoices. It reminds clients about overdue payments and shows a simple dashboard of who owes what, so freelancers spend less time chasing money and more time on paid work.";
const ANSWERS = [
  "Freelancers lose track of unpaid invoices. Goals: send an invoice in under a minute, see who owes what",
  "Solo designers and writers who use spreadsheets today",
  "Sign up and log in, create a client, create and send an invoice, mark an invoice as paid",
  "Recurring invoices, PDF export",
  "React with TypeScript, Node.js and Express, PostgreSQL, deployed on Vercel",
  "New user signs up, adds a client and sends an invoice",
  "Works on phones and laptops, dark mode",
  "About 10 hours a week; first version in 6 weeks",
  "I have never handled payments, keeping client data secure",
];

function openContext(width: number) {
  return openConsentedPage({
    viewport: { width, height: 900 },
    acceptDownloads: true,
    bypassCSP: true,
    permissions: ["clipboard-read", "clipboard-write"],
  });
}

describe("the AI Project Planner for a trial user", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openContext(1280));
    const { id } = await signUpThroughApi(page, "Planner Tester");
    await startTrialThroughCheckout(page, id);
  });
  afterAll(async () => {
    await context.close();
  });

  it(
    "runs a session through all 9 questions, saves, reopens and downloads the plan",
    { timeout: 120_000 },
    async () => {
      await page.goto("/problems");
      await page.getByRole("link", { name: /AI Project Planner/ }).scrollIntoViewIfNeeded();
      await screenshot(page, "problems-more-tools-1280", false);
      await page.getByRole("link", { name: /AI Project Planner/ }).click();
      await page.waitForURL(/\/planner$/);
      await page.getByRole("heading", { level: 1, name: "AI Project Planner" }).waitFor();
      await page.getByText("No saved plans yet.").waitFor();
      await expectNoSeriousA11yViolations(page);

      // Setup: both fields required, then the 200-character minimum with a live counter.
      const start = page.getByRole("button", { name: "Start Planning Session" });
      await start.click();
      await page.getByText("Please fill in both project name and description to start planning.").first().waitFor();
      await page.getByLabel("Project name").fill(NAME);
      await page.getByLabel("Project description").fill("Too short to plan from.");
      await expect(page.getByTestId("description-counter").textContent()).resolves.toContain(
        "23 / 200 characters minimum (177 more needed)",
      );
      await start.click();
      await page.getByRole("alert").getByText("at least 200 characters (currently 23)").waitFor();
      await page.getByLabel("Project description").fill(DESCRIPTION);
      await expect(page.getByTestId("description-counter").textContent()).resolves.toContain(
        `${DESCRIPTION.length} / 200`,
      );
      await expect(page.getByRole("combobox", { name: "Experience level" }).textContent()).resolves.toContain(
        "Beginner",
      );
      await screenshot(page, "planner-setup-1280");
      await start.click();

      // The first AI message arrives after about a second, with the project name.
      await page.getByTestId("planner-typing").waitFor();
      await page.getByTestId("chat-ai").first().getByText(plannerQuestions[0]!.ask(NAME)).waitFor();
      const answerBox = page.getByLabel("Your answer");
      const send = page.getByRole("button", { name: "Send answer" });

      for (const [i, answer] of ANSWERS.entries()) {
        await page
          .getByTestId("chat-status")
          .getByText(`Question ${i + 1} of 9`)
          .waitFor();
        await expect(send.isDisabled()).resolves.toBe(true);
        if (i === 5) {
          // Shift+Enter adds a line; Enter sends.
          await answerBox.fill("New user signs up, adds a client and sends an invoice");
          await answerBox.press("Shift+Enter");
          await answerBox.pressSequentially("Returning user sends a reminder");
          await expect(answerBox.inputValue()).resolves.toBe(
            "New user signs up, adds a client and sends an invoice\nReturning user sends a reminder",
          );
          await answerBox.press("Enter");
        } else if (i === 0) {
          await answerBox.fill("   ");
          await answerBox.press("Enter");
          await expect(page.getByTestId("chat-user").count()).resolves.toBe(0);
          await answerBox.fill(answer);
          await send.click();
        } else {
          await answerBox.fill(answer);
          await answerBox.press("Enter");
        }
        await expect(page.getByTestId("chat-user").count()).resolves.toBe(i + 1);
        if (i < 8) {
          await page.getByTestId("planner-typing").waitFor();
          await expect(send.isDisabled()).resolves.toBe(true);
        }
      }

      await page.getByTestId("chat-status").getByText("Plan complete").waitFor();
      await page.getByTestId("planner-chat").getByText("Next steps:").waitFor();
      const plan = (section: string) => page.getByTestId(`plan-${section}`);
      await plan("overview").getByText("Freelancers lose track of unpaid invoices.").waitFor();
      await plan("overview").getByText("Solo designers and writers who use spreadsheets today").waitFor();
      await plan("features").getByText("Create and send an invoice").waitFor();
      await plan("features").getByText("PDF export").waitFor();
      await plan("technical").getByText("PostgreSQL", { exact: true }).waitFor();
      await plan("userExperience").getByText("Returning user sends a reminder").waitFor();
      await plan("timeline").getByText("Setup and learning").waitFor();
      await plan("timeline")
        .getByText(/6 weeks \(your target/)
        .waitFor();
      await plan("challenges").getByText("I have never handled payments").waitFor();
      await screenshot(page, "planner-session-1280");
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: "Save Plan" }).click();
      await page.getByText("Plan Saved").first().waitFor();
      await page.getByTestId("save-state").getByText("Saved", { exact: true }).waitFor();

      // Export for coding agents: an AGENTS.md with ordered tasks, copied to the clipboard.
      await page.getByRole("button", { name: "Export for coding agents" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("### 1. Walking skeleton", { exact: false }).waitFor();
      await dialog.getByRole("button", { name: "Copy" }).click();
      await dialog.getByText("Copied to clipboard!").waitFor();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toContain(`# AGENTS.md: ${NAME}`);
      expect(clipboard).toContain("### 3. Create a client");
      const agentsDownload = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download AGENTS.md" }).click();
      expect((await agentsDownload).suggestedFilename()).toBe("AGENTS.md");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Back to Setup" }).click();
      const saved = page.getByTestId("saved-plan").filter({ hasText: NAME });
      await saved.getByText("9 of 9 answered").waitFor();
      await saved.getByRole("button", { name: `Open ${NAME}` }).click();

      await page.getByTestId("chat-status").getByText("Plan complete").waitFor();
      await expect(page.getByTestId("chat-user").count()).resolves.toBe(9);
      await plan("features").getByText("Mark an invoice as paid").waitFor();
      await page.evaluate(() => window.scrollTo(0, 1000));
      await screenshot(page, "planner-session-scrolled-1280", false);

      const downloadEvent = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download", exact: true }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe("invoicebuddy-project-plan.md");
      const file = join(mkdtempSync(join(tmpdir(), "planner-download-")), download.suggestedFilename());
      await download.saveAs(file);
      const markdown = readFileSync(file, "utf8");
      expect(markdown).toContain(`# ${NAME}: Project Plan`);
      expect(markdown).toContain("- Create and send an invoice");
      expect(markdown).toContain("- PostgreSQL");
      expect(markdown).toContain("| Setup and learning |");
      expect(markdown).toContain("**Risk:** I have never handled payments");

      // Saving again updates the same plan instead of adding a copy.
      await page.getByRole("button", { name: "Save Plan" }).click();
      await page.getByTestId("save-state").getByText("Saved", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Back to Setup" }).click();
      await page.getByTestId("saved-plan").first().waitFor();
      await expect(page.getByTestId("saved-plan").count()).resolves.toBe(1);
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it("fits a 360 px phone: setup, saved plans and the stacked session", { timeout: 60_000 }, async () => {
    const phone = await context.newPage();
    // The phone run uses the light theme, so both themes are looked at.
    await phone.addInitScript(() =>
      localStorage.setItem("preferences", JSON.stringify({ theme: "light", defaultPromptStyle: "direct" })),
    );
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto("/planner");
    await phone.getByTestId("saved-plan").first().waitFor();
    await screenshot(phone, "planner-setup-360");
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.getByRole("button", { name: `Open ${NAME}` }).click();
    await phone.getByTestId("chat-status").getByText("Plan complete").waitFor();
    await screenshot(phone, "planner-session-360");
    await phone.getByLabel("Your answer").scrollIntoViewIfNeeded();
    await screenshot(phone, "planner-chat-360", false);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const chatBox = await phone.getByTestId("planner-chat").boundingBox();
    expect(chatBox?.height).toBe(500);
    await phone.getByRole("button", { name: "Export for coding agents" }).click();
    await phone.getByTestId("agents-preview").waitFor();
    await screenshot(phone, "planner-agents-export-360", false);
    await phone.keyboard.press("Escape");
    await phone.close();
  });
});

describe("the planner for a free user", () => {
  it("shows the Pro locked screen with the trial offer", async () => {
    const { context, page } = await openContext(1280);
    await signUpThroughApi(page, "Free Planner");
    await page.goto("/planner");
    await page.getByRole("heading", { name: "AI Project Planner" }).waitFor();
    await page.getByRole("button", { name: "Start 3-Day Free Trial" }).waitFor();
    await expect(page.getByRole("button", { name: "Start Planning Session" }).count()).resolves.toBe(0);
    await context.close();
  });
});
