import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Comments state the rule itself or name a decision record (docs/decisions/), never "spec section N" or
// "content guide section N": those documents are not in the repository, so the citation tells a reader
// nothing. ESLint's no-restricted-syntax cannot see comments, so this test checks the text of every file.
const root = join(import.meta.dirname, "..");
const scannedDirs = ["src", "tests", "scripts"];
const thisFile = relative(root, import.meta.filename);

// "spec section 9", "Spec sections 2 and 5", "the spec's fallback (section 8)", "content guide (section 3",
// "content.md section 5", a citation split over two comment lines, "section 4 of the spec", and "§ 7".
const sectionCitation = new RegExp(
  [
    String.raw`\b(?:spec(?:ification)?|guide|content\.md)\b[\s\W]{0,8}(?:\w+[\s\W]{1,8}){0,2}sections?\s*\d`,
    String.raw`\bsections?\s*\d+\s+of\s+(?:the\s+)?(?:spec|content\s+guide)`,
    String.raw`§\s*\d`,
  ].join("|"),
  "gi",
);

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function findSectionCitations(text: string): { line: number; match: string }[] {
  return [...text.matchAll(sectionCitation)].map((m) => ({
    line: text.slice(0, m.index).split("\n").length,
    match: m[0].replace(/\s+/g, " "),
  }));
}

describe("comments", () => {
  it("recognises the citation forms it forbids, and not the rules written out", () => {
    const cited = [
      "/** Spec section 9: status calls are polled every 5 s. */",
      "// Spec sections 2 and 5: name and description required.",
      " * that fails, the spec's fallback (section 8) answers",
      " * interview of the content guide (section 3, no_planning:",
      "// Detection signals from ../shared/guides/content.md section 5.",
      " * refuses when not eligible (spec\n * section 5), otherwise opens checkout",
      "// As section 4 of the spec says.",
      "/** See §7. */",
    ];
    for (const text of cited) expect(findSectionCitations(text), text).toHaveLength(1);
    const stated = [
      "/** Status calls are polled every 5 s (only while the tab is visible). */",
      "/** What the trial banner shows (decision 0044). */",
      '// Settings\' "Subscription and billing" section: only Pro users see Cancel Subscription.',
      '  it("uses the spec\'s three strategies per category", () => {',
    ];
    for (const text of stated) expect(findSectionCitations(text), text).toEqual([]);
  });

  it("never cite sections of the spec or the content guide in src/, tests/ or scripts/", () => {
    const places = scannedDirs
      .flatMap((dir) => listFiles(join(root, dir)))
      .map((path) => relative(root, path))
      .filter((path) => path !== thisFile)
      .flatMap((path) =>
        findSectionCitations(readFileSync(join(root, path), "utf8")).map(
          ({ line, match }) => `${path}:${line}: ${match}`,
        ),
      );
    expect(places, "State the rule itself or name a decision record (docs/decisions/) instead").toEqual([]);
  });
});
