import { chromium } from "playwright-core";
const [base, ...specs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync","--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"] });
for (const spec of specs) {
  const [path, width, name, theme, anchor, consent] = spec.split(",");
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 500 ? 780 : 900 } });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  page.on("console", (m) => { if (m.type() === "error") console.log("CONSOLE", m.text()); });
  await page.goto(base + "/");
  await page.evaluate(([t, c]) => { if (t === "light") localStorage.setItem("preferences", JSON.stringify({ theme: "light", defaultPromptStyle: "direct" })); if (c === "consented") localStorage.setItem("cookie-consent", JSON.stringify({preferences:{necessary:true,analytics:false,marketing:false},timestamp:new Date().toISOString()})); }, [theme, consent]);
  await page.goto(base + path, { waitUntil: "networkidle" });
  if (anchor) { await page.locator("#" + anchor).scrollIntoViewIfNeeded(); await page.evaluate((a) => document.getElementById(a).scrollIntoView(), anchor); }
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await ctx.close();
}
await browser.close();
