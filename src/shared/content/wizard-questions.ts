import type { WizardCategory } from "../schemas/wizard.js";
import { fallbackQuestions } from "./wizard-fallbacks.js";

// The built-in wizard's questions per problem type (src/server/ai/builtin/wizard-questions.ts picks three).

/** What a question can name from the first message, each value already quoted by the code that reads it. */
export interface QuestionFacts {
  /** "Cursor", or "your assistant". */
  tool: string;
  errorLine?: string;
  file?: string;
  envVar?: string;
  httpStatus?: number;
  cors: boolean;
  /** A missing package from a registry: quoted, and its bare name for the registry command. */
  missingPackage?: { quoted: string; name: string };
  missingSymbol?: string;
}

export interface WizardQuestion {
  ask(facts: QuestionFacts): string;
  /** Asked last when the first message already says what should happen ("expected") or what was tried. */
  answeredBy?: "expected" | "tried";
}

/** Words that say what should happen: the first message answers "what should happen when it works". */
export const saysExpected = /\b(?:should|expected|supposed to|want it to|instead of)\b/i;

const expectedQuestion: WizardQuestion = {
  ask: () => "What should happen when it works? Name the command, test or screen that would prove it's fixed.",
  answeredBy: "expected",
};
const triedQuestion: WizardQuestion = {
  ask: (f) =>
    `What have you and ${f.tool} already tried? One line per attempt and what happened, so we don't repeat dead ends.`,
  answeredBy: "tried",
};

/** A problem type without questions of its own gets the general ones. */
export const wizardQuestions: Partial<Record<WizardCategory, WizardQuestion[]>> & { general: WizardQuestion[] } = {
  complexity_overwhelm: [
    { ask: () => "Which one piece matters most right now? Name the single feature or file you'd call done first." },
    {
      ask: (f) =>
        `Roughly how many files has ${f.tool} changed since your last commit (\`git status --short\` lists them), and do you have a commit from before things got tangled?`,
    },
    {
      ask: () =>
        "Which parts of the current change do you understand and want to keep, and which could be thrown away?",
    },
    {
      ask: (f) =>
        f.file
          ? `Besides ${f.file}, which files or folders should this work stay inside?`
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
      ask: (f) =>
        f.httpStatus !== undefined
          ? `You mentioned HTTP ${f.httpStatus}. What does the full response body say, and which request produces it (method, URL, headers with secrets removed)?`
          : f.cors
            ? "Which origin is the browser on, which URL does it call, and what does the failing preflight (OPTIONS) response show in the network tab?"
            : "What exactly fails? Paste the request and the full response or error: status code, body and any stack trace.",
    },
    {
      ask: () =>
        "Does it work anywhere: locally, in a test, with curl or from the provider's dashboard? Where exactly does it start failing?",
    },
    {
      ask: (f) =>
        f.envVar
          ? `Is ${f.envVar} set where the failing code runs, and how did you check?`
          : "Which SDK or API versions are you on (for example from `npm ls <sdk>` or the API version header)?",
    },
    triedQuestion,
  ],
  lost_direction: [
    { ask: () => "In one or two sentences, what was the original goal before things drifted?" },
    { ask: (f) => `What did ${f.tool} change that you didn't ask for? Name the files or the behaviour.` },
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
      ask: (f) =>
        f.errorLine
          ? `You quoted ${f.errorLine}. Is it exactly the same error after each attempt, or does it change?`
          : "What is the exact error or failing check that keeps coming back? Paste it verbatim.",
    },
    { ask: (f) => `How many fix attempts has ${f.tool} made, and do you have a commit from before the first one?` },
    expectedQuestion,
    triedQuestion,
  ],
  ai_hallucination: [
    {
      ask: (f) => {
        const pkg = f.missingPackage;
        if (pkg)
          return `The code needs ${pkg.quoted}. Did you install it, and does the registry (for example \`npm view ${pkg.name} version\`) show it exists?`;
        const symbol = f.missingSymbol;
        if (symbol)
          return `${symbol} doesn't exist where the code expects it. Which library and version is it supposed to come from?`;
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
      ask: (f) =>
        f.errorLine
          ? `You quoted ${f.errorLine}. Which command or action triggers it, and what is printed right before it?`
          : fallbackQuestions[0],
    },
    { answeredBy: "expected", ask: () => fallbackQuestions[1] },
    { answeredBy: "tried", ask: () => fallbackQuestions[2] },
    { ask: () => "Which files, services or settings are involved, and what changed since it last worked?" },
  ],
};
