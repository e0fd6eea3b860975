/** Where the token goes until the user pastes their own; every snippet is valid as shown. */
export const TOKEN_PLACEHOLDER = "YOUR_UNSTUCK_TOKEN";
/** The environment variable the Codex snippet and the stdio bridge read the token from. */
export const TOKEN_ENV_VAR = "UNSTUCK_TOKEN";
export const MCP_SERVER_KEY = "unstuck";

export interface AgentSetup {
  id: "claude-code" | "cursor" | "vscode" | "codex" | "windsurf" | "cline" | "stdio";
  client: string;
  /** Where the text goes: a terminal or a file path. */
  where: string;
  text: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Copy-ready setup for each MCP client, for the app at `appUrl` (no trailing slash). */
export function agentSetups(appUrl: string, token: string = TOKEN_PLACEHOLDER): AgentSetup[] {
  const url = `${appUrl}/mcp`;
  const authorization = `Bearer ${token}`;
  return [
    {
      id: "claude-code",
      client: "Claude Code",
      where: "Terminal",
      text: `claude mcp add --transport http ${MCP_SERVER_KEY} ${url} --header "Authorization: ${authorization}"`,
    },
    {
      id: "cursor",
      client: "Cursor",
      where: ".cursor/mcp.json",
      text: json({ mcpServers: { [MCP_SERVER_KEY]: { url, headers: { Authorization: authorization } } } }),
    },
    {
      id: "vscode",
      client: "VS Code",
      where: ".vscode/mcp.json",
      text: json({
        servers: { [MCP_SERVER_KEY]: { type: "http", url, headers: { Authorization: authorization } } },
      }),
    },
    {
      id: "codex",
      client: "Codex CLI",
      where: "~/.codex/config.toml",
      text: `# Codex reads the token from the environment: export ${TOKEN_ENV_VAR}="${token}"\n[mcp_servers.${MCP_SERVER_KEY}]\nurl = "${url}"\nbearer_token_env_var = "${TOKEN_ENV_VAR}"`,
    },
    {
      id: "windsurf",
      client: "Windsurf",
      where: "~/.codeium/windsurf/mcp_config.json",
      text: json({ mcpServers: { [MCP_SERVER_KEY]: { serverUrl: url, headers: { Authorization: authorization } } } }),
    },
    {
      id: "cline",
      client: "Cline",
      where: "cline_mcp_settings.json (MCP Servers → Configure)",
      // Cline's settings schema reads a url entry without a type as SSE; Streamable HTTP is "streamableHttp".
      text: json({
        mcpServers: {
          [MCP_SERVER_KEY]: { type: "streamableHttp", url, headers: { Authorization: authorization }, disabled: false },
        },
      }),
    },
    {
      id: "stdio",
      client: "Any client that launches a command",
      where: "The client's MCP settings (the bridge runs from a checkout of Unstuck)",
      // The token goes in the launched process's environment, never its arguments, which every user sees in ps.
      text: json({
        mcpServers: {
          [MCP_SERVER_KEY]: {
            command: "npx",
            args: ["unstuck-mcp", "--url", url],
            env: { [TOKEN_ENV_VAR]: token },
          },
        },
      }),
    },
  ];
}

/** What creating and revoking personal access tokens answers. */
export const tokenMessages = {
  nameNeeded: "Give the token a name, such as the machine or agent it is for.",
  nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
  tooMany: (max: number) => `You already have ${max} tokens. Revoke one you no longer use before creating another.`,
  notFound: "This token does not exist or was already revoked.",
};
