import { fallbackQuestions } from "../../../shared/content/wizard-fallbacks.js";
import type { Classification, WizardCategory } from "../../../shared/schemas/wizard.js";
import { type ExtractedFacts, extractFacts, toInline } from "./extract-facts.js";
import { findErrorMention } from "./wizard-context.js";

interface QuestionContext {
  classification: Classification;
  text: string;
  facts: ExtractedFacts;
  tool: string;
}

interface Candidate {
  ask(ctx: QuestionContext): string;
  /** True when the user's first message already answers it. */
  answered?(ctx: QuestionContext): boolean;
}

const saysExpected = (ctx: QuestionContext) =>
  /\b(?:should|expected|supposed to|want it to|instead of)\b/i.test(ctx.text);
const saysTried = (ctx: QuestionContext) => ctx.facts.attempts.length > 0;
const quoted = (text: string) => `\`${toInline(text, 90)}\``;

const expectedQuestion: Candidate = {
  ask: () => "What should happen when it works? Name the command, test or screen that would prove it's fixed.",
  answered: saysExpected,
};
const triedQuestion: Candidate = {
  ask: (ctx) =>
    `What have you and ${ctx.tool} already tried? One line per attempt and what happened, so we don't repeat dead ends.`,
  answered: saysTried,
};

/** A problem type without questions of its own gets the general ones. */
const candidates: Partial<Record<WizardCategory, Candidate[]>> & { general: Candidate[] } = {
  complexity_overwhelm: [
    { ask: () => "Which one piece matters most right now? Name the single feature or file you'd call done first." },
    {
      ask: (ctx) =>
        `Roughly how many files has ${ctx.tool} changed since your last commit (\`git status --short\` lists them), and do you have a commit from before things got tangled?`,
    },
    {
      ask: () =>
        "Which parts of the current change do you understand and want to keep, and which could be thrown away?",
    },
    {
      ask: (ctx) =>
        ctx.facts.filePaths.length > 0
          ? `Besides ${quoted(ctx.facts.filePaths[0]!)}, which files or folders should this work stay inside?`
          : "Which files or folders should this work stay inside?",
    },
    expectedQuestion,
  ],
  integration_issues: [
    {
      ask: () =>
        "Which two systems are failing to talk, and which side sends the request (for example: your API route calling Stripe, or the browser calling your backend)?",
    },
    {
      ask: (ctx) =>
        ctx.facts.httpStatuses.length > 0
          ? `You mentioned HTTP ${ctx.facts.httpStatuses[0]}. What does the full response body say, and which request produces it (method, URL, headers with secrets removed)?`
          : ctx.facts.networkIssues.includes("cors")
            ? "Which origin is the browser on, which URL does it call, and what does the failing preflight (OPTIONS) response show in the network tab?"
            : "What exactly fails? Paste the request and the full response or error: status code, body and any stack trace.",
    },
    {
      ask: () =>
        "Does it work anywhere: locally, in a test, with curl or from the provider's dashboard? Where exactly does it start failing?",
    },
    {
      ask: (ctx) =>
        ctx.facts.envVars.length > 0
          ? `Is ${quoted(ctx.facts.envVars[0]!)} set where the failing code runs, and how did you check?`
          : "Which SDK or API versions are you on (for example from `npm ls <sdk>` or the API version header)?",
    },
    triedQuestion,
  ],
  lost_direction: [
    { ask: () => "In one or two sentences, what was the original goal before things drifted?" },
    { ask: (ctx) => `What did ${ctx.tool} change that you didn't ask for? Name the files or the behaviour.` },
    {
      ask: () =>
        "Is there a commit or checkpoint where the project was still on track, and roughly how long ago was it?",
    },
    { ask: () => "Which decisions from earlier must stay fixed (libraries, structure, naming, behaviour)?" },
  ],
  no_planning: [
    { ask: () => "Who is this for, and what is the one thing they must be able to do in the first version?" },
    {
      ask: () =>
        "What stack have you chosen, or are you open to a suggestion? Is anything already fixed (hosting, database, language)?",
    },
    {
      ask: () => "What exists so far: nothing, a prototype the assistant generated, or working parts you want to keep?",
    },
    { ask: () => "Which decisions are still open: sign-in, where data is stored, payments, deployment?" },
  ],
  repeated_failures: [
    {
      ask: (ctx) =>
        ctx.facts.keyErrorLine
          ? `You quoted ${quoted(ctx.facts.keyErrorLine)}. Is it exactly the same error after each attempt, or does it change?`
          : "What is the exact error or failing check that keeps coming back? Paste it verbatim.",
    },
    { ask: (ctx) => `How many fix attempts has ${ctx.tool} made, and do you have a commit from before the first one?` },
    expectedQuestion,
    triedQuestion,
  ],
  ai_hallucination: [
    {
      ask: (ctx) => {
        const pkg = ctx.facts.missingModules.find((m) => !m.local);
        if (pkg)
          return `The code needs ${quoted(pkg.name)}. Did you install it, and does the registry (for example \`npm view ${pkg.name} version\`) show it exists?`;
        const symbol = ctx.facts.missingSymbols[0];
        if (symbol)
          return `${quoted(symbol)} doesn't exist where the code expects it. Which library and version is it supposed to come from?`;
        return "What did the assistant invent or get wrong: a package, a function, a config option, or a claim like 'tests pass'? Paste the exact line.";
      },
    },
    {
      ask: () =>
        "Which versions are actually installed? Paste the line from your lockfile, `npm ls <package>` or `pip show <package>`.",
    },
    {
      ask: () =>
        "Did the assistant show real output for its claims (a test run or build log), or only say that it works?",
    },
    { ask: () => "What were you trying to do with that API or package? The goal, not the code." },
  ],
  general: [
    {
      ask: (ctx) =>
        ctx.facts.keyErrorLine
          ? `You quoted ${quoted(ctx.facts.keyErrorLine)}. Which command or action triggers it, and what is printed right before it?`
          : fallbackQuestions[0],
    },
    { ...expectedQuestion, ask: () => fallbackQuestions[1] },
    { ...triedQuestion, ask: () => fallbackQuestions[2] },
    { ask: () => "Which files, services or settings are involved, and what changed since it last worked?" },
  ],
};

/** Three questions for the category that skip what the first message already answered. */
export function composeQuestions(classification: Classification, userInput = ""): [string, string, string] {
  const text = userInput.slice(0, 20_000);
  const tool =
    classification.aiTool === "unknown" || classification.aiTool === "Other" ? "your assistant" : classification.aiTool;
  const facts = extractFacts({ description: text });
  facts.keyErrorLine ??= findErrorMention(text);
  const ctx: QuestionContext = { classification, text, facts, tool };
  const list = candidates[classification.category] ?? candidates.general;
  const open = list.filter((c) => !c.answered?.(ctx));
  const answered = list.filter((c) => c.answered?.(ctx));
  const picked = [...open, ...answered].slice(0, 3).map((c) => c.ask(ctx));
  for (const generic of fallbackQuestions) if (picked.length < 3 && !picked.includes(generic)) picked.push(generic);
  return [picked[0]!, picked[1]!, picked[2]!];
}
