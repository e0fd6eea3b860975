import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { expectNoSeriousA11yViolations, openConsentedPage, pageErrors, screenshot } from "./support/browser.js";
import { startTrialThroughCheckout } from "./support/billing.js";
import { signUpThroughApi } from "./support/users.js";

const PROBLEM =
  "Cursor keeps re-applying the same fix to src/api/users.ts and it's still not working: TypeError: Cannot read properties of undefined (reading 'id'). I've lost two hours on this.";
const ANSWERS = [
  "TypeError: Cannot read properties of undefined (reading 'id') at getUser (src/api/users.ts:14:22), the same every time.",
  "About five attempts.\nI have a commit from this morning.",
  "GET /api/users/42 should return the user as JSON and users.test.ts should pass. Full URL: http://localhost:3000/api/users/42?include=profile,settings,permissions,teams,billing",
];

function openPage(width = 1280) {
  return openConsentedPage({
    permissions: ["clipboard-read", "clipboard-write"],
    viewport: { width, height: 900 },
    bypassCSP: true,
  });
}

const lastWizardMessage = (page: Page) => page.getByTestId("wizard-message").last();

describe("AI Development Wizard", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openPage());
  });
  afterAll(async () => {
    await context.close();
  });

  it("locks the wizard for a free user", async () => {
    await signUpThroughApi(page, "Wizard Tester");
    await page.goto("/wizard");
    await page.getByRole("heading", { level: 1, name: "AI Development Wizard" }).waitFor();
    await page.getByRole("button", { name: "Start 3-Day Free Trial" }).waitFor();
    expect(await page.getByRole("textbox").count()).toBe(0);
  });

  it("takes a trial user from the first message through 3 questions to a solution, then a deep dive on step 2", async () => {
    const me = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    await startTrialThroughCheckout(page, me.user.id);
    await page.goto("/wizard");
    const input = page.getByRole("textbox", { name: "Describe your problem" });
    await input.waitFor();
    const sendButton = page.getByRole("button", { name: "Send message" });
    expect(await sendButton.isDisabled()).toBe(true); // empty
    await page.getByRole("heading", { name: "Past conversations" }).waitFor();
    await page.getByText("No saved conversations yet.").waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, "wizard-welcome-360", false);
    await page.setViewportSize({ width: 1280, height: 900 });

    await input.fill(PROBLEM);
    expect(await sendButton.isEnabled()).toBe(true);
    await input.press("Enter");
    await page.getByTestId("user-message").filter({ hasText: "Cursor keeps re-applying" }).waitFor();
    await page.getByTestId("typing-indicator").waitFor();
    await page.getByText("Question 1 of 3").waitFor();
    await page.getByText("Repeated failures", { exact: false }).first().waitFor();

    const answer = page.getByRole("textbox", { name: "Your answer" });
    await answer.fill(ANSWERS[0]!);
    await answer.press("Enter");
    await page.getByText("Question 2 of 3").waitFor();
    await screenshot(page, "wizard-questions-1280", false);

    // Shift+Enter inserts a new line instead of sending.
    await answer.fill("About five attempts.");
    await answer.press("Shift+Enter");
    await answer.pressSequentially("I have a commit from this morning.");
    expect(await answer.inputValue()).toBe(ANSWERS[1]);
    await answer.press("Enter");
    await page.getByText("Question 3 of 3").waitFor();

    await answer.fill(ANSWERS[2]!);
    await answer.press("Enter");
    await page.getByText("Putting your step-by-step plan together").waitFor();
    expect(await sendButton.isDisabled()).toBe(true); // busy while the solution is built and shown

    await page.getByRole("heading", { name: "Diagnosis" }).waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { name: /^Step 2: / }).waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { name: "Alternative approaches" }).waitFor({ timeout: 20_000 });
    await page.getByText("That's the plan.").waitFor({ timeout: 20_000 });
    const transcript = await page.getByRole("log", { name: "Conversation" }).innerText();
    expect(transcript).toContain("GET /api/users/42 should return the user as JSON");

    const copyStep2 = page.getByRole("button", { name: /^Copy prompt for Step 2: / });
    await copyStep2.click();
    await page.getByText("Copied to clipboard!").first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/Goal:/);
    expect(copied).toContain("GET /api/users/42");

    await screenshot(page, "wizard-solution-1280", false);
    await expectNoSeriousA11yViolations(page);

    const followUp = page.getByRole("textbox", { name: "Ask about the solution" });
    await followUp.fill("elaborate on step 2");
    await followUp.press("Enter");
    await page.getByTestId("user-message").filter({ hasText: "elaborate on step 2" }).waitFor();
    await expect
      .poll(async () => (await lastWizardMessage(page).innerText()).includes("Done when"), { timeout: 10_000 })
      .toBe(true);
    const deepDive = await lastWizardMessage(page).innerText();
    expect(deepDive).toMatch(/Step 2: /);
    expect(deepDive).toContain("move on to step 3");

    await followUp.fill("step 9");
    await followUp.press("Enter");
    await expect
      .poll(async () => lastWizardMessage(page).innerText(), { timeout: 10_000 })
      .toMatch(/There is no step 9: this solution has \d steps/);

    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, "wizard-solution-360", false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(pageErrors(page)).toEqual([]);
  });

  it("reopens the conversation from the past conversations list", async () => {
    const history = page.getByRole("list", { name: "Saved conversations" });
    const entry = history.getByRole("button", {
      name: new RegExp(PROBLEM.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    });
    await entry.waitFor();
    expect((await entry.innerText()).split("\n")[0]).toBe(PROBLEM.slice(0, 50).trim());

    await page.getByRole("button", { name: "New conversation" }).click();
    await page.getByRole("textbox", { name: "Describe your problem" }).waitFor();
    expect(await page.getByTestId("user-message").count()).toBe(0);

    await entry.click();
    await page.getByTestId("user-message").filter({ hasText: "elaborate on step 2" }).waitFor();
    await page.getByRole("heading", { name: "Diagnosis" }).waitFor();
    const followUp = page.getByRole("textbox", { name: "Ask about the solution" });
    await followUp.fill("any alternatives?");
    await followUp.press("Enter");
    await expect
      .poll(async () => lastWizardMessage(page).innerText(), { timeout: 10_000 })
      .toMatch(/Other ways to get unstuck/);

    // The address names the conversation, so a reload resumes it.
    await page.waitForURL(/\/wizard\?c=/);
    const savedUrl = `/api/wizard/conversation/${new URL(page.url()).searchParams.get("c")}`;
    await expect
      .poll(async () => (await (await page.request.get(savedUrl)).text()).includes("Other ways to get unstuck"))
      .toBe(true);
    await page.reload();
    await page.getByTestId("user-message").filter({ hasText: "any alternatives?" }).waitFor();
    await page.getByRole("textbox", { name: "Ask about the solution" }).waitFor();

    await page.getByRole("button", { name: "New conversation" }).click();
    await page.waitForURL((url) => !url.search.includes("c="));
    expect(pageErrors(page)).toEqual([]);
  });
});
