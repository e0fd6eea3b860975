import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProblemType } from "../../src/shared/content/problem-types.js";
import { templateCategories } from "../../src/shared/content/templates.js";
import { secondStrategyOf } from "../../src/shared/domain/next-strategy.js";
import type { SiteFigures } from "../../src/shared/schemas/outcomes.js";
import { answerCookieBanner, baseUrl, newContext, pageErrors, screenshot, watchPageErrors } from "./support/browser.js";
import { signUpThroughApi, uniqueEmail } from "./support/users.js";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function openPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ viewport: { width, height: 900 } });
  await answerCookieBanner(context);
  return { context, page: watchPageErrors(await context.newPage()) };
}

async function startRescue(page: Page, id: Parameters<typeof getProblemType>[0]) {
  await page.goto("/problems");
  await page.getByTestId("usage-notice").waitFor();
  await page.getByRole("button", { name: new RegExp(`^${escape(getProblemType(id).title)}`) }).click();
  await page.waitForURL(/\/rescue\/[0-9a-f-]{36}/);
  await page.getByRole("heading", { level: 1, name: getProblemType(id).title }).waitFor();
  return page.url().split("/rescue/")[1]!.split("?")[0]!;
}

async function markSuccessful(page: Page) {
  await page.getByRole("tab", { name: "Progress" }).click();
  await page.getByRole("button", { name: "Mark as Successful" }).click();
  await page.getByTestId("success-summary").waitFor();
  await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).first().click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

/** A user made through the API alone: a cookie for a few calls. */
async function apiUser(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({ email: uniqueEmail("answer"), password: "a-long-unique-passphrase-42", name: "Answerer" }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function apiCall(cookie: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: baseUrl(), cookie },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as { session?: { id: string } };
}

const TEMPLATE_CATEGORY = templateCategories[0]!;
const TEMPLATE_ID = `${TEMPLATE_CATEGORY.id}/3`;

/** Another user: a Repeated Failures rescue that prompt 3 got unstuck, and the third template of the category. */
async function seedAnswer() {
  const cookie = await apiUser();
  const { session } = await apiCall(cookie, "POST", "/api/sessions", { problemType: "repeated_failures" });
  await apiCall(cookie, "PUT", `/api/sessions/${session!.id}/outcome`, { outcome: "unstuck", promptIndex: 2 });
  await apiCall(cookie, "PUT", "/api/template-outcomes", { templateId: TEMPLATE_ID, outcome: "unstuck" });
}

/** The landing page in a fresh context (no cached figures), signed out, as a visitor sees it. */
async function landingFigures(width = 1280, name?: string) {
  const { context, page } = await openPage(width);
  try {
    await page.goto("/");
    const figures = page.getByTestId("outcome-figures");
    await page.waitForFunction(() => {
      const state = document.querySelector<HTMLElement>('[data-testid="outcome-figures"]')?.dataset.state;
      return state === "shown" || state === "not-enough" || state === "error";
    });
    if (name) {
      await figures.scrollIntoViewIfNeeded();
      await screenshot(page, name, false);
    }
    const state = await figures.getAttribute("data-state");
    const text = await figures.innerText();
    expect(pageErrors(page)).toEqual([]);
    return { state, text };
  } finally {
    await context.close();
  }
}

describe("did it work? outcomes, the next strategy and honest figures", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage());
    await signUpThroughApi(page, "Outcome Tester");
  });
  afterAll(() => context.close());

  it("finishes one rescue as unstuck, naming the prompt that did it", async () => {
    const id = await startRescue(page, "lost_direction");
    // Not asked at the start of a rescue.
    expect(await page.getByTestId("outcome-question").count()).toBe(0);
    await markSuccessful(page);
    const question = page.getByTestId("outcome-question");
    await question.waitFor();
    await expect(question.getByRole("radio", { name: /Unstuck/ }).isChecked()).resolves.toBe(true);
    const type = getProblemType("lost_direction");
    await question.getByLabel("What did it? (optional)").selectOption({ label: `Prompt 2: ${type.prompts[1]!.name}` });
    await screenshot(page, "outcomes-question-1280");
    await page.setViewportSize({ width: 360, height: 800 });
    await question.scrollIntoViewIfNeeded();
    await screenshot(page, "outcomes-question-360", false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await question.getByRole("button", { name: "Save answer" }).click();
    await question.waitFor({ state: "detached" });
    // Asked once: the answer now lives on the Progress tab, where it can be changed.
    const answer = page.getByTestId("outcome-answer");
    await answer.waitFor();
    await expect(answer.innerText()).resolves.toMatch(/You answered Unstuck \(Prompt 2: /);
    await page.reload();
    await page.getByTestId("outcome-answer").waitFor();
    expect(await page.getByTestId("outcome-question").count()).toBe(0);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("goes on from still stuck to the next strategy, carrying the notes, and ends unstuck", async () => {
    const firstId = await startRescue(page, "repeated_failures");
    await page.getByRole("tab", { name: /Steps/ }).click();
    const notes = page.getByLabel("Session Notes");
    await notes.fill("The same TypeError after five fixes; pinned the lockfile, no change.");
    await page.getByTestId("notes-status").getByText("Saved").waitFor();
    const first = getProblemType("repeated_failures");
    for (const step of first.steps) {
      const box = page.getByRole("checkbox", { name: new RegExp(escape(step.title)) });
      await box.click();
      await page.waitForFunction(
        (title) =>
          [...document.querySelectorAll('[role="checkbox"]')].some(
            (el) => el.getAttribute("aria-checked") === "true" && (el.parentElement?.textContent ?? "").includes(title),
          ),
        step.title,
      );
    }
    // Every step done is a natural moment to ask.
    const question = page.getByTestId("outcome-question");
    await question.waitFor();
    await question.getByRole("radio", { name: /Still stuck/ }).check();
    await question.getByRole("button", { name: "Save answer" }).click();

    const next = page.getByTestId("next-strategy");
    await next.waitFor();
    const second = secondStrategyOf("repeated_failures");
    await next.getByText(second.strategy, { exact: true }).waitFor();
    await screenshot(page, "outcomes-next-strategy-1280");
    await page.setViewportSize({ width: 360, height: 800 });
    await next.scrollIntoViewIfNeeded();
    await screenshot(page, "outcomes-next-strategy-360", false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await next.getByRole("button", { name: `Start ${second.strategy}` }).click();

    await page.waitForURL((url) => url.pathname.startsWith("/rescue/") && !url.pathname.includes(firstId));
    const previous = page.getByTestId("previous-attempt");
    await previous.waitFor();
    await expect(previous.innerText()).resolves.toContain(first.strategy);
    await page.getByRole("tab", { name: /Steps/ }).click();
    const carried = await page.getByLabel("Session Notes").inputValue();
    expect(carried).toContain("pinned the lockfile");
    expect(carried).toContain(`${first.steps[0]!.title}: done`);
    await page.getByRole("tab", { name: /Prompts/ }).click();
    await page.getByRole("heading", { name: new RegExp(escape(second.prompts[0]!.name)) }).waitFor();

    await markSuccessful(page);
    const again = page.getByTestId("outcome-question");
    await again.waitFor();
    await again.getByLabel("What did it? (optional)").selectOption({ label: `Step 1: ${second.steps[0]!.title}` });
    await again.getByRole("button", { name: "Save answer" }).click();
    await page.getByTestId("outcome-answer").waitFor();

    // The first rescue now points to its follow-up.
    await page.goto(`/rescue/${firstId}`);
    await page.getByRole("link", { name: /Open the next strategy/ }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the outcomes, the unstick rate and the kinds of stuck in history", async () => {
    await page.goto("/sessions");
    const summary = page.getByTestId("my-outcomes");
    await summary.waitFor();
    // Three answers: unstuck, still stuck, unstuck.
    await expect(page.getByTestId("my-unstick-rate").innerText()).resolves.toBe("67%");
    const table = page.getByTestId("stuck-kinds");
    await expect(table.getByRole("row", { name: /Repeated Failures/ }).innerText()).resolves.toMatch(/2\s/);
    const badges = await page.getByTestId("session-outcome").allInnerTexts();
    expect(badges.map((b) => b.replace(/^Outcome:\s*/, "").trim()).sort()).toEqual(
      ["Still stuck", "Unstuck", "Unstuck"].sort(),
    );
    await screenshot(page, "outcomes-history-1280");
    await page.setViewportSize({ width: 360, height: 800 });
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, "outcomes-history-360", false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("shows the figures to visitors only once 5 users have answered, matching the server's count", async () => {
    const before = await landingFigures();
    expect(before.state).toBe("not-enough");
    expect(before.text).toMatch(/Not enough data yet: 1 of the 5 developers/);

    for (let i = 0; i < 3; i++) await seedAnswer();
    const four = await landingFigures();
    expect(four.state).toBe("not-enough");
    expect(four.text).toMatch(/4 of the 5 developers/);

    await seedAnswer();
    const figures = (await (await fetch(`${baseUrl()}/api/outcomes/figures`)).json()) as SiteFigures;
    // 3 answers of this user (2 unstuck) and 4 of the others (all unstuck).
    expect(figures).toMatchObject({ users: 5, answered: 7, unstuck: 6, rate: 86 });
    const shown = await landingFigures(1280, "outcomes-landing-figures-1280");
    expect(shown.state).toBe("shown");
    expect(shown.text).toContain("86%");
    expect(shown.text).toMatch(/Measured from 7 rescues whose 5 developers said how they ended, as of /);
    for (const invented of ["94%", "500+", "4.9/5"]) expect(shown.text).not.toContain(invented);
    await landingFigures(360, "outcomes-landing-figures-360");

    const { context: pricingContext, page: pricing } = await openPage();
    await pricing.goto("/pricing");
    await pricing.locator('[data-testid="outcome-figures"][data-state="shown"]').waitFor();
    await expect(pricing.getByTestId("outcome-figures").innerText()).resolves.toContain("86%");
    await pricingContext.close();
  });

  it("orders prompts in a rescue and templates in the library by unstick rate", async () => {
    // Five users answered Repeated Failures' first strategy; prompt 3 got four of them unstuck.
    await startRescue(page, "repeated_failures");
    const first = page.locator('[data-testid^="prompt-"][data-testid$="-outcome"]').first();
    await first.waitFor();
    const type = getProblemType("repeated_failures");
    const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
    const promptHeadings = headings.filter((h) => type.prompts.some((p) => h.includes(p.name)));
    expect(promptHeadings[0]).toContain(type.prompts[2]!.name);
    await expect(page.getByTestId("prompt-3-outcome").innerText()).resolves.toBe("Got 4 of 5 users unstuck (80%)");
    await page.getByText("Prompts that got the most users unstuck come first.").waitFor();
    // The strategy's own figure, with its count: 4 of the 5 answers were unstuck.
    await expect(page.getByTestId("strategy-figure").innerText()).resolves.toContain(
      "80% unstuck · 5 rescues, 5 users",
    );
    await screenshot(page, "outcomes-prompt-order-1280");

    // The library: this user answers the same template, the fifth user; it moves to the top of its category.
    await page.goto(`/templates?category=${TEMPLATE_CATEGORY.id}`);
    const third = page.getByTestId("template-card").filter({ hasText: TEMPLATE_CATEGORY.prompts[2]!.name });
    await third.getByRole("button", { name: "Yes, unstuck" }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="templates-order-note"]') !== null,
      undefined,
      { timeout: 10_000 },
    );
    const names = await page.getByTestId("template-card").locator("h3").allInnerTexts();
    expect(names[0]).toBe(TEMPLATE_CATEGORY.prompts[2]!.name);
    await expect(third.getByTestId("template-figure").innerText()).resolves.toBe("Unstuck 5 of 5 users (100%)");
    await screenshot(page, "outcomes-library-order-1280");
    expect(pageErrors(page)).toEqual([]);
  });
});
