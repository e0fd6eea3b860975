import { describe, expect, it } from "vitest";
import { planSectionKeys, QUESTION_COUNT } from "../schemas/planner.js";
import { plannerClosing, plannerQuestion, plannerQuestions, plannerWelcome } from "./planner-questions.js";

describe("planner questions", () => {
  it("asks 9 questions in order, the first using the project name", () => {
    expect(plannerQuestions).toHaveLength(QUESTION_COUNT);
    plannerQuestions.forEach((q, i) => expect(q.index).toBe(i));
    expect(plannerQuestion(0).ask("InvoiceBuddy")).toContain("InvoiceBuddy");
    expect(() => plannerQuestion(9)).toThrow();
  });

  it("feeds every section of the plan, each question a section of its own target", () => {
    expect(new Set(plannerQuestions.map((q) => q.section))).toEqual(new Set(planSectionKeys));
    expect(new Set(plannerQuestions.map((q) => q.feeds)).size).toBe(QUESTION_COUNT);
    for (const q of plannerQuestions) expect(q.feeds.split(".")[0]).toBe(q.section);
  });

  it("asks one question at a time, with a reason and an example", () => {
    for (const q of plannerQuestions) {
      const text = q.ask("X");
      expect(text.length).toBeLessThan(400);
      expect(text).toContain("?");
      expect(q.example.length).toBeGreaterThan(10);
      expect(text).not.toMatch(/[A-Z]{4,}/); // no all-caps alarms (content guide, Avoid)
    }
  });

  it("welcomes and closes with the project name", () => {
    expect(plannerWelcome("InvoiceBuddy")).toContain("InvoiceBuddy");
    expect(plannerClosing("InvoiceBuddy")).toMatch(/Next steps/);
  });
});
