import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { handoffMarkdown } from "../../../../shared/domain/handoff.js";
import { writeHandoffInput } from "../../../../shared/schemas/mcp.js";
import { defineTool } from "../mcp-tool.js";

export const writeHandoff = defineTool({
  name: "write_handoff",
  input: writeHandoffInput,
  output: z.object({ filename: z.string(), markdown: z.string() }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(input) {
    return { data: { filename: "HANDOFF.md", markdown: handoffMarkdown(input) }, summary: mcpMessages.handoff };
  },
});
