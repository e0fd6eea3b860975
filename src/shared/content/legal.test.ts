import { describe, expect, it } from "vitest";
import type { LegalDocument } from "./legal.js";
import { cookieBannerCopy } from "./cookie-banner.js";
import {
  cookiePolicy,
  getLegalDocument,
  isLegalSlug,
  lastUpdatedLabel,
  legalDocuments,
  privacyPolicy,
  refundPolicy,
  termsOfService,
} from "./legal.js";

function fullText(doc: LegalDocument): string {
  return [
    doc.title,
    doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
  ].join("\n");
}

describe("legalDocuments", () => {
  it("has the four pages with their routes", () => {
    expect(legalDocuments.map((d) => [d.slug, d.path])).toEqual([
      ["terms", "/terms"],
      ["privacy", "/privacy"],
      ["refund", "/refund"],
      ["cookie-policy", "/cookie-policy"],
    ]);
  });

  it("finds documents by slug", () => {
    expect(getLegalDocument("refund")).toBe(refundPolicy);
    expect(getLegalDocument("cookie-policy")).toBe(cookiePolicy);
    expect(getLegalDocument("imprint")).toBeUndefined();
    expect(isLegalSlug("privacy")).toBe(true);
    expect(isLegalSlug("cookies")).toBe(false);
  });

  it("has substantial, non-empty sections", () => {
    for (const doc of legalDocuments) {
      expect(doc.sections.length).toBeGreaterThanOrEqual(8);
      for (const s of doc.sections) {
        expect(s.heading.length).toBeGreaterThan(3);
        expect(s.paragraphs.length + (s.bullets?.length ?? 0)).toBeGreaterThan(0);
        for (const text of [...s.paragraphs, ...(s.bullets ?? [])]) expect(text.trim().length).toBeGreaterThan(10);
      }
    }
  });
});

describe("last updated", () => {
  const today = new Date(2025, 4, 7, 12);

  it("shows today's date on Terms, Privacy and Refund", () => {
    for (const doc of [termsOfService, privacyPolicy, refundPolicy]) {
      expect(doc.lastUpdated).toBe("today");
      expect(lastUpdatedLabel(doc, today)).toBe("Last updated: May 7, 2025");
    }
  });

  it("shows January 2025 on the Cookie Policy", () => {
    expect(lastUpdatedLabel(cookiePolicy, today)).toBe("Last updated: January 2025");
  });
});

describe("Terms of Service", () => {
  const text = fullText(termsOfService);

  it("contains every key term", () => {
    expect(text).toContain("3 rescues per month");
    expect(text).toContain("within 30 days of your first purchase");
    expect(text).toContain("5-7 business days");
    expect(text).toContain("within 24 hours");
    expect(text).toContain("auto-renew");
    expect(text).toMatch(/Cancellation takes effect at the end of the current billing period/);
    expect(text).toContain("3-day free trial");
    expect(text).toMatch(/payment card is required/);
    expect(text).toMatch(/converts automatically to a paid/);
    expect(text).toContain("$4.99 per month");
    expect(text).toContain("$47.88 per year");
  });
});

describe("Refund Policy", () => {
  const text = fullText(refundPolicy);

  it("contains the refund window, processing time and reply time", () => {
    expect(text).toContain("within 30 days of your first purchase");
    expect(text).toContain("5-7 business days");
    expect(text).toContain("within 24 hours");
    expect(text).toContain("auto-renew");
    expect(text).toMatch(/takes effect at the end of the billing period/);
    expect(text).toContain("support@unstuck.dev");
  });
});

describe("Privacy Policy", () => {
  const text = fullText(privacyPolicy);

  it("lists the stored data, processors and rights", () => {
    for (const phrase of [
      "email address",
      "display name",
      "Rescue sessions",
      "notes",
      "ratings",
      "Subscription state",
      "Payment provider",
      "Email provider",
      "AI provider (optional)",
      "GDPR",
      "erased",
      "portable",
      "supervisory authority",
      "delete your account from Settings",
      "3 rescues per month",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe("Cookie Policy", () => {
  const text = fullText(cookiePolicy);
  const headings = cookiePolicy.sections.map((s) => s.heading.toLowerCase()).join(" | ");

  it("has the required sections", () => {
    for (const topic of [
      "what cookies are",
      "necessary",
      "analytics",
      "marketing",
      "third-party",
      "managing",
      "how long",
      "contact",
      "changes",
    ]) {
      expect(headings).toContain(topic);
    }
  });

  it("states retention periods", () => {
    expect(text).toContain("2 years");
    expect(text).toContain("26 months");
    expect(text).toContain("13 months");
  });

  it("names the third parties and the ways to manage cookies", () => {
    for (const phrase of [
      "Payment provider",
      "Analytics provider",
      "Authentication provider",
      "Accept All",
      "Reject All",
      "Customize",
      "browser settings",
      "opt-out tools",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain('"cookie-consent"');
  });
});

describe("cookieBannerCopy", () => {
  it("has the buttons and links of the spec", () => {
    expect([
      cookieBannerCopy.acceptAll,
      cookieBannerCopy.rejectAll,
      cookieBannerCopy.customize,
      cookieBannerCopy.savePreferences,
    ]).toEqual(["Accept All", "Reject All", "Customize", "Save Preferences"]);
    expect(cookieBannerCopy.privacyLink).toEqual({ label: "Privacy Policy", href: "/privacy" });
    expect(cookieBannerCopy.termsLink).toEqual({ label: "Terms of Service", href: "/terms" });
  });

  it("marks only necessary cookies as always on", () => {
    expect(cookieBannerCopy.categories.map((c) => [c.key, c.alwaysOn])).toEqual([
      ["necessary", true],
      ["analytics", false],
      ["marketing", false],
    ]);
  });
});

describe("all legal text", () => {
  it("prices in US dollars only", () => {
    for (const doc of legalDocuments) expect(fullText(doc)).not.toContain("€");
  });
});
