import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { trainingHash } from "../../../../scripts/detector-model-training.js";
import { loadRealSessions } from "../../../../tests/fixtures/detection/real-cases.js";
import {
  figureBlock,
  heldOutTrainingCases,
  judgeSessions,
  ownerOf,
  storedModel,
} from "../../../../tests/fixtures/detection/session-eval.js";
import { LATER_ROUNDS, isLaterRound, sessionsReport } from "../../../../tests/fixtures/detection/session-report.js";

// The session diagnosis on real committed sessions, beside Gemini CLI's and OpenHands' loop detectors:
// `npm run eval:sessions` writes docs/detection/real-sessions.md (decision 0307).
describe("the session diagnosis on real sessions", () => {
  const sessions = loadRealSessions();

  it("uses a detector model trained on no session (rerun `npm run eval:sessions` when this fails)", () => {
    expect(storedModel(trainingHash(heldOutTrainingCases(sessions)))).not.toBeNull();
  });

  it("keeps each round gathered after the rules a clean check: none of its owners has a session from an earlier round", () => {
    for (const { round } of LATER_ROUNDS) {
      const later = sessions.filter((s) => s.round === round);
      const earlier = sessions.filter((s) => s.round === undefined || s.round < round);
      const earlierOwners = new Set(earlier.map((s) => ownerOf(s.group)));
      expect(later.length, `round ${round}`).toBeGreaterThan(0);
      expect(
        later.filter((s) => earlierOwners.has(ownerOf(s.group))).map((s) => s.id),
        `round ${round}`,
      ).toEqual([]);
    }
  });

  // Rounds gathered beside one another (the seventh and eighth) or as the last clean checks: each one's owners are
  // in no other round at all, not only in none before it.
  it.each([8, 9, 10, 11, 12, 13])("keeps round %i's owners out of every other round", (round) => {
    const own = sessions.filter((s) => s.round === round);
    const otherOwners = new Set(sessions.filter((s) => s.round !== round).map((s) => ownerOf(s.group)));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((s) => otherOwners.has(ownerOf(s.group))).map((s) => s.id)).toEqual([]);
  });

  it("knows every round a session is labelled with (a new round gets its own table in the report)", () => {
    const unknown = sessions.filter((s) => s.round !== undefined && !isLaterRound(s.round)).map((s) => s.id);
    expect(unknown).toEqual([]);
  });

  // Three detectors judge every real session (tens of megabytes): minutes on a loaded two-core CI machine.
  it("matches the figures and tables in docs/detection/real-sessions.md", async () => {
    const model = storedModel(trainingHash(heldOutTrainingCases(sessions)));
    if (!model) throw new Error("the stored model is stale: run `npm run eval:sessions`");
    const rows = await judgeSessions(sessions, model);
    const doc = readFileSync(new URL("../../../../docs/detection/real-sessions.md", import.meta.url), "utf8");
    const block = /```text\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(block).toBe(figureBlock(rows));
    expect(doc).toBe(sessionsReport(rows));
  }, 300_000);
});
