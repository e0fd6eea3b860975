import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { templateCategories } from "../../src/shared/content/templates.js";
import { fillSlots } from "../../src/shared/domain/placeholders.js";
import { startTrialThroughCheckout } from "./support/billing.js";
import { expectNoSeriousA11yViolations, openConsentedPage, pageErrors, screenshot } from "./support/browser.js";
import { signUpThroughApi } from "./support/users.js";

function openPage() {
  return openConsentedPage({ permissions: ["clipboard-read", "clipboard-write"], bypassCSP: true });
}

async function screenshotBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe("the template library, signed out", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage());
  });
  afterAll(async () => {
    await context.close();
  });

  it("shows the categories, fills a template's slots and copies the filled text", async () => {
    await page.goto("/templates");
    await page.getByRole("heading", { level: 1, name: "AI Coding Agent Templates" }).waitFor();
    const cards = page.getByRole("list", { name: "Template categories" }).getByRole("link");
    await expect(cards.count()).resolves.toBe(13);
    const debugging = templateCategories[0]!;
    await expect(cards.first().textContent()).resolves.toContain(`${debugging.prompts.length} templates`);
    await expect(cards.first().textContent()).resolves.toContain(debugging.category);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "templates-grid");

    await page.getByRole("link", { name: new RegExp(debugging.title) }).click();
    await page.waitForURL(/\/templates\?category=ai-debugging$/);
    await page.getByRole("link", { name: "Back to Categories" }).waitFor();
    // Focus follows into the category, so keyboard and screen-reader users land on its heading.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(debugging.title);
    await expect(page.getByTestId("template-card").count()).resolves.toBe(debugging.prompts.length);

    const template = debugging.prompts[0]!;
    // Found by name: templates are ordered by how often they got users unstuck, which other journeys can change.
    const card = page.getByTestId("template-card").filter({ hasText: template.name });
    await card.getByLabel("Language, framework and versions").fill("Node 22, Express 5");
    await card.getByLabel("Test command").fill("npm test -- auth");
    await card
      .getByLabel("Full stack trace")
      .fill("TypeError: Cannot read properties of undefined (reading 'id')\n    at getUser (src/users.ts:14:9)");
    await card.getByText(/slots are still open and will be copied as written: \[reproduction steps\]/).waitFor();

    await card.getByRole("button", { name: `Copy ${template.name}`, exact: true }).click();
    await page.getByText("Copied to clipboard", { exact: true }).first().waitFor();
    await card.getByRole("button", { name: `Copied! ${template.name}`, exact: true }).waitFor();
    const expected = fillSlots(template.text, {
      "language, framework and versions": "Node 22, Express 5",
      "test command": "npm test -- auth",
      "full stack trace":
        "TypeError: Cannot read properties of undefined (reading 'id')\n    at getUser (src/users.ts:14:9)",
    });
    expect(await clipboard(page)).toBe(expected);
    expect(expected).toContain("run npm test -- auth");
    expect(expected).toContain("[reproduction steps]");
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "templates-category-filled");

    // The filled example sits beside the template; it fills every slot and leaves what is copied alone.
    await card.getByRole("button", { name: "See a filled example" }).click();
    const example = card.getByLabel(`${template.name}, filled example`);
    await expect(example.textContent()).resolves.toBe(fillSlots(template.text, template.example ?? {}));
    await expect(example.textContent()).resolves.not.toMatch(/\[[^\]]*\]/);
    await expectNoSeriousA11yViolations(page);
    await page.getByText("Copied to clipboard", { exact: true }).first().waitFor({ state: "hidden", timeout: 10_000 });
    for (const [width, height] of [
      [360, 800],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await card.screenshot({
        path: resolve(import.meta.dirname, `../../test-results/screenshots/templates-example-${width}.png`),
      });
    }
    await card.getByRole("button", { name: "Your text" }).click();
    await card.getByLabel(`${template.name}, text to copy`).waitFor();

    // Refresh keeps the category and what was typed; back returns to the grid.
    await page.reload();
    await card.getByLabel("Test command").waitFor();
    await expect(card.getByLabel("Test command").inputValue()).resolves.toBe("npm test -- auth");
    await page.goBack();
    await page.waitForURL(/\/templates$/);
    await page.getByRole("list", { name: "Template categories" }).waitFor();
  });

  it("searches across every template and shows an empty state", async () => {
    await page.goto("/templates");
    const search = page.getByRole("searchbox", { name: "Search all templates" });
    await search.fill("flaky");
    await page.getByRole("heading", { name: /templates? match(es)? “flaky”/ }).waitFor();
    await page.getByRole("heading", { name: "Fix a flaky test for good" }).waitFor();
    await search.fill("kubernetes helm zzqx");
    await page.getByText("No templates match “kubernetes helm zzqx”").waitFor();
    await screenshotBoth(page, "templates-search-empty");
    await page.getByRole("button", { name: "Clear search" }).first().click();
    await page.getByRole("list", { name: "Template categories" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("the custom prompt generator", () => {
  it("shows signed-out visitors the sign-up variant of the locked page", async () => {
    const { context, page } = await openPage();
    await page.goto("/prompts");
    const signUp = page.getByRole("link", { name: "Sign Up & Start Free Trial" });
    await signUp.waitFor();
    await expect(signUp.getAttribute("href")).resolves.toBe("/?signup=prompts");
    await expect(page.getByRole("button", { name: "Generate Prompts" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("shows a free user the trial offer and the upgrade link", async () => {
    const { context, page } = await openPage();
    await signUpThroughApi(page, "Free Generator");
    await page.goto("/problems");
    await expect(page.getByRole("link", { name: /AI Prompt Generator/ }).getAttribute("href")).resolves.toBe(
      "/prompts",
    );
    await expect(page.getByRole("link", { name: /Ready-to-Use Templates/ }).getAttribute("href")).resolves.toBe(
      "/templates",
    );
    await page.getByRole("link", { name: /AI Prompt Generator/ }).click();
    await page.waitForURL(/\/prompts$/);
    await page.getByRole("button", { name: "Start 3-Day Free Trial" }).waitFor();
    await expect(page.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).resolves.toBe(
      "/checkout?plan=pro_monthly",
    );
    await expect(page.getByRole("button", { name: "Generate Prompts" }).count()).resolves.toBe(0);
    await screenshotBoth(page, "generator-locked");
    await context.close();
  });

  it("lets a trial user generate prompts for the other category from a custom description", async () => {
    const { context, page } = await openPage();
    const user = await signUpThroughApi(page, "Trial Generator");
    await startTrialThroughCheckout(page, user.id);
    await page.goto("/prompts");
    const generate = page.getByRole("button", { name: "Generate Prompts" });
    await generate.waitFor();
    await page.getByText("Available in Trial").waitFor();
    await expect(page.getByRole("link", { name: "Back to Problems" }).getAttribute("href")).resolves.toBe("/problems");
    await page.getByTestId("generator-empty").waitFor();
    await expect(generate.isDisabled()).resolves.toBe(true);

    // A description without a category: the spec's message.
    await page.getByLabel(/Problem description/).fill("The agent keeps renaming env vars");
    await generate.click();
    await page.getByText("Please select a problem category first.").first().waitFor();

    const other = page.getByRole("radio", { name: /^Other/ });
    await page.locator("label", { has: other }).click();
    await expect(other.isChecked()).resolves.toBe(true);
    const custom = page.getByLabel(/Describe your specific problem/);
    await expect(generate.isDisabled()).resolves.toBe(true);
    await custom.fill("   ");
    await generate.click();
    await page.getByText("Please describe your specific problem when using 'Other' category.").first().waitFor();

    await custom.fill("The Vite preview deploy shows a blank page since the agent renamed VITE_API_URL");
    await page.getByLabel(/^Language/).click();
    await page.getByRole("option", { name: "JavaScript/TypeScript" }).click();
    await page.getByLabel(/^AI tool/).click();
    await page.getByRole("option", { name: "Claude Code" }).click();
    await page.getByLabel(/Error messages/).fill("Uncaught ReferenceError: process is not defined");
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "generator-form");

    await generate.click();
    await page.getByText("Generated 3 specialized prompts for Other.").first().waitFor();
    await page.getByText("Category-Specific Prompts Generated").first().waitFor();
    const results = page.getByTestId(/^generated-prompt-\d$/);
    await expect(results.count()).resolves.toBe(3);
    for (let i = 1; i <= 3; i++) {
      const text = (await page.getByLabel(`Prompt ${i} text`).textContent()) ?? "";
      expect(text).toContain("blank page");
      expect(text).toContain("process is not defined");
    }
    await expect(page.getByTestId("difficulty").first().textContent()).resolves.toMatch(
      /beginner|intermediate|advanced/,
    );
    await expect(page.getByRole("heading", { name: /Problem Analysis/ }).count()).resolves.toBe(1);

    await page.getByRole("button", { name: "Copy prompt 2" }).click();
    await page.getByText("Prompt has been copied to your clipboard.").first().waitFor();
    await page.getByRole("button", { name: "Copied! prompt 2" }).waitFor();
    expect(await clipboard(page)).toBe(await page.getByLabel("Prompt 2 text").textContent());
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "generator-results");

    // Leaving for another page and coming back keeps the form and the prompts for this tab.
    const firstPrompt = await page.getByLabel("Prompt 1 text").textContent();
    await page.getByRole("link", { name: "Back to Problems" }).click();
    await page.waitForURL(/\/problems$/);
    await page.goBack();
    await page.getByLabel("Prompt 1 text").waitFor();
    await expect(page.getByLabel("Prompt 1 text").textContent()).resolves.toBe(firstPrompt);
    await expect(page.getByLabel(/Describe your specific problem/).inputValue()).resolves.toContain("VITE_API_URL");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
