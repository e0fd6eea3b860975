import { handoffText } from "../content/mcp-tools.js";
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
  const text = handoffText;
  const lines = [text.title, "", text.goal, "", block(input.goal), "", text.state, "", block(input.state), ""];
  if (decisions.length > 0) lines.push(text.decisions, "", ...decisions.map((d) => `- ${d}`), "");
  if (next.length > 0) lines.push(text.next, "", ...next.map((n, i) => `${i + 1}. ${n}`), "");
  lines.push(text.rules, "", ...text.workingRules, "");
  return lines.join("\n");
}
