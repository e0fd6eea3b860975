import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoSeriousA11yViolations, openConsentedPage, pageErrors } from "./support/browser.js";
import { signUpThroughApi } from "./support/users.js";

const docsShots = resolve(import.meta.dirname, "../../docs/screenshots");
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Lists the MCP tools with a bearer token, as an agent would; returns the HTTP status. */
async function mcpStatus(page: Page, token: string): Promise<number> {
  const res = await page.request.post("/mcp", {
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json, text/event-stream",
      "content-type": "application/json",
    },
    data: {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "e2e", version: "1" } },
    },
  });
  return res.status();
}

describe("Settings → Connect your agent", () => {
  it("creates a token, copies the Claude Code command and revokes the token", async () => {
    const { context, page } = await openConsentedPage({
      permissions: ["clipboard-read", "clipboard-write"],
      bypassCSP: true,
    });
    await signUpThroughApi(page, "Ada");
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Connect your agent" });
    await section.getByText("No tokens yet.").waitFor();
    await expect(section.getByTestId("setup-claude-code").innerText()).resolves.toContain("YOUR_UNSTUCK_TOKEN");

    await section.getByRole("button", { name: "Create Token" }).click();
    await section.getByText("Give the token a name").waitFor();
    await section.getByLabel("Token name").fill("Work laptop");
    await section.getByRole("button", { name: "Create Token" }).click();
    const token = (await section.getByTestId("new-token").innerText()).trim();
    expect(token).toMatch(/^unstuck_[A-Za-z0-9_-]{43}$/);
    await section.getByText("It is shown only once.").waitFor();
    const row = section.getByRole("listitem").filter({ hasText: "Work laptop" });
    await row.getByText("Never used").waitFor();
    await expect(row.innerText()).resolves.toContain(token.slice(0, 14));

    // The section alone, without the sticky header scrolled over it.
    mkdirSync(docsShots, { recursive: true });
    const hideHeader = await page.addStyleTag({ content: "header { visibility: hidden !important; }" });
    await page.setViewportSize({ width: 360, height: 800 });
    await section.screenshot({ path: resolve(docsShots, "connect-agent-360.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.screenshot({ path: resolve(docsShots, "connect-agent-1280.png") });
    await hideHeader.evaluate((tag) => (tag as Element).remove());

    await section.getByRole("button", { name: "Copy Claude Code setup" }).click();
    await page.getByText("Copied", { exact: true }).first().waitFor();
    expect(await clipboard(page)).toBe(
      `claude mcp add --transport http unstuck ${baseUrl()}/mcp --header "Authorization: Bearer ${token}"`,
    );
    await section.getByRole("tab", { name: "Cursor" }).click();
    const cursor = JSON.parse(await section.getByTestId("setup-cursor").innerText()) as {
      mcpServers: { unstuck: { url: string; headers: { Authorization: string } } };
    };
    expect(cursor.mcpServers.unstuck).toEqual({
      url: `${baseUrl()}/mcp`,
      headers: { Authorization: `Bearer ${token}` },
    });

    // Clients that launch the stdio bridge get the token in its environment, never in its arguments (ps).
    await section.getByRole("tab", { name: "Other (stdio)" }).click();
    const stdio = JSON.parse(await section.getByTestId("setup-stdio").innerText()) as {
      mcpServers: { unstuck: { command: string; args: string[]; env: Record<string, string> } };
    };
    expect(stdio.mcpServers.unstuck).toEqual({
      command: "npx",
      args: ["unstuck-mcp", "--url", `${baseUrl()}/mcp`],
      env: { UNSTUCK_TOKEN: token },
    });

    expect(await mcpStatus(page, token)).toBe(200);

    await expectNoSeriousA11yViolations(page);

    await row.getByRole("button", { name: "Revoke token Work laptop" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke “Work laptop”?" });
    await dialog.getByRole("button", { name: "Revoke Token" }).click();
    await page.getByText("Token Revoked").first().waitFor();
    await section.getByText("No tokens yet.").waitFor();
    expect(await mcpStatus(page, token)).toBe(401);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
