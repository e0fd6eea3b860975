import { describe, expect, it } from "vitest";
import { templateCategories } from "@shared/content/templates";
import type { TemplateCategory } from "@shared/schemas/content";
import { matchReason, searchTemplates } from "./search-templates";

const text = (words: string) => `${words} `.repeat(40);
const library: TemplateCategory[] = [
  {
    id: "ai-debugging",
    title: "Debugging & Root Cause",
    description: "Find the real cause of a bug.",
    category: "Problem Solving",
    prompts: [
      { name: "Fix a flaky test", text: text("retries hide races; mention webhook once"), explanation: "x".repeat(40) },
      { name: "Webhook signature fails", text: text("verify the signature"), explanation: "x".repeat(40) },
    ],
  },
  {
    id: "ai-database",
    title: "Database Work",
    description: "Schema and queries.",
    category: "Database",
    prompts: [
      { name: "Plan a safe migration", text: text("zero downtime Postgres résumé"), explanation: "x".repeat(40) },
    ],
  },
];
const names = (query: string) => searchTemplates(library, query).map((m) => m.template.name);

describe("searchTemplates", () => {
  it("returns nothing for a blank query", () => {
    expect(names("   ")).toEqual([]);
  });

  it("matches name, text and category, case-insensitively, with every word required", () => {
    expect(names("FLAKY")).toEqual(["Fix a flaky test"]);
    expect(names("postgres downtime")).toEqual(["Plan a safe migration"]);
    expect(names("database")).toEqual(["Plan a safe migration"]);
    expect(names("problem solving")).toEqual(["Fix a flaky test", "Webhook signature fails"]);
    expect(names("postgres flaky")).toEqual([]);
  });

  it("ranks name hits before text-only hits", () => {
    expect(names("webhook")).toEqual(["Webhook signature fails", "Fix a flaky test"]);
  });

  it("matches whole words and word starts, never inside a word", () => {
    const rusty: TemplateCategory[] = [
      {
        id: "ai-debugging",
        title: "Debugging",
        description: "d",
        category: "Problem Solving",
        prompts: [
          { name: "Earn the reviewer's trust", text: text("explain every change"), explanation: "x" },
          { name: "Fix the borrow checker", text: text("a Rust lifetime error from rustc"), explanation: "x" },
          { name: "Rust ownership primer", text: text("moves and borrows"), explanation: "x" },
        ],
      },
    ];
    const found = searchTemplates(rusty, "rust");
    expect(found.map((m) => m.template.name)).toEqual(["Rust ownership primer", "Fix the borrow checker"]);
    expect(found.map((m) => m.fields)).toEqual([["title"], ["text"]]);
    expect(matchReason(found[0]!)).toBe("Matched in title");
    expect(matchReason(found[1]!)).toBe("Matched in template text");
    expect(found[1]!.excerpt).toContain("Rust lifetime");
    expect(found[1]!.matchedWords).toContain("Rust");
    expect(searchTemplates(rusty, "borr").map((m) => m.template.name)).toEqual([
      "Fix the borrow checker",
      "Rust ownership primer",
    ]);
  });

  it("ignores accents", () => {
    expect(names("resume")).toEqual(["Plan a safe migration"]);
  });

  it("finds real templates in the library", () => {
    const results = searchTemplates(templateCategories, "stack trace");
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.template.name).toBe("Find the root cause from a stack trace");
    expect(searchTemplates(templateCategories, "zzqx nothing matches")).toEqual([]);
  });
});

describe("stems and tool names", () => {
  it("finds the testing templates for pytest and for tests", () => {
    for (const query of ["pytest", "tests", "Testing"]) {
      const names = searchTemplates(templateCategories, query).map((m) => m.template.name);
      expect(names, query).toContain("Fix a flaky test for good");
    }
  });
});
