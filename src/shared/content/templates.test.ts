import { describe, expect, it } from "vitest";
import { templateCategoryIds, templateCategorySchema } from "../schemas/content.js";
import { fillSlots, parseSlots, unfilledSlots } from "../domain/placeholders.js";
import { countTemplates, templateCategories } from "./templates.js";

const expectedCategories = [
  ["ai-debugging", "Problem Solving"],
  ["ai-authentication", "Authentication"],
  ["ai-database", "Database"],
  ["ai-frontend", "Frontend"],
  ["ai-deployment", "DevOps"],
  ["ai-machine-learning", "AI/ML"],
  ["security-privacy", "Security"],
  ["mobile-development", "Mobile"],
  ["web-development", "Web Development"],
  ["devops-deployment", "DevOps"],
  ["documentation-content", "Documentation"],
  ["search-analytics", "Search & Analytics"],
  ["performance-monitoring", "Performance"],
];

// Upper-case words that are acronyms, conventional file names or git refs (HEAD), not shouting.
const allowedCaps = new Set([
  "AI",
  "API",
  "APIS",
  "ARIA",
  "CORS",
  "CRUD",
  "CSRF",
  "HTML",
  "HTTP",
  "HTTPS",
  "HEAD",
  "JSON",
  "OWASP",
  "PKCE",
  "README",
  "WCAG",
]);
const vagueSlots = new Set([
  "info",
  "details",
  "stuff",
  "code",
  "data",
  "context",
  "something",
  "etc",
  "thing",
  "input",
]);
// A tool-specific command must name its tool in the same template.
const toolCommands: [RegExp, string][] = [
  [/\/ask\b/, "Aider"],
  [/\/init\b/, "Claude Code"],
  [/\/clear\b/, "Claude Code"],
  [/\/undo\b/, "Aider"],
  [/Shift\+Tab/, "Claude Code"],
  [/\bPlan mode\b/, "Cline"],
  [/Restore Checkpoint/, "Cursor"],
];

const templates = templateCategories.flatMap((category) =>
  category.prompts.map((template) => ({ category, template })),
);
const label = (categoryId: string, name: string) => `${categoryId} / ${name}`;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
// Phrases that talk to the person filling the template rather than to the agent that receives it: instructions
// about copying or pasting the prompt, about the agent in the third person, or about what the user will need.
const userAddress =
  /\byou'll\b|\byou will need\b|\b(paste|copy) (this|the prompt|it into)\b|\binto (your|the) (agent|assistant|chat)\b|\byour (coding )?(agent|assistant|AI)\b|\b(the|this|tell the|ask the) agent\b|\bfill in\b|\breplace the (slots|placeholders|brackets)\b|\bbefore (sending|pasting)\b/i;
const addressesUser = (line: string) => userAddress.test(line);
const shouting = (text: string) =>
  (text.replace(/\b[A-Z]+\.md\b/g, "").match(/\b[A-Z]{4,}\b/g) ?? []).filter((word) => !allowedCaps.has(word));

describe("template library", () => {
  it("has the 13 categories with the spec's ids and labels, in order", () => {
    expect(templateCategories.map((category) => [category.id, category.category])).toEqual(expectedCategories);
    expect(templateCategories.map((category) => category.id)).toEqual([...templateCategoryIds]);
  });

  it("parses every category with the schema", () => {
    for (const category of templateCategories) {
      const result = templateCategorySchema.safeParse(category);
      expect(result.success, `${category.id}: ${result.error?.message ?? ""}`).toBe(true);
    }
  });

  it("gives each category at least 3 templates, with names unique across the library", () => {
    for (const category of templateCategories) expect(category.prompts.length, category.id).toBeGreaterThanOrEqual(3);
    const names = templates.map(({ template }) => template.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const titles = templateCategories.map((category) => category.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("counts the real number of templates", () => {
    const sum = templateCategories.reduce((total, category) => total + category.prompts.length, 0);
    expect(countTemplates()).toBe(sum);
    expect(countTemplates()).toBe(templates.length);
    expect(countTemplates()).toBeGreaterThanOrEqual(39);
  });

  it("gives every template at least 2 concrete slots and no bracketed text that is not a slot", () => {
    for (const { category, template } of templates) {
      const where = label(category.id, template.name);
      const slots = parseSlots(template.text);
      expect(slots.length, where).toBeGreaterThanOrEqual(2);
      for (const slot of slots) expect(vagueSlots.has(slot.key), `${where}: [${slot.label}]`).toBe(false);
      // Every [...] must be fillable: a slot too long or otherwise rejected would reach the user unfilled.
      const bracketed = template.text.match(/\[[^\]]*\]/g) ?? [];
      const notSlots = bracketed.filter((text) => parseSlots(text).length !== 1);
      expect(notSlots, where).toEqual([]);
    }
  });

  it("keeps every template short and copy-ready: 80-160 words, a done-when, a pasted check, a stop rule and when to use it", () => {
    for (const { category, template } of templates) {
      const where = label(category.id, template.name);
      expect(wordCount(template.text), where).toBeLessThanOrEqual(160);
      expect(wordCount(template.text), where).toBeGreaterThanOrEqual(80);
      expect(template.text, where).toMatch(/Done when/);
      expect(template.text, where).toMatch(/\bpaste/i);
      expect(template.text, where).toMatch(/\bstop\b/i);
      expect(template.explanation, `${where} says when to use it`).toMatch(/\bUse it\b/);
    }
  });

  it("keeps the library's median under 150 words and every template to at most 5 distinct slots", () => {
    expect(median(templates.map(({ template }) => wordCount(template.text)))).toBeLessThan(150);
    for (const { category, template } of templates)
      expect(parseSlots(template.text).length, label(category.id, template.name)).toBeLessThanOrEqual(5);
  });

  it("gives every template a filled example with a value for each of its slots and nothing else", () => {
    for (const { category, template } of templates) {
      const where = label(category.id, template.name);
      const example = template.example ?? {};
      const keys = parseSlots(template.text).map((slot) => slot.key);
      expect(unfilledSlots(template.text, example), where).toEqual([]);
      expect(Object.keys(example).sort(), `${where}: example keys match the slots`).toEqual([...keys].sort());
      expect(fillSlots(template.text, example), where).not.toMatch(/\[[^\]]*\p{L}[^\]]*\]/u);
    }
  });

  it("speaks to the agent only: no line addressed to the user", () => {
    for (const { category, template } of templates) {
      const where = label(category.id, template.name);
      const lines = template.text.split("\n").filter((line) => addressesUser(line));
      expect(lines, where).toEqual([]);
    }
  });

  it("checks the user-address filter itself", () => {
    expect(addressesUser("Paste this into your agent.")).toBe(true);
    expect(addressesUser("You'll need your stack trace here.")).toBe(true);
    expect(addressesUser("Copy this prompt and fill in the blanks.")).toBe(true);
    expect(addressesUser("Tell the agent to stop.")).toBe(true);
    expect(addressesUser("Check: run [test command] and paste its output.")).toBe(false);
    expect(addressesUser("Stop rule: after 2 failed attempts, stop and report what blocks you.")).toBe(false);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });

  it("has no all-caps words of 4+ letters except acronyms, anywhere in the content", () => {
    for (const category of templateCategories) {
      expect(shouting(`${category.title} ${category.description}`), category.id).toEqual([]);
      for (const template of category.prompts) {
        const where = label(category.id, template.name);
        expect(shouting(`${template.name}\n${template.text}\n${template.explanation}`), where).toEqual([]);
      }
    }
  });

  it("uses no threats, bribes or alarm words", () => {
    for (const { category, template } of templates) {
      expect(template.text, label(category.id, template.name)).not.toMatch(
        /fired|tip you|\$\d+ tip|or else|your job|lives depend|\bcritical:|\bimportant:|!!/i,
      );
    }
  });

  it("labels every tool-specific command with its tool", () => {
    for (const { category, template } of templates) {
      for (const [command, tool] of toolCommands) {
        if (command.test(template.text))
          expect(template.text, `${label(category.id, template.name)}: ${command}`).toContain(tool);
      }
    }
  });

  it("checks the shouting filter itself", () => {
    expect(shouting("Run the tests. NEVER skip them. Use JSON and AGENTS.md.")).toEqual(["NEVER"]);
  });
});
