import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { whereItWentWrongLines } from "../../../../shared/content/nudges.js";
import { rescueTypeIds } from "../../../../shared/content/problem-types.js";
import { diagnoseSessionInput } from "../../../../shared/schemas/mcp.js";
import { diagnoseText } from "../mcp-diagnosis.js";
import { defineTool } from "../mcp-tool.js";

export const diagnoseSession = defineTool({
  name: "diagnose_session",
  input: diagnoseSessionInput,
  output: z.object({
    type: z.enum(rescueTypeIds).nullable(),
    confidence: z.enum(["low", "medium", "high"]),
    decidingLines: z.array(z.string()),
    firstStuckTurn: z.number().int().nullable(),
    firstStuckReason: z.string().nullable(),
    repeats: z.array(
      z.object({
        kind: z.enum(["error", "file", "command"]),
        subject: z.string(),
        count: z.number().int(),
        turns: z.array(z.number().int()),
        firstLine: z.number().int(),
        lastLine: z.number().int(),
        filesEditedBetween: z.array(z.string()),
        errorsBetween: z.array(z.string()),
        sameErrorEachRun: z.boolean().nullable(),
        headline: z.string(),
        whatChanged: z.string().nullable(),
      }),
    ),
    format: z.string(),
    rescueUrl: z.string(),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ text }, { appUrl }) {
    const diagnosis = await diagnoseText(text);
    return {
      data: { ...diagnosis, rescueUrl: `${appUrl}/problems` },
      // Where it went wrong in the CLI's words: the first stuck turn and what repeats (decision 0335).
      summary: diagnosis.type
        ? [
            mcpMessages.diagnosed(
              diagnosis.type,
              diagnosis.confidence,
              diagnosis.firstStuckTurn,
              diagnosis.firstStuckReason,
            ),
            ...whereItWentWrongLines(diagnosis.repeats),
          ].join("\n")
        : mcpMessages.noPattern,
    };
  },
});
