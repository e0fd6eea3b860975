import type { ExperienceLevel } from "../../schemas/planner.js";
import type { ProjectKind } from "./phases.js";

// The planner's architecture paragraph (`src/server/ai/builtin/plan-tech.ts` picks the sentences). Names arrive
// already joined ("React / Vue").

/** A web app: the client, how it reaches its data, where the data lives and where it deploys. */
export const webArchitecture = {
  mobileClient: (names: string) => `a ${names} mobile app`,
  webClient: (names: string) => `a ${names} web front end`,
  anyWebClient: "a web front end",
  callsApi: (client: string, backend: string) => `${client} calls a ${backend} API over JSON.`,
  serverRoutes: (client: string) =>
    `${client} whose server routes also serve the API, so there is one codebase to deploy.`,
  directClient: (client: string, database: string) =>
    `${client} talks directly to ${database} through its client library, with access rules on every table.`,
  smallApi: (client: string) => `${client} calls a small API over JSON.`,
  dataIn: (databases: string) => `Data lives in ${databases}; the schema is versioned with migrations.`,
  anyDatabase:
    "Data lives in one database, chosen with the rest of the stack; the schema is versioned with migrations.",
  deploysTo: (hosting: string) => `It deploys to ${hosting}.`,
};

/** The closing advice, sized to the experience level. */
export const architectureAdvice: Record<ExperienceLevel, string> = {
  beginner:
    "Keep it as one app and one database: fewer moving parts means fewer places for an AI assistant to get lost.",
  intermediate: "Keep business logic in plain modules separate from routes and UI, so it can be tested on its own.",
  advanced:
    "Define the API contract and data model first, keep domain logic free of framework code, and add queues or caches only when a measurement asks for them.",
};

/** Things that are not web apps; `on` is " in Go, Cobra" or empty. */
export const nonWebArchitecture: Record<Exclude<ProjectKind, "web">, (on: string) => string> = {
  cli: (on) =>
    `One binary${on}: a thin command layer parses flags and arguments and calls plain packages that hold the logic, so the logic is tested without a terminal. Output goes to stdout, errors to stderr with a non-zero exit code.`,
  embedded: (on) =>
    `Firmware${on}: hardware access sits behind small driver modules, the application logic is plain code that also builds and runs its tests on the host machine, and every fault is reported over the serial log.`,
  mobile: (on) =>
    `A mobile app${on}: screens stay thin and call plain state and data modules that are tested on their own; network and storage sit behind one interface each.`,
  library: (on) =>
    `A library${on} with a small public API, documented with one runnable example per function, and internal modules kept private.`,
  game: (on) =>
    `A game${on}: the game loop, the state and the rendering stay separate so the rules can be tested without rendering.`,
  extension: (on) =>
    `A browser extension${on}: a Manifest V3 manifest, a background service worker for events and storage, content scripts only on the pages it changes, and a popup or options page for settings. It needs no server unless a feature does; permissions stay as narrow as the features allow.`,
  pipeline: (on) =>
    `A data pipeline${on}: each step is a task with clear inputs and outputs (in Airflow, a DAG of operators), idempotent so a rerun after a failure writes nothing twice. Each run is scheduled, logged and alerts on failure; the logic lives in plain functions tested on sample data.`,
};

/** The preposition before the stack in `nonWebArchitecture`. */
export const builtIn = (stack: string) => ` in ${stack}`;
