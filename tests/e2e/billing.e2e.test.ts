import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import {
  answerCookieBanner,
  expectNoSeriousA11yViolations,
  newContext,
  openConsentedPage,
  pageErrors,
  screenshot,
  watchPageErrors,
} from "./support/browser.js";
import { docsScreenshot } from "./support/docs-screenshot.js";
import { signUpThroughApi, uniqueEmail } from "./support/users.js";

const generatorBody = {
  category: "repeated-failures",
  problemDescription: "The agent keeps re-applying the same fix to a failing test",
  programmingLanguage: "Python",
  aiTool: "Cursor",
};
const DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;

function openPage(width = 1280) {
  return openConsentedPage({ viewport: { width, height: 900 } });
}

/** The Pro gate as the server applies it: the generator call from the signed-in page. */
async function generatorStatus(page: Page, userId: string): Promise<number> {
  return page.evaluate(
    async (body) =>
      (
        await fetch("/api/generate-category-prompts", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { ...generatorBody, userId },
  );
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Ada Lovelace");
}

const toast = (page: Page, title: string) => page.locator("li", { hasText: title }).first();

describe("checkout redirects", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await openPage()));
  afterAll(() => context.close());

  it("sends a visitor without a plan home, and a signed-out visitor to sign in and back", async () => {
    await page.goto("/checkout");
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await page.goto("/checkout?plan=pro_monthly");
    await page.getByRole("dialog", { name: "Sign in to Unstuck" }).waitFor();
    // The dialog was opened by /?plan=pro_monthly&action=checkout, whose parameters are then cleared.
    await page.waitForURL((url) => url.pathname === "/" && !url.searchParams.has("action"));
  });

  it("sends a signed-in user with an unknown plan back to pricing with a message", async () => {
    await signUpThroughApi(page, "Redirect Tester");
    await page.goto("/checkout?plan=team");
    await page.waitForURL("**/pricing");
    await toast(page, "Unable to start checkout").waitFor();
    await page.getByRole("heading", { name: "Choose your plan" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("handles the / parameters of a return from payment and of a checkout after sign-in", async () => {
    await page.goto("/?upgrade=success");
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.search === "");
    await toast(page, "Payment Successful").waitFor();
    await page.goto("/?plan=pro_yearly&action=checkout");
    await page.waitForURL(/\/checkout\?plan=pro_yearly&session=cs_local_[^&]+$/);
    await page.getByRole("button", { name: "Pay $47.88" }).waitFor();
    await page.getByRole("link", { name: "Back to Pricing" }).click();
    await page.waitForURL("**/pricing");
  });
});

describe("a 3-day trial with the success card, then cancelled", () => {
  let context: BrowserContext;
  let page: Page;
  let userId = "";
  beforeAll(async () => {
    ({ context, page } = await openPage());
    ({ id: userId } = await signUpThroughApi(page, "Trial Tester"));
  });
  afterAll(() => context.close());

  it("is refused the generator before the trial", async () => {
    await page.goto("/profile");
    await page.getByText("No active subscription").waitFor();
    expect(await page.getByTestId("account-type").textContent()).toBe("Free");
    expect(await generatorStatus(page, userId)).toBe(403);
  });

  it("starts the trial from the profile through the test checkout", async () => {
    await page.getByRole("link", { name: "Start 3-Day Trial" }).click();
    await page.waitForURL(/\/checkout\?plan=pro_monthly&session=cs_local_[^&]+&trial=1$/);
    await page.getByRole("note", { name: "Test mode" }).waitFor();
    expect(await page.getByTestId("trial-terms").textContent()).toContain("3 days free, then $4.99/month.");
    for (const number of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0025 0000 3155"]) {
      await page.getByRole("button", { name: `Use card ${number}` }).waitFor();
    }
    await screenshot(page, "billing-checkout-trial");
    await page.getByRole("button", { name: "Use card 4242 4242 4242 4242" }).click();
    expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4242");
    await page.getByLabel("Name on card").fill("Ada Lovelace");
    await page.getByRole("button", { name: "Start 3-Day Free Trial" }).click();
    // /?trial=success confirms the trial, clears the query and opens the dashboard.
    await page.waitForURL("**/dashboard");
    await toast(page, "Trial Started").waitFor();
    const banner = page.getByTestId("trial-banner");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("3 days left");
    expect(await banner.getAttribute("data-level")).toBe("normal");
  });

  it("unlocks the generator on the server", async () => {
    expect(await generatorStatus(page, userId)).toBe(200);
  });

  it("shows the trial on the profile and settings", async () => {
    await page.goto("/profile");
    await page.getByText("Free Trial Active").waitFor();
    expect(await page.getByTestId("account-type").textContent()).toBe("Trial Active");
    expect(await page.getByTestId("trial-remaining").textContent()).toBe("3 days remaining");
    await screenshot(page, "billing-profile-trial");
    await page.goto("/settings");
    await page.getByTestId("settings-plan").waitFor();
    expect(await page.getByTestId("settings-plan").textContent()).toBe("Rescue Pro (3-day trial)");
    await page.getByRole("button", { name: "Cancel Subscription" }).waitFor();
  });

  it("cancels the trial on the profile, says access ends now and nothing is charged", async () => {
    await page.goto("/profile");
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByText(/Pro access ends now, when you confirm, and nothing is charged to your card, now or later\./)
      .waitFor();
    await dialog.getByRole("button", { name: "Yes, Cancel" }).click();
    await toast(page, "Subscription Canceled").waitFor();
    await page.getByText("No active subscription").waitFor();
    expect(await page.getByTestId("account-type").textContent()).toBe("Free");
    expect(await generatorStatus(page, userId)).toBe(403);
    // The trial is used: no second one, and the banner says it was canceled (not expired) and nothing was charged.
    await page.getByRole("link", { name: "Upgrade to Pro" }).waitFor();
    expect(await page.getByRole("link", { name: "Start 3-Day Trial" }).count()).toBe(0);
    await page.goto("/problems");
    await page.getByRole("heading", { name: "Trial canceled" }).waitFor();
    expect(await page.getByRole("heading", { name: "Trial expired" }).count()).toBe(0);
    await expect(page.getByTestId("trial-canceled-text").textContent()).resolves.toMatch(
      /You canceled your Pro trial on .+, and Pro access ended then\. Nothing was charged/,
    );
    await docsScreenshot(page, "trial-canceled-banner");
    await page.getByRole("link", { name: "Upgrade Now" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("a declined card", () => {
  let context: BrowserContext;
  let page: Page;
  let userId = "";
  beforeAll(async () => {
    ({ context, page } = await openPage(360));
    ({ id: userId } = await signUpThroughApi(page, "Declined Tester"));
  });
  afterAll(() => context.close());

  it("shows the card's message, stays on checkout and gives no access", async () => {
    await page.goto("/checkout?plan=pro_yearly");
    await page.waitForURL(/session=cs_local_/);
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $47.88" }).click();
    await page.getByTestId("payment-error").waitFor();
    expect(await page.getByTestId("payment-error").textContent()).toBe("Your card was declined.");
    await toast(page, "Payment Failed").waitFor();
    await screenshot(page, "billing-checkout-declined-360", false);

    // A 3-D Secure card shows the challenge step; failing it declines the card.
    await fillCard(page, "4000 0025 0000 3155");
    await page.getByRole("button", { name: "Pay $47.88" }).click();
    const challenge = page.getByRole("dialog", { name: "3-D Secure authentication" });
    await challenge.getByText("confirm this payment of $47.88").waitFor();
    await docsScreenshot(page, "checkout-3d-secure-challenge");
    await challenge.getByRole("button", { name: "Fail Authentication" }).click();
    await page
      .getByText("Payment method authentication failed. Please try a different payment method.", { exact: true })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/checkout");

    const status = await page.evaluate(
      async (uid) => (await fetch(`/api/subscription-status/${uid}`, { credentials: "include" })).json(),
      userId,
    );
    expect(status).toMatchObject({ isPro: false, tier: "free" });
    expect(await generatorStatus(page, userId)).toBe(403);
    expect(pageErrors(page)).toEqual([]);
  });

  it("pays with a 3-D Secure card once the challenge is completed", async () => {
    await page.getByRole("button", { name: "Pay $47.88" }).click();
    const challenge = page.getByRole("dialog", { name: "3-D Secure authentication" });
    await challenge.getByRole("button", { name: "Complete Authentication" }).click();
    // The dashboard takes `?payment=success` off its address as soon as it has shown the toast, so the test
    // waits for what stays: the dashboard's bare address and the toast, not the passing query.
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.search === "");
    const welcome = toast(page, "Payment Successful");
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain("Welcome to Rescue Pro (Yearly)!");
    expect(await generatorStatus(page, userId)).toBe(200);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("Pro monthly: buy, cancel, keep access, reactivate", () => {
  let context: BrowserContext;
  let page: Page;
  let userId = "";
  beforeAll(async () => {
    ({ context, page } = await openPage());
    ({ id: userId } = await signUpThroughApi(page, "Monthly Tester"));
  });
  afterAll(() => context.close());

  it("buys monthly from the pricing page", async () => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Skip the trial and subscribe now" }).click();
    await page.waitForURL(/\/checkout\?plan=pro_monthly&session=cs_local_[^&]+$/);
    await page.getByRole("note", { name: "Test mode" }).waitFor();
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $4.99" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.search === "");
    const welcome = toast(page, "Payment Successful");
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain("Welcome to Rescue Pro (Monthly)!");
    expect(await generatorStatus(page, userId)).toBe(200);
    // A paid plan has no trial banner.
    expect(await page.getByTestId("trial-banner").count()).toBe(0);
  });

  it("marks the current plan on pricing", async () => {
    await page.goto("/pricing");
    const monthly = page.getByRole("article", { name: "Rescue Pro monthly" });
    await monthly.getByText("Current plan", { exact: true }).waitFor();
    await monthly.getByRole("button", { name: "Current Plan" }).waitFor();
    await page.getByRole("button", { name: "Yearly" }).click();
    await page.getByTestId("price-pro_yearly").waitFor();
    expect(await page.getByTestId("price-pro_yearly").textContent()).toBe("$47.88");
  });

  it("shows Pro on the profile with its next billing date", async () => {
    await page.goto("/profile");
    await page.getByText("Next Billing:", { exact: true }).waitFor();
    expect(await page.getByTestId("account-type").textContent()).toBe("Pro Active");
    expect(await page.getByTestId("plan-price").textContent()).toBe("$4.99/month");
    expect(await page.getByTestId("period-date").textContent()).toMatch(DATE);
    await screenshot(page, "billing-profile-pro");
  });

  it("cancels and keeps Pro until the period end", async () => {
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByText(
        "Are you sure you want to cancel your subscription? You'll retain access until the end of your current billing period.",
      )
      .waitFor();
    await dialog.getByRole("button", { name: "Keep Subscription" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, Cancel" }).click();
    await toast(page, "Subscription Canceled").waitFor();
    await page.getByText("Access Until:", { exact: true }).waitFor();
    await page.getByRole("region", { name: "Subscription Canceled" }).waitFor();
    expect(await page.getByTestId("account-type").textContent()).toBe("Canceled");
    expect(await page.getByTestId("period-date").textContent()).toMatch(DATE);
    expect(await page.getByRole("button", { name: "Cancel Subscription" }).count()).toBe(0);
    expect(await generatorStatus(page, userId)).toBe(200);
    await screenshot(page, "billing-profile-canceled");
  });

  it("reactivates and bills again", async () => {
    await page.getByRole("button", { name: "Reactivate Subscription" }).click();
    await toast(page, "Subscription Reactivated").waitFor();
    await page.getByText("Next Billing:", { exact: true }).waitFor();
    expect(await page.getByTestId("account-type").textContent()).toBe("Pro Active");
    await page.goto("/settings");
    await page.getByText("Renews on").waitFor();
    await screenshot(page, "billing-settings-pro");
    // Settings cancels too, with its own toast ('Subscription Information').
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, Cancel" }).click();
    await toast(page, "Subscription Information").waitFor();
    await page.getByText("Access until", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Cancel Subscription" }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("the trial sign-up dialog", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await openPage(360)));
  afterAll(() => context.close());

  it("creates the account, then its payment step opens the trial checkout and returns to the generator", async () => {
    await page.goto("/?signup=prompts");
    await page.getByRole("button", { name: /Start a 3-day Pro trial/ }).click();
    await page.getByLabel("Display name").fill("Dialog Tester");
    await page.getByLabel("Email").fill(uniqueEmail("trial-dialog"));
    await page.getByLabel("Password", { exact: true }).fill("a-long-unique-passphrase-42");
    await page.getByLabel("Confirm password").fill("a-long-unique-passphrase-42");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByText("Your account is ready.").waitFor();
    await page.getByRole("button", { name: "Add Payment Method" }).click();
    await page.waitForURL(/\/checkout\?plan=pro_monthly&session=cs_local_[^&]+&trial=1$/);
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Start 3-Day Free Trial" }).click();
    // The trial was started for the generator, so the return opens it.
    await page.waitForURL((url) => url.pathname === "/prompts" && url.search === "");
    await page.getByTestId("trial-banner").waitFor();
    await screenshot(page, "billing-trial-banner-360", false);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("billing screens for assistive technology", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext({ bypassCSP: true });
    await answerCookieBanner(context);
    page = watchPageErrors(await context.newPage());
    await signUpThroughApi(page, "A11y Tester");
  });
  afterAll(() => context.close());

  it("has no serious axe violations on pricing, checkout, profile and settings", async () => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Start 3-Day Free Trial" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/checkout?plan=pro_monthly&trial=1");
    await page.getByRole("note", { name: "Test mode" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/profile");
    await page.getByText("No active subscription").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/settings");
    await page.getByTestId("settings-plan").waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

describe("two tabs opening checkout at once", () => {
  let context: BrowserContext;
  let first: Page;
  beforeAll(async () => {
    ({ context, page: first } = await openPage());
    await signUpThroughApi(first, "Two Tabs");
  });
  afterAll(() => context.close());

  it("share one checkout, and a paid user is told Pro is already live", async () => {
    const second = await context.newPage();
    watchPageErrors(second);
    await Promise.all([first.goto("/checkout?plan=pro_monthly"), second.goto("/checkout?plan=pro_monthly")]);
    const sessionOf = async (page: Page) => {
      await page.waitForURL(/\/checkout\?plan=pro_monthly&session=cs_local_[^&]+$/);
      return new URL(page.url()).searchParams.get("session");
    };
    const [firstSession, secondSession] = await Promise.all([sessionOf(first), sessionOf(second)]);
    expect(secondSession).toBe(firstSession);

    await fillCard(first, "4242 4242 4242 4242");
    await first.getByRole("button", { name: "Pay $4.99" }).click();
    await first.waitForURL("**/dashboard");

    await second.goto("/checkout?plan=pro_yearly");
    await second.waitForURL("**/pricing");
    await toast(second, "Unable to start checkout").waitFor();
    expect(await toast(second, "Unable to start checkout").textContent()).toMatch(/already have Rescue Pro/);

    // One subscription and nothing refunded: a second payment would have been cancelled and refunded.
    const history = await second.evaluate(async () => {
      const session = await (await fetch("/api/auth/get-session", { credentials: "include" })).json();
      const res = await fetch(`/api/billing-history/${session.user.id}`, { credentials: "include" });
      return { status: res.status, body: (await res.json()) as { entries: unknown[] } };
    });
    expect(history.status).toBe(200);
    expect(history.body.entries).toEqual([]);
    expect(pageErrors(first)).toEqual([]);
    expect(pageErrors(second)).toEqual([]);
  }, 120_000);
});
