import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startTrialThroughCheckout } from "./support/billing.js";
import { openConsentedPage, screenshot } from "./support/browser.js";
import { signUpThroughApi } from "./support/users.js";

// The two cases users reported: a Go CLI planned as a Rails app, and a Supabase magic link that redirects to
// localhost in production answered with generic debugging advice.
const OTHER_STACKS = /\b(Rails|Ruby|Django|Next\.js|React|Express|Laravel|Spring)\b/;

describe("answers that keep the user's own stack and facts", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openConsentedPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true }));
    const { id } = await signUpThroughApi(page, "Answers Tester");
    await startTrialThroughCheckout(page, id);
  });
  afterAll(async () => {
    await context.close();
  });

  it("plans a CLI in Go 1.22 as a Go project", { timeout: 120_000 }, async () => {
    const answers = [
      "Keeping dotfiles in sync across my laptops is manual and error-prone. Goal: one command syncs them",
      "Developers with two or three machines",
      "Push changed dotfiles, pull them on another machine, show a diff before overwriting",
      "Encryption of secrets",
      "A CLI in Go 1.22 with cobra, stored in a git repository",
      "I run dotsync push on one laptop and dotsync pull on the other",
      "Clear terminal output, works on macOS and Linux",
      "Evenings, about 5 hours a week",
      "I have not written Go tests before",
    ];
    await page.goto("/planner");
    await page.getByLabel("Project name").fill("dotsync");
    await page
      .getByLabel("Project description")
      .fill(
        "dotsync is a command-line tool written in Go 1.22 that keeps a developer's dotfiles in sync between machines through a git repository. It shows what changed, asks before overwriting local edits, and works on macOS and Linux without any server.",
      );
    await page.getByRole("button", { name: "Start Planning Session" }).click();
    const answerBox = page.getByLabel("Your answer");
    for (const [i, answer] of answers.entries()) {
      await page
        .getByTestId("chat-status")
        .getByText(`Question ${i + 1} of 9`)
        .waitFor({ timeout: 20_000 });
      await answerBox.fill(answer);
      await answerBox.press("Enter");
      await expect.poll(() => page.getByTestId("chat-user").count(), { timeout: 20_000 }).toBe(i + 1);
    }
    await page.getByTestId("chat-status").getByText("Plan complete").waitFor({ timeout: 30_000 });
    const technical = await page.getByTestId("plan-technical").innerText();
    expect(technical).toContain("Go 1.22");
    const wholePlan = await page.getByTestId("plan-overview").locator("xpath=ancestor::*[3]").innerText();
    expect(wholePlan).not.toMatch(OTHER_STACKS);
    await screenshot(page, "planner-go-cli-1280", false);
  });

  it("answers a Supabase magic link that goes to localhost in production with the redirect settings", async () => {
    await page.goto("/wizard");
    const input = page.getByRole("textbox", { name: "Describe your problem" });
    await input.fill(
      "My Supabase magic link emails work locally, but in production on Vercel the link in the email redirects to http://localhost:3000 instead of my site, so users can't sign in.",
    );
    await input.press("Enter");
    const answer = page.getByRole("textbox", { name: "Your answer" });
    const replies = [
      "The email link goes to http://localhost:3000/#access_token=... after clicking it in production.",
      "Three attempts; I changed emailRedirectTo in the code once.",
      "Clicking the link in production should sign the user in on https://app.example.com.",
    ];
    for (const [i, reply] of replies.entries()) {
      await page.getByText(`Question ${i + 1} of 3`).waitFor({ timeout: 20_000 });
      await answer.fill(reply);
      await answer.press("Enter");
    }
    await page.getByRole("heading", { name: "Diagnosis" }).waitFor({ timeout: 30_000 });
    await page.getByText("That's the plan.").waitFor({ timeout: 30_000 });
    const transcript = await page.getByRole("log", { name: "Conversation" }).innerText();
    expect(transcript).toMatch(/Redirect URLs/);
    expect(transcript).toMatch(/URL Configuration/);
    expect(transcript).toMatch(/Site URL/);
    await screenshot(page, "wizard-supabase-redirect-1280", false);
  });
});
