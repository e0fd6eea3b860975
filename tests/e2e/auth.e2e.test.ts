import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { answerCookieBanner, baseUrl, newPage, pageErrors, screenshot } from "./support/browser.js";

let n = 0;
const email = () => `e2e-auth-${Date.now()}-${++n}@example.test`;

async function register(page: Page, address: string, password = "a-long-unique-passphrase-42") {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Display name").fill("Ada Lovelace");
  await dialog.getByLabel("Email").fill(address);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm password").fill(password);
}

describe("accounts in the browser", () => {
  it("signs up, shows the avatar, signs out and signs back in", async () => {
    const page = await newPage();
    await answerCookieBanner(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("button", { name: /Sign up free with email/ }).click();
    const address = email();
    await register(page, address);
    await screenshot(page, "auth-register-1280", false);
    await page.getByRole("dialog").getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("button", { name: /Account menu for Ada Lovelace/ }).waitFor();
    await expect(page.getByRole("button", { name: /Account menu for/ }).innerText()).resolves.toBe("A");

    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();

    await page.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(address);
    await dialog.getByLabel("Password").fill("wrong-password-123");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain("The email or password is not correct.");
    await dialog.getByLabel("Password").fill("a-long-unique-passphrase-42");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: /Account menu for Ada Lovelace/ }).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("shows the registration rules in a red alert", async () => {
    const page = await newPage({ viewport: { width: 360, height: 780 } });
    await answerCookieBanner(page);
    await page.goto("/?action=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Sign in to Unstuck" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await dialog.getByRole("button", { name: "Create an account" }).click();
    await dialog.getByRole("button", { name: /Sign up free with email/ }).click();
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain(
      "Please fill in your display name, email and password.",
    );
    await register(page, email(), "short12");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain(
      "Password must be at least 8 characters long",
    );
    await dialog.getByLabel("Password", { exact: true }).fill("a-long-unique-passphrase-42");
    await dialog.getByLabel("Confirm password").fill("a-long-unique-passphrase-43");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toContain("Passwords do not match");
    await screenshot(page, "auth-register-errors-360", false);
    await page.context().close();
  });

  it("asks a signed-out visitor to sign in from Start Rescue, and answers reset requests the same for unknown emails", async () => {
    const page = await newPage();
    await answerCookieBanner(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Start Rescue" }).first().click();
    const dialog = page.getByRole("dialog");
    // A new visitor is offered an account first; signing in is one link away (decision 0281).
    await dialog.getByRole("heading", { name: "Create your account" }).waitFor();
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await dialog.getByRole("heading", { name: "Sign in to Unstuck" }).waitFor();
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await dialog.getByLabel("Email").fill("nobody-here@example.test");
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog.getByRole("status").innerText()).resolves.toContain(
      "If an account exists for nobody-here@example.test",
    );
    await page.context().close();
  });

  it("does not treat the user as signed in when registering the profile fails, and says so", async () => {
    const page = await newPage();
    await answerCookieBanner(page);
    const res = await page.request.post("/api/auth/sign-up/email", {
      data: { email: email(), password: "a-long-unique-passphrase-42", name: "Failing" },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(200);
    await page.route("**/api/register-user", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
        }),
      }),
    );
    await page.goto("/");
    await page.getByText("We could not load your account.").first().waitFor();
    await page.locator("header").getByRole("button", { name: "Sign In" }).waitFor();
    await page.context().close();
  });

  it("explains an invalid reset link", async () => {
    const page = await newPage();
    await answerCookieBanner(page);
    await page.goto("/reset-password?error=INVALID_TOKEN");
    await page.getByRole("heading", { name: "This reset link has expired" }).waitFor();
    await page.getByRole("button", { name: "Send a New Link" }).waitFor();
    await page.context().close();
  });
});
