import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { getProblemType } from "../../src/shared/content/problem-types.js";
import { openConsentedPage, pageErrors } from "./support/browser.js";

const shots = resolve(import.meta.dirname, "../../docs/screenshots");

const LOOP = `> the login test is still failing, please fix it

⏺ Bash(npm test -- auth)
  ⎿  FAIL src/auth/login.test.ts
     TypeError: Cannot read properties of undefined (reading 'user')

⏺ Update(src/auth/login.ts)
  ⎿  Updated src/auth/login.ts with 2 additions and 1 removal

⏺ Bash(npm test -- auth)
  ⎿  FAIL src/auth/login.test.ts
     TypeError: Cannot read properties of undefined (reading 'user')

⏺ You're absolutely right. I apologize, this should fix it.

⏺ Update(src/auth/login.ts)
  ⎿  Updated src/auth/login.ts with 3 additions and 3 removals

⏺ Bash(npm test -- auth)
  ⎿  FAIL src/auth/login.test.ts
     TypeError: Cannot read properties of undefined (reading 'user')

> same error again. this is the fourth time`;

const CLOSE = `Access to fetch at 'https://api.shop.dev/orders' has been blocked by CORS policy
TypeError: client.fetchAllOrders is not a function`;

/** A complaint whose words do not separate the problems: the detector asks (decision 0290). */
const GUESS =
  "Honestly I give up. Every time the assistant patches the login page, the signup page stops working, " +
  "then it patches that and login is dead again.";

/** A post about the tool's own bug, not a stuck assistant (https://github.com/cursor/cursor/issues/3891, verbatim). */
const FINE =
  "Cursor crashing when editing files at the same time as the agent\n\nWhen I edit a file manually at the same time " +
  "as the agent is making edits, or even after the agent has made changes before I accept them, cursor crashes.";

const line = (type: string, content: unknown) => JSON.stringify({ type, message: { role: type, content } });
const JSONL = [
  line("user", "rename the 'todo' status to 'open' in the api responses"),
  line("assistant", [
    { type: "text", text: "I'll also add a state machine." },
    { type: "tool_use", id: "t1", name: "Write", input: { file_path: "/app/src/state-machine.ts" } },
  ]),
  line("user", [{ type: "tool_result", tool_use_id: "t1", content: "File created successfully" }]),
  line("user", "stop. I didn't ask for a state machine, just the rename"),
].join("\n");

async function openDetection(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openConsentedPage({ viewport: { width, height: 900 } });
  await opened.page.goto("/problems");
  await opened.page.getByLabel("Assistant reply or error log").waitFor();
  return opened;
}

describe("problem detection in the browser", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    ({ context, page } = await openDetection(1280));
  });

  afterAll(async () => {
    await context.close();
  });

  it("highlights the lines that decided a pasted loop", async () => {
    await page.getByLabel("Assistant reply or error log").fill(LOOP);
    await page.getByRole("button", { name: "Detect problem" }).click();
    const result = page.getByTestId("detection-result");
    await expect(result.getByTestId("detection-type").textContent()).resolves.toBe(
      getProblemType("repeated_failures").title,
    );
    const evidence = result.getByTestId("detection-evidence").locator("li");
    expect(await evidence.count()).toBeGreaterThanOrEqual(3);
    await expect(result.locator("mark").first().isVisible()).resolves.toBe(true);
    await result.getByText("same error again. this is the fourth time").waitFor();
    await result.screenshot({ path: resolve(shots, "detection-evidence-1280.png") });
  });

  it("lets the person pick between two close types and starts the chosen one", async () => {
    await page.getByLabel("Assistant reply or error log").fill(CLOSE);
    await page.getByRole("button", { name: "Detect problem" }).click();
    const result = page.getByTestId("detection-result");
    await result.getByText("Which sounds more like it?").waitFor();
    const radios = result.getByRole("radio");
    expect(await radios.count()).toBe(2);
    const hallucination = getProblemType("ai_hallucination").title;
    await result.getByRole("radio", { name: new RegExp(hallucination) }).check();
    await result.getByRole("button", { name: `Start ${hallucination} rescue` }).waitFor();
    await result.getByText("Line 2: TypeError: client.fetchAllOrders is not a function").waitFor();
    await result.screenshot({ path: resolve(shots, "detection-choice-1280.png") });
  });

  it("asks rather than guesses when the words do not separate the problems, and says when nothing looks stuck", async () => {
    await page.getByLabel("Assistant reply or error log").fill(GUESS);
    await page.getByRole("button", { name: "Detect problem" }).click();
    const result = page.getByTestId("detection-result");
    await expect(result.getByTestId("detection-verdict").textContent()).resolves.toBe("Not sure");
    expect(await result.getByRole("radio").count()).toBe(6);
    await result.screenshot({ path: resolve(shots, "detection-guess-1280.png") });

    await page.getByLabel("Assistant reply or error log").fill(FINE);
    await page.getByRole("button", { name: "Detect problem" }).click();
    await expect(result.getByTestId("detection-verdict").textContent()).resolves.toBe("Nothing here looks stuck");
    await result.getByText("not an assistant going round in circles", { exact: false }).waitFor();
    expect(await result.getByRole("radio").count()).toBe(6);
    expect(pageErrors(page)).toEqual([]);
    await result.screenshot({ path: resolve(shots, "detection-none-1280.png") });
  });

  it("reads a dropped Claude Code .jsonl session in the browser", async () => {
    const dataTransfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], "session.jsonl", { type: "application/x-ndjson" }));
      return dt;
    }, JSONL);
    await page.getByTestId("paste-drop-zone").dispatchEvent("drop", { dataTransfer });
    await page.getByText("Read session.jsonl").waitFor();
    // A session is judged by its episodes, as `unstuck diagnose` judges it (decision 0335): the person stopping the
    // agent for work they did not ask for is Lost Direction, first at their second message (decisions 0337, 0338).
    const result = page.getByTestId("detection-result");
    await expect(result.getByTestId("detection-type").textContent()).resolves.toContain(
      getProblemType("lost_direction").title,
    );
    await expect(result.getByTestId("first-stuck-turn").textContent()).resolves.toMatch(/turn 2\b/);
    await result
      .getByText("stop. I didn't ask for a state machine, just the rename", { exact: false })
      .first()
      .waitFor();
  });

  it("refuses a file over 5 MB with a message and keeps the box usable", async () => {
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(5 * 1024 * 1024 + 10)], "huge.log", { type: "text/plain" }));
      return dt;
    });
    await page.getByTestId("paste-drop-zone").dispatchEvent("drop", { dataTransfer });
    await page.getByRole("alert").getByText("the limit is 5 MB", { exact: false }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("says Not sure and asks to pick when there is no signal, and fits a 360 px screen", async () => {
    const narrow = await openDetection(360);
    try {
      await narrow.page.getByLabel("Assistant reply or error log").fill("hi");
      await narrow.page.getByRole("button", { name: "Detect problem" }).click();
      const result = narrow.page.getByTestId("detection-result");
      await result.getByText("Not sure", { exact: true }).waitFor();
      expect(await result.getByRole("radio").count()).toBe(6);
      await narrow.page.getByLabel("Assistant reply or error log").fill(LOOP);
      await narrow.page.getByRole("button", { name: "Detect problem" }).click();
      await result.getByTestId("detection-evidence").waitFor();
      const overflow = await narrow.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await narrow.page.getByTestId("paste-drop-zone").scrollIntoViewIfNeeded();
      await narrow.page
        .locator("section", { has: narrow.page.getByTestId("paste-drop-zone") })
        .screenshot({ path: resolve(shots, "detection-360.png") });
    } finally {
      await narrow.context.close();
    }
  });
});
