import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { fillSlots, unfilledSlots } from "../../../../shared/domain/placeholders.js";
import { fillTemplateInput } from "../../../../shared/schemas/mcp.js";
import { templateList } from "../mcp-templates.js";
import { defineTool, ToolFailure } from "../mcp-tool.js";

export const fillTemplate = defineTool({
  name: "fill_template",
  input: fillTemplateInput,
  output: z.object({ id: z.string(), name: z.string(), prompt: z.string(), unfilledSlots: z.array(z.string()) }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ id, values }) {
    const found = templateList.find((t) => t.id === id);
    if (!found) throw new ToolFailure(mcpMessages.unknownTemplate(id, templateList[0]!.id));
    const unfilled = unfilledSlots(found.template.text, values).map((s) => s.label);
    const name = found.template.name;
    return {
      data: { id, name, prompt: fillSlots(found.template.text, values), unfilledSlots: unfilled },
      summary: mcpMessages.filled(name, unfilled),
    };
  },
});
