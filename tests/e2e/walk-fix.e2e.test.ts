import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { templateCategories } from "../../src/shared/content/templates.js";
import { answerCookieBanner, baseUrl, newContext, pageErrors, watchPageErrors } from "./support/browser.js";
import { startTrialThroughCheckout } from "./support/billing.js";
import { docsScreenshot } from "./support/docs-screenshot.js";
import { signUpThroughApi, uniqueEmail } from "./support/users.js";
import { removeOpenFields } from "./support/prompts.js";

async function openPage(
  options: { width?: number; theme?: "dark" | "light" } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    permissions: ["clipboard-read", "clipboard-write"],
    bypassCSP: true,
  });
  await answerCookieBanner(context);
  if (options.theme)
    await context.addInitScript(
      (theme) => localStorage.setItem("preferences", JSON.stringify({ theme, defaultPromptStyle: "direct" })),
      options.theme,
    );
  return { context, page: watchPageErrors(await context.newPage()) };
}

async function startRescue(page: Page, title: RegExp) {
  await page.goto("/problems");
  await page.getByRole("button", { name: title }).first().click();
  await page.waitForURL(/\/rescue\/[0-9a-f-]{36}/);
  return page.url().split("/rescue/")[1]!.split("?")[0]!;
}

/** A user made through the API alone (no browser): its cookie, for a few calls. */
async function apiUser(): Promise<{ cookie: string; id: string }> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({ email: uniqueEmail("rater"), password: "a-long-unique-passphrase-42", name: "Rater" }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { user } = (await res.json()) as { user: { id: string } };
  return { cookie, id: user.id };
}
async function apiCall(cookie: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl(), cookie },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("the demo is a walkthrough of the real app", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage());
  });
  afterAll(() => context.close());

  // RECORD_DEMO=1 refreshes the tour's screenshots in public/demo from the real screens (rebuild afterwards).
  if (process.env.RECORD_DEMO === "1")
    it("records the tour from the real screens", async () => {
      const dir = resolve(import.meta.dirname, "../../public/demo");
      mkdirSync(dir, { recursive: true });
      const { context: c, page: p } = await openPage();
      await p.setViewportSize({ width: 1280, height: 720 });
      await signUpThroughApi(p, "Demo Dev");
      const shot = (name: string) => p.screenshot({ path: `${dir}/${name}.jpg`, type: "jpeg", quality: 70 });
      await p.goto("/problems");
      await p.getByTestId("usage-notice").waitFor();
      await shot("tour-1-problems");
      await startRescue(p, /^Repeated Failures/);
      await p.getByTestId("prompt-1").waitFor();
      await shot("tour-2-prompts");
      await p.getByRole("tab", { name: /Steps/ }).click();
      await p.getByRole("button", { name: "Start timer for step 1" }).click();
      await p.waitForTimeout(2200);
      await shot("tour-3-steps");
      await p.getByRole("button", { name: "Stop timer for step 1" }).click();
      await p.getByRole("tab", { name: /Progress/ }).click();
      await p.getByTestId("time-spent").waitFor();
      await shot("tour-4-progress");
      await p.goto("/templates");
      await p.getByRole("searchbox").fill("flaky test");
      await p.getByTestId("search-result").first().waitFor();
      await shot("tour-5-templates");
      await c.close();
    });

  it("steps through screenshots of real screens and ends at Start a Rescue", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "See How It Works" }).click();
    const dialog = page.getByRole("dialog", { name: "A rescue from start to finish" });
    const step = dialog.getByTestId("demo-step");
    await step.getByText("Step 1 of 5").waitFor();
    const loaded = () =>
      step.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= 1000);
    await page.waitForFunction(
      () => (document.querySelector("[data-testid=demo-step] img") as HTMLImageElement)?.naturalWidth > 0,
    );
    await expect(loaded()).resolves.toBe(true);
    await docsScreenshot(page, "demo-tour");
    await dialog.getByRole("button", { name: "Next" }).click();
    await step.getByText("Step 2 of 5").waitFor();
    await page.keyboard.press("ArrowRight");
    await step.getByText("Step 3 of 5").waitFor();
    await page.keyboard.press("ArrowLeft");
    await step.getByText("Step 2 of 5").waitFor();
    for (const n of [3, 4, 5]) {
      await dialog.getByRole("button", { name: "Next" }).click();
      await step.getByText(`Step ${n} of 5`).waitFor();
    }
    await dialog.getByRole("button", { name: "Start a Rescue" }).click();
    // Signed out: starting offers an account first, sign-in one link away (decision 0281).
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("a signed-in user on the landing page", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage());
    await signUpThroughApi(page, "Landing Lou");
  });
  afterAll(() => context.close());

  it("Start Rescue clicked while the session still loads waits for it and opens the problems", async () => {
    await page.route("**/api/auth/get-session*", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Start Rescue" }).first().click();
    await page.waitForURL((url) => url.pathname === "/problems");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.unroute("**/api/auth/get-session*");
  });

  it("the calculator's button leads to the plan it recommends", async () => {
    await page.goto("/#calculator");
    const cta = page.getByTestId("calculator-cta");
    await page.getByRole("radio", { name: "Heavy" }).click();
    await expect(page.getByTestId("calculator-recommendation").textContent()).resolves.toContain(
      "Recommended: Rescue Pro Yearly",
    );
    await expect(cta.textContent()).resolves.toBe("Get Pro Yearly for $47.88/year");
    await page.getByTestId("calculator-recommendation").scrollIntoViewIfNeeded();
    await docsScreenshot(page, "calculator-recommendation");
    await cta.click();
    await page.waitForURL(/\/checkout\?plan=pro_yearly/);
    await page.goto("/#calculator");
    await page.getByRole("radio", { name: "Light" }).click();
    await expect(cta.textContent()).resolves.toBe("Start a Free Rescue");
    await cta.click();
    await page.waitForURL((url) => url.pathname === "/problems");
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("settings and a free user's rescue", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage());
    await signUpThroughApi(page, "Style Sam");
  });
  afterAll(() => context.close());

  it("the default prompt style changes the prompts shown and copied", async () => {
    await page.goto("/settings");
    await page.getByRole("combobox", { name: "Default prompt style" }).click();
    await page.getByRole("option", { name: /^Socratic/ }).click();
    await page
      .getByTestId("prompt-style-hint")
      .getByText(/Do not write code yet/)
      .waitFor();
    await docsScreenshot(page, "settings-prompt-style");
    await startRescue(page, /^Repeated Failures/);
    const first = page.getByTestId("prompt-1");
    await expect(first.getByLabel("Prompt 1 text").textContent()).resolves.toContain("Do not write code yet.");
    await expect(first.getByTestId("prompt-style-note").textContent()).resolves.toContain("Prompt style: Socratic");
    await removeOpenFields(first);
    await first.getByRole("button", { name: "Copy prompt 1" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Do not write code yet.");
    await docsScreenshot(page, "rescue-prompt-style");
  });

  it("progress calls a stopped step with time logged 'in progress', not 'not started'", async () => {
    await page.getByRole("tab", { name: /Steps/ }).click();
    await page.getByRole("button", { name: "Start timer for step 1" }).click();
    await page.waitForFunction(
      () => /00:0[1-9]/.test(document.querySelector('[data-testid="step-1-time"]')?.textContent ?? ""),
      undefined,
      { timeout: 6000 },
    );
    await page.getByRole("button", { name: "Stop timer for step 1" }).click();
    await page.getByRole("button", { name: "Start timer for step 1" }).waitFor();
    await page.getByRole("tab", { name: /Progress/ }).click();
    const breakdown = page.locator("li", { hasText: /^1\./ }).first();
    await breakdown.getByText("In progress: timer paused").waitFor();
    expect(await breakdown.getByText("Not started").count()).toBe(0);
  });

  it("a new page starts at its top", async () => {
    await page.goto("/terms");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.waitForFunction(() => window.scrollY > 200);
    await page
      .locator("footer")
      .getByRole("link", { name: /Privacy/ })
      .click();
    await page.waitForURL(/\/privacy/);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("one error reported twice shows one toast", async () => {
    await page.goto("/dashboard");
    await page.evaluate(async () => undefined);
    await startRescue(page, /^AI Hallucination/);
    await page.route("**/api/rate-prompt", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    const first = page.getByTestId("prompt-1");
    await first.getByRole("button", { name: "Helpful", exact: true }).click();
    await page.getByText("Failed to record your feedback. Please try again.").first().waitFor();
    await first.getByRole("button", { name: "Helpful", exact: true }).click();
    await page.waitForTimeout(500);
    expect(await page.locator("li[data-state=open]").count()).toBe(1);
    await page.unroute("**/api/rate-prompt");
  });
});

describe("template search", () => {
  it("matches words and word starts, ranks titles first and says why", async () => {
    const { context, page } = await openPage();
    await page.goto("/templates");
    await page.getByRole("searchbox").fill("rust");
    await page.getByRole("heading", { name: /match “rust”|No templates match “rust”/ }).waitFor();
    const titles = await page.getByTestId("search-result").locator("h3").allTextContents();
    expect(titles.join("\n")).not.toContain("Write a reporting query you can trust");
    const wordStart = /(^|[^\p{L}\p{N}])rust/iu;
    const expected = templateCategories
      .flatMap((c) => c.prompts.map((p) => ({ c, p })))
      .filter(({ c, p }) => [p.name, p.text, c.title, c.category].some((t) => wordStart.test(t)));
    expect(titles).toHaveLength(expected.length);

    await page.getByRole("searchbox").fill("flaky");
    await page.getByTestId("search-result").first().waitFor();
    const reasons = await page.getByTestId("match-reason").allTextContents();
    expect(reasons[0]).toMatch(/^Matched in title/);
    expect(reasons.every((r) => r.startsWith("Matched in"))).toBe(true);
    const textOnly = reasons.findIndex((r) => r.startsWith("Matched in template text"));
    if (textOnly >= 0) expect(reasons.slice(textOnly).every((r) => !r.includes("title"))).toBe(true);
    await docsScreenshot(page, "template-search-why");
    await context.close();
  });
});

describe("ratings of all users", () => {
  it("shows helpful to N of M and puts the most helpful prompt first once it has enough ratings", async () => {
    for (let i = 0; i < 5; i++) {
      const rater = await apiUser();
      const { session } = await apiCall(rater.cookie, "/api/sessions", { problemType: "no_planning" });
      await apiCall(rater.cookie, "/api/rate-prompt", {
        userId: rater.id,
        sessionId: session.id,
        promptIndex: 2,
        rating: "positive",
        promptText: "x",
        problemType: "no_planning",
      });
    }
    const { context, page } = await openPage();
    await signUpThroughApi(page, "Next User");
    await startRescue(page, /^No Clear Plan/);
    await page
      .getByTestId("prompt-3-helpful")
      .getByText(/Helpful to \d+ of \d+/)
      .waitFor();
    const firstCard = page
      .locator("[data-testid^=prompt-]")
      .filter({ has: page.locator("pre") })
      .first();
    await expect(firstCard.getAttribute("data-testid")).resolves.toBe("prompt-3");
    await page.getByText("Prompts other users found most helpful come first.").waitFor();
    await expect(page.getByTestId("prompt-1-helpful").textContent()).resolves.toMatch(/No ratings yet|Helpful to/);
    await docsScreenshot(page, "prompt-ratings");
    await context.close();
  });
});

describe("an emailed sign-in link that was used", () => {
  it("says so and sends a new link in one click", async () => {
    const mails = async () => (await (await fetch(inject("mailUrl"))).json()) as { to: string; text: string }[];
    const linkFor = async (address: string, after: number) => {
      for (let i = 0; i < 50; i++) {
        const mail = (await mails()).slice(after).find((m) => m.to === address);
        const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
        if (link) return link;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no email reached ${address}`);
    };
    const { context, page } = await openPage();
    const { email } = await signUpThroughApi(page, "Link Lee");
    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseUrl() } });
    const before = (await mails()).length;
    await page.goto("/?action=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Email Me a Sign-in Link" }).click();
    const link = await linkFor(email, before);
    // Used once in another browser...
    const { context: other, page: otherPage } = await openPage();
    await otherPage.goto(link);
    await otherPage.getByRole("button", { name: /Account menu for Link Lee/ }).waitFor();
    await other.close();
    // ...so here it has expired: the page says so and offers a new one.
    await page.goto(link);
    const expired = page.getByRole("dialog", { name: "This sign-in link has expired" });
    await expired.waitFor();
    await docsScreenshot(page, "sign-in-link-expired");
    const count = (await mails()).length;
    await expired.getByRole("button", { name: `Email a New Link to ${email}` }).click();
    await expired.getByTestId("new-link-sent").waitFor();
    const fresh = await linkFor(email, count);
    expect(fresh).not.toBe(link);
    await page.goto(fresh);
    await page.getByRole("button", { name: /Account menu for Link Lee/ }).waitFor();
    await context.close();
  });
});

describe("drafts survive reloads", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage());
    const { id } = await signUpThroughApi(page, "Draft Dana");
    await startTrialThroughCheckout(page, id);
  });
  afterAll(() => context.close());

  it("keeps the planner's setup, answers and unsent answer through a reload", async () => {
    await page.goto("/planner");
    await page.getByLabel("Project name").fill("Invoice tracker");
    const description =
      "A small web app where freelancers record invoices, see which ones are overdue and send reminders by email. It needs a login, a list of clients, invoice status and a monthly summary of paid and unpaid amounts for taxes.";
    await page.getByLabel("Project description").fill(description);
    await page.reload();
    await expect(page.getByLabel("Project name").inputValue()).resolves.toBe("Invoice tracker");
    await expect(page.getByLabel("Project description").inputValue()).resolves.toBe(description);
    await page.getByRole("button", { name: "Start Planning Session" }).click();
    const answerBox = page.getByLabel("Your answer");
    await page.getByTestId("chat-status").getByText("Question 1 of 9").waitFor({ timeout: 10_000 });
    await answerBox.fill("Freelancers who send ten to fifty invoices a month.");
    await page.getByRole("button", { name: "Send answer" }).click();
    await page.getByTestId("chat-status").getByText("Question 2 of 9").waitFor({ timeout: 10_000 });
    await answerBox.fill("Half-typed second answer");
    await page.reload();
    await page.getByTestId("chat-user").getByText("Freelancers who send ten to fifty invoices a month.").waitFor();
    await expect(page.getByLabel("Your answer").inputValue()).resolves.toBe("Half-typed second answer");
  });

  it("keeps the wizard's third answer when the user leaves while the solution is built", async () => {
    await page.goto("/wizard");
    const input = page.getByRole("textbox", { name: "Describe your problem" });
    await input.fill("Cursor keeps re-applying the same broken fix to my login form and the tests still fail.");
    await input.press("Enter");
    const answer = page.getByRole("textbox", { name: "Your answer" });
    for (const [n, text] of [
      [1, "The error is TypeError: cannot read properties of undefined (reading 'email')."],
      [2, "I tried reverting twice and asking it to start over."],
      [3, "Third answer: it works when the login test passes."],
    ] as const) {
      await page.getByText(`Question ${n} of 3`).waitFor({ timeout: 15_000 });
      await answer.fill(text);
      await answer.press("Enter");
    }
    await page.getByText("Putting your step-by-step plan together").waitFor();
    const url = page.url();
    expect(url).toContain("?c=");
    await page.goto("/dashboard");
    await page.goto(url);
    await page.getByTestId("user-message").filter({ hasText: "Third answer: it works" }).waitFor();
    await page.getByRole("heading", { name: "Diagnosis" }).waitFor({ timeout: 25_000 });
  });
});

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

describe("every page passes axe in both themes", () => {
  const pages = [
    "/",
    "/problems",
    "RESCUE",
    "/prompts",
    "/templates",
    "/templates?q=flaky",
    "/planner",
    "/wizard",
    "/settings",
    "/dashboard",
    "/pricing",
    "/profile",
    "/terms",
    "/privacy",
    "/refund",
    "/cookie-policy",
    "/reset-password",
    "/no-such-page",
  ];
  for (const theme of ["dark", "light"] as const) {
    it(`has no axe violations on any page in the ${theme} theme`, async () => {
      const { context, page } = await openPage({ theme });
      const { id } = await signUpThroughApi(page, `Axe ${theme}`);
      await startTrialThroughCheckout(page, id);
      const rescue = await startRescue(page, /^AI Hallucination/);
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path === "RESCUE" ? `/rescue/${rescue}` : path);
        await page.locator("main").first().waitFor();
        await page.waitForLoadState("networkidle");
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  d: Document,
                ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document);
          return result.violations.map(
            (v) =>
              `${v.impact} ${v.id} (${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(" "))
                .join(", ")})`,
          );
        });
        for (const v of violations) found.push(`${path}: ${v}`);
      }
      expect(found).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
