import { describe, expect, it } from "vitest";
import { agentSetups, TOKEN_PLACEHOLDER } from "./agent-setup.js";

describe("agentSetups", () => {
  const setups = agentSetups("https://unstuck.example.com", "unstuck_abc");

  it("covers every client with the app's /mcp URL and the token", () => {
    expect(setups.map((s) => s.id)).toEqual(["claude-code", "cursor", "vscode", "codex", "windsurf", "cline", "stdio"]);
    for (const setup of setups) {
      expect(setup.text, setup.id).toContain("https://unstuck.example.com/mcp");
      expect(setup.text, setup.id).toContain("unstuck_abc");
    }
  });

  it("writes valid JSON in each client's own shape", () => {
    const parsed = (id: string) =>
      JSON.parse(setups.find((s) => s.id === id)!.text) as Record<string, Record<string, Record<string, unknown>>>;
    expect(parsed("cursor").mcpServers!.unstuck).toEqual({
      url: "https://unstuck.example.com/mcp",
      headers: { Authorization: "Bearer unstuck_abc" },
    });
    expect(parsed("vscode").servers!.unstuck).toMatchObject({ type: "http" });
    expect(parsed("windsurf").mcpServers!.unstuck).toMatchObject({ serverUrl: "https://unstuck.example.com/mcp" });
    expect(parsed("cline").mcpServers!.unstuck).toMatchObject({ type: "streamableHttp" });
    // The stdio bridge gets its token from the environment: arguments show in ps to every user.
    expect(parsed("stdio").mcpServers!.unstuck).toEqual({
      command: "npx",
      args: ["unstuck-mcp", "--url", "https://unstuck.example.com/mcp"],
      env: { UNSTUCK_TOKEN: "unstuck_abc" },
    });
  });

  it("gives the Claude Code command and Codex TOML", () => {
    expect(setups[0]!.text).toBe(
      'claude mcp add --transport http unstuck https://unstuck.example.com/mcp --header "Authorization: Bearer unstuck_abc"',
    );
    expect(setups.find((s) => s.id === "codex")!.text).toContain('bearer_token_env_var = "UNSTUCK_TOKEN"');
  });

  it("uses a placeholder when no token is given", () => {
    expect(agentSetups("http://127.0.0.1:3000")[0]!.text).toContain(TOKEN_PLACEHOLDER);
  });
});
