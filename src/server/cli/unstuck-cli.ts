// `unstuck`: reads the coding assistants' own session files where they run and says where a session got stuck
// (decision 0274). Works offline with the built-in detector; only `diagnose --send` talks to Unstuck.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { SessionDiagnosis } from "../../shared/domain/sessions/diagnose-session.js";
import { SESSION_TOOL_NAMES, SESSION_TOOLS, type SessionTool } from "../../shared/domain/sessions/session-tools.js";
import { cliHelp, cliMessages, TOKEN_REFUSED_MESSAGE } from "../../shared/content/cli.js";
import { firstWentWrong, NOTHING_STUCK, whereItWentWrongLines } from "../../shared/content/nudges.js";
import { findRepeats, type Repeat } from "../../shared/domain/sessions/repeats.js";
import {
  OUTCOME_WORDS,
  type CliIo,
  type OutcomeRequest,
  type OutcomeResult,
  type OutcomeWord,
  type SendRequest,
} from "./cli-io.js";
import { findSessions, type FoundSession } from "./session-locations.js";

export type { CliIo, OutcomeRequest, OutcomeResult, SendRequest } from "./cli-io.js";

export const EXIT = { ok: 0, stuck: 1, bad: 2 } as const;

const TOOL_NAMES = SESSION_TOOLS.filter((t) => t !== "text");

export const HELP = cliHelp.main;

export const SESSIONS_HELP = cliHelp.sessions(TOOL_NAMES.join(", "));

export const DIAGNOSE_HELP = cliHelp.diagnose(TOOL_NAMES.join(", "));

export const OUTCOME_HELP = cliHelp.outcome;

export const WATCH_HELP = cliHelp.watch(TOOL_NAMES.join(", "));

export const HOOK_HELP = cliHelp.hook;

interface Parsed {
  command: string | null;
  file: string | null;
  flags: Set<string>;
  tool: SessionTool | null;
  chat: string | null;
  /** The third word: for outcome, unstuck|still-stuck|gave-up. */
  word: string | null;
  prompt: number | null;
  step: number | null;
  /** --file FILE (unstuck watch). */
  fileFlag: string | null;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Parsed {
  const parsed: Parsed = {
    command: null,
    file: null,
    flags: new Set(),
    tool: null,
    chat: null,
    word: null,
    prompt: null,
    step: null,
    fileFlag: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = /^--(tool|chat|prompt|step|file)=(.*)$/.exec(arg);
    const takeValue = (name: string) => {
      const v = eq ? eq[2]! : argv[++i];
      if (!v) throw new UsageError(cliMessages.needsValue(name));
      return v;
    };
    if (arg === "--tool" || eq?.[1] === "tool") {
      const v = takeValue("tool");
      if (!(TOOL_NAMES as readonly string[]).includes(v))
        throw new UsageError(cliMessages.unknownTool(v, TOOL_NAMES.join(", ")));
      parsed.tool = v as SessionTool;
    } else if (arg === "--chat" || eq?.[1] === "chat") parsed.chat = takeValue("chat");
    else if (arg === "--file" || eq?.[1] === "file") {
      if (parsed.fileFlag !== null) throw new UsageError(cliMessages.fileOnce);
      parsed.fileFlag = takeValue("file");
    } else if (arg === "--prompt" || arg === "--step" || eq?.[1] === "prompt" || eq?.[1] === "step") {
      const name = eq ? (eq[1] as "prompt" | "step") : (arg.slice(2) as "prompt" | "step");
      const v = takeValue(name);
      if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 20) throw new UsageError(cliMessages.numberFlag(name, v));
      parsed[name] = Number(v);
    } else if (arg === "-h" || arg === "--help") parsed.flags.add("help");
    else if (["--json", "--latest", "--send", "--exit-code", "--user", "--project"].includes(arg))
      parsed.flags.add(arg.slice(2));
    else if (arg === "--token" || arg.startsWith("--token=")) throw new UsageError(cliMessages.tokenOnCommandLine);
    else if (arg.startsWith("-")) throw new UsageError(cliMessages.unknownOption(arg));
    else if (parsed.command === null) parsed.command = arg;
    else if (parsed.file === null) parsed.file = arg;
    else if (parsed.command === "outcome" && parsed.word === null) parsed.word = arg;
    else throw new UsageError(cliMessages.unexpectedArgument(arg));
  }
  return parsed;
}

function ago(date: Date, now = Date.now()): string {
  const minutes = Math.round((now - date.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function listSessions(p: Parsed, io: CliIo): number {
  const found = findSessions(io.cwd, io.env, io.platform).filter((s) => !p.tool || s.tool === p.tool);
  if (p.flags.has("json")) {
    io.out(
      JSON.stringify(
        {
          sessions: found.map((s) => ({
            tool: s.tool,
            path: s.path,
            ...(s.chatId ? { chatId: s.chatId } : {}),
            title: s.title,
            modified: s.modified.toISOString(),
            bytes: s.bytes,
          })),
        },
        null,
        2,
      ),
    );
    return EXIT.ok;
  }
  if (found.length === 0) {
    io.out(cliMessages.noSessions(io.cwd));
    return EXIT.ok;
  }
  for (const tool of TOOL_NAMES) {
    const mine = found.filter((s) => s.tool === tool);
    if (mine.length === 0) continue;
    io.out(`${SESSION_TOOL_NAMES[tool]} (${mine.length})`);
    for (const s of mine) {
      const chat = s.tool === "cursor" ? `  --chat ${s.chatId}` : "";
      io.out(
        `  ${ago(s.modified).padEnd(12)} ${size(s.bytes).padStart(8)}  ${s.title}${chat}\n${" ".repeat(24)}${s.path}`,
      );
    }
  }
  return EXIT.ok;
}

interface Target {
  path: string;
  chatId?: string;
}

function target(p: Parsed, io: CliIo): Target {
  if (p.flags.has("latest")) {
    if (p.file) throw new UsageError(cliMessages.fileOrLatest);
    const found = findSessions(io.cwd, io.env, io.platform).filter((s) => !p.tool || s.tool === p.tool);
    const newest: FoundSession | undefined = found[0];
    if (!newest)
      throw new UsageError(cliMessages.noLatestSession(p.tool ? `${SESSION_TOOL_NAMES[p.tool]} ` : "", io.cwd));
    return { path: newest.path, chatId: p.chat ?? newest.chatId };
  }
  if (!p.file) throw new UsageError(cliMessages.whichSession);
  let path = resolve(io.cwd, p.file);
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new UsageError(cliMessages.noSuchFile(p.file));
  }
  if (stat.isDirectory()) {
    // A Cline task folder.
    const inside = ["api_conversation_history.json", "ui_messages.json"].map((n) => join(path, n)).find(existsSync);
    if (!inside) throw new UsageError(cliMessages.folderWithoutSession(p.file));
    path = inside;
  }
  return { path, chatId: p.chat ?? undefined };
}

function tokenFrom(io: CliIo, what = "--send"): string {
  const fromEnv = io.env.UNSTUCK_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const home = io.env.HOME || io.env.USERPROFILE || "";
  const file = join(io.env.XDG_CONFIG_HOME || join(home, ".config"), "unstuck", "token");
  if (!existsSync(file)) throw new UsageError(cliMessages.tokenNeeded(what));
  if ((io.platform ?? process.platform) !== "win32" && (statSync(file).mode & 0o077) !== 0)
    throw new UsageError(cliMessages.tokenFileReadable(file));
  return readFileSync(file, "utf8").trim();
}

function sendTitle(d: SessionDiagnosis, max: number): string {
  const parts = [
    `From a ${SESSION_TOOL_NAMES[d.tool]} session (${d.userTurns} turn${d.userTurns === 1 ? "" : "s"})`,
    d.firstStuckTurn ? `, stuck since turn ${d.firstStuckTurn}` : "",
    ". ",
    ...d.evidence.slice(0, 3).map((e) => `Turn ${e.turn ?? "–"}: ${e.reason}: ${e.text} `),
  ];
  const text = parts.join("").trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Calls one tool of Unstuck's MCP endpoint with the user's token, the route agents use: returns the tool's
 * structured result, or throws with the tool's own message (a refusal, an unknown session) or a plain one.
 */
export async function callMcpTool(
  url: URL,
  token: string,
  name: string,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
  const { StreamableHTTPClientTransport, StreamableHTTPError } =
    await import("@modelcontextprotocol/sdk/client/streamableHttp.js");
  const client = new Client({ name: "unstuck-cli", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  try {
    await client.connect(transport);
    const result = await client.callTool({ name, arguments: args });
    const text = (result.content as { type: string; text?: string }[] | undefined)?.find(
      (c) => c.type === "text",
    )?.text;
    if (result.isError) throw new Error(text ?? cliMessages.requestRefused);
    const data = result.structuredContent as Record<string, unknown> | undefined;
    if (!data) throw new Error(cliMessages.noResult);
    return data;
  } catch (error) {
    if (error instanceof StreamableHTTPError && error.code === 401) throw new Error(TOKEN_REFUSED_MESSAGE);
    if (error instanceof TypeError && /fetch failed/.test(error.message))
      throw new Error(cliMessages.unreachable(url.href));
    throw error;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Saves through the MCP endpoint's start_rescue tool, the same route agents use with the same token. */
export async function sendOverMcp(req: SendRequest): Promise<{ url: string }> {
  const data = await callMcpTool(req.url, req.token, "start_rescue", { type: req.type, title: req.title });
  if (typeof data.url !== "string") throw new Error(cliMessages.noLink);
  return { url: data.url };
}

/** Records "did it work?" through the MCP endpoint's report_outcome tool. */
export async function reportOverMcp(req: OutcomeRequest): Promise<OutcomeResult> {
  const data = await callMcpTool(req.url, req.token, "report_outcome", {
    sessionId: req.sessionId,
    outcome: req.outcome,
    ...(req.prompt === undefined ? {} : { prompt: req.prompt }),
    ...(req.step === undefined ? {} : { step: req.step }),
  });
  return {
    nextOptions: (data.nextOptions as OutcomeResult["nextOptions"] | undefined) ?? [],
    nextSessionId: typeof data.nextSessionId === "string" ? data.nextSessionId : null,
  };
}

function mcpUrl(io: CliIo, what = "--send"): URL {
  const raw = io.env.UNSTUCK_URL?.trim();
  if (!raw) throw new UsageError(cliMessages.addressNeeded(what));
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(cliMessages.notAUrl(raw));
  }
  if (url.pathname === "/" || url.pathname === "") url.pathname = "/mcp";
  return url;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A rescue's id, from the id itself or from its link (…/rescue/ID, as diagnose --send prints it). */
function sessionIdOf(raw: string): string | null {
  const trimmed = raw.trim();
  if (UUID.test(trimmed)) return trimmed.toLowerCase();
  let path: string;
  try {
    path = new URL(trimmed).pathname;
  } catch {
    return null;
  }
  const id = /\/rescue\/([^/]+)\/?$/.exec(path)?.[1];
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** The lines diagnose --send prints so the developer can say afterwards whether it worked. */
function outcomeHint(link: string): string {
  const id = sessionIdOf(link) ?? link;
  return cliMessages.outcomeHint(id);
}

async function outcome(p: Parsed, io: CliIo): Promise<number> {
  const words = Object.keys(OUTCOME_WORDS).join(", ");
  if (!p.file) throw new UsageError(cliMessages.whichRescue(Object.keys(OUTCOME_WORDS).join("|")));
  const sessionId = sessionIdOf(p.file);
  if (!sessionId) throw new UsageError(cliMessages.notARescue(p.file));
  if (!p.word) throw new UsageError(cliMessages.didItWork(words));
  const word = p.word.toLowerCase().replace("_", "-");
  if (!Object.hasOwn(OUTCOME_WORDS, word)) throw new UsageError(cliMessages.unknownOutcome(p.word, words));
  const value = OUTCOME_WORDS[word as OutcomeWord];
  if (value !== "unstuck" && (p.prompt !== null || p.step !== null))
    throw new UsageError(cliMessages.promptStepOnlyWithUnstuck);
  const what = "unstuck outcome";
  const token = tokenFrom(io, what);
  const url = mcpUrl(io, what);
  // The rescue's page: the link the developer gave, or the same address's /rescue/ID.
  const page = (id: string) =>
    id === sessionId && /^https?:/i.test(p.file!.trim()) ? p.file!.trim() : new URL(`/rescue/${id}`, url).href;
  let result: OutcomeResult;
  try {
    result = await (io.report ?? reportOverMcp)({
      url,
      token,
      sessionId,
      outcome: value,
      ...(p.prompt === null ? {} : { prompt: p.prompt }),
      ...(p.step === null ? {} : { step: p.step }),
    });
  } catch (error) {
    // The service counts prompts from 0; here they are counted from 1, as in --prompt.
    const message = (error instanceof Error ? error.message : String(error))
      .replace(/^promptIndex: this session has (\d+) prompts \(0 to \d+\)\./, (_, n: string) =>
        n === "0" ? cliMessages.noPrompts : cliMessages.promptRange(n),
      )
      .replace(/^stepId: this session has/, cliMessages.stepRange);
    throw new UsageError(cliMessages.notRecorded(message));
  }
  if (p.flags.has("json")) {
    io.out(
      JSON.stringify(
        {
          version: 1,
          sessionId,
          outcome: value,
          prompt: p.prompt,
          step: p.step,
          url: page(sessionId),
          nextOptions: result.nextOptions,
          nextSessionId: result.nextSessionId,
        },
        null,
        2,
      ),
    );
    return EXIT.ok;
  }
  const did = [p.prompt !== null ? `prompt ${p.prompt}` : "", p.step !== null ? `step ${p.step}` : ""]
    .filter(Boolean)
    .join(" and ");
  io.out(cliMessages.recorded(cliMessages.outcomeLabels[value], did, page(sessionId)));
  if (value !== "still_stuck") return EXIT.ok;
  if (result.nextSessionId) {
    io.out(cliMessages.nextUnderWay(page(result.nextSessionId)));
  } else if (result.nextOptions.length === 0) {
    io.out(cliMessages.bothStrategiesTried);
  } else {
    io.out(cliMessages.nextLinesOfAttack);
    for (const o of result.nextOptions) {
      const kind = o.via === "second_strategy" ? cliMessages.secondStrategy : cliMessages.runnerUp(o.type);
      io.out(`  ${kind}: ${o.strategy}\n    ${o.summary}`);
    }
    io.out(cliMessages.startNextOne(page(sessionId), sessionId));
  }
  return EXIT.ok;
}

function printDiagnosis(
  d: SessionDiagnosis,
  prompt: { name: string; text: string } | null,
  repeats: Repeat[],
  file: string,
  io: CliIo,
) {
  const who = `${SESSION_TOOL_NAMES[d.tool]} session, ${d.userTurns} turn${d.userTurns === 1 ? "" : "s"}`;
  for (const w of d.warnings) io.err(`unstuck: ${w}`);
  if (!d.stuck) {
    io.out(`${NOTHING_STUCK} (${who}: ${file}).`);
    return;
  }
  io.out(`${d.title} · ${d.confidenceLabel} confidence (${d.confidence.toFixed(2)}) · ${who}`);
  if (d.firstStuckTurn) io.out(firstWentWrong(d.firstStuckTurn, d.firstStuckReason));
  io.out(cliMessages.evidence);
  for (const e of d.evidence) {
    io.out(`  turn ${String(e.turn ?? "–").padEnd(4)} ${e.reason}`);
    io.out(`            ${e.text}`);
  }
  for (const line of whereItWentWrongLines(repeats)) io.out(line);
  if (prompt) {
    io.out(cliMessages.pasteThis(prompt.name));
    io.out(prompt.text.replace(/^/gm, "  "));
  }
}

async function diagnose(p: Parsed, io: CliIo): Promise<number> {
  const json = p.flags.has("json");
  const t = target(p, io);
  // A long session takes a moment: say what is being read at once.
  if (!json) io.err(`Reading ${t.path} (${size(statSync(t.path).size)})…`);
  // The readers and the detector (its phrase lists, the problem types) load after that line: they are most of
  // the command's start-up (decision 0278).
  const [{ readSession }, { diagnoseSession }, { promptToPaste }] = await Promise.all([
    import("../../shared/domain/sessions/read-session.js"),
    import("../../shared/domain/sessions/diagnose-session.js"),
    import("./nudge-facts.js"),
  ]);
  const r = await readSession(createReadStream(t.path), {
    name: t.path,
    tool: p.tool ?? undefined,
    chatId: t.chatId,
  });
  if (!r.ok) {
    if (json) io.out(JSON.stringify({ version: 1, error: r.error }, null, 2));
    else io.err(`unstuck: ${t.path}: ${r.error}`);
    return EXIT.bad;
  }
  const d = diagnoseSession(r);
  const repeats = findRepeats(r.transcript.lines);
  // The prompt as it is pasted: nobody is asked here, so no slot is left open (decision 0397).
  const prompt = promptToPaste(d, repeats);
  let sent: { url: string } | undefined;
  if (p.flags.has("send")) {
    if (!d.stuck || !d.type) {
      io.err(cliMessages.nothingToSave);
    } else {
      const token = tokenFrom(io);
      const url = mcpUrl(io);
      try {
        const { PROJECT_DESCRIPTION_MAX_CHARS } = await import("../../shared/schemas/sessions.js");
        sent = await (io.send ?? sendOverMcp)({
          url,
          token,
          type: d.type,
          title: sendTitle(d, PROJECT_DESCRIPTION_MAX_CHARS),
        });
      } catch (error) {
        io.err(cliMessages.notSaved(error instanceof Error ? error.message : String(error)));
        return EXIT.bad;
      }
    }
  }
  if (json) {
    io.out(
      JSON.stringify(
        {
          version: 1,
          stuck: d.stuck,
          type: d.type,
          title: d.title,
          confidence: d.confidence,
          confidenceLabel: d.confidenceLabel,
          firstStuckTurn: d.firstStuckTurn,
          firstStuckReason: d.firstStuckReason,
          userTurns: d.userTurns,
          evidence: d.evidence,
          prompt,
          tool: d.tool,
          file: t.path,
          warnings: d.warnings,
          ...(sent ? { sent } : {}),
          repeats,
        },
        null,
        2,
      ),
    );
  } else {
    printDiagnosis(d, prompt, repeats, t.path, io);
    if (sent) {
      io.out(cliMessages.saved(sent.url));
      io.out(outcomeHint(sent.url));
    }
  }
  return d.stuck ? EXIT.stuck : EXIT.ok;
}

async function watch(p: Parsed, io: CliIo): Promise<number> {
  if (p.file) throw new UsageError(cliMessages.fileWithFlag(p.file));
  for (const f of ["json", "latest", "send", "user", "project"])
    if (p.flags.has(f)) throw new UsageError(cliMessages.notForWatch(f));
  const { runWatch } = await import("./watch.js");
  return runWatch(
    { tool: p.tool, file: p.fileFlag, chatId: p.chat ?? undefined, exitCode: p.flags.has("exit-code") },
    io,
  );
}

async function hook(p: Parsed, io: CliIo): Promise<number> {
  const what = p.file;
  const { claudeCodeSettings, geminiCliSettings, runHook } = await import("./hook.js");
  if (what === "run") {
    const text = io.stdin ? await io.stdin() : "";
    const result = await runHook(text, io.env);
    if (result.output) io.out(JSON.stringify(result.output));
    return EXIT.ok;
  }
  if (what === "claude-code" || what === "gemini-cli") {
    if (p.flags.has("user") && p.flags.has("project")) throw new UsageError(cliMessages.userOrProject);
    const user = p.flags.has("user");
    const where =
      what === "claude-code"
        ? user
          ? cliMessages.hookSettingsClaudeUser
          : cliMessages.hookSettingsClaudeProject
        : user
          ? cliMessages.hookSettingsGeminiUser
          : cliMessages.hookSettingsGeminiProject;
    const { findInstalls, hookCommand } = await import("./hook-command.js");
    const installs = findInstalls(io.cwd, io.env, io.platform ?? process.platform);
    const platform = io.platform ?? process.platform;
    const { command, calls, clearsCerts } = hookCommand(what, user ? "user" : "project", installs, io.env, platform);
    io.err(cliMessages.hookMerge(where));
    io.out(JSON.stringify(what === "claude-code" ? claudeCodeSettings(command) : geminiCliSettings(command), null, 2));
    // Beside the block, not in it: stdout stays the JSON to paste (decision 0402).
    io.err(
      calls === "project"
        ? cliMessages.hookCallsProject
        : calls === "global"
          ? user
            ? cliMessages.hookCallsGlobalUser
            : cliMessages.hookCallsGlobalProject
          : cliMessages.hookCallsNpx(user),
    );
    if (clearsCerts) io.err(cliMessages.hookClearsCerts);
    return EXIT.ok;
  }
  throw new UsageError(what ? cliMessages.unknownHook(what) : cliMessages.whichHook);
}

/** Runs the CLI; returns the exit status. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let p: Parsed;
  try {
    p = parseArgs(argv);
  } catch (error) {
    io.err(`unstuck: ${(error as Error).message}\n\n${HELP}`);
    return EXIT.bad;
  }
  const help = p.command === "help" ? (p.file ?? "") : p.flags.has("help") ? (p.command ?? "") : null;
  if (help !== null || p.command === null) {
    const text =
      help === "sessions"
        ? SESSIONS_HELP
        : help === "diagnose"
          ? DIAGNOSE_HELP
          : help === "outcome"
            ? OUTCOME_HELP
            : help === "watch"
              ? WATCH_HELP
              : help === "hook"
                ? HOOK_HELP
                : HELP;
    io.out(text);
    return p.command === null && help === null ? EXIT.bad : EXIT.ok;
  }
  try {
    if (p.command !== "outcome" && (p.prompt !== null || p.step !== null))
      throw new UsageError(cliMessages.promptStepOnlyOutcome);
    if (p.command !== "watch" && p.fileFlag !== null) throw new UsageError(cliMessages.fileOnlyWatch);
    if (p.command === "sessions") return listSessions(p, io);
    if (p.command === "diagnose") return await diagnose(p, io);
    if (p.command === "outcome") return await outcome(p, io);
    if (p.command === "watch") return await watch(p, io);
    if (p.command === "hook") return await hook(p, io);
    io.err(`${cliMessages.unknownCommand(p.command)}\n\n${HELP}`);
    return EXIT.bad;
  } catch (error) {
    if (error instanceof UsageError) {
      if (p.flags.has("json")) io.out(JSON.stringify({ version: 1, error: error.message }, null, 2));
      else io.err(`unstuck: ${error.message}`);
      return EXIT.bad;
    }
    throw error;
  }
}
