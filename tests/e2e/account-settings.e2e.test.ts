import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { answerCookieBanner, baseUrl, newPage, screenshot } from "./support/browser.js";

let n = 0;
async function signedInPage(width = 1280): Promise<{ page: Page; email: string }> {
  const page = await newPage({ viewport: { width, height: 900 } });
  await answerCookieBanner(page);
  const email = `e2e-settings-${Date.now()}-${++n}@example.test`;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "a-long-unique-passphrase-42", name: "Grace" },
    headers: { origin: baseUrl() },
  });
  expect(res.status()).toBe(200);
  return { page, email };
}

describe("profile and settings", () => {
  it("asks a signed-out visitor to sign in on /profile", async () => {
    const page = await newPage();
    await page.goto("/profile");
    await page.getByText("Please sign in to view your profile.").waitFor();
    await page.context().close();
  });

  it("shows the account information with a Free badge", async () => {
    const { page, email } = await signedInPage(360);
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Profile & Subscription" }).waitFor();
    await page.getByText("Manage your account and subscription settings").waitFor();
    await expect(page.locator("main").innerText()).resolves.toContain(email);
    await expect(page.getByTestId("account-type").innerText()).resolves.toBe("Free");
    await screenshot(page, "profile-360", false);
    await page.context().close();
  });

  it("edits the display name with a read-only email, changes the password, and deletes the account", async () => {
    const { page, email } = await signedInPage();
    await page.goto("/settings");
    await expect(page.getByLabel("Email").getAttribute("readonly")).resolves.not.toBeNull();
    await page.getByLabel("Display name").fill("Grace Hopper");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await page.getByRole("button", { name: "Account menu for Grace Hopper" }).waitFor();

    await page.getByLabel("Current password").fill("wrong-current-password");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-passphrase-7");
    await page.getByLabel("Confirm new password").fill("a-brand-new-passphrase-7");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Your current password is not correct.").waitFor();
    await page.getByLabel("Current password").fill("a-long-unique-passphrase-42");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password Changed").first().waitFor();
    await screenshot(page, "settings-1280", true);

    const deleteButton = page.getByRole("button", { name: "Delete My Account" });
    await expect(deleteButton.isDisabled()).resolves.toBe(true);
    await page.getByLabel(`Type ${email} to confirm`).fill(email);
    await deleteButton.click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator("header").getByRole("button", { name: "Sign In" }).waitFor();
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: "a-brand-new-passphrase-7" },
      headers: { origin: baseUrl() },
    });
    expect(signIn.status()).toBe(401);
    await page.context().close();
  });
});
