import { describe, expect, it } from "vitest";
import type { SessionStep } from "../schemas/sessions.js";
import {
  computeProgress,
  elapsedSeconds,
  rescueTimeSpentSeconds,
  promptEffectiveness,
  setStepCompleted,
  startStepTimer,
  stopAllTimers,
  stepState,
  stopStepTimer,
  totalTimeSpent,
} from "./progress.js";

const steps = (): SessionStep[] =>
  [1, 2, 3, 4].map((id) => ({ id, title: `Step ${id}`, completed: false, timeSpent: 0, startTime: null }));
const t0 = new Date("2025-06-01T10:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("progress", () => {
  it("is the rounded percent of completed steps", () => {
    let s = steps();
    expect(computeProgress(s)).toEqual({ stepsCompleted: 0, totalSteps: 4, progress: 0 });
    s = setStepCompleted(s, 2, true, t0);
    expect(computeProgress(s)).toEqual({ stepsCompleted: 1, totalSteps: 4, progress: 25 });
    s = setStepCompleted(setStepCompleted(setStepCompleted(s, 1, true, t0), 3, true, t0), 4, true, t0);
    expect(computeProgress(s).progress).toBe(100);
    s = setStepCompleted(s, 1, false, t0);
    expect(computeProgress(s)).toMatchObject({ stepsCompleted: 3, progress: 75 });
    const three = steps().slice(0, 3);
    expect(computeProgress(setStepCompleted(three, 1, true, t0)).progress).toBe(33);
    expect(computeProgress(setStepCompleted(setStepCompleted(three, 1, true, t0), 2, true, t0)).progress).toBe(67);
    expect(computeProgress([]).progress).toBe(0);
  });
});

describe("step timers", () => {
  it("adds the elapsed seconds when stopped", () => {
    let s = startStepTimer(steps(), 1, t0);
    expect(s[0]!.startTime).toBe(t0.toISOString());
    expect(elapsedSeconds(s[0]!, at(42))).toBe(42);
    s = stopStepTimer(s, 1, at(90));
    expect(s[0]).toMatchObject({ timeSpent: 90, startTime: null });
    s = startStepTimer(s, 1, at(200));
    expect(elapsedSeconds(s[0]!, at(210))).toBe(100);
    s = stopStepTimer(s, 1, at(230));
    expect(s[0]!.timeSpent).toBe(120);
  });

  it("runs one timer at a time", () => {
    let s = startStepTimer(steps(), 1, t0);
    s = startStepTimer(s, 3, at(30));
    expect(s[0]).toMatchObject({ timeSpent: 30, startTime: null });
    expect(s[2]!.startTime).toBe(at(30).toISOString());
    expect(totalTimeSpent(s, at(40))).toBe(40);
    expect(totalTimeSpent(s)).toBe(30);
  });

  it("ignores starting a running timer and stopping a stopped one", () => {
    const running = startStepTimer(steps(), 2, t0);
    expect(startStepTimer(running, 2, at(50))[1]!.startTime).toBe(t0.toISOString());
    expect(stopStepTimer(steps(), 2, at(50))[1]).toMatchObject({ timeSpent: 0, startTime: null });
  });

  it("stops the timer when the step is completed, and all timers on success", () => {
    let s = startStepTimer(steps(), 2, t0);
    s = setStepCompleted(s, 2, true, at(15));
    expect(s[1]).toMatchObject({ completed: true, timeSpent: 15, startTime: null });
    s = stopAllTimers(startStepTimer(s, 4, at(20)), at(26));
    expect(s.every((x) => x.startTime === null)).toBe(true);
    expect(s[3]!.timeSpent).toBe(6);
  });

  it("never counts negative time when the clock is behind", () => {
    const s = startStepTimer(steps(), 1, at(100));
    expect(elapsedSeconds(s[0]!, t0)).toBe(0);
    expect(stopStepTimer(s, 1, t0)[0]!.timeSpent).toBe(0);
  });
});

describe("success summary and prompt effectiveness", () => {
  it("counts a rescue's time spent from its start to its completion, or to now while open", () => {
    expect(rescueTimeSpentSeconds({ startTime: t0.toISOString(), completedAt: at(20).toISOString() })).toBe(20);
    expect(rescueTimeSpentSeconds({ startTime: t0.toISOString(), completedAt: at(8 * 60 + 1).toISOString() })).toBe(
      481,
    );
    expect(rescueTimeSpentSeconds({ startTime: t0.toISOString(), completedAt: null }, at(125))).toBe(125);
    expect(rescueTimeSpentSeconds({ startTime: "not a date", completedAt: null }, at(5))).toBe(0);
  });

  it("turns ratings into stars", () => {
    expect(promptEffectiveness([], 3)).toEqual({ rated: 0, positive: 0, negative: 0, stars: null });
    expect(promptEffectiveness([{ promptIndex: 0, rating: "positive" }], 3)).toEqual({
      rated: 1,
      positive: 1,
      negative: 0,
      stars: 5,
    });
    expect(
      promptEffectiveness(
        [
          { promptIndex: 0, rating: "positive" },
          { promptIndex: 1, rating: "negative" },
          { promptIndex: 2, rating: "positive" },
          { promptIndex: 9, rating: "negative" },
        ],
        3,
      ),
    ).toEqual({ rated: 3, positive: 2, negative: 1, stars: 3 });
    expect(promptEffectiveness([{ promptIndex: 1, rating: "negative" }], 3).stars).toBe(0);
  });
});

describe("stepState", () => {
  it("calls a stopped step with logged time paused, not 'not started'", () => {
    const [step] = steps();
    expect(stepState(step!)).toBe("not-started");
    expect(stepState({ ...step!, timeSpent: 42 })).toBe("paused");
    expect(stepState({ ...step!, startTime: t0.toISOString() })).toBe("running");
    expect(stepState({ ...step!, timeSpent: 42, completed: true })).toBe("completed");
  });
});
