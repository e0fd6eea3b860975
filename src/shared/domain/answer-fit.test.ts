import { describe, expect, it } from "vitest";
import { fitsExpected, fitsStackQuestion, plannerAnswerFit, wizardAnswerFit } from "./answer-fit.js";

describe("an answer to the stack question", () => {
  it("refuses a line about the users and keeps technologies, known or not", () => {
    expect(fitsStackQuestion("Freelancers with 5-50 clients")).toBe(false);
    expect(fitsStackQuestion("Next.js and Supabase")).toBe(true);
    expect(fitsStackQuestion("Hugo with Tailwind")).toBe(true);
    expect(fitsStackQuestion("not sure, suggest one")).toBe(true);
    expect(fitsStackQuestion("Zig")).toBe(true);
  });
});

describe("whether an answer fits its question (decision 0285)", () => {
  it("judges the planner's purpose, users, stack and timeline answers, and takes 'none' anywhere", () => {
    expect(plannerAnswerFit("overview.purpose", "Next.js and Supabase")).toEqual({
      fits: false,
      reason: "stackNotPurpose",
    });
    expect(plannerAnswerFit("overview.purpose", "Freelancers lose track of invoices")).toEqual({ fits: true });
    expect(plannerAnswerFit("overview.targetUsers", "React, PostgreSQL")).toMatchObject({ reason: "stackNotUsers" });
    expect(plannerAnswerFit("technical.techStack", "Freelancers with 5-50 clients")).toMatchObject({
      reason: "peopleNotStack",
    });
    expect(plannerAnswerFit("timeline", "React and Postgres")).toMatchObject({ reason: "noTime" });
    for (const time of ["10 hours a week", "weekends, launch in two months", "no deadline", "full-time"])
      expect(plannerAnswerFit("timeline", time), time).toEqual({ fits: true });
    for (const target of ["overview.purpose", "technical.techStack", "timeline"])
      expect(plannerAnswerFit(target, "not sure")).toEqual({ fits: true });
    // Questions without a shape to judge take any answer.
    expect(plannerAnswerFit("features.niceToHave", "Stripe")).toEqual({ fits: true });
  });

  it("judges the wizard's 'what should happen' and leaves the error and the attempts alone", () => {
    expect(wizardAnswerFit("What should happen when it works?", "Next.js 14 and Supabase")).toMatchObject({
      reason: "stackNotExpected",
    });
    expect(wizardAnswerFit("What should happen when it works?", "works")).toMatchObject({
      reason: "tooShortExpected",
    });
    expect(wizardAnswerFit("What should happen when it works?", "the upload returns 200")).toEqual({ fits: true });
    expect(wizardAnswerFit("What exactly fails? Paste the error output.", "Next.js 14")).toEqual({ fits: true });
    expect(wizardAnswerFit("What have you already tried, and what happened?", "Supabase")).toEqual({ fits: true });
    expect(fitsExpected("Next.js 14 and Supabase")).toBe(false);
  });
});
