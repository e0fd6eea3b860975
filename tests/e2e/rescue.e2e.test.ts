import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { getProblemType } from "../../src/shared/content/problem-types.js";
import { parseSlots, promptForAgent } from "../../src/shared/domain/placeholders.js";
import { removeOpenFields } from "./support/prompts.js";
import { answerCookieBanner, baseUrl, newContext, pageErrors, screenshot, watchPageErrors } from "./support/browser.js";

let counter = 0;
const uniqueEmail = () => `rescue-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const LOOPING_TRANSCRIPT = `You're absolutely right, I apologize for the confusion. This should fix it.
TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/components/user-card.tsx:14:22)
I apologize, you're absolutely right. Let me try a different approach. This should fix it.
TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/components/user-card.tsx:14:22)
still not working, same error
I apologize again. This should definitely fix it now.
TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/components/user-card.tsx:14:22)`;

/** Signs up through the API; the cookie lands in the page's context. */
async function signUp(page: Page, name = "Rescue Tester") {
  const email = uniqueEmail();
  const res = await page.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { email, password: "a-long-unique-passphrase-42", name },
    headers: { origin: baseUrl() },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { user: { id: string } };
  return { email, id: body.user.id };
}

async function openPage(
  options: { theme?: "dark" | "light"; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({
    permissions: ["clipboard-read", "clipboard-write"],
    viewport: { width: options.width ?? 1280, height: 900 },
    acceptDownloads: true,
  });
  await answerCookieBanner(context);
  if (options.theme === "light")
    await context.addInitScript(() =>
      localStorage.setItem("preferences", JSON.stringify({ theme: "light", defaultPromptStyle: "direct" })),
    );
  const page = watchPageErrors(await context.newPage());
  return { context, page };
}

const problemCard = (page: Page, id: Parameters<typeof getProblemType>[0]) =>
  page.getByRole("button", { name: new RegExp(`^${escape(getProblemType(id).title)}`) });

async function startRescue(page: Page, id: Parameters<typeof getProblemType>[0]) {
  await page.goto("/problems");
  await page.getByTestId("usage-notice").waitFor();
  await problemCard(page, id).click();
  await page.waitForURL(/\/rescue\/[0-9a-f-]{36}/);
  await page.getByRole("heading", { level: 1, name: getProblemType(id).title }).waitFor();
  return page.url().split("/rescue/")[1]!.split("?")[0]!;
}

describe("a free user's rescues", () => {
  let context: BrowserContext;
  let page: Page;
  let exportFile = "";

  beforeAll(async () => {
    ({ context, page } = await openPage());
    await signUp(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it("runs a full rescue: prompts, timers, notes, progress and the success summary", async () => {
    await page.goto("/problems");
    await page.getByTestId("usage-notice").getByText("3 of 3 free rescues left this month").waitFor();
    await expect(page.getByRole("link", { name: /Ready-to-Use Templates/ }).getAttribute("href")).resolves.toBe(
      "/templates",
    );
    await expect(page.getByText("Upgrade Required").first().isVisible()).resolves.toBe(true);

    const type = getProblemType("integration_issues");
    await problemCard(page, "integration_issues").click();
    await page.getByText("Analysing your problem…").waitFor();
    await page.waitForURL(/\/rescue\//);
    await page.getByRole("heading", { level: 1, name: type.title }).waitFor();
    await page.getByText(`Strategy: ${type.strategy}`).waitFor();

    // Smart Prompts: copy and rate.
    const first = page.getByTestId("prompt-1");
    // Open slots are fields: Copy waits for them, then copies the prompt without the removed ones.
    await expect(first.getByRole("button", { name: "Copy prompt 1" }).isDisabled()).resolves.toBe(true);
    await removeOpenFields(first);
    await first.getByRole("button", { name: "Copy prompt 1" }).click();
    await page.getByText("Prompt has been copied to your clipboard.").first().waitFor();
    const slots = parseSlots(type.prompts[0]!.text).map((slot) => slot.key);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      promptForAgent(type.prompts[0]!.text, {}, slots).text,
    );
    await first.getByRole("button", { name: "Helpful", exact: true }).click();
    await page.getByText("Thanks for rating this prompt helpful").first().waitFor();
    await expect(
      first.getByRole("button", { name: "Helpful", exact: true }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await page.getByTestId("prompt-2").getByRole("button", { name: "Not helpful" }).click();
    await page.getByText("Thanks for rating this prompt not helpful").first().waitFor();
    await page.getByRole("button", { name: "Unlock Custom Prompts" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Upgrade Now" }).waitFor();
    await expect(
      page.getByRole("dialog").getByRole("link", { name: "Upgrade Now" }).getAttribute("href"),
    ).resolves.toBe("/checkout?plan=pro_monthly");
    await page.getByRole("button", { name: "Maybe Later" }).click();

    // Action Steps: timers count live, stopping keeps the time.
    await page.getByRole("tab", { name: /Steps/ }).click();
    const time1 = page.getByTestId("step-1-time");
    await expect(time1.textContent()).resolves.toContain("--:--");
    await page.getByRole("button", { name: "Start timer for step 1" }).click();
    await page.getByRole("button", { name: "Stop timer for step 1" }).waitFor();
    await page.waitForFunction(
      () => /00:0[2-9]/.test(document.querySelector('[data-testid="step-1-time"]')?.textContent ?? ""),
      undefined,
      { timeout: 6000 },
    );
    await page.getByRole("button", { name: "Stop timer for step 1" }).click();
    await page.getByRole("button", { name: "Start timer for step 1" }).waitFor();
    const stopped = (await time1.textContent())!.trim();
    expect(stopped).toMatch(/^00:0[2-9]$/);
    await page.waitForTimeout(1200);
    await expect(time1.textContent()).resolves.toContain(stopped);
    await expect(page.getByTestId("step-2-time").textContent()).resolves.toContain("--:--");
    await page.getByRole("checkbox", { name: new RegExp(escape(type.steps[0]!.title)) }).click();
    await page.waitForFunction(
      () => document.querySelector('[role="checkbox"]')?.getAttribute("aria-checked") === "true",
    );

    // Notes survive a reload, even one right after typing.
    const notes = page.getByLabel("Session Notes");
    await notes.fill("Pasted the Stripe webhook docs; the agent found the raw-body issue.");
    await page.getByTestId("notes-status").getByText("Saved").waitFor();
    await notes.fill(
      "Pasted the Stripe webhook docs; the agent found the raw-body issue.\nSecond line typed just before reload.",
    );
    await page.reload();
    await page.getByLabel("Session Notes").waitFor();
    await expect(page.getByLabel("Session Notes").inputValue()).resolves.toBe(
      "Pasted the Stripe webhook docs; the agent found the raw-body issue.\nSecond line typed just before reload.",
    );
    await page.getByTestId("notes-status").getByText("Saved").waitFor();
    await expect(page.getByTestId("step-1-time").textContent()).resolves.toContain(stopped);

    // Progress and the success dialog.
    await page.getByRole("tab", { name: "Progress" }).click();
    await expect(page.getByTestId("progress-percent").textContent()).resolves.toBe("25%");
    await expect(page.getByTestId("steps-completed").textContent()).resolves.toBe("1 of 4 steps completed");
    await expect(page.getByTestId("prompt-effectiveness").textContent()).resolves.toMatch(/1 helpful, 1 not helpful/);
    await page.getByText("Ready to Celebrate?").waitFor();
    // The success summary's time is the Progress tab's time spent (decision 0276).
    const spent = (await page.getByTestId("time-spent").textContent())!;
    await page.getByRole("button", { name: "Mark as Successful" }).click();
    const summary = page.getByTestId("success-summary");
    await summary.waitFor();
    const text = await summary.innerText();
    expect(text).toContain(type.title);
    expect(text).toContain(type.strategy);
    expect(text).toMatch(new RegExp(`Time spent\\s+${escape(spent)}`));
    expect(text).toMatch(/Steps completed\s+1 of 4/);
    await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).first().click();
    // One definition of time spent: the Progress tab shows the summary's figure (decision 0283).
    await expect(page.getByTestId("time-spent").textContent()).resolves.toBe(spent);
    await page.getByRole("button", { name: "View summary" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("starts a custom rescue with the description in the prompts", async () => {
    await page.goto("/problems");
    await page.getByTestId("usage-notice").waitFor();
    await problemCard(page, "custom").click();
    const submit = page.getByRole("button", { name: "Get Custom Solution" });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel("What is going wrong?").fill("   ");
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page
      .getByLabel("What is going wrong?")
      .fill("The agent keeps adding a second auth middleware and logins redirect twice.");
    await page.getByLabel(/Project description/).fill("Next.js app with Supabase auth");
    await submit.click();
    await page.waitForURL(/\/rescue\//);
    await page
      .getByText("The agent keeps adding a second auth middleware and logins redirect twice.")
      .first()
      .waitFor();
    await page.getByText("Next.js app with Supabase auth").waitFor();
  });

  it("suggests repeated_failures for a looping transcript and starts that rescue", async () => {
    await page.goto("/problems");
    await page.getByTestId("usage-notice").waitFor();
    await page.getByLabel("Assistant reply or error log").fill(LOOPING_TRANSCRIPT);
    await page.getByRole("button", { name: "Detect problem" }).click();
    const result = page.getByTestId("detection-result");
    const title = getProblemType("repeated_failures").title;
    await result.getByText(title, { exact: true }).waitFor();
    await page.getByRole("button", { name: `Start ${title} rescue` }).click();
    await page.waitForURL(/\/rescue\//);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
  });

  it("refuses the fourth rescue, says why and offers the unused trial first", async () => {
    await page.goto("/problems");
    await page.getByTestId("usage-notice").waitFor();
    const notice = page.getByTestId("limit-reached");
    await notice.waitFor();
    await notice.getByRole("button", { name: "Start 3-day free trial" }).waitFor();
    await expect(notice.getByRole("link", { name: "Skip the trial and subscribe" }).getAttribute("href")).resolves.toBe(
      "/checkout?plan=pro_monthly&feature=rescue",
    );
    await expect(problemCard(page, "lost_direction").isDisabled()).resolves.toBe(true);
    // The reason sits beside the disabled cards and is what a screen reader hears with them (decision 0281).
    const reason = await problemCard(page, "lost_direction").getAttribute("aria-describedby");
    await expect(page.locator(`[id="${reason}"]`).innerText()).resolves.toMatch(/free rescues/);
    const res = await page.request.post(`${baseUrl()}/api/sessions`, {
      data: { problemType: "lost_direction" },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("LIMIT_REACHED");
    await expect(page.getByRole("heading", { name: "Recent sessions" }).isVisible()).resolves.toBe(true);
    await expect(page.locator('a[href^="/rescue/"]').count()).resolves.toBe(3);
  });

  it("shows matching figures on the dashboard", async () => {
    await page.goto("/dashboard");
    await page.getByTestId("stat-total").getByText("3", { exact: true }).waitFor();
    await expect(page.getByTestId("stat-successful").textContent()).resolves.toBe("1");
    await expect(page.getByTestId("stat-rate").textContent()).resolves.toBe("33%");
    await expect(page.getByTestId("stat-average").textContent()).resolves.toBe("1m");
    await expect(page.getByTestId("usage-text").textContent()).resolves.toBe("3 of 3 free rescues used");
    await page.getByTestId("usage-warning").waitFor();
    await expect(page.locator('main a[href^="/rescue/"]').count()).resolves.toBe(3);
  });

  it("exports and imports the data", async () => {
    await page.goto("/settings");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^unstuck-export-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    exportFile = Buffer.concat(chunks).toString("utf8");
    const bundle = JSON.parse(exportFile) as {
      format: string;
      sessions: { notes: string; success: boolean }[];
      preferences: { theme: string };
    };
    expect(bundle.format).toBe("unstuck-export");
    expect(bundle.sessions).toHaveLength(3);
    expect(bundle.sessions.filter((s) => s.success)).toHaveLength(1);
    expect(bundle.sessions.some((s) => s.notes.includes("raw-body issue"))).toBe(true);

    // Re-importing into the same account adds nothing.
    await page
      .getByTestId("import-file")
      .setInputFiles({ name: "export.json", mimeType: "application/json", buffer: Buffer.from(exportFile) });
    await page
      .getByTestId("import-report")
      .getByText(/0 sessions added to your history, 3 already there and skipped/)
      .waitFor();

    // A broken file is refused with reasons and changes nothing.
    const broken = JSON.parse(exportFile) as {
      sessions: Record<string, unknown>[];
      preferences: Record<string, unknown>;
    };
    broken.sessions[1]!.startTime = "last tuesday";
    broken.preferences.theme = "neon";
    await page.getByTestId("import-file").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const report = page.getByTestId("import-report");
    await report.getByText("Nothing was imported: the file has problems").waitFor();
    await report
      .getByText(/Session 2 \(startTime\)/)
      .first()
      .waitFor();
    await report.getByText(/preferences\.theme/).waitFor();
    await expect(page.evaluate(() => document.documentElement.classList.contains("dark"))).resolves.toBe(true);
  });

  it("imports the export into another account as read-only history", async () => {
    const other = await openPage();
    try {
      await signUp(other.page, "Second Device");
      await other.page.goto("/settings");
      const light = JSON.parse(exportFile) as { preferences: { theme: string } };
      light.preferences.theme = "light";
      await other.page.getByTestId("import-file").setInputFiles({
        name: "export.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(light)),
      });
      await other.page
        .getByTestId("import-report")
        .getByText(/3 sessions added to your history\. Preferences applied\./)
        .waitFor();
      await expect(other.page.evaluate(() => document.documentElement.classList.contains("dark"))).resolves.toBe(false);
      await other.page.goto("/dashboard");
      await other.page.getByTestId("stat-total").getByText("3", { exact: true }).waitFor();
      await expect(other.page.getByTestId("usage-text").textContent()).resolves.toBe("0 of 3 free rescues used");
      await other.page.locator('main a[href^="/rescue/"]').first().click();
      await other.page.getByText("Imported, read-only").waitFor();
    } finally {
      await other.context.close();
    }
  });
});

describe("signed out", () => {
  it("asks to sign in on the problem screen and the dashboard", async () => {
    const { context, page } = await openPage();
    try {
      await page.goto("/problems");
      await page.getByText("A free account keeps your rescue").waitFor();
      await page.goto("/dashboard");
      await page.getByText("Sign in to see your dashboard").waitFor();
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("screens at phone and desktop sizes", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [360, 1280]) {
      it(`renders without overflow (${theme}, ${width}px)`, async () => {
        const { context, page } = await openPage({ theme, width });
        try {
          await signUp(page);
          const name = `${theme}-${width}`;
          const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
          await page.goto("/problems");
          await page.getByTestId("usage-notice").waitFor();
          await screenshot(page, `problems-${name}`);
          expect(await fits()).toBe(true);
          const id = await startRescue(page, "ai_hallucination");
          await screenshot(page, `rescue-prompts-${name}`);
          expect(await fits()).toBe(true);
          await page.getByRole("tab", { name: /Steps/ }).click();
          await page.getByRole("button", { name: "Start timer for step 2" }).click();
          await page.getByRole("button", { name: "Stop timer for step 2" }).waitFor();
          await screenshot(page, `rescue-steps-${name}`);
          expect(await fits()).toBe(true);
          await page.getByRole("tab", { name: "Progress" }).click();
          await screenshot(page, `rescue-progress-${name}`);
          await page.getByRole("button", { name: "Mark as Successful" }).click();
          await page.getByTestId("success-summary").waitFor();
          await screenshot(page, `rescue-success-${name}`, false);
          expect(id).toMatch(/^[0-9a-f-]{36}$/);
          await page.goto("/dashboard");
          await page.getByTestId("stat-total").getByText("1", { exact: true }).waitFor();
          await screenshot(page, `dashboard-${name}`);
          expect(await fits()).toBe(true);
          await page.goto("/settings");
          await page.getByRole("button", { name: "Export data" }).waitFor();
          await screenshot(page, `settings-${name}`);
          expect(await fits()).toBe(true);
          expect(pageErrors(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
