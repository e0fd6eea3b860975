import { describe, expect, it } from "vitest";
import type { PromptFigure, SiteFigures } from "../schemas/outcomes.js";
import {
  figureText,
  median,
  minutesOfSeconds,
  OUTCOME_PRIVACY_THRESHOLD,
  percent,
  rankByUnstickRate,
  rankPromptsByOutcome,
  shouldAskOutcome,
} from "./outcomes.js";
import { siteFiguresView } from "./site-figures.js";

const figure = (promptIndex: number, unstuck: number, users: number): PromptFigure => ({
  problemType: "repeated_failures",
  strategy: "Reset & Redirect",
  promptIndex,
  unstuck,
  users,
  rate: users >= OUTCOME_PRIVACY_THRESHOLD ? percent(unstuck, users) : null,
});

describe("figures", () => {
  it("computes percent, median and minutes", () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(1, 0)).toBeNull();
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([8, 2, 4, 6])).toBe(5);
    expect(minutesOfSeconds(0)).toBe(1);
    expect(minutesOfSeconds(61)).toBe(2);
  });

  it("says what is missing below the threshold and the count beside the rate above it", () => {
    expect(figureText({ rate: null, answered: 7, users: 3 })).toBe("Not enough answers yet: 3 of 5 users needed");
    expect(figureText({ rate: 80, answered: 10, users: 6 })).toBe("80% unstuck · 10 rescues, 6 users");
  });
});

describe("ordering by unstick rate", () => {
  it("puts the prompt that got most users unstuck first once 5 users answered", () => {
    expect(rankPromptsByOutcome(3, [figure(2, 4, 5), figure(0, 1, 5)], [])).toEqual([2, 0, 1]);
  });

  it("keeps the ratings order below the threshold", () => {
    const ratings = [{ promptIndex: 1, helpful: 5, total: 5 }];
    expect(rankPromptsByOutcome(3, [figure(2, 4, 4)], ratings)).toEqual([1, 0, 2]);
  });

  it("orders items with a rate first, best first, the rest in written order", () => {
    const rates: Record<string, number | null> = { a: null, b: 40, c: null, d: 90 };
    expect(rankByUnstickRate(["a", "b", "c", "d"], (x) => rates[x])).toEqual(["d", "b", "a", "c"]);
  });
});

describe("asking once", () => {
  const now = new Date("2026-01-01T12:00:00Z");
  const session = {
    imported: false,
    success: false,
    startTime: "2026-01-01T11:50:00Z",
    actionSteps: [{ completed: false }],
  };
  const open = { outcome: null, dismissed: false, nextSessionId: null };

  it("asks when solved, when every step is done, or when the user comes back later", () => {
    expect(shouldAskOutcome(session, open, now)).toBe(false);
    const twoSteps = { ...session, actionSteps: [{ completed: true }, { completed: false }] };
    expect(shouldAskOutcome(twoSteps, open, now)).toBe(false);
    expect(shouldAskOutcome({ ...session, success: true }, open, now)).toBe(true);
    expect(shouldAskOutcome({ ...session, actionSteps: [{ completed: true }] }, open, now)).toBe(true);
    expect(shouldAskOutcome({ ...session, startTime: "2026-01-01T11:00:00Z" }, open, now)).toBe(true);
  });

  it("never asks again after an answer or a dismissal, nor on imported history", () => {
    const solved = { ...session, success: true };
    expect(shouldAskOutcome(solved, { ...open, outcome: { outcome: "unstuck" } }, now)).toBe(false);
    expect(shouldAskOutcome(solved, { ...open, dismissed: true }, now)).toBe(false);
    expect(shouldAskOutcome({ ...solved, imported: true }, open, now)).toBe(false);
  });
});

describe("the figures for visitors", () => {
  const base: SiteFigures = {
    answered: 3,
    users: 3,
    unstuck: 2,
    rate: null,
    medianMinutes: null,
    timed: 0,
    asOf: "2026-11-27T06:00:00Z",
    threshold: 5,
  };

  it("says plainly that there is not enough data yet, with the count and the date", () => {
    const view = siteFiguresView(base);
    expect(view.items).toEqual([]);
    expect(view.note).toMatch(/^Not enough data yet: 3 of the 5 developers/);
    expect(view.note).toContain("Nov 27, 2026");
  });

  it("shows the rate, the median minutes and the number of rescues with the count and the date", () => {
    const view = siteFiguresView({
      ...base,
      answered: 12,
      users: 6,
      unstuck: 9,
      rate: 75,
      medianMinutes: 14,
      timed: 7,
    });
    expect(view.items.map((i) => i.value)).toEqual(["75%", "14 min", "12"]);
    expect(view.note).toBe("Measured from 12 rescues whose 6 developers said how they ended, as of Nov 27, 2026.");
  });
});
