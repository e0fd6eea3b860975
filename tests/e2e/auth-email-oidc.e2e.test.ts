import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { answerCookieBanner, baseUrl, newPage } from "./support/browser.js";
import { docsScreenshot } from "./support/docs-screenshot.js";
import { OIDC_USER } from "./support/oidc-provider.js";

let n = 0;
const email = (kind: string) => `e2e-${kind}-${Date.now()}-${++n}@example.test`;

async function linkSentTo(address: string, after: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const messages = (await (await fetch(inject("mailUrl"))).json()) as { to: string; text: string }[];
    const mail = messages.slice(after).find((m) => m.to === address);
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email reached ${address}`);
}
const mailCount = async () => ((await (await fetch(inject("mailUrl"))).json()) as unknown[]).length;

async function open(): Promise<Page> {
  const page = await newPage();
  await answerCookieBanner(page);
  return page;
}

describe("emailed links and single sign-on", () => {
  it("resets the password from the emailed link and signs in with the new one", async () => {
    const page = await open();
    const address = email("reset");
    const res = await page.request.post("/api/auth/sign-up/email", {
      data: { email: address, password: "the-old-passphrase-1", name: "Reset Me" },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(200);
    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseUrl() } });
    const before = await mailCount();
    await page.goto("/?action=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await dialog.getByLabel("Email").fill(address);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog.getByRole("status").waitFor();
    const link = await linkSentTo(address, before);
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("the-new-passphrase-2");
    await page.getByLabel("Confirm new password").fill("the-new-passphrase-2");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.getByText("Your password was changed").waitFor();
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await dialog.getByLabel("Email").fill(address);
    await dialog.getByLabel("Password").fill("the-new-passphrase-2");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Account menu for Reset Me" }).waitFor();

    // The used link explains itself and sends a new one to the same address in one click (decision 0200).
    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseUrl() } });
    const beforeAgain = await mailCount();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(link);
    await page.getByRole("heading", { name: "This reset link has expired" }).waitFor();
    // A long address wraps inside its button; the page does not scroll sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByText("This one was used already or is too old.").waitFor();
    await docsScreenshot(page, "reset-link-expired-360");
    await page.getByRole("button", { name: `Send a New Link to ${address}` }).click();
    await page.getByTestId("new-reset-link-sent").waitFor();
    const fresh = await linkSentTo(address, beforeAgain);
    expect(fresh).not.toBe(link);
    await page.goto(fresh);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).waitFor();
    await page.context().close();
  });

  it("signs in with an emailed one-time link", async () => {
    const page = await open();
    const address = email("magic");
    await page.request.post("/api/auth/sign-up/email", {
      data: { email: address, password: "a-long-unique-passphrase-42", name: "Magic Mia" },
      headers: { origin: baseUrl() },
    });
    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseUrl() } });
    const before = await mailCount();
    await page.goto("/?action=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(address);
    await dialog.getByRole("button", { name: "Email Me a Sign-in Link" }).click();
    await dialog.getByText("a one-time link is on its way").waitFor();
    const link = await linkSentTo(address, before);
    await page.goto(link);
    await page.getByRole("button", { name: "Account menu for Magic Mia" }).waitFor();
    await page.context().close();
  });

  it("signs up with an emailed link for a new address and lands on the first-run screen", async () => {
    const page = await open();
    const address = email("magic-new");
    const before = await mailCount();
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(address);
    await dialog.getByRole("button", { name: "Email Me a Sign-in Link" }).click();
    await dialog.getByText("a one-time link is on its way").waitFor();
    await page.goto(await linkSentTo(address, before));
    await page.waitForURL((url) => url.pathname === "/welcome");
    await page.getByRole("heading", { name: /^Welcome.*What is your assistant doing\?$/ }).waitFor();

    // A returning user's next link goes back where the dialog was opened, not to the first-run screen.
    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseUrl() } });
    const again = await mailCount();
    await page.goto("/templates");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await dialog.getByLabel("Email").fill(address);
    await dialog.getByRole("button", { name: "Email Me a Sign-in Link" }).click();
    await dialog.getByText("a one-time link is on its way").waitFor();
    await page.goto(await linkSentTo(address, again));
    await page.getByRole("button", { name: /^Account menu for/ }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe("/welcome");
    await page.context().close();
  });

  // The provider signs in one fixed user, so the first sign-in of the run creates the account.
  it("signs up through the configured OpenID Connect provider onto the first-run screen, once", async () => {
    const page = await open();
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign Up" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Continue with Test SSO" }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === "/welcome", { timeout: 20_000 });
    const firstName = OIDC_USER.name.split(" ")[0]!;
    await page.getByRole("heading", { name: `Welcome, ${firstName}. What is your assistant doing?` }).waitFor();
    await page.getByRole("button", { name: `Account menu for ${OIDC_USER.name}` }).waitFor();

    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseUrl() } });
    await page.goto("/?action=login");
    await dialog.getByRole("button", { name: "Continue with Test SSO" }).click();
    await page.getByRole("button", { name: `Account menu for ${OIDC_USER.name}` }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(baseUrl());
    expect(new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });
});
