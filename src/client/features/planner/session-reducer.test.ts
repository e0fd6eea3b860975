import { describe, expect, it } from "vitest";
import { plannerQuestions } from "@shared/content/planner-questions";
import { emptyProjectPlan, type SavedPlan } from "@shared/schemas/planner";
import {
  answeredCount,
  countedAnswers,
  initialPlannerState,
  isBusy,
  type PlannerAction,
  plannerReducer,
  type PlannerState,
} from "./session-reducer";

const project = {
  projectName: "InvoiceBuddy",
  projectDescription: "d".repeat(220),
  experienceLevel: "beginner" as const,
};
let n = 0;
const at = () => ({ id: `m${++n}`, now: "2026-01-01T00:00:00.000Z" });
const run = (state: PlannerState, ...actions: PlannerAction[]) => actions.reduce(plannerReducer, state);
const started = () => run(initialPlannerState, { type: "start", project });

describe("planner session reducer", () => {
  it("starts in the typing state, then asks question 1 with the project name", () => {
    const state = started();
    expect(state.view).toBe("session");
    expect(state.status).toBe("typing");
    expect(state.messages).toEqual([]);
    const asked = plannerReducer(state, { type: "ask", ...at() });
    expect(asked.status).toBe("awaiting");
    expect(asked.questionIndex).toBe(0);
    expect(asked.messages).toHaveLength(1);
    expect(asked.messages[0]!.type).toBe("ai");
    expect(asked.messages[0]!.content).toContain(plannerQuestions[0]!.ask("InvoiceBuddy"));
  });

  it("ignores empty answers and answers sent while busy", () => {
    const typing = started();
    expect(plannerReducer(typing, { type: "answer", content: "early", ...at() })).toBe(typing);
    expect(isBusy(typing)).toBe(true);
    const asked = plannerReducer(typing, { type: "ask", ...at() });
    expect(isBusy(asked)).toBe(false);
    expect(plannerReducer(asked, { type: "answer", content: "   \n ", ...at() })).toBe(asked);
  });

  it("asks the 9 questions one at a time and finalises after the last answer", () => {
    let state = started();
    for (let i = 0; i < 9; i++) {
      state = plannerReducer(state, { type: "ask", ...at() });
      expect(state.questionIndex).toBe(i);
      expect(state.messages.at(-1)!.content).toContain(plannerQuestions[i]!.ask("InvoiceBuddy"));
      // A second ask while waiting for the answer does nothing.
      expect(plannerReducer(state, { type: "ask", ...at() })).toBe(state);
      state = plannerReducer(state, { type: "answer", content: `  answer ${i}  `, ...at() });
      expect(state.messages.at(-1)).toMatchObject({ type: "user", content: `answer ${i}` });
      expect(state.status).toBe(i < 8 ? "typing" : "finalizing");
    }
    expect(answeredCount(state.messages)).toBe(9);
    expect(state.pendingUpdates).toBe(9);
    expect(plannerReducer(state, { type: "ask", ...at() })).toBe(state);

    const plan = emptyProjectPlan();
    plan.overview.purpose = "Final";
    const done = plannerReducer(state, { type: "finalized", plan, ...at() });
    expect(done.status).toBe("complete");
    expect(done.plan.overview.purpose).toBe("Final");
    expect(done.messages.at(-1)!.content).toMatch(/Next steps/);
    expect(isBusy(done)).toBe(true);
  });

  it("asks a question again, once, with the reason, when the answer does not fit it", () => {
    let state = started();
    for (let i = 0; i < 4; i++)
      state = run(state, { type: "ask", ...at() }, { type: "answer", content: `answer ${i}`, ...at() });
    state = plannerReducer(state, { type: "ask", ...at() });
    expect(state.questionIndex).toBe(4);
    state = plannerReducer(state, { type: "answer", content: "Freelancers with 5-50 clients", ...at() });
    // Not an answer: nothing goes to the plan and the same question comes back.
    expect(state.messages.at(-1)).toMatchObject({ type: "user", unfit: true });
    expect(state.pendingUpdates).toBe(4);
    expect(answeredCount(state.messages)).toBe(4);
    state = plannerReducer(state, { type: "ask", ...at() });
    expect(state.questionIndex).toBe(4);
    expect(state.messages.at(-1)).toMatchObject({ type: "ai", reask: true });
    expect(state.messages.at(-1)!.content).toMatch(/^That sounds like who will use it, not which technologies/);
    expect(state.messages.at(-1)!.content).toContain(plannerQuestions[4]!.ask("InvoiceBuddy"));
    // A second answer that does not fit either is taken, so the interview never stalls.
    state = plannerReducer(state, { type: "answer", content: "Freelancers again", ...at() });
    expect(state.messages.at(-1)!.unfit).toBeUndefined();
    expect(answeredCount(state.messages)).toBe(5);
    state = plannerReducer(state, { type: "ask", ...at() });
    expect(state.questionIndex).toBe(5);
    expect(countedAnswers(state.messages).map((m) => m.content)).toEqual([
      "answer 0",
      "answer 1",
      "answer 2",
      "answer 3",
      "Freelancers again",
    ]);
  });

  it("asks the timeline again when the answer gives no time, and the purpose when it only names a stack", () => {
    let state = run(started(), { type: "ask", ...at() }, { type: "answer", content: "Next.js and Supabase", ...at() });
    expect(state.messages.at(-1)).toMatchObject({ unfit: true });
    state = run(state, { type: "ask", ...at() });
    expect(state.messages.at(-1)!.content).toMatch(/^That names technologies, not the problem/);
    state = plannerReducer(state, { type: "answer", content: "Freelancers lose track of invoices", ...at() });
    for (let i = 1; i < 7; i++)
      state = run(state, { type: "ask", ...at() }, { type: "answer", content: "none", ...at() });
    state = run(state, { type: "ask", ...at() }, { type: "answer", content: "React, Postgres", ...at() });
    expect(state.messages.at(-1)).toMatchObject({ unfit: true });
    state = run(state, { type: "ask", ...at() }, { type: "answer", content: "10 hours a week", ...at() });
    expect(state.questionIndex).toBe(7);
    expect(answeredCount(state.messages)).toBe(8);
  });

  it("keeps the current plan when finalising fails", () => {
    let state = started();
    for (let i = 0; i < 9; i++)
      state = run(state, { type: "ask", ...at() }, { type: "answer", content: "2 weeks", ...at() });
    const plan = emptyProjectPlan();
    plan.features.essential = ["Kept"];
    state = plannerReducer(state, { type: "planUpdated", plan });
    const done = plannerReducer(state, { type: "finalized", plan: null, ...at() });
    expect(done.status).toBe("complete");
    expect(done.plan.features.essential).toEqual(["Kept"]);
  });

  it("counts plan updates in flight and takes each updated plan", () => {
    let state = run(started(), { type: "ask", ...at() }, { type: "answer", content: "x", ...at() });
    expect(state.pendingUpdates).toBe(1);
    const plan = emptyProjectPlan();
    plan.overview.purpose = "P";
    state = plannerReducer(state, { type: "planUpdated", plan });
    expect(state.pendingUpdates).toBe(0);
    expect(state.plan.overview.purpose).toBe("P");
    expect(plannerReducer(state, { type: "planUpdateFailed" }).pendingUpdates).toBe(0);
  });

  it("marks the session saved and unsaved again after changes", () => {
    let state = run(started(), { type: "saved", id: "plan-1" });
    expect(state).toMatchObject({ savedId: "plan-1", unsaved: false });
    state = run(state, { type: "ask", ...at() }, { type: "answer", content: "x", ...at() });
    expect(state.unsaved).toBe(true);
    expect(state.savedId).toBe("plan-1");
  });

  it("reopens a saved plan: complete after 9 answers, otherwise it continues where it stopped", () => {
    const messages = (answers: number, trailingQuestion: boolean) => {
      const list: SavedPlan["messages"] = [];
      for (let i = 0; i < answers; i++)
        list.push(
          { id: `a${i}`, type: "ai", content: `q${i}`, timestamp: "t" },
          { id: `u${i}`, type: "user", content: `a${i}`, timestamp: "t" },
        );
      if (trailingQuestion) list.push({ id: "q", type: "ai", content: "next", timestamp: "t" });
      return list;
    };
    const saved = (answers: number, trailing: boolean): SavedPlan => ({
      id: "p1",
      ...project,
      experienceLevel: "advanced",
      projectPlan: emptyProjectPlan(),
      messages: messages(answers, trailing),
      createdAt: "t",
      updatedAt: "t",
    });
    const complete = plannerReducer(initialPlannerState, { type: "open", saved: saved(9, true) });
    expect(complete).toMatchObject({
      view: "session",
      status: "complete",
      savedId: "p1",
      unsaved: false,
      project: { experienceLevel: "advanced" },
    });

    const waiting = plannerReducer(initialPlannerState, { type: "open", saved: saved(3, true) });
    expect(waiting).toMatchObject({ status: "awaiting", questionIndex: 3 });
    const answered = plannerReducer(waiting, { type: "answer", content: "four", ...at() });
    expect(answered.status).toBe("typing");

    const afterAnswer = plannerReducer(initialPlannerState, { type: "open", saved: saved(3, false) });
    expect(afterAnswer.status).toBe("typing");
    const next = plannerReducer(afterAnswer, { type: "ask", ...at() });
    expect(next.questionIndex).toBe(3);
    expect(next.messages.at(-1)!.content).toBe(plannerQuestions[3]!.ask("InvoiceBuddy"));
  });

  it("goes back to the setup form keeping the project", () => {
    const state = run(started(), { type: "ask", ...at() }, { type: "backToSetup" });
    expect(state.view).toBe("setup");
    expect(state.project).toEqual(project);
    expect(state.messages).toEqual([]);
  });
});
