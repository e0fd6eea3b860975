import { describe, expect, it } from "vitest";
import { renderPage } from "./prerender";

describe("renderPage", () => {
  it("renders the landing page complete, with no inline script for the CSP to refuse", async () => {
    const html = await renderPage("/");
    expect(html).toContain('<main id="main">');
    expect(html).toContain('id="hero-title"');
    expect(html).not.toContain("<script");
    // The screen was loaded before rendering: no loading fallback is left in the page.
    expect(html).not.toContain('role="status"');
    // The measured figures are filled in by the boot script (decision 0275); no figure is in the page itself.
    expect(html).toMatch(/data-outcome-figures="">[^<]*<p[^>]*>Loading measured outcomes/);
    expect(html).not.toMatch(/94%|500\+|4\.9\/5/);
  });

  it("carries what the page shows before its app has loaded: the sign-in buttons and the cookie banner", async () => {
    const html = await renderPage("/");
    // Shown by CSS once the boot script knows the visitor is signed out / has no stored choice (decision 0230).
    expect(html).toMatch(/<div class="contents" data-session-pending="true"><button[^>]*>Sign In<\/button>/);
    expect(html).toMatch(/<section role="region" aria-label="Cookie consent" data-consent-pending="true"/);
  });

  it("renders a legal page under the same header and footer", async () => {
    const html = await renderPage("/terms");
    expect(html).toMatch(/<h1[^>]*>[^<]*Terms/);
    expect(html).toContain("<footer");
    expect(html).not.toContain("<script");
  });
});
