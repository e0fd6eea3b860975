import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { mcpRescuePrompt } from "../../../shared/content/mcp-tools.js";
import { getProblemType } from "../../../shared/content/problem-types.js";
import { rescueTypeIds } from "../../../shared/content/problem-types.js";
import { extractRescueFacts, settlePrompt } from "../../../shared/domain/rescue-facts.js";

/** One MCP prompt per problem type, `rescue_<type>`, that starts its rescue in the agent's chat. */
export function registerRescuePrompts(server: McpServer) {
  for (const type of rescueTypeIds) {
    const content = getProblemType(type);
    server.registerPrompt(
      `rescue_${type}`,
      {
        title: mcpRescuePrompt.title(content.title),
        description: mcpRescuePrompt.description(content.strategy, content.description),
        argsSchema: { situation: z.string().max(20_000).optional().describe(mcpRescuePrompt.situation) },
      },
      ({ situation }) => ({
        description: mcpRescuePrompt.title(content.title),
        messages: [
          {
            role: "user",
            content: {
              type: "text",
              // Nobody is asked to fill the prompt's slots here: the situation's facts fill them, and a slot it
              // does not answer is reworded or its sentence left out (decision 0397).
              text: mcpRescuePrompt.text(
                content,
                situation,
                settlePrompt(content.prompts[0]!.text, extractRescueFacts(situation ?? "")),
              ),
            },
          },
        ],
      }),
    );
  }
}
