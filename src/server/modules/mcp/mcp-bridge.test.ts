import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseBridgeArgs } from "./mcp-bridge.js";

const dir = mkdtempSync(join(tmpdir(), "unstuck-bridge-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tokenFile(name: string, content: string, mode: number) {
  const path = join(dir, name);
  writeFileSync(path, content);
  chmodSync(path, mode);
  return path;
}

describe("parseBridgeArgs", () => {
  it("reads the URL from --url or UNSTUCK_MCP_URL and the token from UNSTUCK_TOKEN", () => {
    expect(parseBridgeArgs(["--url", "https://u.example/mcp"], { UNSTUCK_TOKEN: "unstuck_x" })).toEqual({
      url: new URL("https://u.example/mcp"),
      token: "unstuck_x",
    });
    const fromEnv = parseBridgeArgs([], { UNSTUCK_MCP_URL: "http://127.0.0.1:3000", UNSTUCK_TOKEN: "unstuck_y" });
    expect(fromEnv.url.href).toBe("http://127.0.0.1:3000/mcp");
    expect(fromEnv.token).toBe("unstuck_y");
  });

  it("reads the token from a file only its owner can read, and refuses one others can read", () => {
    const own = tokenFile("own", "unstuck_fromfile\n", 0o600);
    expect(parseBridgeArgs(["--url=https://u.example/mcp", "--token-file", own], {}).token).toBe("unstuck_fromfile");
    expect(parseBridgeArgs(["--url=https://u.example/mcp"], { UNSTUCK_TOKEN_FILE: own }).token).toBe(
      "unstuck_fromfile",
    );
    const shared = tokenFile("shared", "unstuck_shared", 0o644);
    expect(() => parseBridgeArgs(["--url=https://u.example/mcp", `--token-file=${shared}`], {})).toThrow(
      /readable by other users.*chmod 600/s,
    );
    const group = tokenFile("group", "unstuck_group", 0o640);
    expect(() => parseBridgeArgs(["--url=https://u.example/mcp", "--token-file", group], {})).toThrow(/chmod 600/);
    expect(() => parseBridgeArgs(["--url=https://u.example/mcp", "--token-file", join(dir, "nope")], {})).toThrow(
      /cannot read the token file/,
    );
    const empty = tokenFile("empty", "\n", 0o600);
    expect(() => parseBridgeArgs(["--url=https://u.example/mcp", "--token-file", empty], {})).toThrow(/is empty/);
  });

  it("refuses a token on the command line, where every user of the machine sees it", () => {
    for (const argv of [
      ["--url", "https://u.example/mcp", "--token", "unstuck_secret"],
      ["--url", "https://u.example/mcp", "--token=unstuck_secret"],
    ]) {
      let message = "";
      try {
        parseBridgeArgs(argv, { UNSTUCK_TOKEN: "unstuck_env" });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/--token is refused/);
      expect(message).toMatch(/UNSTUCK_TOKEN/);
      expect(message).not.toContain("unstuck_secret");
    }
  });

  it("refuses plain http:// except to this machine", () => {
    const env = { UNSTUCK_TOKEN: "unstuck_x" };
    for (const url of [
      "http://127.0.0.1:3000/mcp",
      "http://localhost:3000",
      "http://[::1]:3000/mcp",
      "http://127.8.0.1",
    ])
      expect(parseBridgeArgs(["--url", url], env).url.protocol, url).toBe("http:");
    for (const url of [
      "http://unstuck.example.com/mcp",
      "http://192.168.1.20:3000/mcp",
      "http://localhost.evil.example",
    ])
      expect(() => parseBridgeArgs(["--url", url], env), url).toThrow(/https:\/\//);
  });

  it("says what is missing or wrong", () => {
    expect(() => parseBridgeArgs([], { UNSTUCK_TOKEN: "t" })).toThrow(/Missing --url/);
    expect(() => parseBridgeArgs(["--url", "https://u.example/mcp"], {})).toThrow(/No token.*UNSTUCK_TOKEN/s);
    expect(() => parseBridgeArgs(["--url", "not a url"], { UNSTUCK_TOKEN: "t" })).toThrow(/not a URL/);
    expect(() => parseBridgeArgs(["--url", "ftp://u.example"], { UNSTUCK_TOKEN: "t" })).toThrow(/https:\/\//);
    expect(() => parseBridgeArgs(["--verbose"], {})).toThrow(/Unknown argument --verbose/);
  });
});
