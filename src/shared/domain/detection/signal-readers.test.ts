import { describe, expect, it } from "vitest";
import { readPaste } from "./paste-reading.js";
import {
  LINE_READERS,
  apologies,
  assistantCreep,
  complaints,
  decisionQuestions,
  featureList,
  featurePileUp,
  fixCommits,
  manyFiles,
  openingRequest,
  recurrence,
  rejectedChanges,
  sameFile,
  scopePile,
  symptoms,
  tryToFix,
  unbackedClaims,
  type LineReader,
  type PasteReader,
} from "./signal-readers.js";
import { readTranscript } from "./transcript.js";

// Each signal reader alone, on a paste made for it: what it finds and what it leaves alone.
const paste = (text: string) => readPaste(readTranscript(text).lines);
const run = (reader: PasteReader, text: string) => reader(paste(text));
const runLines = (reader: LineReader, text: string) => {
  const p = paste(text);
  return p.lines.flatMap((at) => reader(at, p));
};
const brief = (signals: { type: string; weight: number; line: number }[]) =>
  signals.map(({ type, weight, line }) => ({ type, weight, line }));

const loop = [
  "> npm test",
  "TypeError: Cannot read properties of undefined (reading 'total') at cart.ts:42",
  "Claude: You're absolutely right, I missed the null case. This should fix it.",
  "Edited src/cart.ts",
  "> npm test",
  "TypeError: Cannot read properties of undefined (reading 'total') at cart.ts:47",
  "Claude: I apologize for the confusion. Let me fix that properly.",
  "Edited src/cart.ts",
  "Me: still not working, same error",
].join("\n");

const product = [
  "User: build me a marketplace app with listings, payments, chat and reviews",
  "Assistant: Should sellers be verified? Do you want escrow? Which currency should we use?",
  "User: now add a wishlist",
  "User: also add notifications",
].join("\n");

// The first paste read compiles the phrase lists; on a busy machine that can take seconds.
describe("line readers", { timeout: 30_000 }, () => {
  it("complaints: the user's own words, a point more in their latest turn", () => {
    expect(brief(runLines(complaints, loop))).toEqual([{ type: "repeated_failures", weight: 7, line: 9 }]);
    expect(runLines(complaints, "User: the export works fine now, thanks")).toEqual([]);
    // The assistant's words are not the user's complaint.
    expect(runLines(complaints, "User: hi\nAssistant: still not working, same error")).toEqual([]);
  });

  it("featureList: an opening request for a whole product with many features", () => {
    expect(brief(runLines(featureList, product))).toEqual([{ type: "no_planning", weight: 3, line: 1 }]);
    expect(runLines(featureList, "User: add listings, payments, chat and reviews to the page")).toEqual([]);
  });

  it("scopePile: several requests piled into one message", () => {
    expect(brief(runLines(scopePile, "Me: fix the header and also redo the footer"))).toEqual([
      { type: "complexity_overwhelm", weight: 2, line: 1 },
    ]);
    expect(runLines(scopePile, "Me: fix the header")).toEqual([]);
  });

  it("symptoms: tool output at full weight, the assistant's mention of it at half", () => {
    const cors = "blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present";
    const tool = runLines(symptoms, cors);
    expect(tool.map((s) => s.type)).toContain("integration_issues");
    const said = runLines(symptoms, `User: hi\nAssistant: ${cors}`);
    expect(said[0]!.weight).toBe(tool[0]!.weight / 2);
  });

  it("run in a fixed order on each line", () => {
    expect(LINE_READERS).toEqual([complaints, featureList, scopePile, symptoms]);
  });
});

describe("paste readers", () => {
  it("recurrence: the same error back after a change, not the same error logged twice", () => {
    expect(brief(run(recurrence, loop))).toEqual([
      { type: "repeated_failures", weight: 4, line: 6 },
      { type: "repeated_failures", weight: 0, line: 2 },
    ]);
    const logged = "TypeError: x is undefined at a.ts:1\nTypeError: x is undefined at a.ts:1";
    expect(run(recurrence, logged)).toEqual([]);
  });

  it("apologies: two or more after an error or a change", () => {
    expect(brief(run(apologies, loop))).toEqual([{ type: "repeated_failures", weight: 3, line: 3 }]);
    expect(run(apologies, "User: hi\nAssistant: I apologize for the confusion.")).toEqual([]);
  });

  it("tryToFix, sameFile, manyFiles: what the edits show", () => {
    const edits = (files: string[]) =>
      ["# aider chat started at 2024-01-01", "#### fix it", ...files.map((f) => `> Applied edit to ${f}`)].join("\n");
    expect(brief(run(sameFile, edits(["a.py", "a.py", "a.py", "a.py", "b.py"])))).toEqual([
      { type: "repeated_failures", weight: 3, line: 3 },
    ]);
    expect(run(sameFile, edits(["a.py", "a.py", "a.py"]))).toEqual([]);
    const eight = edits(["a", "b", "c", "d", "e", "f", "g", "h"].map((f) => `src/${f}.ts`));
    expect(brief(run(manyFiles, eight))).toEqual([{ type: "complexity_overwhelm", weight: 4, line: 10 }]);
    expect(run(manyFiles, edits(["a.ts", "b.ts"]))).toEqual([]);
    const pressed = "Try to fix\nError: x is undefined\nTry to fix\nError: x is undefined";
    expect(brief(run(tryToFix, pressed))).toEqual([{ type: "repeated_failures", weight: 4, line: 1 }]);
    expect(run(tryToFix, "Try to fix\nError: x is undefined")).toEqual([]);
  });

  it("openingRequest and featurePileUp: a whole product asked for, then features one at a time", () => {
    expect(brief(run(openingRequest, product))).toEqual([{ type: "no_planning", weight: 4, line: 1 }]);
    expect(brief(run(featurePileUp, product))).toEqual([{ type: "no_planning", weight: 4, line: 4 }]);
    expect(run(openingRequest, "User: the login page shows a blank screen")).toEqual([]);
    expect(run(featurePileUp, "User: build me a marketplace app\nUser: now add a wishlist")).toEqual([]);
  });

  it("decisionQuestions: three or more product decisions asked of the person", () => {
    expect(brief(run(decisionQuestions, product))).toEqual([{ type: "no_planning", weight: 3, line: 2 }]);
    expect(run(decisionQuestions, "User: hi\nAssistant: Should I run the tests?")).toEqual([]);
  });

  it("assistantCreep and rejectedChanges: the task widened, changes turned down", () => {
    const creep = "User: fix the typo\nAssistant: While I was there I noticed the auth code, so I refactored it.";
    expect(brief(run(assistantCreep, creep))).toEqual([{ type: "lost_direction", weight: 2, line: 2 }]);
    expect(run(assistantCreep, "User: fix the typo\nAssistant: Fixed the typo.")).toEqual([]);
    const denied = "User: fix the typo\nThe user denied this operation\nUser rejected update to src/a.ts";
    expect(brief(run(rejectedChanges, denied))).toEqual([{ type: "lost_direction", weight: 4, line: 2 }]);
  });

  it("fixCommits: three commits in a row that try to fix something", () => {
    const log = ["a1b2c3d fix login", "b2c3d4e fix login again", "c3d4e5f really fix login"].join("\n");
    expect(brief(run(fixCommits, log))).toEqual([{ type: "repeated_failures", weight: 4, line: 1 }]);
    expect(run(fixCommits, "a1b2c3d add login\nb2c3d4e fix login")).toEqual([]);
  });

  it("unbackedClaims: success claimed while errors show and no test output passes", () => {
    const claim =
      "# aider chat started at 2024-01-01\n#### run the tests\n> TypeError: x is undefined\nAll tests pass now.";
    expect(brief(run(unbackedClaims, claim))).toEqual([{ type: "ai_hallucination", weight: 2, line: 4 }]);
    expect(run(unbackedClaims, claim.replace("\nAll", "\n> 3 passed in 0.2s\nAll"))).toEqual([]);
  });
});
