import type { Environment } from "./session-locations.js";

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
  env: Environment;
  platform?: NodeJS.Platform;
  /** Saves a diagnosis in the user's account (replaced in tests). */
  send?: (d: SendRequest) => Promise<{ url: string }>;
  /** Records a rescue's outcome in the user's account (replaced in tests). */
  report?: (r: OutcomeRequest) => Promise<OutcomeResult>;
  /** The whole of standard input (unstuck hook run reads the hook's JSON there). */
  stdin?: () => Promise<string>;
  /** Stops unstuck watch (the tests; in a terminal Ctrl-C does). */
  signal?: AbortSignal;
}

export interface SendRequest {
  url: URL;
  token: string;
  type: string;
  title: string;
}

/** The outcome words typed on the command line and the values report_outcome takes. */
export const OUTCOME_WORDS = { unstuck: "unstuck", "still-stuck": "still_stuck", "gave-up": "gave_up" } as const;
export type OutcomeWord = keyof typeof OUTCOME_WORDS;

export interface OutcomeRequest {
  url: URL;
  token: string;
  sessionId: string;
  outcome: (typeof OUTCOME_WORDS)[OutcomeWord];
  prompt?: number;
  step?: number;
}

export interface OutcomeResult {
  nextOptions: { via: string; type: string; strategy: string; summary: string }[];
  nextSessionId: string | null;
}
