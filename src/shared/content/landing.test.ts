import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { problemTypeIds } from "../schemas/content.js";
import {
  calculatorSection,
  demoModal,
  demoTour,
  featuresSection,
  finalCta,
  footer,
  headerNavLinks,
  hero,
  howItWorksSection,
  landingAnchors,
  problemsSection,
  solutionsSection,
  testimonialsSection,
} from "./landing.js";

const allLandingText = JSON.stringify({
  hero,
  problemsSection,
  solutionsSection,
  featuresSection,
  howItWorksSection,
  testimonialsSection,
  calculatorSection,
  finalCta,
  footer,
  demoModal,
});

describe("hero", () => {
  it("has the two calls to action", () => {
    expect(hero.primaryCta).toBe("Start Rescue");
    expect(hero.secondaryCta).toBe("See How It Works");
  });

  it("shows the marketing figures exactly", () => {
    const values = hero.stats.map((s) => s.value);
    expect(values).toContain("~8 min");
    expect(values).toContain("94%");
    expect(values).toContain("500+");
    expect(values).toContain("4.9/5");
    expect(hero.trustLine).toContain("50+ prompts");
    expect(hero.trustLine).toContain("3 rescues");
  });
});

describe("how it works", () => {
  it("has the four steps with the spec durations", () => {
    const steps = howItWorksSection.steps;
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(steps.map((s) => s.duration)).toEqual(["30 sec", "1 min", "2 min", "5 min"]);
    expect(steps.map((s) => s.durationSeconds)).toEqual([30, 60, 120, 300]);
    expect(steps[0]?.title).toMatch(/describe/i);
    expect(steps[1]?.title).toMatch(/question/i);
    expect(steps[2]?.title).toMatch(/action plan/i);
    expect(steps[3]?.title).toMatch(/prompts/i);
    expect(howItWorksSection.id).toBe("how-it-works");
  });
});

describe("problems and solutions", () => {
  const expectedTypes = problemTypeIds.filter((id) => id !== "custom").sort();

  it("cover each of the six problem types once", () => {
    expect(problemsSection.items.map((p) => p.problemType).sort()).toEqual(expectedTypes);
    expect(solutionsSection.items.map((p) => p.problemType).sort()).toEqual(expectedTypes);
  });

  it("name the failure modes of the brief", () => {
    const text = JSON.stringify(problemsSection.items).toLowerCase();
    for (const word of ["loop", "packages", "goal", "integration", "plan", "too much"]) {
      expect(text).toContain(word);
    }
  });
});

describe("features and testimonials", () => {
  it("has three feature cards with lucide icon names", () => {
    expect(featuresSection.cards).toHaveLength(3);
    expect(featuresSection.cards.map((c) => c.icon)).toEqual(["Zap", "Target", "ChartLine"]);
    expect(featuresSection.id).toBe("features");
  });

  it("has 3 to 6 testimonials with valid ratings and distinct people", () => {
    const items = testimonialsSection.items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(new Set(items.map((t) => t.name)).size).toBe(items.length);
    for (const t of items) {
      expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true);
      expect(t.quote.length).toBeGreaterThan(60);
      expect(t.role.length).toBeGreaterThan(3);
    }
  });
});

describe("navigation, footer and modal", () => {
  it("uses the spec anchors", () => {
    expect(Object.values(landingAnchors).sort()).toEqual(["calculator", "faq", "features", "how-it-works", "pricing"]);
    for (const link of headerNavLinks) {
      expect(Object.values(landingAnchors)).toContain(link.href.slice(1));
    }
  });

  it("links the legal pages and support email", () => {
    expect(footer.legalLinks.map((l) => l.href)).toEqual(["/terms", "/privacy", "/refund", "/cookie-policy"]);
    expect(footer.supportLink.href).toBe("mailto:support@unstuck.dev");
  });

  it("tours real screens that ship with the app", () => {
    expect(demoModal.title.length).toBeGreaterThan(5);
    expect(demoTour.length).toBeGreaterThanOrEqual(4);
    for (const step of demoTour) {
      expect(existsSync(resolve(import.meta.dirname, "../../../public", `.${step.image}`))).toBe(true);
    }
  });

  it("prices in US dollars only", () => {
    expect(allLandingText).not.toContain("€");
    expect(calculatorSection.assumptionNote).toContain("$4.99/month");
  });
});
