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
      // The session's own diagnosis, as `unstuck diagnose` gives it: its type, first stuck turn and what repeats.
      const result = page.getByTestId("detection-result");
      if (f.firstTurn) {
        await expect(result.getByTestId("first-stuck-turn").textContent()).resolves.toContain(
          `It first went wrong at turn ${f.firstTurn}: `,
        );
        await result.getByText(`Turn ${f.firstTurn} · Line`, { exact: false }).first().waitFor();
        const repeats = result.getByRole("region", { name: "What repeats" });
        await expect(repeats.getByRole("listitem").count()).resolves.toBeGreaterThan(0);
        await expect(repeats.getByRole("listitem").first().textContent()).resolves.toMatch(/\(\d+ times, turns? /);
        await result.screenshot({ path: resolve(shots, `session-file-${f.tool.toLowerCase()}-1280.png`) });
      } else {
        // Never the whole text's type beside it (the Gemini CLI files read as a hallucination as a whole).
        await expect(result.getByTestId("detection-verdict").textContent()).resolves.toBe("Nothing stuck found");
        await expect(result.getByTestId("detection-type").count()).resolves.toBe(0);
      }
      expect(pageErrors(page)).toEqual([]);
    });
  }

  it("shows where a session went wrong on a 360 px phone, headings and lists in order", async () => {
    const phone = await openConsentedPage({ viewport: { width: 360, height: 800 } });
    try {
      await phone.page.goto("/problems");
      await phone.page.getByLabel("Assistant reply or error log").waitFor();
      const f = FILES.find((x) => x.tool === "SpecStory")!;
      await drop(phone.page, f.name, [...readFileSync(resolve(fixtures, f.path))]);
      const result = phone.page.getByTestId("detection-result");
      await result.getByRole("heading", { name: "What repeats" }).waitFor();
      const headings = await result.getByRole("heading").allTextContents();
      expect(headings).toEqual(["Repeated Failures", "What repeats", "The lines that decided it"]);
      // Nothing wider than the phone.
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The page's own view of it, below the sticky header: the type, the first stuck turn and what repeats.
      await result.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
      await phone.page.screenshot({ path: resolve(shots, "session-file-repeats-360.png") });
      expect(pageErrors(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

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
