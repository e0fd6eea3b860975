import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const dirs = process.argv.slice(2);
async function start(cwd) {
  const port = 41000 + Math.floor(Math.random() * 9000);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/node/server/index.js"], { cwd, env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), APP_URL: base, LOG_LEVEL: "warn", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123", SHUTDOWN_DRAIN_MS: "0", DATA_DIR: mkdtempSync(join(tmpdir(), "perf-lh-")) }, stdio: ["ignore", "ignore", "ignore"] });
  for (;;) { try { if ((await fetch(base + "/api/ping")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
  return { base, stop: () => child.kill("SIGTERM") };
}
const { default: lh } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const servers = await Promise.all(dirs.map(start));
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  for (let i = 0; i < dirs.length; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
    try {
      const r = await lh(servers[i].base + "/", { port: chrome.port, onlyCategories: ["performance"], formFactor: "mobile", logLevel: "error" });
      const a = r.lhr.audits;
      const v = (id) => Math.round(a[id]?.numericValue ?? -1);
      console.log(dirs[i].padEnd(20), "score", Math.round(r.lhr.categories.performance.score * 100), "FCP", v("first-contentful-paint"), "LCP", v("largest-contentful-paint"), "TBT", v("total-blocking-time"), "SI", v("speed-index"), "CLS", a["cumulative-layout-shift"].numericValue.toFixed(3), "LCPel", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "").slice(0, 80));
    } finally { await chrome.kill(); }
  }
}
for (const s of servers) s.stop();
