import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The public pages prerendered at build time, each with the source of its screen (whose chunks the app loads
 * with it) and when the app loads. The server sends them for these paths (src/server/lib/client-pages.ts);
 * decision 0215. Each runs the boot script, which answers clicks made before the app is ready (decision
 * 0230); the landing page loads the app on the first sign of intent, the others just after the first paint
 * (the pricing page shows the server's test-mode notice, the legal pages' titles are set by the app).
 */
const publicPages: Record<string, { source: string; appLoads: "on-intent" | "after-first-paint" }> = {
  "/": { source: "routes/landing.tsx", appLoads: "on-intent" },
  "/pricing": { source: "routes/pricing.tsx", appLoads: "after-first-paint" },
  "/terms": { source: "routes/legal.tsx", appLoads: "after-first-paint" },
  "/privacy": { source: "routes/legal.tsx", appLoads: "after-first-paint" },
  "/refund": { source: "routes/legal.tsx", appLoads: "after-first-paint" },
  "/cookie-policy": { source: "routes/legal.tsx", appLoads: "after-first-paint" },
};

/** The app's entry (index.html's script) and the prerendered pages' boot script. */
const appEntry = "index.html";
const bootEntry = "boot.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The files of a manifest entry and of everything it imports statically, the entry's own first. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const keys = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(key);
  return [...keys].map((key) => `/${manifest[key]!.file}`);
}

/**
 * A prerendered page is readable before any script runs, so its one inline script (allowed by its hash in the
 * CSP, src/server/lib/client-pages.ts) keeps the events of the first moments and imports the boot script once
 * the browser reports the first contentful paint, instead of competing with the page for the network and the
 * main thread (a hidden tab, which paints nothing, at once; a browser without paint timing, in the frame after
 * the first). The boot script takes over the events and loads the app's
 * entry and chunks, the screen's included, when the page says (decision 0230).
 */
function bootScript(
  template: string,
  manifest: Record<string, ManifestChunk>,
  { source, appLoads }: (typeof publicPages)[string],
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error("The built index.html has no module entry script.");
  const app = [...new Set([...chunkFiles(manifest, appEntry), ...chunkFiles(manifest, source)])];
  const [boot, ...bootImports] = chunkFiles(manifest, bootEntry);
  if (!boot) throw new Error(`The client build has no ${bootEntry} entry.`);
  // The event types are boot.ts's; a submit is stopped at once (a type="button" click has no default action).
  const inline =
    `(function(){var q=[],t=["click","submit","keydown","pointerover","pointerdown","focusin"];` +
    `function k(e){if(e.type==="submit")e.preventDefault();q.push(e)}` +
    `t.forEach(function(n){document.addEventListener(n,k,true)});` +
    `window.unstuckBoot={app:${JSON.stringify(app)},appLoads:${JSON.stringify(appLoads)},early:q,` +
    `stopEarly:function(){t.forEach(function(n){document.removeEventListener(n,k,true)})}};` +
    `function go(){${JSON.stringify(bootImports)}.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});import(${JSON.stringify(boot)})}` +
    `var s=0;function once(){s++||go()}if(document.hidden)once();else try{new PerformanceObserver(function(l){` +
    `l.getEntriesByName("first-contentful-paint").length&&once()}).observe({type:"paint",buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){setTimeout(once)})}})()`;
  return template
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, "")
    .replace(entry[0], `<script>${inline}</script>`);
}

/**
 * After the client build: builds `src/client/prerender.tsx` for Node, renders each public page into the
 * built index.html (the stylesheet inlined, the inline script that starts the boot script) and writes
 * `dist/prerendered/<page>.html` with its .gz and .br beside it.
 */
function prerenderPublicPages(): Plugin {
  let skip = false;
  return {
    name: "unstuck-prerender",
    apply: "build",
    configResolved(config) {
      skip = Boolean(config.build.ssr) || config.build.outDir !== here("./dist/client");
    },
    async closeBundle() {
      if (skip) return;
      const bundleDir = here("./dist/prerender-bundle");
      const pagesDir = here("./dist/prerendered");
      await build({
        configFile: here("./vite.config.ts"),
        logLevel: "warn",
        publicDir: false,
        build: { ssr: "prerender.tsx", outDir: bundleDir, emptyOutDir: true, manifest: false },
      });
      try {
        const { renderPage } = (await import(pathToFileURL(join(bundleDir, "prerender.js")).href)) as {
          renderPage: (path: string) => Promise<string>;
        };
        const clientDir = here("./dist/client");
        const template = readFileSync(join(clientDir, "index.html"), "utf8");
        const manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
          string,
          ManifestChunk
        >;
        // One small stylesheet, inlined: the first paint waits for no second request.
        const withStyles = template.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
          (_tag, file: string) => `<style>${readFileSync(join(clientDir, file), "utf8")}</style>`,
        );
        rmSync(pagesDir, { recursive: true, force: true });
        mkdirSync(pagesDir, { recursive: true });
        for (const [path, page] of Object.entries(publicPages)) {
          const body = await renderPage(path);
          if (process.env.PRERENDER_DEBUG !== "1" && body.includes("<script"))
            throw new Error(`Prerendering ${path} left inline scripts (a screen suspended); the CSP would block them.`);
          const html = bootScript(withStyles, manifest, page).replace(
            '<div id="root"></div>',
            `<div id="root">${body}</div>`,
          );
          const name = path === "/" ? "index" : path.slice(1);
          const file = join(pagesDir, `${name}.html`);
          writeFileSync(file, html);
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.etag`, `"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`);
        }
      } finally {
        rmSync(bundleDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: here("./public"),
  plugins: [react(), tailwindcss(), prerenderPublicPages()],
  resolve: {
    alias: {
      "@": here("./src/client"),
      "@shared": here("./src/shared"),
    },
  },
  build: {
    outDir: here("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: { input: { index: here("./src/client/index.html"), boot: here("./src/client/boot.ts") } },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // /mcp too, so the setup snippets (built from the page's origin, which is APP_URL) work in development.
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/mcp": { target: apiTarget, changeOrigin: false },
    },
  },
});
