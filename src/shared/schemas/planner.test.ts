import { describe, expect, it } from "vitest";
import {
  descriptionTooShortMessage,
  emptyProjectPlan,
  plannerLimits,
  updateProjectPlanInputSchema,
} from "./planner.js";

const description = "x".repeat(plannerLimits.descriptionMin);
const base = { projectName: "App", projectDescription: description, questionIndex: 0, answer: "An answer" };

describe("updateProjectPlanInputSchema", () => {
  it("defaults the experience level to beginner and the plan to an empty one", () => {
    const parsed = updateProjectPlanInputSchema.parse(base);
    expect(parsed.experienceLevel).toBe("beginner");
    expect(parsed.currentPlan).toEqual(emptyProjectPlan());
  });

  it("refuses a description under 200 characters after trimming, saying how long it is", () => {
    const result = updateProjectPlanInputSchema.safeParse({ ...base, projectDescription: `  ${"y".repeat(199)}  ` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(descriptionTooShortMessage(199));
  });

  it("refuses question indexes outside 0-8 and blank answers", () => {
    for (const questionIndex of [-1, 9, 1.5, "2"])
      expect(updateProjectPlanInputSchema.safeParse({ ...base, questionIndex }).success).toBe(false);
    expect(updateProjectPlanInputSchema.safeParse({ ...base, answer: "   " }).success).toBe(false);
    expect(updateProjectPlanInputSchema.safeParse({ ...base, experienceLevel: "expert" }).success).toBe(false);
  });
});
