// What the agent connection section says (features/agents): tokens and the client set-up.
import { TOKEN_PLACEHOLDER } from "../agent-setup.js";

export const connectAgentCopy = {
  tokenNameMissing: "Give the token a name, such as the machine or agent it is for.",
  tokenFilledIn: "Your new token is filled in below.",
  replacePlaceholder: `Replace ${TOKEN_PLACEHOLDER} with a token you created (it is filled in right after you create one).`,
  description:
    "Use Unstuck from inside Claude Code, Cursor, VS Code, Codex CLI, Windsurf or Cline over MCP: diagnose a stuck session, get rescue playbooks and templates, and track rescues in this account. A token acts as you, with your plan's limits; keep it secret.",
  revokeDescription: "Agents using this token stop working at once. You can create a new token at any time.",
};
