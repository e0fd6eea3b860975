import { strategyContentOf } from "./next-strategy.js";
import { getProblemType } from "../content/problem-types.js";
import { sessionMarkdownText } from "../content/rescue-sessions.js";
import type { SharedSession } from "../schemas/sessions.js";
import { slugify } from "./plan-markdown.js";
import { formatDuration } from "./time-format.js";

/** One line of Markdown text: no line breaks, and characters that would start markup are escaped. */
function inline(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\`*_[\]<>|])/g, "\\$1")
    .replace(/^([#>+-]|\d+\.)(\s)/, "\\$1$2");
}

/** A fenced block that no backtick run inside the text can close early. */
function fenced(text: string, info = ""): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${info}\n${text.replace(/\s+$/, "")}\n${fence}`;
}

/** The whole rescue as one Markdown document: what the copy and download buttons and shared pages give. */
export function renderSessionMarkdown(session: SharedSession): string {
  const type = getProblemType(session.problemType);
  const content = strategyContentOf(type.id, session.selectedStrategy).steps;
  const text = sessionMarkdownText;
  const solvedOn = session.completedAt ? text.solvedOn(session.completedAt.slice(0, 10)) : "";
  const status = session.success ? `${text.solved}${solvedOn}` : text.done(session.progress);
  const lines: string[] = [
    text.title(inline(type.title)),
    "",
    `${text.strategy}: ${inline(session.selectedStrategy)}  `,
    `${text.started}: ${session.startTime.slice(0, 10)}  `,
    `${text.status}: ${status}  `,
    `${text.timeSpent}: ${formatDuration(session.totalTimeSpent)}`,
  ];
  if (session.imported) lines.push("", text.importedNotice);
  if (session.customProblem) lines.push("", text.problem, "", fenced(session.customProblem, "text"));
  if (session.projectDescription.trim()) lines.push("", text.project, "", fenced(session.projectDescription, "text"));
  lines.push("", text.actionSteps, "");
  session.actionSteps.forEach((step, i) => {
    const timed = step.timeSpent > 0 ? ` (${formatDuration(step.timeSpent)})` : "";
    lines.push(`- [${step.completed ? "x" : " "}] ${i + 1}. ${inline(step.title)}${timed}`);
    // Imported titles are the file's words: none of Unstuck's guidance is attached to them.
    const about = session.imported ? undefined : content.find((c) => c.title === step.title)?.description;
    if (about) lines.push(`  ${inline(about)}`);
  });
  lines.push("", session.imported ? text.importedPrompts : text.prompts);
  for (const prompt of session.prompts) {
    lines.push("", `### ${inline(prompt.name)}`, "", fenced(prompt.text, "text"));
    if (prompt.explanation.trim()) lines.push("", `${text.whyItWorks}: ${inline(prompt.explanation)}`);
  }
  lines.push("", text.notes, "", session.notes.trim() ? fenced(session.notes, "text") : text.noNotes, "");
  return lines.join("\n");
}

/** "unstuck-repeated-failures-2026-11-25.md" */
export function sessionFileName(session: Pick<SharedSession, "problemType" | "startTime">): string {
  return `unstuck-${slugify(getProblemType(session.problemType).title)}-${session.startTime.slice(0, 10)}.md`;
}
