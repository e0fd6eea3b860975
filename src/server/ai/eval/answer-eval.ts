import { featureSentence } from "../../../shared/domain/plan-criteria.js";
import { renderAgentsBrief } from "../../../shared/domain/plan-markdown.js";
import { detectStack } from "../../../shared/domain/stack-facts.js";
import { generatorInputSchema, type GeneratedPrompt } from "../../../shared/schemas/generator.js";
import { type ChatMessage, emptyProjectPlan, type ProjectPlan } from "../../../shared/schemas/planner.js";
import type { Classification, Solution } from "../../../shared/schemas/wizard.js";
import { fallbackClassification } from "../../../shared/content/wizard-fallbacks.js";
import { generatorFrames } from "../../../shared/content/generator-frames.js";
import { plannerQuestion } from "../../../shared/content/planner-questions.js";
import { plannerAnswerFit, wizardAnswerFit } from "../../../shared/domain/answer-fit.js";
import { composeCategoryPrompts, promptWordCount } from "../builtin/compose-prompts.js";
import { finalizePlan } from "../builtin/project-plan.js";
import { extractFacts } from "../builtin/extract-facts.js";
import { projectKind } from "../builtin/plan-tech.js";
import { buildSolutionContext } from "../builtin/wizard-context.js";
import { composeSolution } from "../builtin/wizard-playbooks.js";
import type { AnswerScenario } from "./scenarios.js";

/**
 * The answer eval: each scenario goes through the generator, the wizard and the planner on the
 * built-in engine, and every answer is checked for what a reader would check by hand: their own stack
 * and facts are there, no other stack is named, the lengths fit, the variants differ, nothing is left
 * unfilled that the user gave, and acceptance criteria are grammatical.
 */
export interface CheckResult {
  scenario: string;
  surface: "generator" | "wizard" | "planner";
  check: string;
  passed: boolean;
  detail?: string;
}

export interface ScenarioOutput {
  prompts: GeneratedPrompt[];
  solution: Solution;
  plan: ProjectPlan;
  agents: string;
}

const WIZARD_QUESTIONS = [
  "What exactly fails? Paste the error output.",
  "What should happen when it works?",
  "What have you already tried, and what happened?",
];

export function runScenario(s: AnswerScenario): ScenarioOutput {
  const input = generatorInputSchema.parse({
    category: s.category,
    problemDescription: s.description,
    customProblemDescription: s.category === "other" ? s.description : undefined,
    errorMessages: s.error,
  });
  const prompts = composeCategoryPrompts(input);
  const classification: Classification = { ...fallbackClassification, category: s.wizardCategory };
  const solution = composeSolution(
    buildSolutionContext(
      classification,
      [
        { question: WIZARD_QUESTIONS[0]!, answer: s.error ?? s.description },
        { question: WIZARD_QUESTIONS[1]!, answer: s.goal },
        { question: WIZARD_QUESTIONS[2]!, answer: s.tried },
      ],
      s.description,
    ),
  );
  const answers = [s.project, "", s.features, "", s.offTopicStackAnswer ?? "", "", "", "about 10 hours a week", ""];
  const messages: ChatMessage[] = answers.map((content, i) => ({
    id: `m${i}`,
    type: "user",
    content: content || "none",
    timestamp: "2026-11-25T00:00:00Z",
  }));
  const ctx = { projectName: "Demo project", projectDescription: s.project, experienceLevel: "intermediate" as const };
  const plan = finalizePlan(emptyProjectPlan(), messages, ctx);
  const agents = renderAgentsBrief(ctx, plan);
  return { prompts, solution, plan, agents };
}

const lower = (t: string) => t.toLowerCase();
const mentions = (text: string, fact: string) => lower(text).includes(lower(fact));

/** Technologies the answer names that the user never did: the "other stack" the eval forbids. */
function otherStacks(answer: string, userText: string): string[] {
  const own = new Set(detectStack(userText).flatMap((s) => [s.name, ...(s.language ? s.language.split("/") : [])]));
  // Commands and code the engine quotes are the user's own or their stack's; prose is what counts.
  const prose = answer.replace(/(`{3,})[^\n]*\n[\s\S]*?\n\1/g, " ").replace(/`[^`\n]*`/g, " ");
  return detectStack(prose)
    .map((s) => s.name)
    .filter((name) => !own.has(name));
}

const words = (t: string) => new Set(lower(t).match(/[a-z0-9][a-z0-9'-]*/g) ?? []);

/**
 * How much two variants share (decision 0286): Jaccard over their word sets, the whole text (pasted logs and the
 * user's words included), lower-cased. 1 is the same words, 0 none in common; distinct variants stay under 0.5.
 */
export function wordOverlap(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / Math.max(1, x.size + y.size - shared);
}
export const MAX_VARIANT_OVERLAP = 0.5;

/** Doubled punctuation outside code: "..", ",,", ". ." (an ellipsis "…" or "..." is fine). */
function doubledPunctuation(text: string, userParts: readonly string[] = []): string | undefined {
  let prose = text;
  // The user's own words and pasted code keep their punctuation; only the engine's text is checked.
  for (const part of userParts)
    for (const line of part.split("\n")) if (line.trim()) prose = prose.split(line.trim()).join(" WORDS ");
  prose = prose
    .replace(/(`{3,})[^\n]*\n[\s\S]*?\n\1/g, " CODE ")
    .replace(/`[^`\n]*`/g, "CODE")
    .replace(/“[^”]*”/g, "QUOTE");
  return /(?<!\.)([.,;:!?])\s*\1(?!\.)|[,;:]\s*[.!?]|\.\s*[,;]/.exec(prose)?.[0];
}

/** Slots the user's own facts should have filled. */
function unfilledSlots(text: string, s: AnswerScenario): string[] {
  const left: string[] = [];
  if (s.error && text.includes("[full error or stack trace, verbatim]")) left.push("error");
  if (detectStack(s.description).length > 0 && text.includes("[language, framework and versions]")) left.push("stack");
  if (/\$\{|\bundefined\b|\[object Object\]|\bNaN\b/.test(text.replace(/`[^`]*`/g, "").replace(/“[^”]*”/g, "")))
    left.push("template");
  return left;
}

const CRITERION_RULES: [string, RegExp][] = [
  ["starts with a capital", /^[A-Z`]/],
  ["ends with a period", /\.$/],
];
/** People a criterion names: "can the owner approves" is ungrammatical. */
const ROLES = [
  "owner",
  "admin",
  "user",
  "customer",
  "manager",
  "teacher",
  "student",
  "member",
  "buyer",
  "seller",
  "player",
  "staff",
  "organiser",
  "librarian",
  "volunteer",
  "tutor",
  "walker",
  "neighbour",
];
const BAD_CRITERION = new RegExp(`\\bcan (?:the )?(?:${ROLES.join("|")})s? [a-z]+s\\b|\\bcan [A-Z]`);

export function checkScenario(s: AnswerScenario, out: ScenarioOutput): CheckResult[] {
  const results: CheckResult[] = [];
  const add = (surface: CheckResult["surface"], check: string, passed: boolean, detail?: string) =>
    results.push({ scenario: s.id, surface, check, passed, ...(passed || !detail ? {} : { detail }) });
  const userParts = [s.description, s.error, s.goal, s.tried].filter((p): p is string => Boolean(p));
  const userText = userParts.join("\n");
  const named = s.stack.filter((label) => mentions(userText, label));

  // Generator
  const texts = out.prompts.map((p) => p.prompt);
  for (const label of named)
    add(
      "generator",
      `stack "${label}" in every variant`,
      texts.every((t) => mentions(t, label)),
    );
  for (const fact of s.keyFacts)
    add(
      "generator",
      `fact "${fact}" in every variant`,
      texts.every((t) => mentions(t, fact)),
    );
  const others = [...new Set(texts.flatMap((t) => otherStacks(t, userText)))];
  add("generator", "no other stack named", others.length === 0, others.join(", "));
  const words = texts.map(promptWordCount);
  add(
    "generator",
    "80-220 words each",
    words.every((w) => w >= 80 && w <= 220),
    words.join(", "),
  );
  const overlaps = [
    wordOverlap(texts[0]!, texts[1]!),
    wordOverlap(texts[0]!, texts[2]!),
    wordOverlap(texts[1]!, texts[2]!),
  ];
  add(
    "generator",
    `variants are distinct (word overlap under ${MAX_VARIANT_OVERLAP})`,
    overlaps.every((o) => o < MAX_VARIANT_OVERLAP),
    overlaps.map((o) => o.toFixed(2)).join(", "),
  );
  add(
    "generator",
    "a verification step in each",
    texts.every((t, i) => t.split("\n").some((line) => line.startsWith(`${generatorFrames[i]!.verify}: `))),
  );
  if (s.offLimits) {
    const off = s.offLimits.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const starts = generatorFrames.flatMap((f) => [f.startFrom, f.changeOnly]).join("|");
    const scoped = texts.filter((t) => new RegExp(`(?:${starts})[^\n;]*${off}`).test(t));
    add("generator", "no fix scoped to the file the agent must stop touching", scoped.length === 0);
  }
  const genSlots = texts.flatMap((t) => unfilledSlots(t, s));
  add("generator", "no unfilled slots for given facts", genSlots.length === 0, genSlots.join(", "));
  const genPunct = texts.map((t) => doubledPunctuation(t, userParts)).find(Boolean);
  add("generator", "no doubled punctuation", !genPunct, genPunct);

  // Wizard
  const solutionText = JSON.stringify(out.solution);
  const wizardText = [
    out.solution.diagnosis,
    ...out.solution.solutionSteps.flatMap((st) => [st.title, st.description, st.aiPrompt, ...st.successCriteria]),
  ].join("\n");
  for (const label of named) add("wizard", `stack "${label}" in the plan`, mentions(wizardText, label));
  for (const fact of s.keyFacts) add("wizard", `fact "${fact}" in the plan`, mentions(solutionText, fact));
  const wOthers = otherStacks(wizardText, userText);
  add("wizard", "no other stack named", wOthers.length === 0, wOthers.join(", "));
  if (s.wizardFix)
    add(
      "wizard",
      `first step names the setting (${s.wizardFix})`,
      mentions(out.solution.solutionSteps[0]!.title, s.wizardFix),
      out.solution.solutionSteps[0]!.title,
    );
  const sum = out.solution.solutionSteps
    .map((st) => Number(/(\d+)/.exec(st.expectedTime)?.[1] ?? 0))
    .reduce((a, b) => a + b, 0);
  add(
    "wizard",
    "header time adds up",
    out.solution.expectedTime.includes(String(sum)),
    `${out.solution.expectedTime} vs ${sum}`,
  );
  add("wizard", "nothing marked solved", !/\bsolved\b/i.test(solutionText));
  // Slots the user's own facts should have filled (decision 0284).
  const given = userText;
  const open: string[] = [];
  if (/https?:\/\//.test(given) && solutionText.includes("[URL]")) open.push("[URL]");
  if (/\b(?:GET|POST|PUT|PATCH|DELETE)\s+https?:/.test(given) && solutionText.includes("[METHOD]"))
    open.push("[METHOD]");
  if (/Works when: \[/.test(solutionText) && (s.goal || /origin/i.test(given))) open.push("Works when");
  const givenVars = extractFacts({ description: s.description }).envVars;
  if (/Files: \[/.test(solutionText) && (givenVars.length > 0 || /https?:\/\//.test(s.description))) open.push("Files");
  add("wizard", "no slot left open for a fact the user gave", open.length === 0, open.join(", "));
  // An answer that does not fit its question is not pasted into the plan: a stack is never the goal.
  const stackOnly =
    detectStack(s.goal).length > 0 &&
    detectStack(s.goal)
      .reduce((rest, item) => rest.split(item.name).join(" "), s.goal)
      .replace(/\b(?:and|with|on|plus|using)\b|[\d.,+/-]+/gi, " ")
      .trim() === "";
  if (stackOnly) {
    add(
      "wizard",
      "an unfit answer is not made the goal",
      !solutionText.includes(`Works when: ${s.goal}`),
    );
    // Asked again with a reason (decision 0285), not only left out.
    add("wizard", "an answer that does not fit its question is asked again", !wizardAnswerFit(WIZARD_QUESTIONS[1]!, s.goal).fits);
  }
  // A goal that is a goal is never asked again.
  if (!stackOnly && s.goal)
    add("wizard", "an answer that fits is not asked again", wizardAnswerFit(WIZARD_QUESTIONS[1]!, s.goal).fits);
  const wPunct = doubledPunctuation(wizardText, userParts);
  add("wizard", "no doubled punctuation", !wPunct, wPunct);

  // Planner
  const planText = JSON.stringify(out.plan);
  for (const label of s.stack.filter((l) => detectStack(l).length > 0 && mentions(s.project, l)))
    add(
      "planner",
      `stack "${label}" in the plan`,
      out.plan.technical.techStack.some((t) => mentions(t, label)),
      out.plan.technical.techStack.join(", "),
    );
  if (s.offTopicStackAnswer) {
    add(
      "planner",
      "an off-topic answer is not pasted into the plan",
      !mentions(`${planText}\n${out.agents}`, s.offTopicStackAnswer),
      out.plan.technical.techStack.join(", "),
    );
    add(
      "planner",
      "an off-topic answer is asked again",
      !plannerAnswerFit(plannerQuestion(4).feeds, s.offTopicStackAnswer).fits,
    );
  }
  // The scenario's own answers fit their questions: none is asked again.
  const ownAnswers: [number, string][] = [
    [0, s.project],
    [7, "about 10 hours a week"],
  ];
  const refused = ownAnswers.filter(([i, a]) => !plannerAnswerFit(plannerQuestion(i).feeds, a).fits);
  add("planner", "answers that fit are not asked again", refused.length === 0, refused.map(([, a]) => a).join("; "));
  const pOthers = otherStacks(`${planText}\n${out.agents}`, `${s.project}\n${s.features}`);
  add("planner", "no other stack named", pOthers.length === 0, pOthers.join(", "));
  if (projectKind(s.project) !== "web")
    add(
      "planner",
      "no web architecture for a non-web project",
      !/web front end|API over JSON/i.test(out.plan.technical.architecture),
      out.plan.technical.architecture,
    );
  const criteria = [...out.agents.matchAll(/^- \[ \] (.+)$/gm)].map((m) => m[1]!);
  const bad = criteria.filter((c) => BAD_CRITERION.test(c) || CRITERION_RULES.some(([, re]) => !re.test(c)));
  add("planner", "criteria are grammatical sentences", criteria.length > 0 && bad.length === 0, bad[0]);
  const goalsBad = out.plan.overview.goals.filter((g) => BAD_CRITERION.test(g));
  add("planner", "goals are grammatical", goalsBad.length === 0, goalsBad[0]);
  const phaseSum = out.plan.timeline.phases.map((p) => Number(p.duration.split(" ")[0])).reduce((a, b) => a + b, 0);
  add(
    "planner",
    "phase durations add up to the header",
    out.plan.timeline.totalEstimate.startsWith(`${phaseSum} `),
    `${out.plan.timeline.totalEstimate} vs ${phaseSum}`,
  );
  const lines = out.agents.split("\n").length;
  add("planner", "AGENTS.md is short (under 60 lines)", lines < 60, String(lines));
  add("planner", "AGENTS.md names a check command", /run `[^`]+`|the project's test command/.test(out.agents));
  const pPunct = doubledPunctuation(out.agents, [s.project, s.features]);
  add("planner", "no doubled punctuation", !pPunct, pPunct);
  void featureSentence;
  return results;
}

export function runAnswerEval(scenarios: readonly AnswerScenario[]): { results: CheckResult[]; passRate: number } {
  const results = scenarios.flatMap((s) => checkScenario(s, runScenario(s)));
  const passed = results.filter((r) => r.passed).length;
  return { results, passRate: passed / Math.max(1, results.length) };
}
