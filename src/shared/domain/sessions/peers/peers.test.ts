import { describe, expect, it } from "vitest";
import { CONTENT_CHUNK_SIZE, geminiCliLoop } from "./gemini-cli-loop.js";
import { openHandsStuck } from "./openhands-stuck.js";
import { sessionEvents, type TurnLine } from "./session-events.js";

/** A tiny transcript: each entry is one line; `u` starts a new user turn. */
function transcript(steps: ["u" | "say" | "out" | "err" | "cmd" | "edit", string][]): TurnLine[] {
  let userTurn = 0;
  let turn = 0;
  let last = "";
  return steps.map(([what, text], i) => {
    const role = what === "u" ? "user" : what === "say" || what === "cmd" ? "assistant" : "tool";
    if (what === "u") userTurn++;
    if ((role === "user" || role === "assistant") && role !== last) turn++;
    if (role === "user" || role === "assistant") last = role;
    const kind =
      what === "cmd" ? "command" : what === "edit" ? "edit" : what === "out" || what === "err" ? "output" : "text";
    return { n: i + 1, role, kind, text, turn, count: 1, userTurn, file: what === "edit" ? text : undefined };
  });
}

const FAIL = "Error: Cannot find module 'express'";

describe("the session's events", () => {
  it("reads one event per user message, tool call, reply (its lines together) and run of output, and marks error output", () => {
    const ev = sessionEvents(
      transcript([
        ["u", "run it"],
        ["say", "Running."],
        ["say", "Now."],
        ["cmd", "Bash(npm start)"],
        ["out", "> app@1 start"],
        ["err", FAIL],
      ]),
    );
    expect(ev.map((e) => e.kind)).toEqual(["user", "message", "action", "observation"]);
    expect(ev[3]).toMatchObject({ kind: "observation", error: true });
  });
});

describe("Gemini CLI's loop detection, re-implemented", () => {
  const calls = (n: number) => Array.from({ length: n }, () => ["cmd", "Bash(npm test)"] as ["cmd", string]);

  it("fires on the fifth identical tool call in a row, not the fourth", () => {
    expect(geminiCliLoop(transcript([["u", "fix"], ...calls(4)])).stuck).toBe(false);
    expect(geminiCliLoop(transcript([["u", "fix"], ...calls(5)]))).toMatchObject({
      stuck: true,
      firstStuckTurn: 1,
      rule: "the same tool call 5 times in a row",
    });
  });

  it("starts counting again at a new prompt and at a different call", () => {
    expect(geminiCliLoop(transcript([["u", "a"], ...calls(3), ["u", "b"], ...calls(3)])).stuck).toBe(false);
    expect(geminiCliLoop(transcript([["u", "a"], ...calls(3), ["cmd", "Bash(ls)"], ...calls(3)])).stuck).toBe(false);
  });

  it("fires when a 50-character chunk of the reply comes back 10 times close together", () => {
    const line = "I will try again with the same approach as before.";
    expect(line.length).toBe(CONTENT_CHUNK_SIZE);
    const said = Array.from({ length: 12 }, () => ["say", line] as ["say", string]);
    expect(geminiCliLoop(transcript([["u", "go"], ...said]))).toMatchObject({
      stuck: true,
      rule: "the same text 10 times",
    });
  });

  it("does not fire on repeated lines inside a code block, or on a list of different items", () => {
    const code = Array.from(
      { length: 12 },
      () => ["say", "    console.log('same line of code repeated here');"] as ["say", string],
    );
    expect(geminiCliLoop(transcript([["u", "go"], ["say", "```js"], ...code, ["say", "```"]])).stuck).toBe(false);
    const list = Array.from(
      { length: 12 },
      (_, i) => ["say", `Step ${i}: updated the handler for route number ${i * 7}.`] as ["say", string],
    );
    expect(geminiCliLoop(transcript([["u", "go"], ...list])).stuck).toBe(false);
  });
});

describe("OpenHands' StuckDetector, re-implemented", () => {
  const pair = (cmd: string, out: string) =>
    [
      ["cmd", cmd],
      ["out", out],
    ] as ["cmd" | "out", string][];

  it("fires on 4 identical action/observation pairs, not 3", () => {
    const three = [...pair("Bash(ls)", "a.txt"), ...pair("Bash(ls)", "a.txt"), ...pair("Bash(ls)", "a.txt")];
    expect(openHandsStuck(transcript([["u", "look"], ...three])).stuck).toBe(false);
    expect(openHandsStuck(transcript([["u", "look"], ...three, ...pair("Bash(ls)", "a.txt")]))).toMatchObject({
      stuck: true,
      rule: "4 identical action/observation pairs",
    });
  });

  it("fires on 3 identical actions that each end in an error (with a fourth step before them)", () => {
    const steps = [
      ...pair("Bash(npm install)", "added 3 packages"),
      ...pair("Bash(npm start)", `${FAIL} at line 1`),
      ...pair("Bash(npm start)", `${FAIL} at line 2`),
      ...pair("Bash(npm start)", `${FAIL} at line 3`),
    ];
    expect(openHandsStuck(transcript([["u", "start it"], ...steps]))).toMatchObject({
      stuck: true,
      rule: "3 identical actions ending in errors",
    });
  });

  it("fires on A-B-A-B alternation over 6 steps", () => {
    const ab = [...pair("Bash(git stash)", "saved"), ...pair("Bash(git stash pop)", "restored")];
    expect(openHandsStuck(transcript([["u", "go"], ...ab, ...ab]))).toMatchObject({ stuck: false });
    expect(openHandsStuck(transcript([["u", "go"], ...ab, ...ab, ...ab]))).toMatchObject({
      stuck: true,
      rule: "A-B-A-B alternation over 6 steps",
    });
  });

  it("fires on the same message three times with nothing observed between, and forgets at a new user message", () => {
    const say = ["say", "Please add the files to the chat."] as ["say", string];
    expect(openHandsStuck(transcript([["u", "a"], say, ["u", "b"], say, ["u", "c"], say])).stuck).toBe(false);
    const oneTurn = transcript([["u", "a"], say, ["cmd", "Bash(ls)"], say, ["cmd", "Bash(pwd)"], say]);
    expect(openHandsStuck(oneTurn)).toMatchObject({ stuck: true, rule: "the agent said the same thing 3 times" });
    const observed = transcript([["u", "a"], say, ["out", "x"], say, ["out", "y"], say]);
    expect(openHandsStuck(observed).stuck).toBe(false);
  });
});
