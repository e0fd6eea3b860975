import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { getProblemType } from "../../../shared/content/problem-types.js";
import { strategyContentOf } from "../../../shared/domain/next-strategy.js";
import { figureText, rankPromptsByOutcome } from "../../../shared/domain/outcomes.js";
import { nextStrategyInput, reportOutcomeInput, whatWorksInput } from "../../../shared/schemas/mcp-outcomes.js";
import type { Db } from "../../db/client.js";
import { getOutcomeState, getOutcomeStats, recordOutcome, startNextStrategy } from "../outcomes/outcomes-service.js";
import { getSession } from "../sessions/sessions-service.js";

type ToolResult = Promise<{ data: Record<string, unknown>; summary: string }>;
/** `createMcpServer`'s wrapper: rate limit, errors as results, one log line. */
type Tool = <A>(name: string, run: (args: A) => ToolResult) => (args: A) => Promise<CallToolResult>;

/** The outcome tools (decision 0275): report_outcome, next_strategy and what_works. */
export function registerOutcomeTools(
  server: McpServer,
  tool: Tool,
  { db, userId, appUrl }: { db: Db; userId: string; appUrl: string },
) {
  server.registerTool(
    "report_outcome",
    {
      title: "Report whether a rescue worked",
      description:
        "After the agent has run again, record whether one of the user's rescues worked: unstuck, still_stuck or gave_up, and with unstuck which prompt or step did it. Answering again changes the answer. With still_stuck the result lists the next lines of attack; call next_strategy to start one.",
      inputSchema: reportOutcomeInput,
      outputSchema: z.object({
        sessionId: z.string(),
        outcome: z.string(),
        nextOptions: z.array(
          z.object({ via: z.string(), type: z.string(), strategy: z.string(), summary: z.string() }),
        ),
        nextSessionId: z.string().nullable(),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    tool("report_outcome", async ({ sessionId, outcome, prompt, step }: z.infer<typeof reportOutcomeInput>) => {
      const state = await recordOutcome(
        db,
        userId,
        sessionId,
        { outcome, promptIndex: prompt === undefined ? null : prompt - 1, stepId: step ?? null },
        new Date(),
      );
      const nextOptions = state.nextOptions.map((o) => ({
        via: o.via,
        type: o.problemType,
        strategy: o.strategy,
        summary: o.summary,
      }));
      return {
        data: { sessionId, outcome, nextOptions, nextSessionId: state.nextSessionId },
        summary:
          outcome === "still_stuck" && nextOptions.length > 0
            ? `Recorded: still stuck. Next: call next_strategy with sessionId "${sessionId}" (via "${nextOptions[0]!.via}": ${nextOptions[0]!.strategy}).`
            : `Recorded: ${outcome.replace("_", " ")} for rescue ${sessionId}.`,
      };
    }),
  );

  server.registerTool(
    "next_strategy",
    {
      title: "Start the next line of attack",
      description:
        "For a rescue that did not work (reported still_stuck, or not reported yet: calling this records still_stuck): start the next strategy (its own prompts and steps) as a new rescue that carries over the notes and what was tried. It does not count toward the free monthly limit. Calling it again returns the same follow-up.",
      inputSchema: nextStrategyInput,
      outputSchema: z.object({
        sessionId: z.string(),
        url: z.string(),
        type: z.string(),
        strategy: z.string(),
        steps: z.array(z.object({ step: z.number(), title: z.string() })),
        prompts: z.array(z.object({ name: z.string(), text: z.string() })),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    tool("next_strategy", async ({ sessionId, via }: z.infer<typeof nextStrategyInput>) => {
      const now = new Date();
      // Asking for the next strategy says the rescue did not work; an answer already given stands.
      const state = await getOutcomeState(db, userId, sessionId);
      if (!state.outcome && !state.nextSessionId)
        await recordOutcome(db, userId, sessionId, { outcome: "still_stuck" }, now);
      const { session: row } = await startNextStrategy(db, userId, sessionId, { via }, now);
      const session = await getSession(db, userId, row.id);
      return {
        data: {
          sessionId: session.id,
          url: `${appUrl}/rescue/${session.id}`,
          type: session.problemType,
          strategy: session.selectedStrategy,
          steps: session.actionSteps.map((s) => ({ step: s.id, title: s.title })),
          prompts: session.prompts.map((p) => ({ name: p.name, text: p.text })),
        },
        summary: `Started "${session.selectedStrategy}" as rescue ${session.id}; the first attempt's notes carried over. Work through step 1 and report with update_rescue.`,
      };
    }),
  );

  server.registerTool(
    "what_works",
    {
      title: "What got other developers unstuck",
      description:
        "Measured outcomes across all Unstuck users: the unstick rate and median minutes to unstuck per problem type and strategy, and each strategy's prompts ordered by how often they did it. A figure is null until at least 5 distinct users answered; the counts are always given.",
      inputSchema: whatWorksInput,
      outputSchema: z.object({
        threshold: z.number(),
        asOf: z.string(),
        strategies: z.array(
          z.object({
            type: z.string(),
            strategy: z.string(),
            unstickRate: z.number().nullable(),
            medianMinutes: z.number().nullable(),
            answered: z.number(),
            users: z.number(),
            promptsBestFirst: z.array(
              z.object({ prompt: z.number(), name: z.string(), unstuckUsers: z.number(), rate: z.number().nullable() }),
            ),
          }),
        ),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool("what_works", async ({ type }: z.infer<typeof whatWorksInput>) => {
      const stats = await getOutcomeStats(db, type, new Date());
      const strategies = stats.byStrategy.map((s) => {
        const prompts = strategyContentOf(s.problemType, s.strategy).prompts;
        const figures = stats.byPrompt.filter((p) => p.problemType === s.problemType && p.strategy === s.strategy);
        return {
          type: s.problemType,
          strategy: s.strategy,
          unstickRate: s.rate,
          medianMinutes: s.medianMinutes,
          answered: s.answered,
          users: s.users,
          promptsBestFirst: rankPromptsByOutcome(prompts.length, figures, []).map((i) => {
            const figure = figures.find((f) => f.promptIndex === i);
            return {
              prompt: i + 1,
              name: prompts[i]!.name,
              unstuckUsers: figure?.unstuck ?? 0,
              rate: figure?.rate ?? null,
            };
          }),
        };
      });
      const title = type ? getProblemType(type).title : "all types";
      return {
        data: { threshold: stats.threshold, asOf: stats.asOf, strategies },
        summary:
          strategies.length === 0
            ? `No answered rescues yet for ${title}.`
            : strategies
                .map(
                  (s) =>
                    `${s.type} / ${s.strategy}: ${figureText({ rate: s.unstickRate, answered: s.answered, users: s.users })}`,
                )
                .join("\n"),
      };
    }),
  );
}
