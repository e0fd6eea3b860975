import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { problemTypeIds } from "./problem-types.js";
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
} from "./landing.js";

const allLandingText = JSON.stringify({
  hero,
  problemsSection,
  solutionsSection,
  featuresSection,
  howItWorksSection,
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

  it("states no outcome figure of its own: those are measured (decision 0275)", () => {
    expect(allLandingText).not.toMatch(/\d+(\.\d+)?\s*%|\d\.\d\/5|\d+\+ developers|~\d+ min/);
    expect(hero.figuresTitle).toMatch(/measured/);
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

describe("features", () => {
  it("has three feature cards with lucide icon names", () => {
    expect(featuresSection.cards).toHaveLength(3);
    expect(featuresSection.cards.map((c) => c.icon)).toEqual(["Zap", "Target", "ChartLine"]);
    expect(featuresSection.id).toBe("features");
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
