import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { openConsentedPage, pageErrors } from "./support/browser.js";

const shots = resolve(import.meta.dirname, "../../docs/screenshots");
const fixtures = resolve(import.meta.dirname, "../fixtures/sessions");

/** One real file of each format the paste box reads (tests/fixtures/sessions/PROVENANCE.md). */
const FILES: { path: string; name: string; tool: string; turns: string; firstTurn?: number }[] = [
  {
    path: "claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl",
    name: "4d5611e5.jsonl",
    tool: "Claude Code",
    turns: "1 message",
  },
  {
    path: "codex/rollout-2026-06-05T04-58-20-019e9625-802f-7e91-840a-cfe88d14117a.jsonl",
    name: "rollout-2026-06-05T04-58-20.jsonl",
    tool: "Codex CLI",
    turns: "1 message",
  },
  {
    path: "gemini-cli/session-2025-12-06T15-00-rejection.json",
    name: "session-2025-12-06.json",
    tool: "Gemini CLI",
    turns: "4 messages",
  },
  {
    path: "gemini-cli/session-rejection-gemini-001.jsonl",
    name: "session-rejection.jsonl",
    tool: "Gemini CLI",
    turns: "4 messages",
  },
  {
    path: "cline/api_conversation_history.json",
    name: "api_conversation_history.json",
    tool: "Cline",
    turns: "1 message",
  },
  { path: "cline/ui_messages.json", name: "ui_messages.json", tool: "Cline", turns: "1 message" },
  { path: "aider/.aider.chat.history.md", name: ".aider.chat.history.md", tool: "Aider", turns: "6 messages" },
  {
    path: "specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md",
    name: "2025-04-05_09-08Z-nifty-chart.md",
    tool: "SpecStory",
    turns: "6 messages",
    firstTurn: 2,
  },
  { path: "cursor/state.vscdb", name: "state.vscdb", tool: "Cursor", turns: "6 messages", firstTurn: 2 },
];

async function drop(page: Page, name: string, bytes: number[]) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name));
      return dt;
    },
    { name, bytes },
  );
  await page.getByTestId("paste-drop-zone").dispatchEvent("drop", { dataTransfer });
}

describe("dropping an assistant's session file on the paste box", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openConsentedPage({ viewport: { width: 1280, height: 900 } }));
    await page.goto("/problems");
    await page.getByLabel("Assistant reply or error log").waitFor();
  });

  afterAll(async () => {
    await context.close();
  });

  for (const f of FILES) {
    it(`reads a ${f.tool} file (${f.path.split("/").pop()})`, async () => {
      await drop(page, f.name, [...readFileSync(resolve(fixtures, f.path))]);
      await page.getByText(`Read ${f.name} (${f.tool} session, ${f.turns} from you)`, { exact: false }).waitFor();
      const box = await page.getByLabel("Assistant reply or error log").inputValue();
      expect(box.length).toBeGreaterThan(0);
      expect(box).toMatch(/^You: /m);
      if (f.firstTurn) {
        const result = page.getByTestId("detection-result");
        await expect(result.getByTestId("first-stuck-turn").textContent()).resolves.toContain(`turn ${f.firstTurn}`);
        await result.getByText(`Turn ${f.firstTurn} · Line`, { exact: false }).first().waitFor();
        await result.screenshot({ path: resolve(shots, `session-file-${f.tool.toLowerCase()}-1280.png`) });
      }
      expect(pageErrors(page)).toEqual([]);
    });
  }

  it("masks a secret in a dropped session before showing it", async () => {
    const key = `sk-proj-${"Ab3dE5fG7h".repeat(4)}`;
    const line = JSON.stringify({ type: "user", message: { role: "user", content: `deploy fails with key ${key}` } });
    await drop(page, "secret.jsonl", [...Buffer.from(`${line}\n`)]);
    await page.getByText("Secrets in it are masked", { exact: false }).waitFor();
    const box = await page.getByLabel("Assistant reply or error log").inputValue();
    expect(box).toContain("deploy fails with key [REDACTED]");
    expect(box).not.toContain(key);
  });

  it("masks a secret in a dropped .log too, and reads it as pasted text", async () => {
    const token = `ghp_${"aB3dE5fG7h".repeat(4)}`;
    await drop(page, "build.log", [
      ...Buffer.from(`$ git push\nremote: Invalid token ${token}\nfatal: Authentication failed\n`),
    ]);
    await page.getByText("Read build.log", { exact: false }).waitFor();
    const box = await page.getByLabel("Assistant reply or error log").inputValue();
    expect(box).toContain("remote: Invalid token [REDACTED]");
    expect(box).not.toContain(token);
  });

  it("says clearly when a dropped file is no session, and keeps the box usable", async () => {
    await drop(page, "photo.json", [...Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)]);
    await page.getByRole("alert").getByText("not a session we can read", { exact: false }).waitFor();
    await page.getByLabel("Assistant reply or error log").fill("still the same error after every fix");
    await page.getByRole("button", { name: "Detect problem" }).click();
    await page.getByTestId("detection-result").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
