import type { HandoffInput } from "../schemas/mcp.js";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const block = (text: string) => text.trim().replace(/\n{3,}/g, "\n\n");

/**
 * A handoff file in the AGENTS.md style: everything a fresh agent session needs to continue without the old
 * conversation, with the working rules that stop it from repeating the old one's mistakes.
 */
export function handoffMarkdown(input: HandoffInput): string {
  const decisions = (input.decisions ?? []).map(oneLine).filter(Boolean);
  const next = (input.next ?? []).map(oneLine).filter(Boolean);
  const lines = ["# Handoff", "", "## Goal", "", block(input.goal), "", "## Current state", "", block(input.state), ""];
  if (decisions.length > 0) lines.push("## Decisions (do not reopen)", "", ...decisions.map((d) => `- ${d}`), "");
  if (next.length > 0) lines.push("## Next steps", "", ...next.map((n, i) => `${i + 1}. ${n}`), "");
  lines.push(
    "## Working rules",
    "",
    "- Read this file and the files it names before editing anything; restate the goal in one sentence.",
    "- One step at a time: plan it, change only what it needs, run the check, paste the output.",
    "- If the same error comes back twice, stop and report what you ruled out instead of patching again.",
    "- Ask before adding dependencies or touching files outside the current step.",
    "",
  );
  return lines.join("\n");
}
