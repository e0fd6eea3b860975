import { describe, expect, it } from "vitest";
import { newPage, pageErrors } from "./support/browser.js";

describe("the served app", () => {
  it("serves the SPA for client routes and a 404 screen for unknown paths", async () => {
    const page = await newPage();
    await page.goto("/this/does/not/exist");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("caches hashed assets for a year and the index not at all", async () => {
    const page = await newPage();
    const response = await page.goto("/");
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    // The prerendered landing page requests its chunks after the first paint, as modulepreload links.
    const script = await page.locator("link[rel=modulepreload]").first().getAttribute("href");
    const asset = await page.request.get(script!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await page.context().close();
  });
});
