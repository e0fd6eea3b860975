import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { mcpInstructions, mcpToolText } from "../../../shared/content/mcp-tools.js";
import type { AppDeps } from "../../context.js";
import type { TokenOwner } from "../tokens/tokens-service.js";
import { registerRescuePrompts } from "./mcp-prompts.js";
import { runTool } from "./mcp-tool.js";
import { mcpTools } from "./tools/registry.js";

export const MCP_SERVER_NAME = "unstuck";

export interface McpCallContext {
  owner: TokenOwner;
  requestId: string;
}

/** The MCP server for one authenticated request; every tool acts as the token's owner only (decision 0161). */
export function createMcpServer(deps: AppDeps, context: McpCallContext): McpServer {
  const { env, database, logger, ai, aiLimiter, billingStore } = deps;
  const server = new McpServer({ name: MCP_SERVER_NAME, version: "1.0.0" }, { instructions: mcpInstructions });
  const toolContext = {
    db: database.db,
    billingStore,
    userId: context.owner.userId,
    appUrl: env.appUrl,
    ai,
    aiLimiter,
  };
  const request = { logger, requestId: context.requestId, owner: context.owner };
  for (const tool of mcpTools) {
    const { title, description } = mcpToolText[tool.name];
    server.registerTool(
      tool.name,
      { title, description, inputSchema: tool.input, outputSchema: tool.output, annotations: tool.annotations },
      runTool(tool, toolContext, request),
    );
  }
  registerRescuePrompts(server);
  return server;
}
