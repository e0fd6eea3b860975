import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser.js";

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));

async function fresh(path = "/") {
  const page = await newPage();
  await page.goto(path);
  await banner(page).waitFor();
  return page;
}

describe("cookie banner", () => {
  it("Accept All stores every category and stays hidden after reload", async () => {
    const page = await fresh();
    await banner(page).getByRole("link", { name: "Privacy Policy" }).waitFor();
    await expect(banner(page).getByRole("link", { name: "Terms of Service" }).getAttribute("href")).resolves.toBe(
      "/terms",
    );
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await banner(page).waitFor({ state: "detached" });
    const value = await stored(page);
    expect(value.preferences).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(new Date(value.timestamp).toISOString()).toBe(value.timestamp);
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("Reject All keeps only necessary cookies, persisted across reload", async () => {
    const page = await fresh("/terms");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect((await stored(page)).preferences).toEqual({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("Customize saves the chosen toggles; necessary cannot be switched off; close returns to the short banner", async () => {
    const page = await fresh();
    await banner(page).getByRole("button", { name: "Customize" }).click();
    const necessary = banner(page).getByRole("switch", { name: /Necessary/ });
    await expect(necessary.isDisabled()).resolves.toBe(true);
    await expect(necessary.getAttribute("aria-checked")).resolves.toBe("true");
    await expect(
      banner(page)
        .getByRole("switch", { name: /Analytics/ })
        .getAttribute("aria-checked"),
    ).resolves.toBe("false");
    await expect(
      banner(page)
        .getByRole("switch", { name: /Marketing/ })
        .getAttribute("aria-checked"),
    ).resolves.toBe("false");
    await banner(page).getByRole("button", { name: "Back" }).click();
    await banner(page).getByRole("button", { name: "Accept All" }).waitFor();
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await banner(page)
      .getByRole("switch", { name: /Analytics/ })
      .click();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect((await stored(page)).preferences).toEqual({ necessary: true, analytics: true, marketing: false });
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("shows the banner again when the stored value is corrupt, without breaking the page", async () => {
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "{not json"));
    await page.goto("/");
    await banner(page).waitFor();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.body.innerText.length)).toBeGreaterThan(500);
    await page.context().close();
  });

  it("works by keyboard", async () => {
    const page = await fresh();
    await banner(page).getByRole("button", { name: "Reject All" }).focus();
    await page.keyboard.press("Enter");
    await banner(page).waitFor({ state: "detached" });
    expect((await stored(page)).preferences.analytics).toBe(false);
    await page.context().close();
  });
});
