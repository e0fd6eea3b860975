import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Prose lives in src/shared/content/ (typed data), logic in code: outside content (and outside tests) no string or
// template literal and no JSX text holds prose, and no line is longer than 160 characters (nearly always prose in
// code). JSX text is read as a reader sees it: the run of one element's text with its inline elements (decision 0361).
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

/** Elements that sit inside a sentence: their words belong to the run of text around them. */
const INLINE = new Set(["strong", "b", "em", "i", "code", "a", "Link", "kbd", "mark", "br"]);
const ENTITIES: Record<string, string> = { apos: "'", quot: '"', amp: "&", rsquo: "’", lsquo: "‘", nbsp: " " };

function plainWords(text: string): number {
  return text.split(/\s+/).filter((word) => /^[("`]*[A-Za-z]+(?:['’][A-Za-z]+)?[)"`.,;:!?]*$/.test(word)).length;
}

const tagName = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
  (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();
const isInline = (node: ts.Node): node is ts.JsxElement | ts.JsxSelfClosingElement =>
  (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && INLINE.has(tagName(node));
const isJsxParent = (node: ts.Node) => ts.isJsxElement(node) || ts.isJsxFragment(node);
const decode = (text: string) => text.replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);

/**
 * The runs of text of one element's children as a reader sees them: JSX text, string expressions and the text of
 * inline elements make one run, other expressions stand in it as a value; any other element ends the run.
 */
function textRuns(children: ts.NodeArray<ts.JsxChild>): string[] {
  const runs: string[] = [];
  let run = "";
  const end = () => {
    if (run.trim()) runs.push(run.replace(/\s+/g, " ").trim());
    run = "";
  };
  const add = (child: ts.JsxChild): boolean => {
    if (ts.isJsxText(child)) run += decode(child.text);
    else if (ts.isJsxExpression(child))
      run += child.expression && ts.isStringLiteralLike(child.expression) ? child.expression.text : " … ";
    else if (isInline(child) && ts.isJsxElement(child)) child.children.forEach((inner) => add(inner) || end());
    else if (isInline(child)) run += " ";
    else return false;
    return true;
  };
  children.forEach((child) => add(child) || end());
  end();
  return runs;
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
    // An inline element's words were read with the run around it; an element's own text is read once, as its runs.
    if ((ts.isJsxElement(node) || ts.isJsxFragment(node)) && !(isInline(node) && isJsxParent(node.parent)))
      for (const run of textRuns(node.children)) if (plainWords(run) >= PROSE_WORDS) literals.push(run.slice(0, 60));
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

    const jsx = (body: string) => proseIn("a.tsx", `const C = () => (\n  ${body}\n);`).literals;
    expect(jsx(`<p>\n    ${prose}\n  </p>`)).toHaveLength(1);
    // Each half alone is under the threshold; the sentence they make is not.
    const words = prose.split(" ");
    const [before, after] = [words.slice(0, 8).join(" "), words.slice(8).join(" ")];
    expect(jsx(`<p>\n    ${before} <strong>Rescue Pro</strong>\n    ${after}\n  </p>`)).toHaveLength(1);
    expect(jsx(`<p>${before}<a href="/x"><em>Rescue</em> Pro</a>{" "}${after}</p>`)).toHaveLength(1);
    expect(jsx(`<p>{count} ${after} <code>unstuck</code> <Link to="/">${before}</Link></p>`)).toHaveLength(1);
    expect(jsx(`<>${before}<br />${after}</>`)).toHaveLength(1);
    expect(jsx(`<p>Note: <strong>${prose}</strong></p>`)).toHaveLength(1);
    expect(jsx(`<div><p>${before}</p><p>${after}</p></div>`)).toEqual([]);
    expect(jsx(`<p>{copy.before}<strong>{copy.strong}</strong>{copy.after} {plan.name}</p>`)).toEqual([]);
    expect(jsx(`<Button className="${classes}">Start a rescue</Button>`)).toEqual([]);
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
