import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";

export type FakeOpenAiMode =
  | { kind: "json"; content: unknown }
  | { kind: "text"; content: string }
  | { kind: "status"; status: number }
  | { kind: "hang" };

/** The generator's answer as a model gives it: three prompts titled "Model prompt 1" to "Model prompt 3". */
export const modelGeneratorAnswer = {
  prompts: [1, 2, 3].map((n) => ({
    title: `Model prompt ${n}`,
    difficulty: "beginner",
    methodology_steps: ["Reproduce the failure", "Change one thing", "Run the failing test"],
    prompt: `Model text ${n}`,
    explanation: "Because one change at a time shows which one worked.",
  })),
};

/**
 * A minimal OpenAI-compatible chat completions server on 127.0.0.1 for tests. `mode` can be changed
 * between requests; `requests` records the bodies it received.
 */
export async function startFakeOpenAi() {
  const state = { mode: { kind: "status", status: 500 } as FakeOpenAiMode, requests: [] as unknown[] };
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      try {
        state.requests.push(JSON.parse(body || "{}"));
      } catch {
        state.requests.push(body);
      }
      const mode = state.mode;
      if (mode.kind === "hang") return; // never answers
      if (mode.kind === "status") {
        res.writeHead(mode.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "fake failure", type: "server_error" } }));
        return;
      }
      const content = mode.kind === "json" ? JSON.stringify(mode.content) : mode.content;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "fake-model",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    state,
    setMode(mode: FakeOpenAiMode) {
      state.mode = mode;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
