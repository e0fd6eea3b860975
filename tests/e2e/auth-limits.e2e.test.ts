import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCookieBanner, newContext, newPage, pageErrors, screenshot, watchPageErrors } from "./support/browser.js";
import { type ServerProcess, startServer } from "./support/server-process.js";
import { uniqueEmail } from "./support/users.js";

// A server of its own with the auth rate limits on (the run's shared server has them off).
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "unstuck-e2e-limits-"));
  server = await startServer({ dataDir, env: { AUTH_RATE_LIMIT: "true" } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a rate-limited browser", () => {
  it("backs off instead of storming get-session, and says so once in plain words", async () => {
    const context = await newContext({ baseURL: server.base });
    await answerCookieBanner(context);
    const page = watchPageErrors(await context.newPage());
    let sessionCalls = 0;
    // Whatever limits the client (this server does not limit reading the session; a proxy in front may),
    // a 429 on get-session must not turn into a storm of retries.
    await page.route("**/api/auth/get-session", (route) => {
      sessionCalls += 1;
      return route.fulfill({
        status: 429,
        headers: { "content-type": "application/json", "retry-after": "20" },
        body: JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many attempts." } }),
      });
    });
    await page.goto("/wizard");
    await page
      .getByText(/too many requests from your connection/)
      .first()
      .waitFor();
    // Ten seconds of a limited page: the first call, and nothing more until the Retry-After has passed.
    await page.waitForTimeout(10_000);
    expect(sessionCalls).toBeLessThanOrEqual(2);
    await expect(page.getByText("Checking your plan…").count()).resolves.toBe(0);
    await expect(page.getByText(/429/).count()).resolves.toBe(0);
    await expect(page.getByText(/too many requests from your connection/).count()).resolves.toBeLessThanOrEqual(2);
    await screenshot(page, "auth-rate-limited-page", false);
    // Moving around while limited asks nothing more either.
    await page.getByRole("link", { name: "Planner" }).first().click();
    await page.getByRole("link", { name: "Rescue" }).first().click();
    await page.waitForTimeout(2_000);
    expect(sessionCalls).toBeLessThanOrEqual(2);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it("shows the server's wait after too many wrong passwords, and does not resend until it passes", async () => {
    const context = await newContext({ baseURL: server.base });
    await answerCookieBanner(context);
    const page = watchPageErrors(await context.newPage());
    const setup = await newPage({ baseURL: server.base });
    const res = await setup.request.post(`${server.base}/api/auth/sign-up/email`, {
      data: { email: uniqueEmail("limited"), password: "a-long-unique-passphrase-42", name: "Limited" },
      headers: { origin: server.base },
    });
    const email = ((await res.json()) as { user: { email: string } }).user.email;
    await setup.context().close();

    let signInCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/sign-in/email")) signInCalls += 1;
    });
    await page.goto("/?action=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    for (let i = 0; i < 5; i++) {
      await dialog.getByLabel("Password").fill(`wrong-password-${i}-x`);
      await dialog.getByRole("button", { name: "Sign In" }).click();
      await expect(dialog.getByRole("alert").innerText()).resolves.toContain("The email or password is not correct.");
      await dialog.getByRole("button", { name: "Sign In" }).isEnabled();
    }
    await dialog.getByLabel("Password").fill("wrong-password-6-x");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.getByText(/Too many attempts\. Please wait \d+ seconds and try again\./).waitFor();
    expect(signInCalls).toBe(6);
    await screenshot(page, "auth-sign-in-rate-limited", false);
    // Clicking again while the wait holds answers in the browser, without asking the server.
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.getByText(/Too many attempts\. Please wait \d+ seconds and try again\./).waitFor();
    expect(signInCalls).toBe(6);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("the rules the forms show before submitting", () => {
  it("shows why a password or a name is refused, in the sign-up form, the reset form and the profile", async () => {
    const page = await newPage({ viewport: { width: 360, height: 780 }, baseURL: server.base });
    await answerCookieBanner(page);
    let signUps = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/sign-up/email")) signUps += 1;
    });
    await page.goto("/?action=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Create an account" }).click();
    await dialog.getByRole("button", { name: /Sign up free with email/ }).click();
    const fill = async (name: string, address: string, password: string) => {
      await dialog.getByLabel("Display name").fill(name);
      await dialog.getByLabel("Email").fill(address);
      await dialog.getByLabel("Password", { exact: true }).fill(password);
      await dialog.getByLabel("Confirm password").fill(password);
      await dialog.getByRole("button", { name: "Create Account" }).click();
    };
    await fill("Grace", "grace.hopper@example.test", "password1");
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain("one of the 10,000 most common passwords");
    await screenshot(page, "auth-signup-common-password-360", false);
    await fill("Grace", "grace.hopper@example.test", "        ");
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain("one character repeated");
    await fill("Grace", "grace.hopper@example.test", "Grace.Hopper-1906");
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain("first part of your email address");
    await fill("G".repeat(81), "grace.hopper@example.test", "a-long-unique-passphrase-42");
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain("at most 80 characters");
    expect(signUps).toBe(0);

    await page.goto("/reset-password?token=some-token");
    await page.getByLabel("New password", { exact: true }).fill("qwertyuiop");
    await page.getByLabel("Confirm new password").fill("qwertyuiop");
    await page.locator("form").getByRole("button").click();
    await expect(page.getByRole("alert").innerText()).resolves.toContain("one of the 10,000 most common passwords");
    await screenshot(page, "auth-reset-common-password-360", false);

    const signUp = await page.request.post(`${server.base}/api/auth/sign-up/email`, {
      data: { email: uniqueEmail("grace"), password: "a-long-unique-passphrase-42", name: "Grace" },
      headers: { origin: server.base },
    });
    expect(signUp.status()).toBe(200);
    await page.goto("/settings");
    await page.getByLabel("Display name").fill("N".repeat(81));
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("The display name can be at most 80 characters.").count()).resolves.toBe(1);
    await screenshot(page, "settings-name-too-long-360", false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
