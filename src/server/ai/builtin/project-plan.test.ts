import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plannerQuestions } from "../../../shared/content/planner-questions.js";
import {
  type ChatMessage,
  emptyProjectPlan,
  plannerLimits,
  projectPlanSchema,
  type ProjectPlan,
} from "../../../shared/schemas/planner.js";
import { solutionFor } from "./plan-risks.js";
import { recognizeTech } from "./plan-tech.js";
import { splitList } from "./plan-text.js";
import { parseTimeBudget } from "./plan-timeline.js";
import { applyAnswer, finalizePlan, keepEarlierContent, parsePurpose, type PlanContext } from "./project-plan.js";

const ctx = (experienceLevel: PlanContext["experienceLevel"] = "beginner"): PlanContext => ({
  projectName: "InvoiceBuddy",
  projectDescription:
    "InvoiceBuddy helps freelancers create, send and track invoices. It reminds clients about overdue payments and shows a simple dashboard of who owes what, so freelancers spend less time chasing money and more time on paid work.",
  experienceLevel,
});

const answers = [
  "Freelancers lose track of unpaid invoices. Goals: send an invoice in under a minute, see who owes what, automatic reminders",
  "Solo designers and writers who use spreadsheets today",
  "Sign up and log in, create a client, create and send an invoice, mark an invoice as paid",
  "- Recurring invoices\n- PDF export\n- Multiple currencies",
  "React with TypeScript, Node.js and Express, PostgreSQL, deployed on Vercel",
  "New user signs up, adds a client and sends an invoice\nReturning user sees overdue invoices and sends a reminder",
  "Works on phones and laptops; dashboard with totals; dark mode",
  "About 10 hours a week; I'd like a first version in 6 weeks",
  "I have never handled payments, and I am worried about keeping client data secure",
];

function answerAll(level: PlanContext["experienceLevel"] = "beginner"): ProjectPlan {
  return answers.reduce((plan, answer, i) => applyAnswer(plan, i, answer, ctx(level)), emptyProjectPlan());
}

describe("splitList", () => {
  it("splits commas, semicolons, lines and bullets, and tidies each item", () => {
    expect(splitList("auth, payments; search")).toEqual(["Auth", "Payments", "Search"]);
    expect(splitList("- one\n* two\n3. three\n• four")).toEqual(["One", "Two", "Three", "Four"]);
    expect(splitList("a, b, and c.")).toEqual(["A", "B", "C"]);
    expect(splitList("Login (email, Google), profile")).toEqual(["Login (email, Google)", "Profile"]);
    expect(splitList("Same, same, SAME")).toEqual(["Same"]);
  });

  it("keeps commas inside an item when asked", () => {
    expect(splitList("signs up, adds a client, sends an invoice", { commas: false })).toEqual([
      "Signs up, adds a client, sends an invoice",
    ]);
  });
});

describe("recognizeTech", () => {
  it("names common technologies the way people write them", () => {
    const names = recognizeTech("nextjs + supabase, tailwind, postgres on vercel, stripe for payments").map(
      (t) => t.name,
    );
    expect(names).toEqual(
      expect.arrayContaining(["Next.js", "Supabase", "Tailwind CSS", "PostgreSQL", "Vercel", "Stripe"]),
    );
  });

  it("does not mistake ordinary words for technologies", () => {
    expect(recognizeTech("Users react to the next step and express interest in spring")).toEqual([]);
  });
});

describe("parseTimeBudget", () => {
  it("reads hours per week and a target", () => {
    expect(parseTimeBudget("About 10 hours a week; I'd like a first version in 6 weeks")).toEqual({
      hoursPerWeek: 10,
      targetWeeks: 6,
    });
    expect(parseTimeBudget("2 hours per day, launch in 3 months")).toEqual({ hoursPerWeek: 10, targetWeeks: 13 });
    expect(parseTimeBudget("10 hours a week")).toEqual({ hoursPerWeek: 10 });
    expect(parseTimeBudget("full-time")).toEqual({ hoursPerWeek: 40 });
  });
});

describe("parsePurpose", () => {
  it("separates the purpose from its goals", () => {
    expect(parsePurpose("Track invoices. Goals: fast sending, reminders")).toEqual({
      purpose: "Track invoices.",
      goals: ["Fast sending", "Reminders"],
    });
    expect(parsePurpose("Track invoices. Send them fast. Remind clients.")).toEqual({
      purpose: "Track invoices.",
      goals: ["Send them fast", "Remind clients"],
    });
  });
});

describe("applyAnswer: each question feeds its own section", () => {
  it("fills the section of every question from its answer", () => {
    const plan = answerAll();
    expect(plan.overview.purpose).toBe("Freelancers lose track of unpaid invoices.");
    expect(plan.overview.goals).toEqual([
      "Send an invoice in under a minute",
      "See who owes what",
      "Automatic reminders",
    ]);
    expect(plan.overview.targetUsers).toBe("Solo designers and writers who use spreadsheets today");
    expect(plan.features.essential).toEqual([
      "Sign up and log in",
      "Create a client",
      "Create and send an invoice",
      "Mark an invoice as paid",
    ]);
    expect(plan.features.niceToHave).toEqual(["Recurring invoices", "PDF export", "Multiple currencies"]);
    // The user's order ("React with TypeScript, ..."), not the rules' language-first order.
    expect(plan.technical.techStack).toEqual(["React", "TypeScript", "Node.js", "Express", "PostgreSQL", "Vercel"]);
    expect(plan.technical.architecture).toContain("Node.js / Express API");
    expect(plan.userExperience.userFlows).toHaveLength(2);
    expect(plan.userExperience.interfaceNeeds).toEqual([
      "Works on phones and laptops",
      "Dashboard with totals",
      "Dark mode",
    ]);
    expect(plan.timeline.phases.map((p) => p.name)).toEqual([
      "Setup and learning",
      "Core features",
      "Testing and polish",
      "Launch",
    ]);
    expect(plan.timeline.totalEstimate).toMatch(/^6 weeks \(your target/);
    expect(plan.timeline.phases[1]!.description).toContain("sign up and log in");
    expect(plan.timeline.phases[0]!.description).toContain("Install React, TypeScript, Node.js and Express");
    expect(plan.challenges.risks).toEqual([
      "I have never handled payments",
      "I am worried about keeping client data secure",
    ]);
    expect(plan.challenges.solutions).toHaveLength(2);
    expect(plan.challenges.solutions[0]).toMatch(/checkout/);
    expect(plan.challenges.solutions[1]).toMatch(/auth library/);
    expect(projectPlanSchema.safeParse(plan).success).toBe(true);
  });

  it("keeps all earlier content when a later answer arrives", () => {
    const before = answerAll();
    for (let i = 0; i < plannerQuestions.length; i++) {
      const after = applyAnswer(before, i, "Something new", ctx());
      const feeds = plannerQuestions[i]!.section;
      for (const key of Object.keys(before) as (keyof ProjectPlan)[]) {
        if (key !== feeds) expect(after[key]).toEqual(before[key]);
      }
    }
  });

  it("does not change the plan it was given", () => {
    const plan = emptyProjectPlan();
    applyAnswer(plan, 2, "a, b", ctx());
    expect(plan).toEqual(emptyProjectPlan());
  });

  it("sizes phase durations to the experience level", () => {
    const total = (level: PlanContext["experienceLevel"]) =>
      applyAnswer(emptyProjectPlan(), 7, "10 hours a week", ctx(level)).timeline.totalEstimate;
    expect(total("beginner")).toBe("15 weeks at about 10 hours a week (the phases add up to this)");
    expect(total("intermediate")).toBe("9 weeks at about 10 hours a week (the phases add up to this)");
    expect(total("advanced")).toBe("6 weeks at about 10 hours a week (the phases add up to this)");
    expect(applyAnswer(emptyProjectPlan(), 7, "whenever", ctx("advanced")).timeline.phases[0]!.name).toBe(
      "Architecture and walking skeleton",
    );
  });

  it("suggests a stack when the user is not sure", () => {
    expect(applyAnswer(emptyProjectPlan(), 4, "not sure, please suggest", ctx("beginner")).technical.techStack).toEqual(
      ["TypeScript", "Next.js", "Tailwind CSS", "Supabase", "Vercel"],
    );
    expect(applyAnswer(emptyProjectPlan(), 4, "Phoenix and Elixir", ctx()).technical.techStack).toEqual([
      "Phoenix",
      "Elixir",
    ]);
  });

  it("plans a Go CLI in Go, without web defaults", () => {
    const goCtx: PlanContext = {
      projectName: "dotsync",
      projectDescription:
        "dotsync is a CLI in Go 1.22 that syncs my dotfiles between machines through a private Git repository, shows a diff before it overwrites anything and can roll back the last sync.",
      experienceLevel: "intermediate",
    };
    const plan = finalizePlan(emptyProjectPlan(), [], goCtx);
    expect(plan.technical.techStack).toEqual(["Go 1.22"]);
    expect(JSON.stringify(plan)).not.toMatch(/Rails|Ruby|Next\.js|React|browser|Sign up/);
    expect(plan.technical.architecture).toMatch(/binary/);
    const unsure = applyAnswer(emptyProjectPlan(), 4, "not sure, you pick", goCtx);
    expect(unsure.technical.techStack).toEqual(["Go 1.22"]);
  });

  it("keeps phase durations adding up to the stated total", () => {
    for (const answer of ["10 hours a week", "in 6 weeks", "full-time, 3 months", "2 weeks", "weekends, 5 days"]) {
      const { phases, totalEstimate } = applyAnswer(emptyProjectPlan(), 7, answer, ctx("intermediate")).timeline;
      const nums = phases.map((p) => Number(p.duration.split(" ")[0]));
      const total = Number(totalEstimate.split(" ")[0]);
      expect(nums.reduce((a, b) => a + b, 0)).toBe(total);
      const unit = totalEstimate.split(" ")[1]!.replace(/s$/, "");
      for (const p of phases) expect(p.duration).toContain(unit);
    }
  });

  it("ignores 'none' for optional lists", () => {
    expect(applyAnswer(emptyProjectPlan(), 3, "none", ctx()).features.niceToHave).toEqual([]);
  });
});

describe("finalizePlan", () => {
  const messagesFor = (list: string[]): ChatMessage[] =>
    list.map((content, i) => ({ id: `u${i}`, type: "user", content, timestamp: "2026-01-01T00:00:00Z" }));

  it("fills every gap of an empty plan with level-appropriate defaults", () => {
    for (const level of ["beginner", "intermediate", "advanced"] as const) {
      const plan = finalizePlan(emptyProjectPlan(), [], ctx(level));
      expect(plan.overview.purpose).toContain("InvoiceBuddy helps freelancers");
      expect(plan.overview.goals.length).toBeGreaterThan(0);
      expect(plan.overview.targetUsers).not.toBe("");
      expect(plan.features.essential.length).toBeGreaterThan(0);
      expect(plan.features.niceToHave.length).toBeGreaterThan(0);
      expect(plan.technical.techStack.length).toBeGreaterThan(0);
      expect(plan.technical.architecture).not.toBe("");
      expect(plan.userExperience.userFlows.length).toBeGreaterThan(0);
      expect(plan.userExperience.interfaceNeeds.length).toBeGreaterThan(0);
      expect(plan.timeline.phases.length).toBeGreaterThanOrEqual(4);
      expect(plan.timeline.totalEstimate).toMatch(/weeks/);
      expect(plan.challenges.risks.length).toBeGreaterThanOrEqual(3);
      expect(plan.challenges.solutions).toHaveLength(plan.challenges.risks.length);
      expect(projectPlanSchema.safeParse(plan).success).toBe(true);
    }
  });

  it("keeps what the user said and re-applies answers whose update was lost", () => {
    const answered = answerAll();
    const lost = { ...answered, features: { essential: [], niceToHave: answered.features.niceToHave } };
    const plan = finalizePlan(lost, messagesFor(answers), ctx());
    expect(plan.features.essential).toEqual(answered.features.essential);
    expect(plan.overview).toEqual(answered.overview);
    expect(plan.technical.techStack).toEqual(answered.technical.techStack);
    expect(plan.challenges.risks).toEqual(answered.challenges.risks);
  });

  it("uses technologies named in the description before suggesting any", () => {
    const plan = finalizePlan(emptyProjectPlan(), [], {
      ...ctx(),
      projectDescription: `${ctx().projectDescription} Built with Django and PostgreSQL.`,
    });
    expect(plan.technical.techStack).toEqual(["Django", "PostgreSQL"]);
  });

  it("starts default user flows with the account step instead of repeating it", () => {
    const plan = emptyProjectPlan();
    plan.features.essential = ["Sign up and log in", "Create a client", "Send an invoice"];
    expect(finalizePlan(plan, [], ctx()).userExperience.userFlows).toEqual([
      "New user: sign up, then create a client",
      "Returning user: sign in, then send an invoice",
    ]);
  });

  it("adds a payments risk only when the project takes payments", () => {
    const risks = (description: string) =>
      finalizePlan(emptyProjectPlan(), [], { ...ctx(), projectDescription: description }).challenges.risks;
    expect(risks(ctx().projectDescription)).not.toContain("Payment and webhook handling");
    expect(risks(`${ctx().projectDescription} Clients pay through Stripe checkout.`)).toContain(
      "Payment and webhook handling",
    );
  });

  it("adds a solution to every risk that has none", () => {
    const plan = emptyProjectPlan();
    plan.challenges.risks = ["Stripe webhooks", "Learning Rust"];
    plan.challenges.solutions = ["My own solution"];
    const done = finalizePlan(plan, [], ctx());
    expect(done.challenges.solutions).toEqual(["My own solution", solutionFor("Learning Rust")]);
  });
});

describe("keepEarlierContent", () => {
  it("puts back sections a model dropped", () => {
    const before = answerAll();
    const dropped = { ...emptyProjectPlan(), features: { essential: ["New"], niceToHave: [] } };
    const merged = keepEarlierContent(before, dropped);
    expect(merged.features.essential).toEqual(["New"]);
    expect(merged.features.niceToHave).toEqual(before.features.niceToHave);
    expect(merged.overview).toEqual(before.overview);
    expect(merged.timeline).toEqual(before.timeline);
  });
});

describe("any answers", () => {
  it("keeps long items within the limits, solutions included", () => {
    const risk = "q".repeat(plannerLimits.answer);
    const plan = applyAnswer(emptyProjectPlan(), 8, risk, ctx());
    expect(projectPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.challenges.solutions[0]!.length).toBeLessThanOrEqual(plannerLimits.itemText);
  });

  it("always give a plan that fits the schema, during the interview and after finalising", () => {
    const answer = fc.oneof(
      fc.string({ maxLength: plannerLimits.answer, size: "max" }),
      fc
        .array(fc.string({ minLength: 1, maxLength: 700, size: "max" }), { maxLength: 40 })
        .map((items) => items.join(", ").slice(0, plannerLimits.answer)),
    );
    fc.assert(
      fc.property(
        fc.array(answer, { minLength: 9, maxLength: 9 }),
        fc.constantFrom("beginner", "intermediate", "advanced"),
        (list, level) => {
          const context = ctx(level as PlanContext["experienceLevel"]);
          let plan = emptyProjectPlan();
          list.forEach((a, i) => {
            plan = applyAnswer(plan, i, a, context);
            expect(projectPlanSchema.safeParse(plan).success).toBe(true);
          });
          const final = finalizePlan(plan, [], context);
          expect(projectPlanSchema.safeParse(final).success).toBe(true);
          expect(final.challenges.solutions).toHaveLength(final.challenges.risks.length);
        },
      ),
      { numRuns: 30, endOnFailure: true },
    );
  });
});
