// Records the landing-page demo video: screenshots of a running Unstuck stitched into a webm with ffmpeg.
// Usage: npx tsx scripts/record-demo.ts http://127.0.0.1:3000   (needs Debian's chromium and ffmpeg)
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const dir = mkdtempSync(join(tmpdir(), "unstuck-demo-"));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.addInitScript(() => {
  localStorage.setItem(
    "cookie-consent",
    JSON.stringify({
      preferences: { necessary: true, analytics: false, marketing: false },
      timestamp: new Date().toISOString(),
    }),
  );
});
await page.goto(`${base}/`, { waitUntil: "networkidle" });
const frames: string[] = [];
const shot = async () => {
  const file = join(dir, `frame-${String(frames.length).padStart(3, "0")}.png`);
  await page.screenshot({ path: file });
  frames.push(file);
};
await shot();
for (const id of ["how-it-works", "features", "calculator"]) {
  await page.evaluate((x) => document.getElementById(x)?.scrollIntoView({ block: "start" }), id);
  await page.waitForTimeout(300);
  await shot();
}
for (const profile of ["Light", "Heavy"]) {
  await page.getByRole("radio", { name: profile }).click();
  await shot();
}
await page.evaluate(() => document.getElementById("pricing")?.scrollIntoView({ block: "start" }));
await page.waitForTimeout(300);
await shot();
await browser.close();

// Three seconds a frame, VP9 at a small bitrate: a few hundred KB.
execFileSync("ffmpeg", [
  "-y",
  "-loglevel",
  "error",
  "-framerate",
  "1/3",
  "-i",
  join(dir, "frame-%03d.png"),
  "-vf",
  "scale=1280:720,fps=10,format=yuv420p",
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "250k",
  "-deadline",
  "good",
  "public/demo/unstuck-demo.webm",
]);
execFileSync("ffmpeg", [
  "-y",
  "-loglevel",
  "error",
  "-i",
  frames[0]!,
  "-vf",
  "scale=640:360",
  "public/demo/poster.png",
]);
rmSync(dir, { recursive: true, force: true });
console.log(`Wrote public/demo/unstuck-demo.webm from ${frames.length} frames.`);
