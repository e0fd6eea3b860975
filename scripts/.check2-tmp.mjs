import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
const port = 41000 + Math.floor(Math.random() * 9000);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["dist/node/server/index.js"], { env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), APP_URL: base, LOG_LEVEL: "warn", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123", SHUTDOWN_DRAIN_MS: "0", DATA_DIR: mkdtempSync(join(tmpdir(), "perf-check-")) }, stdio: ["ignore", "ignore", "inherit"] });
for (;;) { try { if ((await fetch(base + "/api/ping")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const logs = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") logs.push(`${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(base + "/terms");
  await page.evaluate(() => { localStorage.setItem("preferences", JSON.stringify({ theme: "light" })); });
  const res = await page.request.post(base + "/api/auth/sign-up/email", { headers: { origin: base }, data: { email: `c${Date.now()}@example.test`, password: "check-passphrase-long-42", name: "Check User" } });
  console.log("signup", res.status());
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await page.waitForTimeout(800);
  console.log("html class:", await page.evaluate(() => document.documentElement.className));
  console.log("header buttons:", await page.locator("header").getByRole("button").allInnerTexts(), await page.locator("header button[aria-label]").evaluateAll((b) => b.map((x) => x.getAttribute("aria-label"))));
  await page.screenshot({ path: "/tmp/signed-in-light-1280.png" });
  // client navigation then back
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await page.waitForURL(/pricing/);
  await page.goBack();
  await page.waitForTimeout(300);
  console.log("url after back", page.url());
  console.log("console:", logs.length ? logs : "clean");
} finally { await browser.close(); child.kill("SIGTERM"); }
