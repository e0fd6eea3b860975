import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";

const docsDir = resolve(import.meta.dirname, "../../../docs/screenshots");

/** A screenshot of a new screen for docs/screenshots (kept in the repository, looked at by a person). */
export async function docsScreenshot(page: Page, name: string, fullPage = false) {
  mkdirSync(docsDir, { recursive: true });
  await page.screenshot({ path: join(docsDir, `${name}.png`), fullPage });
}
