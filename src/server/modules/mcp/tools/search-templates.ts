import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { parseSlots } from "../../../../shared/domain/placeholders.js";
import { searchTerms, textMatches } from "../../../../shared/domain/template-search.js";
import { searchTemplatesInput } from "../../../../shared/schemas/mcp.js";
import { templateList } from "../mcp-templates.js";
import { defineTool } from "../mcp-tool.js";

const SEARCH_RESULTS_MAX = 10;

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

export const searchTemplatesTool = defineTool({
  name: "search_templates",
  input: searchTemplatesInput,
  output: z.object({
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
  async run({ query }) {
    const data = searchTemplates(query);
    return { data, summary: mcpMessages.templatesFound(data.total, data.templates.length) };
  },
});
