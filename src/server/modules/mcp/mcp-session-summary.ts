import { z } from "zod";
import type { RescueSession } from "../../../shared/schemas/sessions.js";
import { USER_DATA_NOTICE, userDataField } from "./mcp-user-data.js";

/** A rescue session as start_rescue and update_rescue answer it. */
type SessionSummary = {
  sessionId: string;
  url: string;
  type: string;
  title: string;
  progress: number;
  stepsCompleted: number;
  steps: { step: number; title: string; done: boolean }[];
  notes: string;
  imported: boolean;
};

export const sessionOutput = z.object({
  sessionId: z.string(),
  url: z.string(),
  type: z.string(),
  title: z.string(),
  progress: z.number(),
  stepsCompleted: z.number(),
  steps: z.array(z.object({ step: z.number(), title: z.string(), done: z.boolean() })),
  notes: z.string(),
  imported: z.boolean(),
  notice: z.string().optional(),
});

export function sessionSummary(
  session: RescueSession,
  appUrl: string,
): { summary: SessionSummary; structured: SessionSummary & { notice?: string } } {
  const summary: SessionSummary = {
    sessionId: session.id,
    url: `${appUrl}/rescue/${session.id}`,
    type: session.problemType,
    title: session.projectDescription,
    progress: session.progress,
    stepsCompleted: session.stepsCompleted,
    steps: session.actionSteps.map((s) => ({ step: s.id, title: s.title, done: s.completed })),
    notes: session.notes,
    imported: session.imported,
  };
  return { summary, structured: session.imported ? importedStructured(summary) : summary };
}

/** An imported session's free text, each field in its own data block, with the notice beside it. */
function importedStructured(summary: SessionSummary) {
  return {
    ...summary,
    title: userDataField(summary.title),
    steps: summary.steps.map((s) => ({ ...s, title: userDataField(s.title) })),
    notes: userDataField(summary.notes),
    notice: `title, steps[].title and notes: ${USER_DATA_NOTICE}`,
  };
}
