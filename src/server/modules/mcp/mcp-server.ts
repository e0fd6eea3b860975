import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { getProblemType } from "../../../shared/content/problem-types.js";
import { templateCategories } from "../../../shared/content/templates.js";
import { searchTerms, textMatches } from "../../../shared/domain/template-search.js";
import { handoffMarkdown } from "../../../shared/domain/handoff.js";
import { fillSlots, parseSlots, unfilledSlots } from "../../../shared/domain/placeholders.js";
import { rescueTypeIds } from "../../../shared/schemas/content.js";
import { validateGeneratorInput } from "../../../shared/schemas/generator.js";
import {
  diagnoseSessionInput,
  fillTemplateInput,
  generatePromptsInput,
  getRescueInput,
  searchTemplatesInput,
  startRescueInput,
  updateRescueInput,
  writeHandoffInput,
} from "../../../shared/schemas/mcp.js";
import type { RescueSession } from "../../../shared/schemas/sessions.js";
import { generateCategoryPromptsTask } from "../../ai/tasks/generate-category-prompts.js";
import { requireProAccess } from "../../billing/access.js";
import type { AppDeps } from "../../context.js";
import { errorForLog, isDatabaseUnavailable } from "../../lib/db-errors.js";
import { AppError } from "../../lib/errors.js";
import { PRO_REQUIRED_MESSAGE } from "../generator/generator-routes.js";
import { createSession, recordStepProgress } from "../sessions/sessions-service.js";
import type { TokenOwner } from "../tokens/tokens-service.js";
import { diagnoseText } from "./mcp-diagnosis.js";
import { USER_DATA_NOTICE, userDataBlock, userDataField } from "./mcp-user-data.js";
import { registerOutcomeTools } from "./mcp-outcome-tools.js";

export const MCP_SERVER_NAME = "unstuck";
const SEARCH_RESULTS_MAX = 10;
type RescueTypeId = (typeof rescueTypeIds)[number];

export interface McpCallContext {
  owner: TokenOwner;
  requestId: string;
}

/** A tool's failure as a result the model reads (isError), never a protocol error. */
class ToolFailure extends Error {
  constructor(
    message: string,
    readonly code = "TOOL_ERROR",
  ) {
    super(message);
  }
}

const templateList = templateCategories.flatMap((category) =>
  category.prompts.map((template, i) => ({ id: `${category.id}/${i + 1}`, category, template })),
);

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

function sessionSummary(
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

const sessionOutput = z.object({
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

function playbook(type: RescueTypeId) {
  const content = getProblemType(type);
  return {
    type,
    title: content.title,
    description: content.description,
    strategy: content.strategy,
    strategySummary: content.strategySummary,
    steps: content.steps.map((s, i) => ({
      step: i + 1,
      title: s.title,
      description: s.description,
      actions: s.actions,
      successCriteria: s.criteria,
      timeboxMinutes: s.timeboxMinutes,
      ifItFails: s.fallback,
    })),
    prompts: content.prompts.map((p) => ({ name: p.name, text: p.text, whenToUse: p.explanation })),
  };
}

const playbookOutput = z.object({
  type: z.string(),
  title: z.string(),
  description: z.string(),
  strategy: z.string(),
  strategySummary: z.string(),
  steps: z.array(
    z.object({
      step: z.number(),
      title: z.string(),
      description: z.string(),
      actions: z.array(z.string()),
      successCriteria: z.array(z.string()),
      timeboxMinutes: z.number(),
      ifItFails: z.string(),
    }),
  ),
  prompts: z.array(z.object({ name: z.string(), text: z.string(), whenToUse: z.string() })),
});

/** The site's matching (decision 0284): stems and tool names, in names, areas, explanations and text. */
function searchTemplates(query: string) {
  const terms = searchTerms(query).filter((t) => t[0]!.length >= 2);
  const scored = templateList.map((entry) => {
    const name = entry.template.name;
    const area = `${entry.category.title} ${entry.category.category} ${entry.category.description}`;
    const about = entry.template.explanation;
    const body = entry.template.text;
    let score = terms.length === 0 ? 1 : 0;
    for (const t of terms)
      score +=
        (textMatches(name, t) ? 4 : 0) +
        (textMatches(area, t) ? 2 : 0) +
        (textMatches(about, t) ? 1 : 0) +
        (textMatches(body, t) ? 0.5 : 0);
    return { entry, score };
  });
  const matches = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  return {
    total: matches.length,
    templates: matches.slice(0, SEARCH_RESULTS_MAX).map(({ entry }) => ({
      id: entry.id,
      category: entry.category.title,
      name: entry.template.name,
      whenToUse: entry.template.explanation,
      slots: parseSlots(entry.template.text).map((s) => s.label),
    })),
  };
}

function rescuePromptText(type: RescueTypeId, situation: string | undefined): string {
  const content = getProblemType(type);
  const steps = content.steps
    .map(
      (s, i) => `${i + 1}. ${s.title} (${s.timeboxMinutes} min): ${s.description} Done when: ${s.criteria.join("; ")}`,
    )
    .join("\n");
  return [
    `I am stuck with my coding agent: ${content.title}. ${content.description}`,
    situation?.trim() ? `\nMy situation:\n${situation.trim()}` : "",
    `\nUse the "${content.strategy}" rescue. ${content.strategySummary}`,
    `\nWork through these steps one at a time. Stop after each step, show me the result and wait for my go-ahead:\n${steps}`,
    `\nStart with step 1 now. First prompt to apply:\n${content.prompts[0]!.text}`,
  ].join("\n");
}

/** The MCP server for one authenticated request; every tool acts as the token's owner only. */
export function createMcpServer(deps: AppDeps, context: McpCallContext): McpServer {
  const { env, database, logger, ai, aiLimiter } = deps;
  const db = database.db;
  const userId = context.owner.userId;
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: "1.0.0" },
    {
      instructions:
        "Unstuck rescues coding sessions that loop, hallucinate or drift. When a session is stuck, call diagnose_session with the conversation or error output, then get_rescue for the playbook, or start_rescue to track it in the user's account. write_handoff produces a file for continuing in a fresh session.",
    },
  );

  /**
   * Runs a tool: errors as isError results, one log line without the payload. The rate limit and the text
   * filter apply to the whole message before it gets here (mcp-routes, mcp-messages). A result holding
   * imported text (`userData`) shows it to the model only inside a labelled data block.
   */
  const tool =
    <A>(
      name: string,
      run: (args: A) => Promise<{ data: Record<string, unknown>; summary: string; userData?: unknown }>,
    ) =>
    async (args: A): Promise<CallToolResult> => {
      const started = performance.now();
      let outcome = "ok";
      try {
        const { data, summary, userData } = await run(args);
        const text = userData === undefined ? JSON.stringify(data, null, 2) : userDataBlock(userData);
        return { content: [{ type: "text", text: `${summary}\n\n${text}` }], structuredContent: data };
      } catch (error) {
        let message: string;
        if (error instanceof ToolFailure) {
          outcome = error.code;
          message = error.message;
        } else if (error instanceof AppError && error.status < 500) {
          outcome = error.code;
          message = error.message;
        } else if (isDatabaseUnavailable(error) || (error instanceof AppError && error.code === "UNAVAILABLE")) {
          outcome = "UNAVAILABLE";
          message = "Unstuck is temporarily unavailable. Try again in a moment.";
        } else {
          outcome = "INTERNAL";
          logger.error("mcp tool failed", {
            requestId: context.requestId,
            tool: name,
            error: errorForLog(error),
          });
          message = "Something went wrong on Unstuck's side. Try again; if it keeps failing, use the web app.";
        }
        return { content: [{ type: "text", text: message }], isError: true };
      } finally {
        logger.info("mcp tool call", {
          requestId: context.requestId,
          tool: name,
          userId,
          tokenId: context.owner.tokenId,
          outcome,
          ms: Math.round(performance.now() - started),
        });
      }
    };

  server.registerTool(
    "diagnose_session",
    {
      title: "Diagnose a stuck session",
      description:
        "Find out why a coding session is stuck. Pass the recent conversation with the coding agent, terminal output, a plain description, or the content of the agent's own session file (Claude Code or Codex .jsonl, Gemini CLI .json/.jsonl, Cline api_conversation_history.json or ui_messages.json, .aider.chat.history.md, a SpecStory .md; the format is recognised), up to 1 MB. Returns the problem type, a confidence (low, medium, high), the lines that decided it, firstStuckTurn (the user message, counted from 1, where it first went wrong; null when not stuck), the format read, and the rescue's URL. Follow up with get_rescue for the steps. type is null when no known pattern was found.",
      inputSchema: diagnoseSessionInput,
      outputSchema: z.object({
        type: z.enum(rescueTypeIds).nullable(),
        confidence: z.enum(["low", "medium", "high"]),
        decidingLines: z.array(z.string()),
        firstStuckTurn: z.number().int().nullable(),
        format: z.string(),
        rescueUrl: z.string(),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool("diagnose_session", async ({ text }: z.infer<typeof diagnoseSessionInput>) => {
      const diagnosis = await diagnoseText(text);
      const data = { ...diagnosis, rescueUrl: `${env.appUrl}/problems` };
      return {
        data,
        summary: diagnosis.type
          ? `Diagnosis: ${diagnosis.type} (${diagnosis.confidence} confidence)${diagnosis.firstStuckTurn ? `; it first went wrong at the user's message ${diagnosis.firstStuckTurn}` : ""}. Call get_rescue with type "${diagnosis.type}" for the playbook.`
          : "No known stuck pattern found. Describe the problem in plain words (what you asked, what happens, what you tried) and diagnose again, or pick a type from get_rescue.",
      };
    }),
  );

  server.registerTool(
    "get_rescue",
    {
      title: "Get a rescue playbook",
      description:
        "The rescue playbook for a problem type: four steps, each with a timebox, actions, success criteria and what to do if it fails, plus ready prompts to paste into the coding agent. Free, nothing is saved. Use start_rescue instead to track progress in the user's account.",
      inputSchema: getRescueInput,
      outputSchema: playbookOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool("get_rescue", async ({ type }: z.infer<typeof getRescueInput>) => {
      const data = playbook(type);
      return { data, summary: `${data.title}: the "${data.strategy}" rescue in ${data.steps.length} steps.` };
    }),
  );

  server.registerTool(
    "start_rescue",
    {
      title: "Start a tracked rescue",
      description:
        "Start a rescue session in the user's Unstuck account for a problem type, with an optional short title. Returns the sessionId (needed by update_rescue), the session's URL and its steps. Free accounts have a monthly limit of rescues, the same as on the web; when it is reached this fails with a message saying how to upgrade.",
      inputSchema: startRescueInput,
      outputSchema: sessionOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    tool("start_rescue", async ({ type, title }: z.infer<typeof startRescueInput>) => {
      try {
        const session = await createSession(
          deps.billingStore,
          userId,
          { problemType: type, projectDescription: title ?? "" },
          new Date(),
        );
        return {
          data: sessionSummary(session, env.appUrl).structured,
          summary: `Started rescue ${session.id}. Work through step 1 first and report progress with update_rescue.`,
        };
      } catch (error) {
        if (error instanceof AppError && error.code === "LIMIT_REACHED")
          throw new ToolFailure(
            `${error.message} Upgrade at ${env.appUrl}/pricing. Meanwhile get_rescue gives the playbook without saving it.`,
            "LIMIT_REACHED",
          );
        throw error;
      }
    }),
  );

  server.registerTool(
    "update_rescue",
    {
      title: "Record rescue progress",
      description:
        "Mark a step of one of the user's rescue sessions done (done: true) or open again (done: false), and/or add a note about what was tried. Returns the session's progress. Only sessions started by this user can be updated.",
      inputSchema: updateRescueInput,
      outputSchema: sessionOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    tool("update_rescue", async ({ sessionId, step, done, note }: z.infer<typeof updateRescueInput>) => {
      const session = await recordStepProgress(db, userId, sessionId, step, { completed: done, note }, new Date());
      const { summary, structured } = sessionSummary(session, env.appUrl);
      return {
        data: structured,
        summary: `Rescue ${session.id}: ${session.stepsCompleted} of ${session.actionSteps.length} steps done (${session.progress}%).`,
        ...(session.imported ? { userData: summary } : {}),
      };
    }),
  );

  registerOutcomeTools(server, tool, { db, userId, appUrl: env.appUrl });

  server.registerTool(
    "search_templates",
    {
      title: "Search prompt templates",
      description:
        "Search the free library of prompt templates for building, debugging, refactoring, testing and reviewing with a coding agent. Returns up to 10 matches with their id, when to use each and the [slots] to fill. Then call fill_template with the id and values for the slots.",
      inputSchema: searchTemplatesInput,
      outputSchema: z.object({
        total: z.number(),
        templates: z.array(
          z.object({
            id: z.string(),
            category: z.string(),
            name: z.string(),
            whenToUse: z.string(),
            slots: z.array(z.string()),
          }),
        ),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool("search_templates", async ({ query }: z.infer<typeof searchTemplatesInput>) => {
      const data = searchTemplates(query);
      return { data, summary: `${data.total} templates match; showing ${data.templates.length}.` };
    }),
  );

  server.registerTool(
    "fill_template",
    {
      title: "Fill a prompt template",
      description:
        "Fill a template from search_templates: values maps each slot label (without brackets, any case) to its text. Returns the finished prompt and the slots still unfilled, which stay as [slot] in the text.",
      inputSchema: fillTemplateInput,
      outputSchema: z.object({
        id: z.string(),
        name: z.string(),
        prompt: z.string(),
        unfilledSlots: z.array(z.string()),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool("fill_template", async ({ id, values }: z.infer<typeof fillTemplateInput>) => {
      const found = templateList.find((t) => t.id === id);
      if (!found)
        throw new ToolFailure(
          `There is no template "${id}". Use an id from search_templates, such as "${templateList[0]!.id}".`,
        );
      const unfilled = unfilledSlots(found.template.text, values).map((s) => s.label);
      const data = {
        id,
        name: found.template.name,
        prompt: fillSlots(found.template.text, values),
        unfilledSlots: unfilled,
      };
      return {
        data,
        summary:
          unfilled.length === 0
            ? `Filled "${data.name}".`
            : `Filled "${data.name}"; still to fill: ${unfilled.join(", ")}.`,
      };
    }),
  );

  server.registerTool(
    "generate_prompts",
    {
      title: "Generate custom prompts (Pro)",
      description:
        "Generate three prompts tailored to the user's problem, each with a difficulty, the method's steps and an explanation. Rescue Pro (or trial) only; for other accounts this fails with a message saying how to upgrade.",
      inputSchema: generatePromptsInput,
      outputSchema: z.object({
        prompts: z.array(
          z.object({
            title: z.string(),
            difficulty: z.string(),
            methodology_steps: z.array(z.string()),
            prompt: z.string(),
            explanation: z.string(),
          }),
        ),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool("generate_prompts", async ({ category, details }: z.infer<typeof generatePromptsInput>) => {
      try {
        await requireProAccess(deps.billingStore, userId, PRO_REQUIRED_MESSAGE);
      } catch (error) {
        if (error instanceof AppError && error.code === "PRO_REQUIRED")
          throw new ToolFailure(
            `${error.message} Upgrade or start a free trial at ${env.appUrl}/pricing.`,
            "PRO_REQUIRED",
          );
        throw error;
      }
      const validation = validateGeneratorInput({
        category,
        problemDescription: details,
        ...(category === "other" ? { customProblemDescription: details } : {}),
      });
      if (!validation.ok) throw new ToolFailure(validation.message);
      await aiLimiter.check(userId);
      const result = await ai.run(generateCategoryPromptsTask, validation.data);
      return {
        data: { prompts: result.output.prompts },
        summary: `${result.output.prompts.length} prompts for ${category}.`,
      };
    }),
  );

  server.registerTool(
    "write_handoff",
    {
      title: "Write a handoff file",
      description:
        "Write a short handoff file (AGENTS.md style) so a fresh agent session can continue without the old, polluted context: goal, current state, decisions not to reopen, next steps and working rules. Save the returned markdown as HANDOFF.md in the project and start the new session by asking the agent to read it.",
      inputSchema: writeHandoffInput,
      outputSchema: z.object({ filename: z.string(), markdown: z.string() }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool("write_handoff", async (input: z.infer<typeof writeHandoffInput>) => ({
      data: { filename: "HANDOFF.md", markdown: handoffMarkdown(input) },
      summary: "Save this as HANDOFF.md, start a fresh session and ask the agent to read it first.",
    })),
  );

  for (const type of rescueTypeIds) {
    const content = getProblemType(type);
    server.registerPrompt(
      `rescue_${type}`,
      {
        title: `Rescue: ${content.title}`,
        description: `Start the "${content.strategy}" rescue when ${content.description.charAt(0).toLowerCase()}${content.description.slice(1)}`,
        argsSchema: { situation: z.string().max(20_000).optional().describe("What is happening, in a few sentences.") },
      },
      ({ situation }) => ({
        description: `Rescue: ${content.title}`,
        messages: [{ role: "user", content: { type: "text", text: rescuePromptText(type, situation) } }],
      }),
    );
  }

  return server;
}
