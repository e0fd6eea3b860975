import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
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
    format: z.string(),
    rescueUrl: z.string(),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ text }, { appUrl }) {
    const diagnosis = await diagnoseText(text);
    return {
      data: { ...diagnosis, rescueUrl: `${appUrl}/problems` },
      summary: diagnosis.type
        ? mcpMessages.diagnosed(diagnosis.type, diagnosis.confidence, diagnosis.firstStuckTurn)
        : mcpMessages.noPattern,
    };
  },
});
