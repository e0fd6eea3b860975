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

// The files that still hold prose or over-long lines, named one by one while it moves to content. This list
// may only shrink: a file that no longer breaks the rule must leave it (the last test fails until it does),
// and no file may join it.
const stillHoldingProse = new Set([
  "src/client/api/auth.ts",
  "src/client/api/client.ts",
  "src/client/app/app-layout.tsx",
  "src/client/components/layout/account-menu.tsx",
  "src/client/components/layout/route-error.tsx",
  "src/client/components/pro-locked-screen.tsx",
  "src/client/components/recent-sessions-list.tsx",
  "src/client/components/ui/button.tsx",
  "src/client/components/ui/dialog.tsx",
  "src/client/components/ui/dropdown-menu.tsx",
  "src/client/components/ui/input.tsx",
  "src/client/components/ui/select.tsx",
  "src/client/components/ui/switch.tsx",
  "src/client/components/ui/tabs.tsx",
  "src/client/components/ui/textarea.tsx",
  "src/client/components/ui/toaster.tsx",
  "src/client/features/account/components/settings-page.tsx",
  "src/client/features/agents/components/connect-agent-section.tsx",
  "src/client/features/auth/components/auth-dialog.tsx",
  "src/client/features/auth/components/reset-password-page.tsx",
  "src/client/features/billing/components/billing-return.tsx",
  "src/client/features/billing/components/cancel-dialog.tsx",
  "src/client/features/billing/components/pricing-page.tsx",
  "src/client/features/billing/components/profile-subscription.tsx",
  "src/client/features/billing/components/test-checkout.tsx",
  "src/client/features/billing/components/test-mode-notice.tsx",
  "src/client/features/billing/components/trial-banner.tsx",
  "src/client/features/dashboard/components/dashboard-view.tsx",
  "src/client/features/generator/components/category-picker.tsx",
  "src/client/features/generator/components/generator-form.tsx",
  "src/client/features/generator/components/results-panel.tsx",
  "src/client/features/history/components/delete-session-button.tsx",
  "src/client/features/history/components/history-rows.tsx",
  "src/client/features/history/components/outcome-summary.tsx",
  "src/client/features/landing/components/faq-section.tsx",
  "src/client/features/planner/components/planner-page.tsx",
  "src/client/features/planner/components/setup-form.tsx",
  "src/client/features/preferences/components/preferences-section.tsx",
  "src/client/features/preferences/data-bundle.ts",
  "src/client/features/rescue/components/action-steps-tab.tsx",
  "src/client/features/rescue/components/custom-problem-form.tsx",
  "src/client/features/rescue/components/imported-content.tsx",
  "src/client/features/rescue/components/more-tools.tsx",
  "src/client/features/rescue/components/outcome-panel.tsx",
  "src/client/features/rescue/components/problem-detection.tsx",
  "src/client/features/rescue/components/problem-selection.tsx",
  "src/client/features/rescue/components/progress-tab.tsx",
  "src/client/features/rescue/components/slot-field.tsx",
  "src/client/features/rescue/components/session-notes.tsx",
  "src/client/features/rescue/components/shared-session-page.tsx",
  "src/client/features/rescue/components/smart-prompts-tab.tsx",
  "src/client/features/rescue/components/welcome-screen.tsx",
  "src/client/features/templates/components/category-grid.tsx",
  "src/client/features/templates/components/slot-preview.tsx",
  "src/client/features/wizard/components/chat-input.tsx",
  "src/client/features/wizard/components/past-conversations.tsx",
  "src/client/features/wizard/wizard-machine.ts",
  "src/client/routes/prompts.tsx",
  "src/client/routes/wizard.tsx",
  "src/shared/domain/detection/cues.ts",
  "src/shared/domain/detection/line-patterns.ts",
  "src/shared/domain/sessions/episodes.ts",
  "src/shared/domain/detection/model-weights.ts",
  "src/shared/domain/detection/symptoms.ts",
  "src/shared/domain/detection/transcript.ts",
  "src/shared/domain/sessions/read-session.ts",
  "src/shared/domain/sessions/session-formats.ts",
]);

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

  it("keeps prose and lines over 160 characters out of every file not on the list", () => {
    const offenders = files
      .filter((file) => !stillHoldingProse.has(file) && holds(file))
      .map((file) => ({ file, ...found.get(file)! }));
    expect(offenders).toEqual([]);
  });

  it("lists only files that still hold prose (the list only shrinks)", () => {
    const cleaned = [...stillHoldingProse].filter((file) => !found.has(file) || !holds(file));
    expect(cleaned).toEqual([]);
  });
});
