import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCases } from "../../../tests/fixtures/detection/cases.js";
import { evaluateCases, formatMisses, formatReport } from "../../../tests/fixtures/detection/evaluate.js";

// The public evaluation set (tests/fixtures/detection): `npm run eval:detect` prints the full report.
describe("problem detection on the public evaluation set", () => {
  const cases = loadCases();
  const report = evaluateCases(cases);

  it("has at least 150 cases across six types, seven languages besides English and the tools people paste from", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.expected)).size).toBe(7);
    expect(new Set(cases.map((c) => c.lang))).toEqual(new Set(["en", "es", "de", "pt", "fr", "zh", "ja", "ru"]));
    expect(Math.max(...cases.map((c) => c.text.length))).toBeGreaterThan(40_000);
  });

  it("is right on at least 90% of the cases, wrong on at most 5%", () => {
    const accuracy = report.total.right / report.total.n;
    const wrong = report.total.wrong / report.total.n;
    expect(accuracy, formatMisses(report)).toBeGreaterThanOrEqual(0.9);
    expect(wrong, formatMisses(report)).toBeLessThanOrEqual(0.05);
  });

  it("matches the figures in docs/detection/README.md", () => {
    const readme = readFileSync(new URL("../../../docs/detection/README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("## How well"));
    const block = /```text\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(block).toBe(formatReport(report));
  });
});
