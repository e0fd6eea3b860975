import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Prose lives in src/shared/content/ (typed data), logic in code: outside content (and outside tests) no string or
// template literal holds prose, and no line is longer than 160 characters (nearly always prose in code).
const root = join(import.meta.dirname, "..");
const contentDir = "src/shared/content/";
const MAX_LINE = 160;
/** A literal with this many plain words (letters only, with their punctuation) is prose. */
const PROSE_WORDS = 12;

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes("/testing/");

function plainWords(text: string): number {
  return text.split(/\s+/).filter((word) => /^[("`]*[A-Za-z]+(?:['’][A-Za-z]+)?[)"`.,;:!?]*$/.test(word)).length;
}

/** The prose-sized literals of a file (their first words) and its lines over the limit (their numbers). */
function proseIn(file: string, text: string): { literals: string[]; longLines: number[] } {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const literals: string[] = [];
  const visit = (node: ts.Node): void => {
    // A query is code: the text of a sql`...` template is SQL, not prose (decision 0325); what it interpolates is read.
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "sql") {
      if (ts.isTemplateExpression(node.template)) node.template.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    let literal: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node))
      literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
    if (literal !== undefined && plainWords(literal) >= PROSE_WORDS) literals.push(literal.slice(0, 60));
    ts.forEachChild(node, visit);
  };
  visit(source);
  const longLines = text.split("\n").flatMap((line, i) => (line.length > MAX_LINE ? [i + 1] : []));
  return { literals, longLines };
}

describe("prose outside content", () => {
  it("recognises prose and leaves code strings alone", () => {
    const prose = "Your trial turns into Rescue Pro by itself when it ends, so there is nothing to buy now.";
    expect(proseIn("a.ts", `const m = "${prose}";`).literals).toHaveLength(1);
    expect(
      proseIn("a.ts", "const m = `Start from ${file}: the agent keeps editing the test instead of the code it tests.`;")
        .literals,
    ).toHaveLength(1);
    const classes = "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium hover:bg-primary/90";
    expect(proseIn("a.tsx", `const c = "${classes}";`).literals).toEqual([]);
    expect(proseIn("a.ts", "const short = 'Choose a plan: pro_monthly or pro_yearly.';").literals).toEqual([]);
    expect(proseIn("a.ts", `const x = 1;\n// ${"word ".repeat(40)}`).longLines).toEqual([2]);
    const query = "select calls from ai_rate_limits where user_id = ${id} and the calls are kept for one minute";
    expect(proseIn("a.ts", `const q = \`${query}\`;`).literals).toHaveLength(1);
    expect(proseIn("a.ts", `const q = sql\`${query}\`;`).literals).toEqual([]);
    expect(proseIn("a.ts", `const q = sql\`select \${"${prose}"}\`;`).literals).toHaveLength(1);
  });

  const files = listSources(join(root, "src"))
    .map((path) => relative(root, path))
    .filter((file) => !file.startsWith(contentDir) && !isTest(file));
  const found = new Map(files.map((file) => [file, proseIn(file, readFileSync(join(root, file), "utf8"))]));
  const holds = (file: string) => {
    const { literals, longLines } = found.get(file)!;
    return literals.length > 0 || longLines.length > 0;
  };

  it("keeps prose and lines over 160 characters out of every file", () => {
    const offenders = files.filter(holds).map((file) => ({ file, ...found.get(file)! }));
    expect(offenders).toEqual([]);
  });
});
