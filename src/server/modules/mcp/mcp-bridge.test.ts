import { describe, expect, it } from "vitest";
import { parseBridgeArgs } from "./mcp-bridge.js";

describe("parseBridgeArgs", () => {
  it("reads --url and --token in both forms, and falls back to the environment", () => {
    expect(parseBridgeArgs(["--url", "https://u.example/mcp", "--token=unstuck_x"], {})).toEqual({
      url: new URL("https://u.example/mcp"),
      token: "unstuck_x",
    });
    const fromEnv = parseBridgeArgs([], { UNSTUCK_MCP_URL: "http://127.0.0.1:3000", UNSTUCK_TOKEN: "unstuck_y" });
    expect(fromEnv.url.href).toBe("http://127.0.0.1:3000/mcp");
    expect(fromEnv.token).toBe("unstuck_y");
  });

  it("says what is missing or wrong", () => {
    expect(() => parseBridgeArgs(["--token", "t"], {})).toThrow(/Missing --url/);
    expect(() => parseBridgeArgs(["--url", "https://u.example/mcp"], {})).toThrow(/Missing --token/);
    expect(() => parseBridgeArgs(["--url", "not a url", "--token", "t"], {})).toThrow(/not a URL/);
    expect(() => parseBridgeArgs(["--url", "ftp://u.example", "--token", "t"], {})).toThrow(/https:\/\//);
    expect(() => parseBridgeArgs(["--verbose"], {})).toThrow(/Unknown argument --verbose/);
  });
});
