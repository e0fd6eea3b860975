import { describe, expect, it } from "vitest";
import {
  calculate,
  calculatorCta,
  calculatorProfileIds,
  calculatorProfiles,
  formatUsd,
  recommendationText,
  recommendedPlan,
  isCalculatorProfileId,
} from "./calculator.js";

describe("calculatorProfiles", () => {
  it("match the spec table", () => {
    expect(calculatorProfiles.light).toMatchObject({ sessionsPerMonth: 2, checkpointsPerSession: 15, hoursWasted: 3 });
    expect(calculatorProfiles.normal).toMatchObject({ sessionsPerMonth: 6, checkpointsPerSession: 25, hoursWasted: 8 });
    expect(calculatorProfiles.heavy).toMatchObject({
      sessionsPerMonth: 15,
      checkpointsPerSession: 35,
      hoursWasted: 20,
    });
    expect(calculatorProfileIds).toEqual(["light", "normal", "heavy"]);
  });

  it("recognises only the three ids", () => {
    expect(isCalculatorProfileId("normal")).toBe(true);
    expect(isCalculatorProfileId("medium")).toBe(false);
    expect(isCalculatorProfileId(undefined)).toBe(false);
  });
});

describe("calculate", () => {
  // Figures worked out by hand: per session = 0.25 × checkpoints, monthly = per session × sessions,
  // annual = 12 × monthly, savings = monthly − 4.99, ROI = round(savings / 4.99 × 100),
  // break-even = ceil(4.99 / per session).
  it("light: 15 checkpoints × 2 sessions", () => {
    const r = calculate("light");
    expect(r.perSessionWaste).toBe(3.75);
    expect(r.monthlyWaste).toBe(7.5);
    expect(r.annualWaste).toBe(90);
    expect(r.hoursWasted).toBe(3);
    expect(r.savings).toBe(2.51); // exact, not 2.5100000000000002
    expect(r.roiPercent).toBe(50); // 2.51 / 4.99 = 0.503
    expect(r.breakEvenSessions).toBe(2); // 4.99 / 3.75 = 1.33
    expect(r.profile.id).toBe("light");
  });

  it("normal: 25 checkpoints × 6 sessions", () => {
    const r = calculate("normal");
    expect(r.perSessionWaste).toBe(6.25);
    expect(r.monthlyWaste).toBe(37.5);
    expect(r.annualWaste).toBe(450);
    expect(r.hoursWasted).toBe(8);
    expect(r.savings).toBe(32.51);
    expect(r.roiPercent).toBe(652); // 32.51 / 4.99 = 6.51503
    expect(r.breakEvenSessions).toBe(1); // 4.99 / 6.25 = 0.80
  });

  it("heavy: 35 checkpoints × 15 sessions", () => {
    const r = calculate("heavy");
    expect(r.perSessionWaste).toBe(8.75);
    expect(r.monthlyWaste).toBe(131.25);
    expect(r.annualWaste).toBe(1575);
    expect(r.hoursWasted).toBe(20);
    expect(r.savings).toBe(126.26);
    expect(r.roiPercent).toBe(2530); // 126.26 / 4.99 = 25.3026
    expect(r.breakEvenSessions).toBe(1); // 4.99 / 8.75 = 0.57
  });
});

describe("calculator recommendation", () => {
  it("recommends Free, Pro monthly and Pro yearly by stuck sessions a month", () => {
    expect(recommendedPlan("light")).toBe("free");
    expect(recommendedPlan("normal")).toBe("pro_monthly");
    expect(recommendedPlan("heavy")).toBe("pro_yearly");
    expect(recommendationText("heavy")).toContain("Yearly");
  });

  it("leads the button to the recommended plan", () => {
    const free = { signedIn: true, isPro: false };
    expect(calculatorCta(free, "light")).toEqual({
      label: "Start a Free Rescue",
      target: "/problems",
      needsSignIn: false,
    });
    expect(calculatorCta(free, "normal")).toEqual({
      label: "Get Pro Monthly for $4.99/month",
      target: "/checkout?plan=pro_monthly",
      needsSignIn: false,
    });
    expect(calculatorCta(free, "heavy").target).toBe("/checkout?plan=pro_yearly");
    expect(calculatorCta({ signedIn: false, isPro: false }, "heavy")).toMatchObject({
      target: "/checkout?plan=pro_yearly",
      needsSignIn: true,
    });
    expect(calculatorCta({ signedIn: true, isPro: true }, "heavy")).toMatchObject({ target: "/problems" });
  });
});

describe("formatUsd", () => {
  it("formats dollars with cents and thousands separators", () => {
    expect(formatUsd(4.99)).toBe("$4.99");
    expect(formatUsd(90)).toBe("$90.00");
    expect(formatUsd(1575)).toBe("$1,575.00");
    expect(formatUsd(-2.51)).toBe("-$2.51");
    expect(formatUsd(0)).toBe("$0.00");
  });
});
