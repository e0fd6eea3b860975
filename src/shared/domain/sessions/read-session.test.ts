import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectProblem } from "../detect-problem.js";
import { diagnoseSession } from "./diagnose-session.js";
import { findFailures } from "./episodes.js";
import { readSession, type SessionRead, type SessionReadFailure } from "./read-session.js";
import { listCursorComposers } from "./session-formats.js";

const FIXTURES = new URL("../../../../tests/fixtures/sessions/", import.meta.url);
const fixture = (path: string) => new Uint8Array(readFileSync(new URL(path, FIXTURES)));

async function read(path: string, options = {}): Promise<SessionRead> {
  const r = await readSession(fixture(path), { name: path.split("/").pop(), ...options });
  if (!r.ok) throw new Error(r.error);
  return r;
}

async function failure(source: Parameters<typeof readSession>[0], options = {}): Promise<string> {
  const r = (await readSession(source, options)) as SessionReadFailure;
  expect(r.ok).toBe(false);
  return r.error;
}

const texts = (r: SessionRead, role: string) => r.transcript.lines.filter((l) => l.role === role).map((l) => l.text);

describe("readSession on real session files", () => {
  it("reads Claude Code JSONL: the typed message is turn 1, tool calls are commands, results are output", async () => {
    const r = await read("claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl");
    expect(r.tool).toBe("claude-code");
    expect(r.transcript.format).toBe("claude-code-jsonl");
    expect(r.userTurns).toBe(1);
    expect(texts(r, "user")[0]).toMatch(/^Work on bead spotter-dov/);
    const commands = r.transcript.lines.filter((l) => l.kind === "command").map((l) => l.text);
    expect(commands).toEqual(["Bash(bd show spotter-dov)", "Bash(bd ready)"]);
    expect(texts(r, "tool").join("\n")).toContain("Unified transcript visualization");
    expect(r.transcript.lines.every((l) => l.userTurn === 1)).toBe(true);
  });

  it("reads a Codex rollout: environment context is not a user turn, the prompt is", async () => {
    const r = await read("codex/rollout-2026-06-05T04-58-20-019e9625-802f-7e91-840a-cfe88d14117a.jsonl");
    expect(r.tool).toBe("codex");
    expect(r.userTurns).toBe(1);
    expect(texts(r, "user")).toEqual(["[REDACTED_PROMPT]"]);
    expect(texts(r, "assistant")).toEqual(["[REDACTED_ASSISTANT_TEXT]"]);
    expect(texts(r, "tool").join("\n")).toContain("<environment_context>");
  });

  it("reads Gemini CLI in both its JSONL and its JSON forms, the same way", async () => {
    const jsonl = await read("gemini-cli/session-rejection-gemini-001.jsonl");
    const json = await read("gemini-cli/session-2025-12-06T15-00-rejection.json");
    for (const r of [jsonl, json]) {
      expect(r.tool).toBe("gemini-cli");
      expect(r.userTurns).toBe(4);
      const failed = r.transcript.lines.find((l) => l.kind === "edit-failed");
      expect(failed).toMatchObject({ file: "config.json", userTurn: 2 });
      expect(texts(r, "tool").join("\n")).toMatch(/0 occurrences found for old_string/);
    }
    expect(json.transcript.lines.map((l) => [l.role, l.kind, l.text])).toEqual(
      jsonl.transcript.lines.map((l) => [l.role, l.kind, l.text]),
    );
  });

  it("reads a real Gemini CLI session file (2026, its redacted words as committed)", async () => {
    const r = await read("gemini-cli/session-2026-06-05T04-59-dcbe78d3.json");
    expect(r.tool).toBe("gemini-cli");
    expect(r.userTurns).toBe(1);
    expect(texts(r, "user")).toEqual(["[REDACTED_PROMPT]"]);
    expect(texts(r, "assistant")).toEqual(["[REDACTED_ASSISTANT_TEXT]"]);
  });

  // Text an agent sends as the person's message is no turn of theirs: Gemini CLI's "System: Please continue." that
  // hands a tool's result back (gemini-cli-0001: 9 user messages, 3 of them the CLI's), Codex's note that the person
  // interrupted the last turn (codex-0128: 8 user messages, 3 of them `<turn_aborted>`).
  it.each([
    ["gemini-cli-0001.jsonl", "gemini-cli", 6, "Please continue", /^dont replace thr "is part of kizzy"$/],
    ["codex-0128.jsonl", "codex", 5, "turn_aborted", /^the models are from google, same provider .* put it there\./],
  ] as const)("counts no turn for what %s's tool sent as the person", async (name, tool, turns, marker, last) => {
    const file = new URL(`../../../../eval/detection/real/sessions/${name}`, import.meta.url);
    const r = await readSession(readFileSync(file), { tool });
    expect(r.ok && r.userTurns).toBe(turns);
    const said = r.ok ? r.transcript.lines.filter((l) => l.role === "user").map((l) => l.text) : [];
    expect(said.filter((s) => s.includes(marker))).toEqual([]);
    expect(said.at(-1)).toMatch(last);
  });

  it("reads Cline's api_conversation_history.json: the task is turn 1, the read result is tool output", async () => {
    const r = await read("cline/api_conversation_history.json");
    expect(r.tool).toBe("cline");
    expect(r.userTurns).toBe(1);
    expect(texts(r, "user")[0]).toMatch(/^You have been given a Dockerized codebase/);
    expect(r.transcript.lines.find((l) => l.kind === "command")?.text).toBe("read_file(ActionSystem.cs)");
    expect(texts(r, "tool")[0]).toMatch(/^\[read_file for 'ActionSystem.cs'\] Result:/);
    expect(texts(r, "user").join("\n")).not.toContain("environment_details");
  });

  it("reads Cline's ui_messages.json: the first text is the person's task", async () => {
    const r = await read("cline/ui_messages.json");
    expect(r.userTurns).toBe(1);
    expect(texts(r, "user")[0]).toMatch(/^You have been given/);
    expect(texts(r, "assistant")[0]).toMatch(/^I'll help you secure/);
  });

  it("reads Aider's history: every #### block is a user turn, applied edits name their file", async () => {
    const r = await read("aider/.aider.chat.history.md");
    expect(r.tool).toBe("aider");
    // overview; /code …; the same request as plain text; /code 3d look; the same; /commit
    expect(r.userTurns).toBe(6);
    const edits = r.transcript.lines.filter((l) => l.kind === "edit").map((l) => [l.file, l.userTurn]);
    expect(edits).toEqual([
      ["src/App.js", 3],
      ["src/styles.css", 3],
      ["src/components/ButtonsContainer.jsx", 5],
      ["src/styles.css", 5],
    ]);
    expect(r.transcript.lines.find((l) => l.kind === "change")?.text).toMatch(/^Commit c339495/);
  });

  it("reads a SpecStory export: each _**User**_ block is a turn, and finds where it went wrong", async () => {
    const r = await read("specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md");
    expect(r.tool).toBe("specstory");
    expect(r.userTurns).toBe(6);
    const d = diagnoseSession(r);
    expect(d.stuck).toBe(true);
    expect(d.type).toBe("repeated_failures");
    // Turn 2: "resampling is messed for historic data" — the first complaint after the first attempt.
    expect(d.firstStuckTurn).toBe(2);
    expect(d.evidence.every((e) => e.turn !== null && e.turn >= 1 && e.turn <= 6)).toBe(true);
    expect(d.prompt?.text).toMatch(/^Stop\./);
  });

  it("reads a SpecStory export whose answers hold #### headings and > quotes as SpecStory, not Aider", async () => {
    const exported = [
      "<!-- Generated by SpecStory -->",
      "",
      "_**User**_",
      "",
      "the build still fails",
      "",
      "---",
      "",
      "_**Assistant**_",
      "",
      "#### Step 1",
      "> npm run build",
      "#### Step 2",
      "> npm test",
    ].join("\n");
    const r = await readSession(new TextEncoder().encode(exported), { name: "2025-05-01_10-00-build.md" });
    expect(r.ok && r.tool).toBe("specstory");
  });

  it("reads Cursor's state.vscdb (interior and overflow pages) and picks the latest chat", async () => {
    const bytes = fixture("cursor/state.vscdb");
    const before = Buffer.from(bytes).toString("base64");
    const r = await read("cursor/state.vscdb");
    expect(r.tool).toBe("cursor");
    expect(r.chat?.name).toBe("NIFTY Chart Timeframe Selection");
    expect(r.userTurns).toBe(6);
    expect(texts(r, "user")[1]).toMatch(/^resampling is messed/);
    expect(r.transcript.lines.filter((l) => l.kind === "edit").length).toBeGreaterThanOrEqual(4);
    expect(diagnoseSession(r).firstStuckTurn).toBe(2);
    expect(Buffer.from(bytes).toString("base64")).toBe(before);

    const chats = listCursorComposers(bytes);
    expect(chats.map((c) => c.name)).toEqual(["NIFTY Chart Timeframe Selection", "Older chat"]);
    const older = await read("cursor/state.vscdb", { chatId: chats[1]!.id });
    expect(older.userTurns).toBe(1);
    expect(texts(older, "assistant")[0]).toMatch(/^I'll help you implement/);
  });

  it("reads a real Cursor database's rows (Cursor, September 2025) and each of its chats", async () => {
    const path = "cursor/real/state.vscdb";
    const chats = listCursorComposers(fixture(path));
    expect(chats.map((c) => c.name)).toEqual(["Hello and greetings", "Issues with loading past chats"]);
    expect((await read(path)).userTurns).toBe(1);
    const r = await read(path, { chatId: "21bcf92c-5808-47db-8faa-d847cfad6512" });
    expect(r.tool).toBe("cursor");
    expect(r.userTurns).toBe(11);
    const user = texts(r, "user");
    expect(user[0]).toMatch(/^Past chats IN CURSOR aren't working/);
    expect(user).toContain("how do I do 2");
    expect(texts(r, "assistant")[0]).toMatch(/^I understand you're having an issue with Cursor's chat history/);
    expect(r.transcript.lines.every((l) => !l.text.includes("adamepstein"))).toBe(true);
  });

  it("feeds detectProblem the same reading the diagnosis uses", async () => {
    const r = await read("gemini-cli/session-rejection-gemini-001.jsonl");
    const d = detectProblem(r.transcript);
    expect(d.format).toBe("gemini-cli");
    expect(d.stats.userTurns).toBeGreaterThan(0);
  });
});

describe("readSession on Aider's notice that an edit did not apply (decision 0392)", () => {
  // Lines quoted from eval/detection/real/sessions/aider-0313.md (lines 2366 and 2450-2454, then 2577-2581): newer
  // Aider prints its failed-edit notice as quoted tool output, twice in a row here, for two different edits.
  const notice = [
    "> The LLM did not conform to the edit format.  ",
    "> https://aider.chat/docs/troubleshooting/edit-errors.html  ",
    "> # 1 SEARCH/REPLACE block failed to match!  ",
    ">   ",
    "> ## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in ollama_connection.py  ",
  ];
  const history = [
    "# aider chat started at 2024-10-01 10:00:00",
    "",
    "#### i would like to move ollama_connection.py into services/provider_connections/  ",
    "",
    "Certainly! I'll move the ollama_connection.py file into the services/provider_connections/ directory.",
    "",
    ...notice,
    "",
    "#### i would like to move ollama_connection.py into services/provider_connections/  ",
    "",
    "This will effectively remove the contents of the file. After applying this change, you can safely delete the `ollama_connection.py` file from the root directory",
    "",
    ...notice,
  ].join("\n");

  it("reads the quoted notice as a failed edit, as the unquoted one of older versions", async () => {
    const r = await readSession(history, { name: ".aider.chat.history.md" });
    if (!r.ok) throw new Error(r.error);
    const failed = r.transcript.lines.filter((l) => l.kind === "edit-failed").map((l) => l.text.trim());
    expect(failed).toEqual([
      "# 1 SEARCH/REPLACE block failed to match!",
      "## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in ollama_connection.py",
      "# 1 SEARCH/REPLACE block failed to match!",
      "## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in ollama_connection.py",
    ]);
    // An edit that did not apply, again, is no error that came back: alone it is no loop (decision 0386).
    const d = diagnoseSession(r);
    expect(d.stuck).toBe(false);
  });
});

describe("readSession streams", () => {
  it("reads the same from one buffer and from tiny chunks that split characters", async () => {
    const bytes = fixture("specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md");
    const whole = await read("specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md");
    async function* tiny() {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    const r = await readSession(tiny());
    expect(r.ok && r.transcript.lines.map((l) => l.text)).toEqual(whole.transcript.lines.map((l) => l.text));
  });

  it("keeps memory bounded on a long file: the head, the tail and samples of the middle", async () => {
    const line = (i: number) =>
      JSON.stringify({ type: "user", message: { role: "user", content: `message number ${i}` } });
    const text = Array.from({ length: 30_000 }, (_, i) => line(i + 1)).join("\n");
    const r = await readSession(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.userTurns).toBe(30_000);
    expect(r.transcript.sampled).toBe(true);
    expect(r.transcript.lines.length).toBeLessThanOrEqual(3_000);
    expect(r.transcript.lines[0]!.text).toBe("message number 1");
    expect(r.transcript.lines.at(-1)).toMatchObject({ text: "message number 30000", userTurn: 30_000 });
  });

  it("keeps every message of the person's when it samples a long session's middle, with the start of each answer", async () => {
    const record = (role: string, content: unknown) => JSON.stringify({ type: role, message: { role, content } });
    const output = (i: number) => Array.from({ length: 150 }, (_, j) => `output ${j} of step ${i}`).join("\n");
    const text = Array.from({ length: 60 }, (_, i) => [
      record("user", `request number ${i + 1}`),
      record("assistant", `answer to request ${i + 1}`),
      record("user", [{ type: "tool_result", content: output(i + 1) }]),
    ])
      .flat()
      .join("\n");
    const r = await readSession(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.transcript.sampled).toBe(true);
    expect(r.transcript.lines.length).toBeLessThanOrEqual(3_000);
    const person = r.transcript.lines.filter((l) => l.role === "user");
    expect(person.map((l) => l.text)).toEqual(Array.from({ length: 60 }, (_, i) => `request number ${i + 1}`));
    expect(person.map((l) => l.userTurn)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const answered = new Set(r.transcript.lines.filter((l) => l.role === "assistant").map((l) => l.userTurn));
    expect(answered.size).toBe(60);
  });
});

describe("readSession on bad input", () => {
  it("says an empty file is empty, and a file of blank lines too", async () => {
    expect(await failure(new Uint8Array())).toMatch(/empty/);
    expect(await failure("\n \n\t\n")).toMatch(/empty/);
  });

  it("reads a huge single line, and refuses one that is no session", async () => {
    const huge = "x".repeat(5 * 1024 * 1024);
    const record = { type: "user", message: { role: "user", content: [{ type: "tool_result", content: huge }] } };
    const text = `${JSON.stringify(record)}\n{"type":"user","message":{"role":"user","content":"it still fails"}}\n`;
    const r = await readSession(text);
    expect(r.ok && r.userTurns).toBe(1);
    expect(r.ok && Math.max(...r.transcript.lines.map((l) => l.text.length))).toBeLessThan(2_100);
    expect(await failure(JSON.stringify({ data: huge }))).toMatch(/JSON of another kind/);
    expect(await failure(`{"type":"user","message":{"role":"user","content":"${huge}`)).toMatch(
      /No line of this file is valid JSON/,
    );
  });

  it("refuses binary junk with a clear message", async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect(await failure(junk)).toMatch(/not a session we can read.*binary/);
  });

  it("skips a torn last line and says so", async () => {
    const text = readFileSync(
      new URL("claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl", FIXTURES),
      "utf8",
    ).trimEnd();
    const r = await readSession(`${text}\n{"type":"assistant","message":{"role":"assis`);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings).toEqual([expect.stringMatching(/last line was cut off/)]);
  });

  it("ignores unknown event types", async () => {
    const r = await readSession(
      [
        '{"type":"user","message":{"role":"user","content":"fix the build"}}',
        '{"type":"some-future-event","payload":{"x":1}}',
        '{"type":"assistant","message":{"role":"assistant","content":[{"type":"mystery_block"},{"type":"text","text":"ok"}]}}',
      ].join("\n"),
    );
    expect(r.ok && r.userTurns).toBe(1);
  });

  it("refuses JSON of another kind, and a JSONL with no conversation", async () => {
    expect(await failure('{\n  "name": "my-app",\n  "version": "1.0.0"\n}\n')).toMatch(/not a session we can read/);
    expect(await failure('[{"id": 1}, {"id": 2}]')).toMatch(/not a session we can read/);
    expect(await failure('{"type":"file-history-snapshot","messageId":"a"}\n')).toMatch(/holds no conversation/);
  });

  it("says when a whole-file JSON session was cut off", async () => {
    const json = readFileSync(new URL("gemini-cli/session-2025-12-06T15-00-rejection.json", FIXTURES), "utf8");
    expect(await failure(json.slice(0, json.length / 2))).toMatch(/not complete JSON/);
  });

  it("refuses a file read as the wrong tool", async () => {
    expect(await failure(fixture("aider/.aider.chat.history.md"), { tool: "codex" })).toMatch(
      /looks like a Aider session, not Codex CLI/,
    );
  });

  it("says a truncated Cursor database is truncated", async () => {
    const bytes = fixture("cursor/state.vscdb");
    expect(await failure(bytes.subarray(0, 8192))).toMatch(/could not be read: .*truncated/);
  });

  it("masks secrets before anything is shown", async () => {
    const r = await readSession(
      `{"type":"user","message":{"role":"user","content":"my key is sk-proj-${"a1B2c3D4e5".repeat(4)} and it fails"}}\n`,
    );
    expect(r.ok && r.transcript.lines[0]!.text).toBe("my key is [REDACTED] and it fails");
  });
});

describe("readSession recognises formats by their records", () => {
  it("reads a Claude Code file whose first records are of kinds it does not know", async () => {
    const r = await readSession(
      [
        '{"type":"custom-title","customTitle":"login bug","sessionId":"s1"}',
        '{"type":"user","message":{"role":"user","content":"fix the login"},"uuid":"u1","sessionId":"s1","parentUuid":null}',
      ].join("\n"),
    );
    expect(r.ok && [r.tool, r.userTurns]).toEqual(["claude-code", 1]);
  });

  it("reads a Gemini CLI session written on one line", async () => {
    const json = JSON.stringify(
      JSON.parse(readFileSync(new URL("gemini-cli/session-2025-12-06T15-00-rejection.json", FIXTURES), "utf8")),
    );
    const r = await readSession(json);
    expect(r.ok && [r.tool, r.userTurns]).toEqual(["gemini-cli", 4]);
  });

  it("reads a generic {role, content} chat log", async () => {
    const r = await readSession(
      '{"role":"user","content":"the build fails"}\n{"role":"assistant","content":"Let me look."}\n',
    );
    expect(r.ok && [r.tool, r.userTurns]).toEqual(["claude-code", 1]);
  });

  it("does not take Markdown notes with #### headings for an Aider history", async () => {
    const r = await readSession("# Notes\n\n#### Setup\nRun npm install.\n\n#### Deploy\nPush to main.\n", {
      name: "notes.md",
    });
    expect(r.ok && r.tool).toBe("text");
  });
});

// Decision 0352: formats and records met in sessions people committed (eval/detection/real/sessions, round 4).
describe("readSession on Cline and Roo Code task exports and newer records", () => {
  // Quoted from github.com/thetom42/Python-Perplexica, cline/27 Start Over Beginning With db Folder.md (cline-0010),
  // lines cut; the environment details and the file's content shortened.
  const EXPORT = [
    "**User:**",
    "",
    "<task>",
    "Look into the Typescript db model in src/db/schema.ts and compare it to the Python one in backend/db/models.py. Make sure that the Python version is exactly the same as the original Typescript one.",
    "</task>",
    "<environment_details>",
    "# VSCode Visible Files",
    "(No visible files)",
    "</environment_details>",
    "",
    "---",
    "",
    "**Assistant:**",
    "",
    "<thinking>",
    "Let me analyze both schema files to ensure they match exactly.",
    "</thinking>",
    "",
    "<read_file>",
    "<path>src/db/schema.ts</path>",
    "</read_file>",
    "",
    "---",
    "",
    "**User:**",
    "",
    "[read_file for 'src/db/schema.ts'] Result:",
    "import { sql } from 'drizzle-orm';",
    "",
    "---",
    "",
    "**Assistant:**",
    "",
    "<write_to_file>",
    "<path>backend/db/models.py</path>",
    "<content>",
    "**User:** is not a speaker inside a file's content",
    "</content>",
    "</write_to_file>",
    "",
    "---",
    "",
    "**User:**",
    "",
    "[write_to_file for 'backend/db/models.py'] Result:",
    "The content was successfully saved to backend/db/models.py.",
    "[attempt_completion] Result:",
    "The user has provided feedback on the results. Consider their input to continue the task, and then attempt completion again.",
    "<feedback>",
    "Go over the following questions:",
    "",
    "- Why did you implement the SearchResult class? Where is the corresponding object in Typescript?",
    "</feedback>",
    "<environment_details>",
    "# VSCode Visible Files",
    "backend/db/models.py",
    "</environment_details>",
    "",
  ].join("\n");

  it("reads the export as Cline's: the <task> and <feedback> are turns, tool results and environment are not", async () => {
    const r = (await readSession(EXPORT, { name: "cline_task_nov-27-2026.md" })) as SessionRead;
    expect(r.ok).toBe(true);
    expect(r.tool).toBe("cline");
    expect(r.userTurns).toBe(2);
    expect(texts(r, "user")).toEqual([
      "Look into the Typescript db model in src/db/schema.ts and compare it to the Python one in backend/db/models.py. Make sure that the Python version is exactly the same as the original Typescript one.",
      "Go over the following questions:",
      "- Why did you implement the SearchResult class? Where is the corresponding object in Typescript?",
    ]);
    expect(texts(r, "tool")[0]).toBe("[read_file for 'src/db/schema.ts'] Result:");
    expect(texts(r, "tool").join("\n")).not.toContain("VSCode Visible Files");
  });

  it("reads the assistant's XML tool calls as a command and an edit, and leaves its thinking out", async () => {
    const r = (await readSession(EXPORT, { tool: "cline" })) as SessionRead;
    const calls = r.transcript.lines.filter((l) => l.role === "assistant").map((l) => [l.kind, l.text, l.userTurn]);
    expect(calls).toEqual([
      ["command", "read_file(src/db/schema.ts)", 1],
      ["edit", "write_to_file(backend/db/models.py)", 1],
    ]);
  });

  it("reads native tool calls of newer exports ([Tool Use: name] with Key: value lines)", async () => {
    const text = [
      "**User:**",
      "",
      "<task>",
      "Fix the tests",
      "</task>",
      "",
      "---",
      "",
      "**Assistant:**",
      "",
      "[Tool Use: replace_in_file]",
      "Path: backend/config.py",
      "Diff: ------- SEARCH",
      "Path: not the file",
      "",
      "---",
      "",
      "**User:**",
      "",
      "[Tool]",
      "The content was successfully saved to backend/config.py.",
    ].join("\n");
    const r = (await readSession(text, {})) as SessionRead;
    expect(r.tool).toBe("cline");
    expect(r.transcript.lines.filter((l) => l.role === "assistant").map((l) => [l.kind, l.text])).toEqual([
      ["edit", "replace_in_file(backend/config.py)"],
    ]);
  });

  // Built from the format of Cline's tool results and diagnostics (a read's result is the file's content; a newer
  // diagnostic quotes the code line it is about: `- [source Severity] line | code : message`), not from a session.
  const SHOWN_CODE = ["try:", "    run()", "except ValueError as e:", "    raise RuntimeError('failed') from e"];
  const DIAGNOSTIC = "- [pylint Error] 3 | except ValueError as e: : Undefined variable 'run'";

  it("does not read a file that Cline's read_file showed, or the code a diagnostic quotes, as output of a run", async () => {
    const text = [
      "**User:**",
      "",
      "<task>",
      "Fix the errors in app.py",
      "</task>",
      "",
      "---",
      "",
      "**Assistant:**",
      "",
      "<read_file>",
      "<path>app.py</path>",
      "</read_file>",
      "",
      "---",
      "",
      "**User:**",
      "",
      "[read_file for 'app.py'] Result:",
      ...SHOWN_CODE,
      "<environment_details>",
      "# VSCode Visible Files",
      "</environment_details>",
      "",
      "---",
      "",
      "**Assistant:**",
      "",
      "<write_to_file>",
      "<path>app.py</path>",
      "<content>",
      "print('x')",
      "</content>",
      "</write_to_file>",
      "",
      "---",
      "",
      "**User:**",
      "",
      "[write_to_file for 'app.py'] Result:",
      "The content was successfully saved to app.py.",
      "",
      "New problems detected after saving the file:",
      "app.py",
      DIAGNOSTIC,
    ].join("\n");
    const r = (await readSession(text, { tool: "cline" })) as SessionRead;
    const out = texts(r, "tool");
    expect(out).toContain("[read_file for 'app.py'] Result:");
    for (const code of SHOWN_CODE) expect(out).not.toContain(code);
    expect(out).toContain("- [pylint Error] Line 3: Undefined variable 'run'");
    expect(out.join("\n")).not.toContain("except ValueError");
  });

  it("reads a read_file result in Cline's JSON history the same way: the header, not the file's content", async () => {
    const doc = [
      { role: "user", content: [{ type: "text", text: "<task>\nFix app.py\n</task>" }] },
      { role: "assistant", content: [{ type: "text", text: "<read_file>\n<path>app.py</path>\n</read_file>" }] },
      {
        role: "user",
        content: [
          { type: "text", text: ["[read_file for 'app.py'] Result:", ...SHOWN_CODE].join("\n") },
          {
            type: "text",
            text: ["[execute_command for 'python app.py'] Result:", "NameError: name 'run' is not defined"].join("\n"),
          },
        ],
      },
    ];
    const r = (await readSession(JSON.stringify(doc), { tool: "cline" })) as SessionRead;
    const out = texts(r, "tool");
    expect(out).toContain("[read_file for 'app.py'] Result:");
    for (const code of SHOWN_CODE) expect(out).not.toContain(code);
    expect(out).toContain("NameError: name 'run' is not defined");
  });

  it("counts only the person's words in Cline's JSON history, not the texts Cline adds around them", async () => {
    // Quoted from github.com/mike4567/MRA04242026, api_conversation_history.json (messages 10, 14 and 400), cut.
    const doc = [
      { role: "user", content: [{ type: "text", text: "<task>\nThe attached is a technical writeup\n</task>" }] },
      { role: "assistant", content: [{ type: "text", text: "I'll read it." }] },
      {
        role: "user",
        content: [
          { type: "text", text: "[TASK RESUMPTION] This task was interrupted 3 days ago." },
          {
            type: "text",
            text: "(The user did not provide a new message. Consider asking them how they'd like you to proceed, or suggest to them to switch to Act mode to continue with the task.)",
          },
          { type: "text", text: "\n# task_progress List (Optional - Plan Mode)\n" },
        ],
      },
      { role: "assistant", content: [{ type: "text", text: "How would you like to proceed?" }] },
      {
        role: "user",
        content: [
          { type: "text", text: "[TASK RESUMPTION] This task was interrupted 16 hours ago." },
          {
            type: "text",
            text: "New instructions for task continuation:\n<user_message>\nI believe you were using the wrong account when trying to connect to the cloudsql proxy.\n</user_message>",
          },
          {
            type: "text",
            text: "  \t\t\t\t# T\u004FDO LIST UPDATE REQUIRED - You MUST include the task_progress parameter",
          },
        ],
      },
    ];
    const r = (await readSession(JSON.stringify(doc), {})) as SessionRead;
    expect(r.tool).toBe("cline");
    expect(r.userTurns).toBe(2);
    expect(texts(r, "user")).toEqual([
      "The attached is a technical writeup",
      "I believe you were using the wrong account when trying to connect to the cloudsql proxy.",
    ]);
    expect(texts(r, "tool").join("\n")).toContain("New instructions for task continuation:");
  });

  it("does not count Claude Code's background-task notifications or bash-mode output as the person's turns", async () => {
    // Quoted from github.com/leolin84200704/posthog-impact-dashboard, claude-session.jsonl (line 905), and
    // github.com/lrafasouza/cloak-squads, claude-session.jsonl (bash mode), shortened.
    const lines = [
      { type: "user", message: { role: "user", content: "ok 開始" }, uuid: "a", sessionId: "s" },
      {
        type: "user",
        message: {
          role: "user",
          content:
            '<task-notification>\n<task-id>btkze6lgq</task-id>\n<summary>Monitor event: "Search-based PostHog fetch"</summary>\n</task-notification>',
        },
        uuid: "b",
        sessionId: "s",
      },
      {
        type: "user",
        message: {
          role: "user",
          content: "<bash-input>curl -fsSL https://www.solana.new/setup.sh | bash</bash-input>",
        },
        uuid: "c",
        sessionId: "s",
      },
      {
        type: "user",
        message: { role: "user", content: "<bash-stdout>  ___ _   _ ___</bash-stdout>" },
        uuid: "d",
        sessionId: "s",
      },
    ];
    const r = (await readSession(lines.map((l) => JSON.stringify(l)).join("\n") + "\n", {})) as SessionRead;
    expect(r.tool).toBe("claude-code");
    expect(r.userTurns).toBe(2);
    expect(texts(r, "user")).toEqual([
      "ok 開始",
      "<bash-input>curl -fsSL https://www.solana.new/setup.sh | bash</bash-input>",
    ]);
  });
});

describe("readSession: files a tool showed are code, not the output of a run", () => {
  const item = (payload: object) =>
    JSON.stringify({ timestamp: "2026-01-01T00:00:00Z", type: "response_item", payload });
  const codex = (cmd: string, output: string) =>
    [
      JSON.stringify({ timestamp: "2026-01-01T00:00:00Z", type: "session_meta", payload: { id: "s", cwd: "/w" } }),
      item({ type: "message", role: "user", content: [{ type: "input_text", text: "check the payment route" }] }),
      item({ type: "function_call", name: "exec_command", arguments: JSON.stringify({ cmd }), call_id: "c1" }),
      item({ type: "function_call_output", call_id: "c1", output }),
    ].join("\n");
  const code = "if (!res.ok) throw new Error(`Payment failed: ${res.status}`)";

  it("leaves out what a Codex command that only shows a file printed, and reads a run's output or a failed show", async () => {
    const shown = (await readSession(
      codex("sed -n '1,80p' app/api/pay/route.ts", `Process exited with code 0\nOutput:\n${code}`),
    )) as SessionRead;
    expect(shown.tool).toBe("codex");
    expect(texts(shown, "tool").join("\n")).not.toContain("Payment failed");
    const piped = (await readSession(
      codex("cd app && rg -n Error api | head -20", `Process exited with code 0\nOutput:\n${code}`),
    )) as SessionRead;
    expect(texts(piped, "tool").join("\n")).not.toContain("Payment failed");
    const run = (await readSession(codex("npm test", `Process exited with code 1\nOutput:\n${code}`))) as SessionRead;
    expect(texts(run, "tool").join("\n")).toContain("Payment failed");
    const missing = (await readSession(
      codex("cat app/api/pay/route.ts", "Process exited with code 1\nOutput:\ncat: No such file"),
    )) as SessionRead;
    expect(texts(missing, "tool").join("\n")).toContain("No such file");
  });

  it("takes off the shell a Codex command given as a list of words was handed to (decision 0427)", async () => {
    const listed = (command: string[], output: string) =>
      [
        JSON.stringify({ timestamp: "2026-01-01T00:00:00Z", type: "session_meta", payload: { id: "s", cwd: "/w" } }),
        item({ type: "message", role: "user", content: [{ type: "input_text", text: "check the payment route" }] }),
        item({ type: "function_call", name: "shell", arguments: JSON.stringify({ command }), call_id: "c1" }),
        item({ type: "function_call_output", call_id: "c1", output }),
      ].join("\n");
    const ok = JSON.stringify({ output: code, metadata: { exit_code: 0 } });
    for (const command of [
      ["bash", "-lc", "nl -ba app/api/pay/route.ts | sed -n '1,80p'"],
      ["pwsh", "-NoLogo", "-NoProfile", "-Command", "Get-Content -Raw app/api/pay/route.ts"],
    ]) {
      const r = (await readSession(listed(command, ok))) as SessionRead;
      expect(r.tool).toBe("codex");
      expect(texts(r, "tool").join("\n")).not.toContain("Payment failed");
    }
    const run = (await readSession(listed(["bash", "-lc", "npm test"], ok))) as SessionRead;
    expect(texts(run, "tool").join("\n")).toContain("Payment failed");
  });

  it("leaves out what Claude Code's Read tool showed, and reads a Bash run's output", async () => {
    const rec = (role: "user" | "assistant", content: unknown, uuid: string) =>
      JSON.stringify({ type: role, message: { role, content }, uuid, sessionId: "s" });
    const file = [
      rec("user", "check the payment route", "a"),
      rec("assistant", [{ type: "tool_use", id: "t1", name: "Read", input: { file_path: "route.ts" } }], "b"),
      rec("user", [{ type: "tool_result", tool_use_id: "t1", content: code }], "c"),
      rec("assistant", [{ type: "tool_use", id: "t2", name: "Bash", input: { command: "npm test" } }], "d"),
      rec("user", [{ type: "tool_result", tool_use_id: "t2", content: "Error: Payment failed: 500" }], "e"),
    ];
    const r = (await readSession(file.join("\n") + "\n", {})) as SessionRead;
    expect(r.tool).toBe("claude-code");
    expect(texts(r, "tool")).toEqual(["Error: Payment failed: 500"]);
  });
});

// Decision 0391: a Stop hook (the claude-code-hooks pattern `stop.py --chat`) saves Claude Code's transcript as one
// JSON array, logs/chat.json; people commit it. Real file: eval/detection/real/sessions/claude-code-0026.json,
// github.com/FellowDalton/rhema logs/chat.json, kept whole.
describe("readSession on Claude Code's records saved as one JSON array", () => {
  const SAVED = new URL("../../../../eval/detection/real/sessions/claude-code-0026.json", import.meta.url);
  const bytes = () => new Uint8Array(readFileSync(SAVED));

  it("reads it as Claude Code, not as a Cline history: the typed request is turn 1", async () => {
    const r = await readSession(bytes(), { name: "chat.json" });
    if (!r.ok) throw new Error(r.error);
    expect(r.tool).toBe("claude-code");
    expect(r.transcript.format).toBe("claude-code-jsonl");
    expect(r.userTurns).toBe(1);
    expect(texts(r, "user")).toEqual(["Please help me remove .env from the remote branch"]);
    expect(r.transcript.lines.some((l) => l.kind === "command" && l.text.startsWith("Bash(git rm --cached"))).toBe(
      true,
    );
  });

  it("reads the array as the same records written one a line (JSONL) are read", async () => {
    const records = JSON.parse(readFileSync(SAVED, "utf8")) as unknown[];
    const jsonl = records.map((rec) => JSON.stringify(rec)).join("\n") + "\n";
    const fromArray = await readSession(bytes(), { tool: "claude-code" });
    const fromLines = await readSession(jsonl, { tool: "claude-code" });
    if (!fromArray.ok || !fromLines.ok) throw new Error("not read");
    expect(fromLines.tool).toBe("claude-code");
    const shape = (r: SessionRead) => r.transcript.lines.map((l) => [l.role, l.kind, l.text, l.userTurn]);
    expect(shape(fromArray)).toEqual(shape(fromLines));
    expect(fromArray.userTurns).toBe(fromLines.userTurns);
  });

  it("still reads a Cline history that starts with a role as Cline", async () => {
    const r = await readSession('[{"role":"user","content":[{"type":"text","text":"<task>\\nhi\\n</task>"}]}]');
    expect(r.ok && r.tool).toBe("cline");
  });
});

// Decision 0391: what a prompt-submit hook prints reaches the transcript as a user record in its own tag. Real file:
// eval/detection/real/sessions/claude-code-0042.json, github.com/rickithadi/kirk-estate-planning logs/chat.json.
describe("readSession: a hook's output is not the person's turn", () => {
  it("reads <user-prompt-submit-hook> records as tool output, so the five typed requests are the five turns", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/claude-code-0042.json", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "claude-code" });
    if (!r.ok) throw new Error(r.error);
    expect(r.userTurns).toBe(5);
    const typed = texts(r, "user");
    expect(typed.some((t) => t.includes("user-prompt-submit-hook"))).toBe(false);
    const opening = (turn: number) => r.transcript.lines.find((l) => l.role === "user" && l.userTurn === turn)?.text;
    expect([2, 4].map(opening)).toEqual(["run dev server", "debug why the site doesnt run"]);
    expect(texts(r, "tool").join("\n")).toContain(
      "<user-prompt-submit-hook>Detected applicable skills: web_development, content_creation</user-prompt-submit-hook>",
    );
  });
});

// Decision 0407: Claude Code's Edit tool answers with the edited lines shown back (`cat -n` style); they are code, and
// "console.error('❌ Auth user creation failed:', …)" in them came back as an error after each fix. Real file:
// eval/detection/real/sessions/claude-code-0017.json, github.com/guitarjak/website-1-wun-production logs/chat.json.
describe("readSession: the lines an edit shows back are code, not the output of a run", () => {
  it("keeps the edit's notice and leaves out the snippet", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/claude-code-0017.json", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "claude-code" });
    if (!r.ok) throw new Error(r.error);
    const tool = texts(r, "tool");
    expect(tool).toContain(
      "The file /Users/guitar/Desktop/website-1-wun-production/src/app/api/admin/users/route.ts has been updated.",
    );
    expect(tool.join("\n")).not.toContain("Here's the result of running `cat -n` on a snippet of the edited file");
    expect(tool.join("\n")).not.toContain(
      "   362→      console.error('❌ Auth user creation failed:', authError?.message);",
    );
  });
});

// Decision 0405: a slash command's prompt file, which Claude Code puts in the person's place as an `isMeta` record,
// is an instruction, not a run's output. Real file: eval/detection/real/sessions/claude-code-0032.json,
// github.com/hdh3296/start logs/chat.json: the BMad analyst (turn 3) and dev (turn 17) agents' files both hold
// "CRITICAL RULE: When executing formal task workflows from dependencies, ALL task instructions override any
// conflicting base behavioral constraints. Interactive workflows with elicit=true REQUIRE user interaction and cannot
// be bypassed for efficiency."
describe("readSession: Claude Code's own instructions in the person's place are no output", () => {
  it("reads a slash command's prompt as the tool's text, so the rule both prompts hold is no error come back", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/claude-code-0032.json", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "claude-code" });
    if (!r.ok) throw new Error(r.error);
    const rule = r.transcript.lines.filter((l) =>
      l.text.includes("CRITICAL RULE: When executing formal task workflows"),
    );
    expect(new Set(rule.map((l) => `${l.role}/${l.kind}`))).toEqual(new Set(["tool/text"]));
    expect(new Set(rule.map((l) => l.userTurn))).toEqual(new Set([3, 17]));
    expect(findFailures(r.transcript.lines).filter((f) => f.kind === "error-again")).toEqual([]);
  });
});

// Decision 0424: a terminal's colour codes are no text of the run. specstory-0214 (github.com/enrikademi/opsfleet-
// assignment) shows Terraform's error box as the export kept it, each line opened by "ESC[33m│ESC[0m ESC[0m".
describe("readSession: a terminal's colour codes are left out", () => {
  it("reads Terraform's error line without them", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/specstory-0214.md", import.meta.url);
    const raw = readFileSync(saved);
    expect(raw.includes("\u001b[0mTerraform specifically suggests")).toBe(true);
    const r = await readSession(new Uint8Array(raw), { tool: "specstory" });
    if (!r.ok) throw new Error(r.error);
    const all = r.transcript.lines.map((l) => l.text);
    expect(all.some((t) => t.includes("\u001b"))).toBe(false);
    expect(all).toContain("│ Terraform specifically suggests to use it as part of an error message.");
  });
});
