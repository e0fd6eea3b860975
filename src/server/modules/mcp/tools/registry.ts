import type { McpTool } from "../mcp-tool.js";
import { diagnoseSession } from "./diagnose-session.js";
import { fillTemplate } from "./fill-template.js";
import { generatePrompts } from "./generate-prompts.js";
import { getRescue } from "./get-rescue.js";
import { nextStrategy } from "./next-strategy.js";
import { reportOutcome } from "./report-outcome.js";
import { searchTemplatesTool } from "./search-templates.js";
import { startRescue } from "./start-rescue.js";
import { updateRescue } from "./update-rescue.js";
import { whatWorks } from "./what-works.js";
import { writeHandoff } from "./write-handoff.js";

/**
 * The MCP tools, in the order an agent lists them. A new tool is one file beside this one (its schemas,
 * hints and handler), its title and description in `src/shared/content/mcp-tools.ts`, and one line here.
 */
export const mcpTools: readonly McpTool[] = [
  diagnoseSession,
  getRescue,
  startRescue,
  updateRescue,
  reportOutcome,
  nextStrategy,
  whatWorks,
  searchTemplatesTool,
  fillTemplate,
  generatePrompts,
  writeHandoff,
];
