import type { ExperienceLevel } from "../../schemas/planner.js";

// The planner's timeline: the phases per experience level and the wording of the estimate
// (`src/server/ai/builtin/plan-timeline.ts` sizes and fills them).

export type ProjectKind = "web" | "cli" | "mobile" | "embedded" | "library" | "game" | "extension" | "pipeline";

/** What a phase's description is filled with: the lists are already joined ("a, b and c"), absent when empty. */
export interface PhaseContext {
  /** The first three essential features, lower-cased to sit in a sentence. */
  features?: string;
  /** The first four technologies, in their own spelling. */
  stack?: string;
  level: ExperienceLevel;
  kind: ProjectKind;
}

export interface PhaseTemplate {
  name: string;
  /** The phase's part of the whole duration; a level's shares add up to 1. */
  share: number;
  describe: (ctx: PhaseContext) => string;
}

/** Wording that differs by what is being built: a CLI has no page to deploy and no phone to test on. */
export const kindWords: Record<ProjectKind, { hello: string; byHand: string; device: string; deploy: string }> = {
  web: {
    hello: 'deploy a "hello world" page',
    byHand: "check it by hand in the browser",
    device: "test on a phone",
    deploy: "Deploy the final version",
  },
  cli: {
    hello: "build a binary that prints its `--help` and runs in CI",
    byHand: "run it by hand on real input",
    device: "run it on each operating system you ship for",
    deploy: "Publish a tagged release with install instructions",
  },
  mobile: {
    hello: "run an empty app on a real device",
    byHand: "try it by hand on a device",
    device: "test on a small and a large device",
    deploy: "Ship a test build to a few real users",
  },
  embedded: {
    hello: "flash a firmware that logs over serial",
    byHand: "check it on the board with the serial log open",
    device: "test power loss and sensor failures on the board",
    deploy: "Flash the release firmware and record its version",
  },
  library: {
    hello: "publish nothing yet, but build the package and run one test in CI",
    byHand: "call it from a small example program",
    device: "test it on the oldest runtime version you support",
    deploy: "Publish the first version to its registry",
  },
  extension: {
    hello: "load an extension that shows its popup, unpacked in the browser",
    byHand: "try it by hand in a fresh browser profile",
    device: "test it in every browser and version you support",
    deploy: "Submit the release to the browser's extension store",
  },
  pipeline: {
    hello: "run a pipeline with one task end to end on sample data",
    byHand: "run it by hand on a day of real data and check the rows it writes",
    device: "rerun a failed run and check it writes nothing twice",
    deploy: "Schedule the pipeline in production with alerts on failure",
  },
  game: {
    hello: "build an empty scene that runs on the target platform",
    byHand: "play it by hand",
    device: "test on the weakest target machine",
    deploy: "Ship a build to a few playtesters",
  },
};

export const phaseTemplates: Record<ExperienceLevel, readonly PhaseTemplate[]> = {
  beginner: [
    {
      name: "Setup and learning",
      share: 0.2,
      describe: ({ stack, kind }) =>
        `Install ${stack ?? "the tools"}, create the project from the official starter, put it in git, and ${kindWords[kind].hello} so you know the whole path works before adding features.`,
    },
    {
      name: "Core features",
      share: 0.45,
      describe: ({ features, kind }) =>
        `Build ${features ?? "the essential features"} one at a time. Ask your assistant for a plan first, commit after each working feature, and ${kindWords[kind].byHand}.`,
    },
    {
      name: "Testing and polish",
      share: 0.2,
      describe: ({ kind }) =>
        `Walk through every user flow, fix what breaks, add clear error messages, and ${kindWords[kind].device}.`,
    },
    {
      name: "Launch",
      share: 0.15,
      describe: ({ kind }) =>
        `${kindWords[kind].deploy}, invite a few real users, and write down what they struggle with for the next round.`,
    },
  ],
  intermediate: [
    {
      name: "Foundation",
      share: 0.15,
      describe: ({ stack, kind }) =>
        `Set up ${stack ?? "the stack"}, the project layout, CI with tests, and a first ${kind === "web" ? "deploy" : "build"}.`,
    },
    {
      name: "Core features",
      share: 0.5,
      describe: ({ features }) =>
        `Ship ${features ?? "the essential features"} as thin end-to-end slices, each with a test that fails first and passes after.`,
    },
    {
      name: "Testing and hardening",
      share: 0.2,
      describe: ({ kind }) =>
        kind === "web"
          ? "Cover the main user flows with end-to-end tests, handle errors and empty states, and check performance on slow connections."
          : `Cover the main user flows with end-to-end tests, handle every error path, and ${kindWords[kind].device}.`,
    },
    {
      name: "Launch",
      share: 0.15,
      describe: ({ kind }) =>
        kind === "web"
          ? "Production deploy with monitoring and backups, then collect feedback from the first users."
          : `${kindWords[kind].deploy}, then collect feedback from the first users.`,
    },
  ],
  advanced: [
    {
      name: "Architecture and walking skeleton",
      share: 0.15,
      describe: ({ stack }) =>
        `Fix the API contract and data model, and wire ${stack ?? "the stack"} end to end with CI, migrations and a deploy pipeline.`,
    },
    {
      name: "Core features",
      share: 0.5,
      describe: ({ features }) =>
        `Implement ${features ?? "the essential features"} behind the contract, test-first, in small reviewed changes.`,
    },
    {
      name: "Hardening",
      share: 0.2,
      describe: () =>
        "Load and failure testing, security review, observability (logs, metrics, alerts) and rollback drills.",
    },
    {
      name: "Launch",
      share: 0.15,
      describe: () =>
        "Staged rollout, monitoring of error rates, and a short retrospective to plan the next iteration.",
    },
  ],
};

/** The timeline's header; `sum` is "6 weeks", `rate` " at about 10 hours a week" or empty. */
export const totalEstimateWording = {
  rate: (hours: number) => ` at about ${hours} hours a week`,
  plain: (sum: string, rate: string) => `${sum}${rate} (the phases add up to this)`,
  overTarget: (sum: string, rate: string, estimate: string) =>
    `${sum} (your target${rate}; the scope suggests about ${estimate}, so keep nice-to-haves out of it)`,
  withinTarget: (sum: string, rate: string, estimate: string) =>
    `${sum} (your target${rate}; fits the estimate of about ${estimate})`,
};
