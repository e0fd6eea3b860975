import { describe, expect, it } from "vitest";
import { faqItems } from "./faq.js";

function answerTo(pattern: RegExp): string {
  const item = faqItems.find((f) => pattern.test(f.question));
  if (!item) throw new Error(`no FAQ question matches ${pattern}`);
  return item.answer;
}

describe("faqItems", () => {
  it("has exactly 10 unique questions and ids with full answers", () => {
    expect(faqItems).toHaveLength(10);
    expect(new Set(faqItems.map((f) => f.question.trim().toLowerCase())).size).toBe(10);
    expect(new Set(faqItems.map((f) => f.id)).size).toBe(10);
    for (const f of faqItems) {
      expect(f.question.endsWith("?")).toBe(true);
      expect(f.answer.length).toBeGreaterThan(150);
    }
  });

  it("states the free plan limit", () => {
    expect(answerTo(/free plan/i)).toContain("3 rescues per month");
  });

  it("explains what a rescue is", () => {
    expect(answerTo(/counts as a rescue/i)).toMatch(/prompts/);
  });

  it("names the supported assistants", () => {
    const answer = answerTo(/assistants/i);
    for (const tool of ["Cursor", "Claude Code", "Copilot", "Aider", "Cline", "Windsurf"]) {
      expect(answer).toContain(tool);
    }
  });

  it("says code is not seen and not shared unless an LLM endpoint is configured", () => {
    const answer = answerTo(/see my code/i);
    expect(answer).toMatch(/^No\./);
    expect(answer).toContain("our own server");
    expect(answer).toContain("not shared with third parties");
    expect(answer).toMatch(/configured an external AI model endpoint/);
  });

  it("describes the trial terms", () => {
    const answer = answerTo(/trial/i);
    expect(answer).toContain("3 days");
    expect(answer).toMatch(/card is required/);
    expect(answer).toMatch(/cancel at any time/);
    expect(answer).toMatch(/ends Pro access immediately/);
  });

  it("keeps access to the period end on cancellation", () => {
    expect(answerTo(/cancel my subscription/i)).toMatch(/keep Pro access until the end of the billing period/);
  });

  it("states the refund window and processing time", () => {
    const answer = answerTo(/refund/i);
    expect(answer).toContain("30 days");
    expect(answer).toContain("5-7 business days");
  });

  it("gives the yearly price and saving", () => {
    const answer = answerTo(/yearly/i);
    expect(answer).toContain("$47.88");
    expect(answer).toContain("20%");
  });

  it("describes the free templates library", () => {
    const answer = answerTo(/templates library/i);
    expect(answer).toMatch(/free for everyone/);
    expect(answer).toContain("13 categories");
  });

  it("promises a support reply within 24 hours", () => {
    const answer = answerTo(/help/i);
    expect(answer).toContain("support@unstuck.dev");
    expect(answer).toContain("24 hours");
  });
});
