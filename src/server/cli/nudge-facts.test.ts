import { createReadStream } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hookNudgeReason, repeatChange, repeatHeadline, watchNudgeLines } from "../../shared/content/nudges.js";
import { parseSlots } from "../../shared/domain/placeholders.js";
import { diagnoseSession } from "../../shared/domain/sessions/diagnose-session.js";
import { readSession } from "../../shared/domain/sessions/read-session.js";
import { findRepeats } from "../../shared/domain/sessions/repeats.js";
import { nudgeFacts } from "./nudge-facts.js";

const SESSIONS = fileURLToPath(new URL("../../../eval/detection/real/sessions/", import.meta.url));

async function nudgeOf(file: string) {
  const r = await readSession(createReadStream(join(SESSIONS, file)), { name: file });
  if (!r.ok) throw new Error(r.error);
  const d = diagnoseSession(r);
  const f = nudgeFacts(d, findRepeats(r.transcript.lines));
  expect(d.prompt).not.toBeNull();
  // The prompt's own slots (the session's facts may carry brackets of their own, like "[Pylint Error]").
  const own = parseSlots(d.prompt!.text).map((s) => `[${s.label}]`);
  expect(own.length).toBeGreaterThan(0);
  return { f, own, hook: hookNudgeReason(f), watch: watchNudgeLines(f).join("\n") };
}

// Decision 0397: what watch prints and the hook feeds the agent never carries a slot nobody was asked to fill.
describe("the prompt of a nudge, on real sessions", () => {
  it("leaves out the error's line when the session shows no error text (specstory-0317, errors were screenshots)", async () => {
    const { own, hook, watch } = await nudgeOf("specstory-0317.md");
    for (const slot of own) {
      expect(hook).not.toContain(slot);
      expect(watch).not.toContain(slot);
    }
    expect(watch).not.toContain("keeps coming back");
    expect(watch).toContain('List every fix attempted in this session as "attempt → result"');
  });

  it("names no file read again as the command that fails (claude-code-0078: Read(…) six times between edits)", async () => {
    const { f, watch } = await nudgeOf("claude-code-0078.jsonl");
    expect(watch).not.toContain("The command that fails:");
    expect(f.prompt?.text).not.toMatch(/command that fails: \//);
  });

  it("says a file read again is a call made again, not a command run again (claude-code-0078)", async () => {
    const r = await readSession(createReadStream(join(SESSIONS, "claude-code-0078.jsonl")), {});
    if (!r.ok) throw new Error(r.error);
    const calls = findRepeats(r.transcript.lines).filter((x) => x.kind === "command");
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(repeatHeadline(call)).toMatch(/^The same call was made again \(\d+ times, turns [\d, ]+\): Read\(/);
      expect(repeatChange(call)).toMatch(/^Between the calls: /);
    }
  });

  it("does the same when files repeat but no error does (aider-0323)", async () => {
    const { own, hook } = await nudgeOf("aider-0323.md");
    for (const slot of own) expect(hook).not.toContain(slot);
    expect(hook).not.toContain("keeps coming back");
  });

  it("keeps the error that came back and drops only the command it lacks (cline-0006)", async () => {
    const { own, hook } = await nudgeOf("cline-0006.md");
    for (const slot of own) expect(hook).not.toContain(slot);
    expect(hook).toContain(
      "The error that keeps coming back: - [Pylint Error] Line 40: No value for argument 'llm' in function call.",
    );
    expect(hook).not.toContain("The command that fails");
  });

  it("fills both the error and the command when the session has them (specstory-0356)", async () => {
    const { own, watch } = await nudgeOf("specstory-0356.md");
    for (const slot of own) expect(watch).not.toContain(slot);
    expect(watch).toContain("FAILURE [  1.065 s]. The command that fails: mvn clean install.");
  });
});
