import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rescueTypeIds } from "../../content/problem-types.js";
import type { LinearModel } from "../detection/model.js";
import { diagnoseSession } from "./diagnose-session.js";
import { findEpisodes, isStuck } from "./episodes.js";
import { readSession, type SessionRead } from "./read-session.js";

const FIXTURES = new URL("../../../../tests/fixtures/sessions/", import.meta.url);

async function read(source: string | Uint8Array): Promise<SessionRead> {
  const r = await readSession(source);
  if (!r.ok) throw new Error(r.error);
  return r;
}

const user = (text: string) => JSON.stringify({ type: "user", message: { role: "user", content: text } });
const edit = (id: string, file: string) =>
  JSON.stringify({
    type: "assistant",
    message: { role: "assistant", content: [{ type: "tool_use", id, name: "Edit", input: { file_path: file } }] },
  });
const bash = (id: string, command: string) =>
  JSON.stringify({
    type: "assistant",
    message: { role: "assistant", content: [{ type: "tool_use", id, name: "Bash", input: { command } }] },
  });
const result = (id: string, text: string) =>
  JSON.stringify({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, is_error: true, content: text }] },
  });
const say = (text: string) =>
  JSON.stringify({ type: "assistant", message: { role: "assistant", content: [{ type: "text", text }] } });

describe("diagnoseSession on real sessions", () => {
  it("finds nothing stuck in a healthy Aider session: no type, no turn, no prompt", async () => {
    const d = diagnoseSession(
      await read(new Uint8Array(readFileSync(new URL("aider/.aider.chat.history.md", FIXTURES)))),
    );
    expect(d).toMatchObject({
      stuck: false,
      type: null,
      firstStuckTurn: null,
      prompt: null,
      evidence: [],
      userTurns: 6,
    });
  });

  it("puts the turn at the person's first complaint after the first attempt (SpecStory chat)", async () => {
    const file = "specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md";
    const d = diagnoseSession(await read(new Uint8Array(readFileSync(new URL(file, FIXTURES)))));
    expect(d.firstStuckTurn).toBe(2);
    // The agent's apology there opens the episode; sbk1.py is then edited again in turn 4 after a second one.
    expect(d.firstStuckReason).toMatch(/the agent first admitted an attempt was wrong here/);
    expect(d.episode?.repeats.map((e) => e.reason)).toContainEqual(
      expect.stringMatching(/^feb26\/MAR26\/sbk1\.py was edited again after an attempt that failed \(as at turn 1,/),
    );
  });
});

describe("the first stuck turn's rule", () => {
  it("is the turn where the error came back after a fix, not the person's first report of it (decision 0364)", async () => {
    // The person's words and error quoted from specstory-0012, turns 1, 2 and 4 (the agent's words and edits
    // shortened): the bug reported at turn 1 comes back unchanged after the fix, at turn 4.
    const error = "AuthContext.tsx:470 ❌ Ошибка в checkTelegramStatus: Error: Сервер не вернул токен авторизации";
    const lines = [
      user(`Перестала работать аунтификация через телеграм на сайте вот логи\n${error}`),
      say("Добавлю подробное логирование и альтернативные поля токена."),
      edit("e1", "src/contexts/AuthContext.tsx"),
      user('Давай вмсто "Добро пожаловать" будет блок с установкой приложения.'),
      say("Понял! Заменю блок на установку приложения."),
      edit("e2", "src/pages/HomePage.tsx"),
      user("собери проект"),
      say("Проект собирается без ошибок."),
      user(`ответ статуса Telegram: {status: 'CONFIRMED'}\n${error}`),
      say("Токен находится в поле authData."),
      edit("e3", "src/contexts/AuthContext.tsx"),
    ];
    const d = diagnoseSession(await read(lines.join("\n")));
    expect(d.stuck).toBe(true);
    expect(d.userTurns).toBe(4);
    // The episode still spans from the error's first appearance; the trouble shows where it came back.
    expect(d.episode).toMatchObject({ firstTurn: 1, lastTurn: 4 });
    expect(d.firstStuckTurn).toBe(4);
    expect(d.firstStuckReason).toMatch(/the error that kept coming back first came back after a fix here/);
  });

  it("is the person's first report when the trouble showed early and the loop came later", async () => {
    const lines = [
      user("use the empty space under today's events"),
      say("Done: today's events now fill the cell."),
      user("I don't see a change."),
      say("The height was fixed; it now grows."),
      user("ok, now add a settings screen"),
      say("Settings screen added."),
      user("add a dark theme switch to it"),
      say("Switch added."),
      user("and an about page"),
      say("About page added."),
      user("I still see the ellipses on today's events"),
      say("Removed the ellipsis from the text view."),
      user("they are still there, nothing changed"),
      say("Now the lines are clipped instead."),
    ];
    const d = diagnoseSession(await read(lines.join("\n")));
    expect(d.stuck).toBe(true);
    expect(d.episode).toMatchObject({ firstTurn: 6, lastTurn: 7 });
    expect(d.firstStuckTurn).toBe(2);
    expect(d.firstStuckReason).toMatch(/the person first said an attempt did not work here/);
  });

  it("is the first failed run after a fix, when the person's pasted errors lead into the loop (decision 0355)", async () => {
    // The person's words and errors quoted from specstory-0102, turns 1 to 6 (the agent's words and commands shortened).
    const lines = [
      user("github action build faqiled"),
      say("Fixing the build configuration."),
      bash("c1", "git push origin main"),
      user(
        "Error: This request has been automatically failed because it uses a deprecated version of `actions/upload-artifact: v3`.",
      ),
      say("Fixing the build configuration."),
      bash("c2", "git push origin main"),
      user("Error: The process '/usr/local/lib/android/sdk/cmdline-tools/16.0/bin/sdkmanager' failed with exit code 1"),
      say("Fixing the build configuration."),
      bash("c3", "git push origin main"),
      user("Could not use Gradle version 8.0 and Java version 23.0.2 to configure the build."),
      say("Fixing the build configuration."),
      bash("c4", "git push origin main"),
      user("build failed again find out from logs exact isssue and resolve it once for all with correct fix"),
      say("Fixing the build configuration."),
      bash("c5", "git push origin main"),
      user("still same issue"),
      say("Fixing the build configuration."),
      bash("c6", "git push origin main"),
    ];
    const d = diagnoseSession(await read(lines.join("\n")));
    expect(d.stuck).toBe(true);
    expect(d.episode).toMatchObject({ firstTurn: 5, lastTurn: 6 });
    expect(d.firstStuckTurn).toBe(2);
    expect(d.firstStuckReason).toMatch(/brought back an error after the agent's attempt/);
  });

  it("is the first turn when the session opens on the trouble carried over from before", async () => {
    const lines = [
      user(
        "right after a reboot, still the same error: Waiting for another flutter command to release the startup lock",
      ),
      say("Delete the lock file in the Flutter SDK's cache."),
      user("tell me about fake_async"),
      say("fake_async lets tests control time."),
      user("show an example with widget tests"),
      say("Here is one."),
      user("I can't see why the tests fail: Waiting for another flutter command to release the startup lock"),
      say("Two commands run at once."),
      user("I can't see why the tests fail: Waiting for another flutter command to release the startup lock"),
      say("Run them one at a time."),
    ];
    const d = diagnoseSession(await read(lines.join("\n")));
    expect(d.stuck).toBe(true);
    expect(d.episode?.firstTurn).toBeGreaterThan(2);
    expect(d.firstStuckTurn).toBe(1);
    expect(d.firstStuckReason).toMatch(/the person first said an attempt did not work here/);
  });

  it("does not read an opening spec pasted in, whose middle says something does not work, as a report (decision 0368)", async () => {
    const spec = [
      "Build the export job from this spec:",
      "1. Read the orders table.",
      "2. Write one CSV per day.",
      "3. Skip rows whose status is draft, so they do not show up in the report.",
      "4. Name each file by its date.",
      "5. Upload the files to the bucket.",
      "6. Log the count of rows written.",
      "Start with step 1.",
    ].join("\n");
    const lines = [
      user(spec),
      say("Export job written."),
      user("run it"),
      say("It ran."),
      user("the CSV is empty, the export does not work"),
      say("Fixed the date filter."),
      user("still empty"),
      say("Fixed the query."),
    ];
    const d = diagnoseSession(await read(lines.join("\n")));
    expect(d.stuck).toBe(true);
    expect(d.firstStuckTurn).toBe(3);
  });
});

describe("the type where the evidence names only a loop (decision 0349)", () => {
  // A model that reads no words: its biases alone give each class its probability.
  const leaning = (type: string, p: number): LinearModel => {
    const classes = [...rescueTypeIds, "none"];
    const rest = (1 - p) / (classes.length - 1);
    return { classes, bias: classes.map((c) => Math.log(c === type ? p : rest)), weights: new Map() };
  };
  const error = "TypeError: Cannot read properties of undefined (reading 'user')";
  const lines = [
    user("run the tests"),
    bash("b1", "npm test"),
    result("b1", error),
    say("Let me fix that."),
    edit("e1", "src/auth/login.ts"),
    user("still failing"),
    bash("b2", "npm test"),
    result("b2", error),
    say("This should fix it."),
    edit("e2", "src/auth/login.ts"),
    bash("b3", "npm test"),
    result("b3", error),
    user("same error again"),
  ].join("\n");

  it("is the model's most likely type when it is likely enough (0.45, decision 0394), though not sure enough to answer", async () => {
    const d = diagnoseSession(await read(lines), { model: leaning("lost_direction", 0.6) });
    expect(d).toMatchObject({ stuck: true, type: "lost_direction", confidenceLabel: "low" });
  });

  it("stays a loop when the model leans to a type whose evidence the episode's own lines would show (decision 0378)", async () => {
    for (const type of ["ai_hallucination", "complexity_overwhelm"]) {
      const d = diagnoseSession(await read(lines), { model: leaning(type, 0.6) });
      expect(d).toMatchObject({ stuck: true, type: "repeated_failures" });
    }
  });

  it("stays a loop when the model leans less than that", async () => {
    const d = diagnoseSession(await read(lines), { model: leaning("lost_direction", 0.4) });
    expect(d).toMatchObject({ stuck: true, type: "repeated_failures" });
  });

  // specstory-0032 (github.com/kyhuan/smart-tourism): a portal's login fails across origins
  // ("strict-origin-when-cross-origin"), the agent's proxy and CORS changes do not help ("没有改变啊 还是这样", "no
  // change, still the same"). Labelled integration_issues; the failures the episode holds name no boundary word, the
  // episode's words do, which the model reads (decision 0394).
  const realSession = (id: string) =>
    new Uint8Array(readFileSync(new URL(`../../../../eval/detection/real/sessions/${id}.md`, import.meta.url)));

  it("names a boundary when the model leans to it on the episode's lines, a little under half likely (decision 0394)", async () => {
    const session = await read(realSession("specstory-0032"));
    expect(diagnoseSession(session, { model: leaning("integration_issues", 0.47) })).toMatchObject({
      stuck: true,
      type: "integration_issues",
    });
    expect(diagnoseSession(session, { model: leaning("integration_issues", 0.4) })).toMatchObject({
      stuck: true,
      type: "repeated_failures",
    });
  });
});

// Decision 0414: lines that name nothing of the work are no error that comes back. Real Claude Code transcripts
// (logs/chat.json), read whole from eval/detection/real/sessions.
const claudeCode = async (id: string, ext = "json") => {
  const saved = new URL(`../../../../eval/detection/real/sessions/${id}.${ext}`, import.meta.url);
  const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "claude-code" });
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe("lines that show code, a name or a footer are no error come back (decision 0414)", () => {
  // claude-code-0050 (github.com/4alvit/mcp-venus-os), labelled fine: a traceback shows its code by line number
  // ("120 | raise RuntimeError(…)", then "146 | …" after the agent's edit), the same code line, not the same error.
  it("reads a traceback's code lines as code: claude-code-0050 is fine", async () => {
    const r = await claudeCode("claude-code-0050");
    expect(
      r.transcript.lines.some((l) => /^\s*146 \| +raise RuntimeError\("MQTT connection timeout"\)/.test(l.text)),
    ).toBe(true);
    expect(diagnoseSession(r).stuck).toBe(false);
  });

  // claude-code-0044 (github.com/stevengonsalvez/claude-debugger), labelled fine: a debugging script lists the
  // SDK's types at each run ("anthropic.types.shared.billing_error"), names, not errors.
  it("reads a bare dotted name as a name: claude-code-0044 is fine", async () => {
    const r = await claudeCode("claude-code-0044");
    expect(r.transcript.lines.some((l) => l.text.trim() === "anthropic.types.shared.billing_error")).toBe(true);
    expect(diagnoseSession(r).stuck).toBe(false);
  });

  // claude-code-0051 (github.com/AlqattanDev/myblog), labelled fine: `yarn dev` run three times, stopped each time by
  // Claude Code's timer ("Error: Command timed out after 10s …"): a server that ran, not a command failing again.
  it("reads a run stopped on the tool's timer as no failure: claude-code-0051 is fine", async () => {
    const r = await claudeCode("claude-code-0051");
    expect(
      r.transcript.lines.filter((l) => l.text.startsWith("Error: Command timed out after")).length,
    ).toBeGreaterThan(1);
    expect(diagnoseSession(r).stuck).toBe(false);
  });

  // claude-code-0022 (github.com/ThomasJMcGovern/Golfgod_v1), labelled stuck from turn 8: the person turning tool
  // calls down ("The user doesn't want to proceed with this tool use") dated the loop at turn 14.
  it("reads a tool call turned down as no failed run: claude-code-0022 is dated within 2 of turn 8", async () => {
    const d = diagnoseSession(await claudeCode("claude-code-0022"));
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - 8)).toBeLessThanOrEqual(2);
  });

  // claude-code-0024 (github.com/JoshuaOliphant/ClimateHome), labelled stuck from turn 8: Claude Code's notice
  // "File created successfully at: …/NetworkError.swift" read as an error dated it at turn 5.
  it("reads a file-written notice as no output: claude-code-0024 is dated within 2 of turn 8", async () => {
    const d = diagnoseSession(await claudeCode("claude-code-0024"));
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - 8)).toBeLessThanOrEqual(2);
  });
});

// Decision 0415: what is neither the agent's words nor the person's.
describe("a command's own lines and the tool's plan note are no one's words (decision 0415)", () => {
  // claude-code-0079 (github.com/ikihin/bhavana, claude-session.jsonl), labelled fine: a skill's preamble script of
  // many lines, run at turns 2, 5 and 10 (`_TEL_TIER="${_TEL_TIER:-anonymous}"` its second line), read as the same
  // answer given to three requests.
  it("reads a script's later lines as the command's: claude-code-0079 is fine", async () => {
    const r = await claudeCode("claude-code-0079", "jsonl");
    expect(
      r.transcript.lines.some((l) => l.role === "assistant" && l.text === '_TEL_TIER="${_TEL_TIER:-anonymous}"'),
    ).toBe(true);
    expect(diagnoseSession(r).stuck).toBe(false);
  });

  // claude-code-0071 (github.com/pleelapr/a-sdlc), labelled fine: two plans accepted (turns 1 and 3), each sent with
  // Claude Code's note naming "error messages", read as an error the person brought back.
  it("reads Claude Code's note under an accepted plan as the tool's: claude-code-0071 is fine", async () => {
    const r = await claudeCode("claude-code-0071");
    expect(r.transcript.lines.filter((l) => l.role === "user" && /before exiting plan mode/.test(l.text))).toHaveLength(
      2,
    );
    expect(diagnoseSession(r).stuck).toBe(false);
  });
});

// Decision 0417: the person turning an attempt down with "nope". specstory-0403 (github.com/robintully/dotfiles,
// .specstory/history, Claude Code through the SpecStory CLI), labelled stuck from turn 4: "nope, this has no visible
// changed;" (turn 5) and "nope, you have these border lines that are really ugly" (turn 9) after the agent's waybar edits.
describe("an answer opened by turning the attempt down (decision 0417)", () => {
  it("reads specstory-0403's nopes as failed attempts: stuck, dated within 2 of turn 4", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/specstory-0403.md", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "specstory" });
    if (!r.ok) throw new Error(r.error);
    expect(r.transcript.lines.some((l) => l.role === "user" && l.text === "nope, this has no visible changed;")).toBe(
      true,
    );
    const d = diagnoseSession(r);
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - 4)).toBeLessThanOrEqual(2);
  });
});

// Decision 0425: claude-code-0045 (github.com/conneroisu/templar), labelled lost_direction from turn 2: "why tf are
// you editing generated code!", which the agent answers "You're absolutely right! I shouldn't be editing generated
// code." A model sure of a loop says nothing of the loop's cause.
describe("a model sure of a loop does not outweigh the loop's cause in the person's words (decision 0425)", () => {
  const sure = (type: string): LinearModel => {
    const classes = [...rescueTypeIds, "none"];
    return { classes, bias: classes.map((c) => (c === type ? 5 : 0)), weights: new Map() };
  };
  it("types claude-code-0045 lost_direction with a model sure it is repeated_failures", async () => {
    const r = await claudeCode("claude-code-0045");
    expect(diagnoseSession(r, { model: sure("repeated_failures") })).toMatchObject({
      stuck: true,
      type: "lost_direction",
    });
  });
});

// Decision 0425, part 2: specstory-0379 (github.com/MathRanger6/Ivy_Net), labelled
// lost_direction from turn 18: "I asked you a question, not to do things yet." The loop that makes it stuck comes
// later (notebook edits the editor does not show, turns 28-32); the session is dated at the early report, and the
// type is read from it too.
describe("the type read from the early report the session is dated at (decision 0425)", () => {
  it("types specstory-0379 lost_direction at turn 18", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/specstory-0379.md", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "specstory" });
    if (!r.ok) throw new Error(r.error);
    const classes = [...rescueTypeIds, "none"];
    const flat: LinearModel = { classes, bias: classes.map(() => 0), weights: new Map() };
    expect(diagnoseSession(r, { model: flat })).toMatchObject({
      stuck: true,
      type: "lost_direction",
      firstStuckTurn: 18,
    });
  });
});

// Decision 0426: aider-0188 (github.com/bradthebeeble/ronnie-demo), labelled stuck from turn 14: a mini browser undone
// (13) and asked for again (14), then a loop of undos and errors that lasts to turn 66. The strongest loop is the
// last; the first one, a loop of its own, dates the session.
describe("an earlier loop dates the session (decision 0426)", () => {
  it("dates aider-0188 within 2 of turn 14", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/aider-0188.md", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "aider" });
    if (!r.ok) throw new Error(r.error);
    const classes = [...rescueTypeIds, "none"];
    const flat: LinearModel = { classes, bias: classes.map(() => 0), weights: new Map() };
    const d = diagnoseSession(r, { model: flat });
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - 14)).toBeLessThanOrEqual(2);
  });
});

// Decision 0426, parts 2 to 4: words that say an attempt did not get there, each in a real SpecStory export.
// specstory-0362 (github.com/specstoryai/2025-02-Reddit-BMA): "That's a bit better, but it still only takes up about
// half the display." (4). specstory-0364 (github.com/yohoo217/market_creative), in traditional Chinese: "同樣的問題仍存在"
// ("the same problem still exists", 3) after the fix of the seed data's error. specstory-0333
// (github.com/BenjaminScholtens/Afterburn): "After the last changes, I'm not seeing other players on the netlify
// deploy." (2), then "still not working" (7).
describe("'still only', the trouble persisting in traditional Chinese, 'after the last changes' (decision 0426)", () => {
  it.each([
    ["specstory-0362", 4],
    ["specstory-0364", 3],
    ["specstory-0333", 2],
  ] as const)("finds %s stuck, dated within 2 of turn %i", async (id, turn) => {
    const file = new URL(`../../../../eval/detection/real/sessions/${id}.md`, import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(file)), { tool: "specstory" });
    if (!r.ok) throw new Error(r.error);
    const d = diagnoseSession(r);
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - turn)).toBeLessThanOrEqual(2);
  });
});

// Decisions 0427 to 0429: what the reader took for a run's output or the person's request. Real Codex rollouts
// (`.codex/sessions`) and a Claude Code transcript, read whole from eval/detection/real/sessions.
const saved = async (id: string, tool: "codex" | "claude-code" | "specstory") => {
  const ext = tool === "specstory" ? "md" : "jsonl";
  const file = new URL(`../../../../eval/detection/real/sessions/${id}.${ext}`, import.meta.url);
  const r = await readSession(new Uint8Array(readFileSync(file)), { tool });
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe("files shown through a shell and the tool's own context are no run's output (decision 0427)", () => {
  // codex-0120 (github.com/Kooksun/Lotto645), labelled fine: the agent reads its files with `bash -lc "nl -ba … |
  // sed -n '1,200p'"` (Codex writes the command as a list of words), and the code it shows ("log.error('error', {")
  // was read as the same error coming back at the first user turn.
  it("reads a file shown by `bash -lc` as code: codex-0120 is fine", async () => {
    const r = await saved("codex-0120", "codex");
    expect(r.transcript.lines.some((l) => l.kind === "command" && /^shell\(bash -lc nl -ba /.test(l.text))).toBe(true);
    expect(r.transcript.lines.some((l) => l.role === "tool" && /log\.error\('error', \{/.test(l.text))).toBe(false);
    expect(diagnoseSession(r).stuck).toBe(false);
  });

  // codex-0129 (github.com/augustoFranke/Ta-la), labelled fine: Codex's instructions about skills, sent in the
  // person's place at the start and again later ("If a named skill isn't in the list or the path can't be read"),
  // were read as an error printed twice.
  it("reads Codex's own instructions as its text: codex-0129 is fine", async () => {
    const r = await saved("codex-0129", "codex");
    const context = r.transcript.lines.filter((l) => /If a named skill isn't in the list/.test(l.text));
    expect(context.length).toBeGreaterThan(1);
    expect(context.every((l) => l.role === "tool" && l.kind === "text")).toBe(true);
    expect(diagnoseSession(r).stuck).toBe(false);
  });
});

describe("a patch the tool refused is an edit not applied (decision 0428)", () => {
  // codex-0123 (github.com/Gordondalos/mail-agent), labelled fine: apply_patch refuses the agent's patches to its
  // spec files ("apply_patch verification failed: invalid hunk …") and it writes them again: edits that did not
  // apply, read as an error come back and the files edited again after a failure.
  it("reads codex-0123's refused patches as edits that failed to apply: fine", async () => {
    const r = await saved("codex-0123", "codex");
    const refused = r.transcript.lines.filter((l) => /^apply_patch verification failed/.test(l.text));
    expect(refused.length).toBeGreaterThan(2);
    expect(refused.every((l) => l.kind === "edit-failed" && l.file)).toBe(true);
    expect(diagnoseSession(r).stuck).toBe(false);
  });
});

describe("the editor's note of an open file is no request (decision 0429)", () => {
  // claude-code-0104 (github.com/KaceyBui/Claude-global-test), labelled fine: each message opens with Claude Code's
  // "<ide_opened_file>The user opened the file … in the IDE …</ide_opened_file>", longer than the person's words
  // after it, so different requests read as the same one asked again.
  it("reads claude-code-0104's requests without the note: fine", async () => {
    const r = await saved("claude-code-0104", "claude-code");
    const noted = r.transcript.lines.filter((l) => l.role === "user" && l.text.startsWith("<ide_opened_file>"));
    expect(noted.length).toBeGreaterThan(3);
    expect(diagnoseSession(r).stuck).toBe(false);
  });
});

describe("a Spec Kit prompt's instructions are the toolkit's, not the person's (decision 0435)", () => {
  // codex-0134 (github.com/mavi78/bayan-kuaforu-1), labelled fine: Spec Kit's clarify, specify, checklist and analyse
  // prompts sent as the person's messages, each with the toolkit's instructions ("Abort with an error message if any
  // required file is missing …") read as an error the person brought back.
  it("reads codex-0134's prompts as the person's input and the toolkit's text: fine", async () => {
    const r = await saved("codex-0134", "codex");
    const user = r.transcript.lines.filter((l) => l.role === "user");
    expect(user.some((l) => /consider the user input before proceeding/.test(l.text))).toBe(false);
    const toolkit = r.transcript.lines.filter((l) => l.role === "tool" && l.kind === "text");
    expect(toolkit.some((l) => /^You \*\*MUST\*\* consider the user input/.test(l.text))).toBe(true);
    expect(r.userTurns).toBe(20);
    expect(diagnoseSession(r).stuck).toBe(false);
  });

  // codex-0133 (github.com/Gino-Loja/sistema-kardex), labelled fine: the same commands sent bare through the Codex IDE
  // extension ("$ARGUMENTS" left in the input); a command sent bare is a message, not one without words.
  it("reads codex-0133's bare commands as messages: fine", async () => {
    const r = await saved("codex-0133", "codex");
    const heads = r.transcript.lines.filter((l) => l.role === "user" && l.text === "## User Input");
    expect(heads.length).toBeGreaterThan(3);
    expect(r.transcript.lines.some((l) => l.role === "user" && l.text.includes("$ARGUMENTS"))).toBe(false);
    expect(diagnoseSession(r).stuck).toBe(false);
  });
});

describe("a preamble the agent recites before every answer is no part of the answer (decision 0436)", () => {
  // codex-0140 (github.com/ksuke0322/eol-timeline), labelled fine: the project's instructions tell the agent to open
  // every answer with its "AI運用5原則" (five principles, six lines); answers to "いいね" and "たのむ" then shared most of
  // their words and read as the same answer to different requests.
  it("reads codex-0140's answers without the recited principles: fine", async () => {
    const r = await saved("codex-0140", "codex");
    const opened = new Set(
      r.transcript.lines
        .filter((l) => l.role === "assistant" && l.text.trim() === "AI運用5原則")
        .map((l) => l.userTurn),
    );
    expect(opened.size).toBeGreaterThan(10);
    expect(diagnoseSession(r).stuck).toBe(false);
  });
});

describe("in an agent's log, a loop of the agent's own activity alone is not stuck (decision 0438)", () => {
  // claude-code-0119 (github.com/Jason-liu-0219/my-claude), labelled fine: the agent admits its own wrong attempts
  // inside its work, and the person never says anything went wrong.
  it("reads claude-code-0119's admissions without a word from the person as fine", async () => {
    const r = await claudeCode("claude-code-0119", "jsonl");
    const loops = findEpisodes(r.transcript.lines).filter(isStuck);
    expect(loops.length).toBeGreaterThan(0);
    expect(loops.every((e) => e.failures.every((f) => f.line.role !== "user"))).toBe(true);
    expect(diagnoseSession(r).stuck).toBe(false);
  });

  // claude-code-0093 (github.com/AlexandreVassard/will-it-rain), labelled fine: the session ends on an error the agent
  // saw again after its edits, all inside its answer to one message; the person reported no failure.
  it("reads claude-code-0093's loop within one answer at the end as fine", async () => {
    const r = await claudeCode("claude-code-0093", "jsonl");
    const loops = findEpisodes(r.transcript.lines).filter(isStuck);
    expect(loops.some((e) => e.unresolved && new Set(e.failures.map((f) => f.turn)).size === 1)).toBe(true);
    expect(diagnoseSession(r).stuck).toBe(false);
  });
});

describe("what dates the session from an earlier episode (decision 0440)", () => {
  // claude-code-0099 (github.com/Quiago/tripolar-chat), labelled stuck from turn 6: at turn 1 the agent runs its new
  // tests, fixes them and runs them again inside one reply (a loop of its own, got past); the person reports the
  // cold start still failing at 4 and "sigue saliendo este error" at 6. The loop inside one reply dated it at 1.
  it("dates claude-code-0099 within 2 of turn 6, not at the agent's loop inside its first reply", async () => {
    const d = diagnoseSession(await saved("claude-code-0099", "claude-code"));
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - 6)).toBeLessThanOrEqual(2);
  });

  // codex-0119 (github.com/AidenPeacock/ECE_493_Lab_2), labelled stuck from turn 12: "fix these inconsistencies" (5)
  // asks to fix what a Spec Kit analysis found, the first report; the same words at 12, after the fix and a new
  // analysis, start the loop. The bare request at 5 dated it there.
  it("dates codex-0119 within 2 of turn 12, not at the first request to fix what an analysis found", async () => {
    const d = diagnoseSession(await saved("codex-0119", "codex"));
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - 12)).toBeLessThanOrEqual(2);
  });
});

// Decision 0441: aider-0323 (github.com/BjornNordblom/pocketflow-text2sql-gui), labelled stuck from turn 45: "There are
// still issues opening database file in the tests" (45); the architect's plan names `backend\db_adapters.py` again at
// 46 and 48, as at 42, before the trouble was reported. The answer given again dated the session where it was first given.
describe("an answer given again shows the trouble where it is given again (decision 0441)", () => {
  it("dates aider-0323 within 2 of turn 45, not at the first giving of the answer", async () => {
    const file = new URL("../../../../eval/detection/real/sessions/aider-0323.md", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(file)), { tool: "aider" });
    if (!r.ok) throw new Error(r.error);
    const d = diagnoseSession(r);
    expect(d.stuck).toBe(true);
    expect(Math.abs((d.firstStuckTurn ?? 99) - 45)).toBeLessThanOrEqual(2);
  });
});
