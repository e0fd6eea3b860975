import { describe, expect, it } from "vitest";
import { fallbackClassification } from "../../../shared/content/wizard-fallbacks.js";
import {
  classificationSchema,
  questionsSchema,
  solutionSchema,
  type WizardCategory,
  wizardCategories,
} from "../../../shared/schemas/wizard.js";
import { detectLanguage, findErrorMention } from "../builtin/wizard-context.js";
import { classifyProblemTask, generateQuestionsTask, generateSolutionTask } from "./wizard-tasks.js";

/** One realistic first message per category, each with a detail the solution must carry through. */
const samples: Record<WizardCategory, { text: string; detail: string }> = {
  repeated_failures: {
    text: "Cursor keeps trying to fix the same error in src/api/users.ts and it's still not working. TypeError: Cannot read properties of undefined (reading 'id'). This is so frustrating!!",
    detail: "src/api/users.ts",
  },
  ai_hallucination: {
    text: "Claude Code wrote `import { magicAuth } from 'next-auth-magic'` and now I get Error: Cannot find module 'next-auth-magic'. It said all tests pass.",
    detail: "next-auth-magic",
  },
  integration_issues: {
    text: "My Next.js app calls the Stripe API from app/api/checkout/route.ts and gets 401 Unauthorized in production. It works locally. STRIPE_SECRET_KEY is set on Vercel I think.",
    detail: "app/api/checkout/route.ts",
  },
  complexity_overwhelm: {
    text: "I asked Copilot for a dashboard and also auth and also charts, and now 23 files changed and I don't understand what it did. It's too complicated, I'm overwhelmed. The main file is src/pages/dashboard.tsx.",
    detail: "src/pages/dashboard.tsx",
  },
  lost_direction: {
    text: "That's not what I asked for. Windsurf rewrote my billing/invoice.py when I only wanted a CSV export, and now I forgot what the original goal even was.",
    detail: "billing/invoice.py",
  },
  no_planning: {
    text: "I'm a beginner and want Lovable to build me an app like Airbnb for renting garden sheds. I don't know where to start, there's no plan.",
    detail: "garden sheds",
  },
  general: {
    text: "The page at src/routes/profile.tsx shows the wrong avatar after saving.",
    detail: "src/routes/profile.tsx",
  },
};

const answers = [
  "It happens every time I save the profile form.",
  "It should show the new avatar right after saving, and profile.test.ts should pass.",
  "I tried clearing the cache and asked it twice to fix it.",
];

describe("classify-problem (built-in)", () => {
  it.each(wizardCategories)("classifies a %s message and passes the schema", (category) => {
    const result = classifyProblemTask.builtin({ userInput: samples[category].text });
    expect(classificationSchema.parse(result).category).toBe(category);
  });

  it("reads the AI tool, experience, feelings and urgency from the text", () => {
    const c = classifyProblemTask.builtin({ userInput: samples.repeated_failures.text });
    expect(c).toMatchObject({ aiTool: "Cursor", emotionalState: "frustrated", experience: "intermediate" });
    expect(c.technicalIndicators).toContain("Error: TypeError: Cannot read properties of undefined (reading 'id')");
    expect(c.technicalIndicators).toContain("File: src/api/users.ts");
    expect(classifyProblemTask.builtin({ userInput: samples.no_planning.text })).toMatchObject({
      aiTool: "Lovable",
      experience: "beginner",
      complexity: "high",
    });
    expect(classifyProblemTask.builtin({ userInput: samples.complexity_overwhelm.text })).toMatchObject({
      aiTool: "GitHub Copilot",
      emotionalState: "overwhelmed",
    });
    const outage = classifyProblemTask.builtin({
      userInput:
        "Production is down, customers can't log in, Claude Code broke the auth middleware. I'm a senior engineer.",
    });
    expect(outage).toMatchObject({ urgency: "critical", aiTool: "Claude Code", experience: "advanced" });
    expect(outage.severity).toBeGreaterThanOrEqual(8);
    const relaxed = classifyProblemTask.builtin({
      userInput: "Side project, no rush: aider renames a minor variable oddly.",
    });
    expect(relaxed).toMatchObject({ urgency: "low", aiTool: "Aider" });
    expect(relaxed.severity).toBeLessThan(5);
  });

  it("gives the spec's defaults for a message with no signals", () => {
    expect(classifyProblemTask.builtin({ userInput: "help" })).toEqual(fallbackClassification);
  });

  it("reads the stack from file names and tool names, not from ordinary words", () => {
    expect(detectLanguage("the bug is in src/app.tsx")).toBe("JavaScript/TypeScript");
    expect(detectLanguage("pytest fails in tests/test_api.py")).toBe("Python");
    expect(detectLanguage("cargo test panics")).toBe("Rust");
    expect(detectLanguage("our Rails app console")).toBe("Ruby");
    expect(detectLanguage("I want to express the guard rails of my idea")).toBeUndefined();
  });

  it("finds an error quoted inside prose", () => {
    expect(findErrorMention("so I ran it and got TypeError: x.map is not a function. Then it broke")).toBe(
      "TypeError: x.map is not a function",
    );
    expect(findErrorMention("Error: connect ECONNREFUSED 127.0.0.1:5432 when I start")).toBe(
      "Error: connect ECONNREFUSED 127.0.0.1:5432",
    );
    expect(findErrorMention("nothing wrong here")).toBeUndefined();
  });
});

describe("generate-questions (built-in)", () => {
  it.each(wizardCategories)("asks 3 distinct questions for %s", (category) => {
    const classification = classifyProblemTask.builtin({ userInput: samples[category].text });
    const { questions } = questionsSchema.parse(
      generateQuestionsTask.builtin({ classification, userInput: samples[category].text }),
    );
    expect(new Set(questions).size).toBe(3);
  });

  it("uses what the user already said", () => {
    const c = classifyProblemTask.builtin({ userInput: samples.repeated_failures.text });
    const { questions } = generateQuestionsTask.builtin({
      classification: c,
      userInput: samples.repeated_failures.text,
    });
    expect(questions[0]).toContain("TypeError: Cannot read properties of undefined");
    expect(questions.join(" ")).toContain("Cursor");
    const hallucination = classifyProblemTask.builtin({ userInput: samples.ai_hallucination.text });
    expect(
      generateQuestionsTask.builtin({ classification: hallucination, userInput: samples.ai_hallucination.text })
        .questions[0],
    ).toContain("npm view next-auth-magic version");
    const integration = classifyProblemTask.builtin({ userInput: samples.integration_issues.text });
    expect(
      generateQuestionsTask
        .builtin({ classification: integration, userInput: samples.integration_issues.text })
        .questions.join(" "),
    ).toContain("HTTP 401");
  });

  it("skips the expected-behaviour question when the message already says it", () => {
    const text = "Copilot keeps failing: same error again. It should return 200 from /health.";
    const c = classifyProblemTask.builtin({ userInput: text });
    expect(c.category).toBe("repeated_failures");
    const { questions } = generateQuestionsTask.builtin({ classification: c, userInput: text });
    expect(questions.some((q) => /What should happen when it works/.test(q))).toBe(false);
    expect(questions.some((q) => /already tried/.test(q))).toBe(true);
  });

  it("falls back to the generic questions for a general problem with no details", () => {
    const { questions } = generateQuestionsTask.builtin({ classification: fallbackClassification });
    expect(questions[0]).toMatch(/exact error/);
    expect(questions[1]).toMatch(/should happen instead/);
    expect(questions[2]).toMatch(/last thing/);
  });
});

describe("generate-solution (built-in)", () => {
  it.each(wizardCategories)(
    "gives %s at least 3 steps with prompts and criteria that mention the user's details",
    (category) => {
      const { text, detail } = samples[category];
      const classification = classifyProblemTask.builtin({ userInput: text });
      const { questions } = generateQuestionsTask.builtin({ classification, userInput: text });
      const responses = questions.map((question, i) => ({ question, answer: answers[i]! }));
      const solution = solutionSchema.parse(
        generateSolutionTask.builtin({ classification, responses, userInput: text }),
      );
      expect(solution.solutionSteps.length).toBeGreaterThanOrEqual(3);
      solution.solutionSteps.forEach((step, i) => {
        expect(step.step).toBe(i + 1);
        expect(step.aiPrompt.length).toBeGreaterThan(80);
        expect(step.successCriteria.length).toBeGreaterThanOrEqual(1);
        expect(step.title).toMatch(/^[A-Z]/);
      });
      const all = JSON.stringify(solution);
      expect(all).toContain(detail);
      expect(solution.alternativeApproaches.length).toBeGreaterThanOrEqual(2);
      expect(solution.preventionTips.length).toBeGreaterThanOrEqual(2);
      expect(solution.learningResources.length).toBeGreaterThanOrEqual(1);
      // Every prompt has a stop or output rule and no pressure tactics (content guide).
      for (const step of solution.solutionSteps) {
        expect(step.aiPrompt).toMatch(/Stop|stop|Output:|Done when|done when/);
        expect(step.aiPrompt).not.toMatch(/CRITICAL|MUST|you will be fired|\$\d+ tip/);
      }
    },
  );

  it("writes every prompt to the content guide: done-when, a stop or output rule, short, no shouting", () => {
    const words = (text: string) =>
      text
        .replace(/\[[^\]]*\]/g, " ")
        .split(/\s+/)
        .filter(Boolean);
    for (const category of wizardCategories) {
      const { text } = samples[category];
      const classification = classifyProblemTask.builtin({ userInput: text });
      const solution = generateSolutionTask.builtin({
        classification,
        userInput: text,
        responses: [{ question: "What should happen when it works?", answer: "The page loads" }],
      });
      for (const step of solution.solutionSteps) {
        const where = `${category} step ${step.step}`;
        expect(step.aiPrompt, where).toMatch(/[Dd]one when/);
        expect(step.aiPrompt, where).toMatch(/[Ss]top|Output:|Don't (?:edit|write|change)/);
        expect(words(step.aiPrompt).length, where).toBeLessThanOrEqual(260);
        expect(step.aiPrompt.replace(/\b[A-Z]+\.md\b/g, "").match(/\b[A-Z]{4,}\b/g) ?? [], where).toEqual([]);
        expect(step.title, where).toMatch(/^[A-Z][a-z]+ /);
      }
    }
  });

  it("carries the user's answers into the prompts", () => {
    const classification = classifyProblemTask.builtin({ userInput: samples.repeated_failures.text });
    const solution = generateSolutionTask.builtin({
      classification,
      userInput: samples.repeated_failures.text,
      responses: [
        {
          question: "What is the exact error or failing check that keeps coming back? Paste it verbatim.",
          answer:
            "TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/components/user-card.tsx:14:22)",
        },
        {
          question: "What should happen when it works? Name the command, test or screen that would prove it's fixed.",
          answer: "GET /api/users/42 returns the user and users.test.ts passes",
        },
        {
          question: "What have you and Cursor already tried?",
          answer: "Added optional chaining, then a null check in the loader",
        },
      ],
    });
    const prompts = solution.solutionSteps.map((s) => s.aiPrompt).join("\n");
    expect(prompts).toContain("GET /api/users/42 returns the user and users.test.ts passes");
    expect(prompts).toContain("Added optional chaining, then a null check in the loader");
    expect(solution.diagnosis).toContain("TypeError: Cannot read properties of undefined (reading 'id')");
    expect(solution.diagnosis).toContain("Cursor");
    expect(prompts).toContain("npm test"); // the stack was read from the .tsx path
    expect(JSON.stringify(solution)).toContain("Restore Checkpoint"); // the Cursor variant, labelled
  });

  it("checks a hallucinated package in its registry", () => {
    const classification = classifyProblemTask.builtin({ userInput: samples.ai_hallucination.text });
    const solution = generateSolutionTask.builtin({
      classification,
      userInput: samples.ai_hallucination.text,
      responses: [{ question: "Which versions?", answer: "next 15.1" }],
    });
    expect(solution.solutionSteps.some((s) => s.code?.includes("npm view next-auth-magic version"))).toBe(true);
  });

  it("leaves named slots where the user gave nothing", () => {
    const solution = generateSolutionTask.builtin({
      classification: fallbackClassification,
      responses: [{ question: "Anything else?", answer: "no" }],
    });
    const prompts = solution.solutionSteps.map((s) => s.aiPrompt).join("\n");
    expect(prompts).toContain("[the exact error text, verbatim]");
    expect(prompts).toContain("[the observable result that means it works]");
    expect(solutionSchema.safeParse(solution).success).toBe(true);
  });
});
