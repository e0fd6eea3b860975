import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
const port = 41000 + Math.floor(Math.random() * 9000);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["dist/node/server/index.js"], { env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), APP_URL: base, LOG_LEVEL: "warn", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123", SHUTDOWN_DRAIN_MS: "0", DATA_DIR: mkdtempSync(join(tmpdir(), "perf-check-")) }, stdio: ["ignore", "inherit", "inherit"] });
for (;;) { try { if ((await fetch(base + "/api/ping")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const out = process.argv[2] ?? "/tmp/shots";
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const logs = [];
    page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") logs.push(`${m.type()}: ${m.text()}`); });
    page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
    for (const path of (process.argv[3] ?? "/").split(",")) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}-${path.replace(/\W/g, "_")}-${width}.png`, fullPage: false });
    }
    console.log(width, "console:", logs.length ? logs : "clean");
    await page.close();
  }
} finally { await browser.close(); child.kill("SIGTERM"); }
