// One reader per assistant's own session format, each turning its records into transcript messages. The formats
// and the versions each was checked against are in decision 0270.
import type { LineKind } from "../detection/transcript.js";
import { keyValueRows, SqliteFile } from "./sqlite-reader.js";
import type { TranscriptBuilder } from "./transcript-builder.js";
import { SESSION_READING } from "../../content/session-reading.js";
import {
  CLAUDE_EDIT_ECHO,
  PATCH_NOT_APPLIED,
  SPEC_KIT_INPUT_FRAME,
  SPEC_KIT_TEMPLATE,
} from "../../content/session-phrases.js";

type Obj = Record<string, unknown>;

/** The names agents give the tools that edit files. */
const EDIT_TOOL = new RegExp(
  "^(?:Edit|MultiEdit|Write|NotebookEdit|str_replace(?:_editor|_based_edit_tool)?|create_file|apply_patch" +
    "|write_to_file|replace_in_file|write_file|replace|edit_file(?:_v2)?|search_replace|edit|smart_edit|apply_diff" +
    "|insert_content|code_edit)$",
  "i",
);

function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}

function obj(v: unknown): Obj {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {};
}

function parseJson(text: unknown): unknown {
  if (typeof text !== "string") return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fileOf(input: Obj): string | undefined {
  for (const k of [
    "file_path",
    "path",
    "filePath",
    "target_file",
    "relativeWorkspacePath",
    "absolute_path",
    "notebook_path",
  ])
    if (typeof input[k] === "string" && input[k]) return input[k];
  return undefined;
}

function commandOf(input: Obj): string {
  const c = input.command ?? input.cmd ?? input.pattern ?? input.query;
  if (Array.isArray(c)) return c.map(String).join(" ");
  return typeof c === "string" ? c : "";
}

/** A tool call as one assistant line: an edit with its file, or a command. */
function toolCall(b: TranscriptBuilder, n: number, name: string, input: Obj, failed = false) {
  const file = fileOf(input);
  if (EDIT_TOOL.test(name))
    b.message("assistant", failed ? "edit-failed" : "edit", `${name}(${file ?? ""})`, { n, file });
  else b.message("assistant", "command", `${name}(${(commandOf(input) || file || "").slice(0, 300)})`, { n });
}

/**
 * A shell command that only shows files or lists them (`cat`, `sed -n`, `rg`, `Get-Content`, `ls`…), its folder
 * change and a pipe into another such program aside: what it prints is the files' content, code that may name an
 * error type ("throw new Error(…)"), not the output of a run.
 */
const SHOW_PROGRAMS =
  /^(?:cat|type|gc|get-content|head|tail|nl|less|more|bat|rg|grep|egrep|select-string|findstr|ls|dir|tree|find|fd|wc|get-childitem|gci)$/i;

/** A shell a command was handed to, its script after it: quoted, or unquoted as Codex writes a command given as a
 * list of words (`bash -lc sed -n '1,80p' app.ts`, `pwsh -NoProfile -Command Get-Content -Raw a.md`; decision 0427). */
const SHELL_WRAPPER =
  /^\s*(?:(?:bash|sh|zsh)\s+-\w*c|(?:pwsh|powershell)(?:\.exe)?(?:\s+-(?!c(?:ommand)?\s)\w+)*\s+-c(?:ommand)?|cmd(?:\.exe)?\s+\/c)\s+/i;

function script(command: string): string {
  const m = SHELL_WRAPPER.exec(command);
  if (!m) return command;
  const rest = command.slice(m[0].length);
  return /^(["'])([\s\S]*)\1\s*$/.exec(rest)?.[2] ?? rest;
}

export function showsFiles(command: string): boolean {
  const unwrapped = script(command);
  const steps = unwrapped
    .split(/&&|\|\||;|\|/)
    .map((p) => p.trim())
    .filter(Boolean);
  const run = steps.filter((p) => !/^(?:cd|pushd|set-location)\b/i.test(p));
  return (
    run.length > 0 &&
    run.every((p) => {
      const words = p.split(/\s+/);
      return SHOW_PROGRAMS.test(words[0]!) || (words[0] === "sed" && words[1] === "-n");
    })
  );
}

/** The exit code a tool's output reports ("Process exited with code 1", "Exit code: 0"), or null. */
function exitCode(text: string): number | null {
  const m = /^(?:Process exited with code|Exit code:)\s*(-?\d+)\s*$/im.exec(text.slice(0, 400));
  return m ? Number(m[1]) : null;
}

function blocksText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((c) => (typeof c === "string" ? c : str(obj(c).text) || str(obj(c).output) || str(obj(c).content)))
    .filter(Boolean)
    .join("\n");
}

// ---------- Claude Code (~/.claude/projects/<project>/<session>.jsonl) ----------

/** Text Claude Code puts in a user message that the person did not type (hooks, reminders, command echoes). */
// A background task's events (`<task-notification>`) arrive as user records too (decision 0352), and so does what a
// prompt-submit or session-start hook prints, in its own tag (decision 0391).
const CLAUDE_INJECTED_TAGS = [
  "system-reminder",
  "user-prompt-submit-hook",
  "session-start-hook",
  "local-command-stdout",
  "local-command-stderr",
  "command-message",
  "task-notification",
  "bash-stdout",
  "bash-stderr",
];
const CLAUDE_INJECTED = new RegExp(`^\\s*(?:<(?:${CLAUDE_INJECTED_TAGS.join("|")})>|\\[Request interrupted by user)`);

/** The tools that show files (their content, matching lines, their names) and never run anything. */
const CLAUDE_SHOW_TOOLS = /^(?:Read|Grep|Glob|LS|NotebookRead)$/;

/** Across a session's records: the tool calls whose results are files shown, by their id. */
export interface ShownCalls {
  shown: Set<string>;
  /** Codex's patch calls, by their id, and the file each patched. */
  patches: Map<string, string | undefined>;
}

export function newShownCalls(): ShownCalls {
  return { shown: new Set(), patches: new Map() };
}

/** An edit's result shows the edited lines back (`cat -n` style): code, which may name an error type, not the output
 * of a run, so only the notice before it is kept (decision 0407). */
const EDITED_SNIPPET = CLAUDE_EDIT_ECHO;

function withoutEditedSnippet(text: string): string {
  const at = text.indexOf(EDITED_SNIPPET);
  return at < 0 ? text : text.slice(0, at).trimEnd();
}

/** What Claude Code itself puts in the person's place as an instruction to the agent (`isMeta`: a slash command's
 * prompt file, a skill loaded, its caveat about local commands) is text, not the output of a run: an error it names
 * is no error the work printed (decision 0405). */
function metaKind(rec: Obj, text: string): LineKind {
  return rec.isMeta === true && !CLAUDE_INJECTED.test(text) ? "text" : "output";
}

export function claudeRecord(rec: Obj, n: number, b: TranscriptBuilder, calls: ShownCalls = newShownCalls()) {
  // A generic chat log ({role, content} a line) reads as Claude Code's records do.
  const type = str(rec.type) || (rec.role === "user" || rec.role === "assistant" ? str(rec.role) : "");
  if (type === "summary") {
    b.message("tool", "output", str(rec.summary), { n });
    return;
  }
  if (type === "system") {
    const text = str(rec.content);
    if (text) b.message("tool", "output", text, { n });
    return;
  }
  if (type !== "user" && type !== "assistant") return;
  if (rec.isSidechain === true) return;
  const message = rec.message === undefined ? rec : obj(rec.message);
  const content = message.content;
  const role = type === "assistant" ? "assistant" : "user";
  const typed = role === "user" && rec.isMeta !== true && rec.isCompactSummary !== true;
  if (typeof content === "string") {
    if (role === "user" && (CLAUDE_INJECTED.test(content) || !typed))
      b.message("tool", metaKind(rec, content), content, { n });
    else b.message(role, "text", content, { n, typed });
    return;
  }
  if (!Array.isArray(content)) return;
  let countedTurn = false;
  for (const raw of content) {
    const block = obj(raw);
    const bt = str(block.type);
    if (bt === "text") {
      const text = str(block.text);
      if (role === "user" && (CLAUDE_INJECTED.test(text) || !typed))
        b.message("tool", metaKind(rec, text), text, { n });
      else {
        b.message(role, "text", text, { n, typed: typed && !countedTurn });
        countedTurn ||= typed;
      }
    } else if (bt === "tool_use") {
      const name = str(block.name);
      const input = obj(block.input);
      if (CLAUDE_SHOW_TOOLS.test(name) || (name === "Bash" && showsFiles(commandOf(input))))
        calls.shown.add(str(block.id));
      toolCall(b, n, name, input);
    } else if (bt === "tool_result") {
      // A file a tool showed is code, not the output of a run; a failure to show it is still read.
      if (block.is_error !== true && calls.shown.has(str(block.tool_use_id))) continue;
      const text = withoutEditedSnippet(blocksText(block.content));
      b.message("tool", "output", block.is_error === true && !/^error/i.test(text) ? `Error: ${text}` : text, { n });
    }
  }
}

// ---------- Codex CLI (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl) ----------

/**
 * Text Codex sends as a user message, not the person's words: context (environment, AGENTS.md, instructions) and
 * its note that the person interrupted the last turn (`<turn_aborted>`, decision 0430).
 */
const CODEX_CONTEXT =
  /^\s*(?:<environment_context>|<user_instructions>|<permissions instructions>|# AGENTS\.md|<INSTRUCTIONS>|<turn_aborted>)/;

function patchFile(patch: string): string | undefined {
  return /\*\*\* (?:Update|Add|Delete) File: (.+)/.exec(patch)?.[1]?.trim();
}

export function codexRecord(rec: Obj, n: number, b: TranscriptBuilder, calls: ShownCalls = newShownCalls()) {
  // Newer files wrap each item as {timestamp, type, payload}; the first releases wrote the items bare.
  const type = str(rec.type);
  if (type === "session_meta" || type === "turn_context" || type === "event_msg") return;
  if (type === "compacted") {
    b.message("tool", "output", str(obj(rec.payload).message), { n });
    return;
  }
  const item = type === "response_item" ? obj(rec.payload) : rec;
  const it = str(item.type);
  if (it === "message") {
    const role = str(item.role);
    const text = blocksText(item.content);
    if (role === "user") {
      // The tool's own instructions in the person's place are its text, not a run's output (decision 0427).
      if (CODEX_CONTEXT.test(text)) b.message("tool", "text", text, { n });
      else {
        // A Spec Kit command's prompt: the person's input above, the toolkit's instructions below (decision 0435).
        const at = SPEC_KIT_TEMPLATE.exec(text)?.index;
        const own = at === undefined ? text : text.slice(0, at).replace(SPEC_KIT_INPUT_FRAME, "").trim();
        b.message("user", "text", own, { n, typed: true });
        if (at !== undefined) b.message("tool", "text", text.slice(at), { n });
      }
    } else if (role === "assistant") b.message("assistant", "text", text, { n });
  } else if (it === "function_call" || it === "custom_tool_call" || it === "local_shell_call") {
    const name = str(item.name) || "shell";
    const args = obj(parseJson(item.arguments ?? item.input ?? item.action));
    const raw = typeof item.input === "string" ? item.input : "";
    const patch = raw || commandOf(args);
    if (name === "apply_patch" || /\*\*\* Begin Patch/.test(patch)) {
      const file = patchFile(patch);
      calls.patches.set(str(item.call_id), file);
      b.message("assistant", "edit", `apply_patch(${file ?? ""})`, { n, file });
    } else {
      const input = Object.keys(args).length ? args : obj(item.action);
      if (showsFiles(commandOf(input))) calls.shown.add(str(item.call_id));
      toolCall(b, n, name, input);
    }
  } else if (it === "function_call_output" || it === "custom_tool_call_output") {
    const out = parseJson(item.output);
    const o = obj(out);
    const text = typeof out === "string" ? out : str(o.output) || blocksText(o.content) || JSON.stringify(out);
    const code = obj(o.metadata).exit_code;
    // A patch the tool refused is an edit that failed to apply, known by its file; the lines it quotes are the
    // file's code, not a run's output (decision 0428).
    const id = str(item.call_id);
    if (calls.patches.has(id) && PATCH_NOT_APPLIED.test(text)) {
      const file = calls.patches.get(id);
      b.message("tool", "edit-failed", text.split("\n")[0]!.slice(0, 300), { n, ...(file ? { file } : {}) });
      return;
    }
    // A file a command showed is code, not the output of a run; a command that failed to show it is still read.
    if (calls.shown.has(str(item.call_id)) && ((typeof code === "number" ? code : exitCode(text)) ?? 0) === 0) return;
    b.message("tool", "output", typeof code === "number" && code !== 0 ? `${text}\nexit code ${code}` : text, { n });
  }
}

// ---------- Gemini CLI (~/.gemini/tmp/<project hash>/chats/session-*.json, or .jsonl) ----------

/**
 * A user message Gemini CLI sends itself: a tool's result handed back to the model, shown as a `functionResponse`
 * with "System: Please continue." as its text. The person typed none of it (decision 0422).
 */
function geminiSentItself(msg: Obj): boolean {
  const shown = Array.isArray(msg.displayContent) ? msg.displayContent.map(obj) : [];
  return shown.some((part) => part.functionResponse) && !shown.some((part) => str(part.text).trim());
}

export function geminiMessage(msg: Obj, n: number, b: TranscriptBuilder) {
  const type = str(msg.type);
  const text = blocksText(msg.content);
  if (type === "user") {
    if (text.trim() && !geminiSentItself(msg)) b.message("user", "text", text, { n, typed: true });
    return;
  }
  if (type === "gemini" || type === "model") {
    if (text.trim()) b.message("assistant", "text", text, { n });
    const calls = Array.isArray(msg.toolCalls) ? msg.toolCalls : [];
    for (const raw of calls) {
      const call = obj(raw);
      const failed = str(call.status) === "error";
      toolCall(b, n, str(call.name), obj(call.args), failed);
      const results = Array.isArray(call.result) ? call.result : [];
      const response = results.map((r) => obj(obj(obj(r).functionResponse).response)).find((r) => r.output || r.error);
      const out = str(call.error) || str(response?.error) || str(call.resultDisplay) || str(response?.output);
      if (out) b.message("tool", "output", failed && !/error/i.test(out.slice(0, 40)) ? `Error: ${out}` : out, { n });
    }
    return;
  }
  if ((type === "error" || type === "warning" || type === "info") && text) b.message("tool", "output", text, { n });
}

// ---------- Cline (a folder per task: api_conversation_history.json, ui_messages.json) ----------

const CLINE_TYPED = /<(?:task|feedback|answer|user_message)>/;
const CLINE_TYPED_PART = /<(task|feedback|answer|user_message)>([\s\S]*?)(?:<\/\1>|$)/g;

/**
 * The person's words in a Cline user text: what its <task>, <feedback>, <answer> or <user_message> tags hold. Cline
 * wraps everything else it sends as the user (tool results, "[TASK RESUMPTION]", its to-do list reminders,
 * "[ERROR] You did not use a tool") around them (decision 0352).
 */
function clineTypedWords(text: string): string | null {
  const parts = [...text.matchAll(CLINE_TYPED_PART)].map((m) => m[2]!.trim());
  return parts.length ? parts.join("\n") : null;
}

/**
 * A tool result's header in a Cline or Roo Code user message: `[read_file for 'src/a.ts'] Result:`. The tools that
 * show a file (its content, matching lines, its definitions) return code, not the output of a run: an error's name in
 * that code ("except Exception as e:") is no error that happened.
 */
const CLINE_RESULT_HEADER = /^\[([\w-]+)(?: for [^\]]*)?\] Result:/;
const CLINE_SHOWN_TOOLS = new Set(["read_file", "search_files", "list_code_definition_names"]);
/**
 * A diagnostic that quotes its code line (`- [ts Error] 12 | const a = b : Cannot find name 'b'.`): the code between
 * `|` and the last ` : ` is the line it is about, not part of the problem.
 */
const CLINE_DIAGNOSTIC_WITH_CODE = /^(\s*- \[[^\]]*\]) (\d+) \| .* : (.+)$/;

/** Inside a user message: whether the lines are a file's content that a tool showed. */
export interface ClineResultState {
  shown: boolean;
}

/**
 * One line of a Cline user message outside its tags, as the detector should read it: null for a file's content that
 * a tool showed, and a diagnostic without the code line it quotes.
 */
export function clineResultLine(line: string, st: ClineResultState): string | null {
  const header = CLINE_RESULT_HEADER.exec(line);
  if (header) {
    st.shown = CLINE_SHOWN_TOOLS.has(header[1]!);
    return line;
  }
  if (st.shown) return null;
  const diagnostic = CLINE_DIAGNOSTIC_WITH_CODE.exec(line);
  return diagnostic ? `${diagnostic[1]} Line ${diagnostic[2]}: ${diagnostic[3]}` : line;
}

/** A Cline user text's tool results, read line by line as clineResultLine reads them. */
function clineResultText(text: string): string {
  const st: ClineResultState = { shown: false };
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const kept = clineResultLine(line, st);
    if (kept !== null) out.push(kept);
  }
  return out.join("\n");
}

export function clineApiMessage(msg: Obj, n: number, b: TranscriptBuilder) {
  const role = str(msg.role);
  const content = typeof msg.content === "string" ? [{ type: "text", text: msg.content }] : msg.content;
  if (!Array.isArray(content)) return;
  let counted = false;
  for (const raw of content) {
    const block = obj(raw);
    const bt = str(block.type);
    if (role === "assistant") {
      if (bt === "text") {
        const text = str(block.text);
        // Older Cline called its tools as XML tags in the text.
        const tag =
          /<(write_to_file|replace_in_file|apply_diff|execute_command|read_file|search_files|list_files)>\s*(?:<(?:path|command)>([^<]{0,300})<)?/.exec(
            text,
          );
        if (tag) toolCall(b, n, tag[1]!, tag[1] === "execute_command" ? { command: tag[2] ?? "" } : { path: tag[2] });
        const prose = text.replace(/<(\w+)>[\s\S]*?<\/\1>/g, "").trim();
        if (prose) b.message("assistant", "text", prose, { n });
      } else if (bt === "tool_use") toolCall(b, n, str(block.name), obj(block.input));
      continue;
    }
    if (bt === "tool_result") {
      b.message("tool", "output", blocksText(block.content), { n });
      continue;
    }
    if (bt !== "text") continue;
    const text = str(block.text);
    if (/^\s*<environment_details>/.test(text) || /^\s*# task_progress/.test(text)) continue;
    const words = CLINE_TYPED.test(text) ? clineTypedWords(text) : null;
    // The first message of a task is the person's even without a tag (older Cline, tasks started from the API).
    if (words === null && !(n === 1 && !counted)) {
      b.message("tool", "output", clineResultText(text), { n });
      continue;
    }
    const rest = words === null ? "" : clineResultText(text.replace(CLINE_TYPED_PART, "")).trim();
    if (rest) b.message("tool", "output", rest, { n });
    b.message("user", "text", words ?? text.trim(), { n, typed: !counted });
    counted = true;
  }
}

export function clineUiMessage(msg: Obj, n: number, b: TranscriptBuilder) {
  const kind = str(msg.say) || str(msg.ask);
  const text = str(msg.text);
  // The task the person typed is the first message, said as text before any request to the model.
  if (n === 1 && kind === "text") {
    b.message("user", "text", text, { n, typed: true });
    return;
  }
  switch (kind) {
    case "task":
    case "user_feedback":
    case "user_feedback_diff":
      b.message("user", "text", text, { n, typed: true });
      return;
    case "text":
    case "completion_result":
    case "followup":
    case "plan_mode_respond":
      if (text) b.message("assistant", "text", str(obj(parseJson(text)).question) || text, { n });
      return;
    case "command":
      b.message("assistant", "command", `execute_command(${text.slice(0, 300)})`, { n });
      return;
    case "tool": {
      const t = obj(parseJson(text));
      const tool = str(t.tool);
      const file = str(t.path) || undefined;
      if (/edited|newFile|appliedDiff|fileEdit/i.test(tool))
        b.message("assistant", "edit", `${tool}(${file ?? ""})`, { n, file });
      else b.message("assistant", "command", `${tool}(${file ?? ""})`, { n });
      return;
    }
    case "command_output":
    case "error":
    case "diff_error":
    case "api_req_failed":
    case "mistake_limit_reached":
    case "clineignore_error":
      b.message("tool", "output", kind === "command_output" ? text : `Error (${kind}): ${text}`, { n });
      return;
    default:
      return;
  }
}

// ---------- Cline and Roo Code markdown exports (cline_task_*.md, roo_task_*.md) ----------

/**
 * The task's messages as Cline's and Roo Code's "Export task" writes them: `**User:**` or `**Assistant:**`, a blank
 * line, the message's blocks, and `---` between messages. The person's words are inside <task>, <feedback>, <answer>
 * or <user_message>; the rest of a user message is tool results and <environment_details>. The assistant calls its
 * tools as XML tags (older versions) or `[Tool Use: name]` lines with one `Key: value` line per input (decision 0352).
 */
export interface ClineMarkdownState {
  role: "user" | "assistant" | "none";
  /** The typed turn of this user message has been counted. */
  counted: boolean;
  /** The tag the line is inside: a typed tag, environment_details, thinking, or a tool call. */
  tag: string | null;
  /** Inside a tool call: the multi-line parameter the line is in. */
  param: string | null;
  tool: { name: string; input: Obj; n: number } | null;
  /** In a user message, outside its tags: what the lines are (a file's content that a tool showed, or not). */
  result: ClineResultState;
}

export function newClineMarkdownState(): ClineMarkdownState {
  return { role: "none", counted: false, tag: null, param: null, tool: null, result: { shown: false } };
}

const CLINE_MD_SPEAKER = /^\*\*(User|Assistant):\*\*\s*$/;
const CLINE_MD_USER_TAG = /^<(task|feedback|answer|user_message|environment_details)>(.*)$/;
/** A tool's parameters whose text the agent says to the person (a question, a completion's result). */
const CLINE_MD_SAID = new Set(["question", "result", "response"]);

/** Ends a tool call still open (the export's last message). */
export function clineMdFlush(st: ClineMarkdownState, b: TranscriptBuilder) {
  if (st.tool) toolCall(b, st.tool.n, st.tool.name, st.tool.input);
  st.tool = null;
}

export function clineMarkdownLine(line: string, n: number, st: ClineMarkdownState, b: TranscriptBuilder) {
  // A file's content the agent writes may hold anything: a speaker line counts outside it only.
  const speaker = st.param === null ? CLINE_MD_SPEAKER.exec(line) : null;
  if (speaker) {
    clineMdFlush(st, b);
    st.role = speaker[1] === "User" ? "user" : "assistant";
    st.counted = false;
    st.tag = null;
    st.param = null;
    st.result.shown = false;
    return;
  }
  if (st.role === "none") return;
  if (st.role === "user") {
    if (st.tag === null) {
      const open = CLINE_MD_USER_TAG.exec(line);
      if (!open) {
        const kept = line === "---" ? null : clineResultLine(line, st.result);
        if (kept?.trim()) b.message("tool", "output", kept, { n });
        return;
      }
      st.result.shown = false;
      st.tag = open[1]!;
      line = open[2]!;
    }
    const close = line.indexOf(`</${st.tag}>`);
    const text = close === -1 ? line : line.slice(0, close);
    if (st.tag !== "environment_details" && text.trim()) {
      b.message("user", "text", text, { n, typed: !st.counted });
      st.counted = true;
    }
    if (close !== -1) st.tag = null;
    return;
  }
  // The assistant: its thinking is left out, as in the JSON history; its tool calls become edits and commands.
  const t = line.trim();
  if (st.tag === "thinking") {
    if (t.includes("</thinking>")) st.tag = null;
    return;
  }
  if (st.tool && st.tag !== null) {
    if (st.param) {
      const end = t.endsWith(`</${st.param}>`);
      const text = end ? line.slice(0, line.lastIndexOf(`</${st.param}>`)) : line;
      if (CLINE_MD_SAID.has(st.param) && text.trim()) b.message("assistant", "text", text, { n });
      if (end) st.param = null;
      return;
    }
    if (t === `</${st.tag}>`) {
      clineMdFlush(st, b);
      st.tag = null;
      return;
    }
    const param = /^<(\w+)>(.*?)(<\/\1>)?$/.exec(t);
    if (param) {
      if (param[3]) st.tool.input[param[1]!] = param[2]!;
      else {
        st.param = param[1]!;
        if (CLINE_MD_SAID.has(st.param) && param[2]!.trim()) b.message("assistant", "text", param[2]!, { n });
      }
    }
    return;
  }
  if (t.startsWith("<thinking>")) {
    if (!t.includes("</thinking>")) st.tag = "thinking";
    return;
  }
  const open = /^<([a-z_]+)>$/.exec(t);
  if (open) {
    clineMdFlush(st, b);
    st.tag = open[1]!;
    st.tool = { name: open[1]!, input: {}, n };
    return;
  }
  const native = /^\[Tool Use: ([\w-]+)\]$/.exec(t);
  if (native) {
    clineMdFlush(st, b);
    st.tool = { name: native[1]!, input: {}, n };
    return;
  }
  // A `[Tool Use: name]` block runs to the end of the message: its values (a file's content) span lines.
  if (st.tool) {
    const kv = /^([A-Z][\w ]*): (.*)$/.exec(t);
    if (kv) {
      const key = kv[1]!.toLowerCase().replace(/ /g, "_");
      if (!(key in st.tool.input)) st.tool.input[key] = kv[2]!;
      if (CLINE_MD_SAID.has(key)) b.message("assistant", "text", kv[2]!, { n });
    }
    return;
  }
  if (!t || t === "---") return;
  b.message("assistant", "text", line, { n });
}

// ---------- Aider (.aider.chat.history.md in the repository) ----------

export interface MarkdownState {
  role: "user" | "assistant" | "tool" | "none";
  /** The user's current message continues (consecutive `#### ` lines, or SpecStory prose after its header). */
  inUser: boolean;
  fence: boolean;
  /** SpecStory: what the open fence holds: a command the agent ran, that command's output, or anything else. */
  fenceKind?: "command" | "output" | "other";
  /** SpecStory: the last thing seen was a closed command fence (a bare fence right after it is its output). */
  afterCommand?: boolean;
}

export function newMarkdownState(): MarkdownState {
  return { role: "none", inUser: false, fence: false };
}

const SHELL_FENCE = /^```(?:bash|sh|shell|zsh|powershell|pwsh|ps1|cmd|console|terminal)\s*$/i;

/** Aider's notice that an edit did not apply, printed as the tool's quoted output by newer versions and unquoted by
 * older ones: a failed edit either way (decision 0392). */
const EDIT_NOT_APPLIED = /SearchReplaceNoExactMatch|SEARCH\/REPLACE blocks? failed to match/;

export function aiderLine(line: string, n: number, st: MarkdownState, b: TranscriptBuilder) {
  if (line.startsWith("#### ") || line === "####") {
    b.message("user", "text", line.slice(5), { n, typed: !st.inUser });
    st.inUser = true;
    st.role = "user";
    return;
  }
  st.inUser = false;
  if (line.startsWith("> ") || line === ">" || line.startsWith("# aider chat started")) {
    const text = line.replace(/^>\s?/, "").trimEnd();
    const applied = /^Applied edit to (.+)$/.exec(text);
    if (applied) b.message("tool", "edit", text, { n, file: applied[1] });
    else if (EDIT_NOT_APPLIED.test(text)) b.message("tool", "edit-failed", text, { n });
    else if (/^Commit [0-9a-f]{7}/.test(text)) b.message("tool", "change", text, { n });
    else if (text) b.message("tool", "output", text, { n });
    st.role = "tool";
    return;
  }
  if (!line.trim()) return;
  const failed = EDIT_NOT_APPLIED.test(line);
  b.message(failed ? "tool" : "assistant", failed ? "edit-failed" : "text", line, { n });
  if (!failed) st.role = "assistant";
}

// ---------- SpecStory exports (.specstory/history/*.md, from Cursor, Claude Code and others) ----------

const SPECSTORY_SPEAKER = /^_\*\*(User|Assistant|Agent|Cursor|Claude|Codex|Gemini)\b[^*]*\*\*_\s*$/;

export function specstoryLine(line: string, n: number, st: MarkdownState, b: TranscriptBuilder) {
  const speaker = SPECSTORY_SPEAKER.exec(line.trim());
  if (speaker) {
    st.role = speaker[1] === "User" ? "user" : "assistant";
    st.inUser = st.role === "user";
    st.fence = false;
    st.fenceKind = undefined;
    st.afterCommand = false;
    // The header line itself carries no words; the person's message is the prose that follows.
    if (st.role === "user") b.message("user", "text", "", { n, typed: true });
    return;
  }
  const t = line.trim();
  if (!t || t === "---" || t.startsWith("<!--")) return;
  // Older Cursor exports show a command the agent ran as a shell fence and its output as the bare fence that
  // follows it (decision 0306): the output is the tool's, so an error in it is read as one.
  if (t.startsWith("```") && st.role === "assistant") {
    if (st.fence) {
      st.afterCommand = st.fenceKind === "command";
      st.fence = false;
      const kind = st.fenceKind;
      st.fenceKind = undefined;
      if (kind !== "other") return;
    } else {
      st.fenceKind = SHELL_FENCE.test(t) ? "command" : t === "```" && st.afterCommand ? "output" : "other";
      st.fence = true;
      st.afterCommand = false;
      if (st.fenceKind !== "other") return;
    }
  } else if (t.startsWith("```")) st.fence = !st.fence;
  else if (!st.fence) st.afterCommand = false;
  if (st.fence && st.role === "assistant" && st.fenceKind === "output") {
    b.message("tool", "output", line, { n });
    return;
  }
  if (st.fence && st.role === "assistant" && st.fenceKind === "command") {
    b.message("assistant", "command", t, { n });
    return;
  }
  const tool =
    /^(?:Tool use: \*\*([\w-]+)\*\*|<details><summary>Tool use: \*\*([\w-]+)\*\*)(?:.*?(?:Edit file|Run command): (.+?)(?:<\/summary>)?)?$/.exec(
      t,
    );
  if (tool && st.role === "assistant") {
    const name = tool[1] ?? tool[2] ?? "";
    const arg = tool[3]?.replace(/&amp;/g, "&") ?? "";
    const file = /Edit file: /.test(t) ? arg : undefined;
    const kind: LineKind = file || EDIT_TOOL.test(name) ? "edit" : "command";
    b.message("assistant", kind, `${name}(${arg})`, { n, file });
    return;
  }
  const editFence = /^```\w*:(\S+)/.exec(t);
  if (editFence && st.role === "assistant") {
    b.message("assistant", "edit", t, { n, file: editFence[1] });
    return;
  }
  if (st.role === "none") return;
  b.message(st.role === "user" ? "user" : "assistant", "text", line, { n });
}

// ---------- Cursor (state.vscdb: table cursorDiskKV, composerData:<id> and bubbleId:<id>:<bubble>) ----------

export interface CursorComposer {
  id: string;
  name: string;
  createdAt: number | null;
  updatedAt: number | null;
  messages: number;
}

function composerList(db: SqliteFile): { meta: CursorComposer; data: Obj }[] {
  const out: { meta: CursorComposer; data: Obj }[] = [];
  for (const [key, value] of keyValueRows(db, "cursorDiskKV", "composerData:")) {
    const data = obj(parseJson(value));
    const headers = Array.isArray(data.fullConversationHeadersOnly) ? data.fullConversationHeadersOnly : [];
    const inline = Array.isArray(data.conversation) ? data.conversation : [];
    const messages = Math.max(headers.length, inline.length);
    if (messages === 0) continue;
    out.push({
      meta: {
        id: key.slice("composerData:".length),
        name: str(data.name) || "Untitled chat",
        createdAt: typeof data.createdAt === "number" ? data.createdAt : null,
        updatedAt:
          typeof data.lastUpdatedAt === "number"
            ? data.lastUpdatedAt
            : typeof data.createdAt === "number"
              ? data.createdAt
              : null,
        messages,
      },
      data,
    });
  }
  return out.sort((a, b) => (b.meta.updatedAt ?? 0) - (a.meta.updatedAt ?? 0));
}

export function listCursorComposers(bytes: Uint8Array): CursorComposer[] {
  return composerList(new SqliteFile(bytes)).map((c) => c.meta);
}

function cursorBubble(bubble: Obj, n: number, b: TranscriptBuilder) {
  const text = str(bubble.text) || str(bubble.rawText);
  if (bubble.type === 1) {
    b.message("user", "text", text, { n, typed: true });
    return;
  }
  if (text.trim()) b.message("assistant", "text", text, { n });
  const tool = obj(bubble.toolFormerData);
  const name = str(tool.name);
  // Chat (not agent) answers carry their edits as code fences named by file (```ts:src/app.ts).
  if (!name) for (const m of text.matchAll(/^```\w*:(\S+)/gm)) b.message("assistant", "edit", m[0], { n, file: m[1] });
  if (name) {
    const params = obj(parseJson(tool.params ?? tool.rawArgs));
    const failed = str(tool.status) === "error";
    toolCall(b, n, name, params, failed);
    const result = parseJson(tool.result);
    const r = obj(result);
    const out = typeof result === "string" ? result : str(r.output) || str(r.error) || str(r.contents);
    if (out) b.message("tool", "output", failed && !/error/i.test(out.slice(0, 40)) ? `Error: ${out}` : out, { n });
  }
}

/** Reads one composer chat (the one named, or the most recently updated) from a Cursor state.vscdb. */
export function readCursorDb(bytes: Uint8Array, b: TranscriptBuilder, composerId?: string): CursorComposer {
  const db = new SqliteFile(bytes);
  const composers = composerList(db);
  const chosen = composerId ? composers.find((c) => c.meta.id === composerId) : composers[0];
  if (!chosen) {
    throw new Error(composerId ? SESSION_READING.noCursorChat(composerId) : SESSION_READING.noCursorChats);
  }
  const inline = Array.isArray(chosen.data.conversation) ? chosen.data.conversation : [];
  if (inline.length > 0) {
    inline.forEach((bubble, i) => cursorBubble(obj(bubble), i + 1, b));
    return chosen.meta;
  }
  const headers = (chosen.data.fullConversationHeadersOnly as unknown[]).map((h) => str(obj(h).bubbleId));
  const prefix = `bubbleId:${chosen.meta.id}:`;
  const bubbles = new Map<string, Obj>();
  for (const [key, value] of keyValueRows(db, "cursorDiskKV", prefix))
    bubbles.set(key.slice(prefix.length), obj(parseJson(value)));
  headers.forEach((id, i) => {
    const bubble = bubbles.get(id);
    if (bubble) cursorBubble(bubble, i + 1, b);
  });
  return chosen.meta;
}
