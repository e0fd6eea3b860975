import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context.js";
import { projectPath } from "./paths.js";
import { operatorNotices } from "../../shared/content/server-messages.js";

interface Page {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

/**
 * The public pages prerendered at build time (`dist/prerendered/<page>.html` with .gz, .br and .etag beside
 * it; decision 0215), read on their first request so that start-up does not wait for them.
 */
function prerenderedPages(dir: string) {
  let names: Set<string> | undefined;
  const loaded = new Map<string, Page>();
  return (path: string): Page | undefined => {
    names ??= new Set(
      existsSync(dir)
        ? readdirSync(dir)
            .filter((file) => file.endsWith(".html"))
            .map((file) => file.slice(0, -".html".length))
        : [],
    );
    const name = path === "/" ? "index" : path.slice(1);
    if (!names.has(name)) return undefined;
    let page = loaded.get(name);
    if (!page) {
      const file = join(dir, `${name}.html`);
      page = {
        html: readFileSync(file),
        gzip: readFileSync(`${file}.gz`),
        brotli: readFileSync(`${file}.br`),
        etag: readFileSync(`${file}.etag`, "utf8"),
      };
      loaded.set(name, page);
    }
    return page;
  };
}

function sendPage(c: Context<AppEnv>, page: Page) {
  // Revalidated on every visit (the page names this build's hashed chunks), answered 304 when unchanged.
  c.header("Cache-Control", "no-cache");
  c.header("ETag", page.etag);
  c.header("Vary", "Accept-Encoding");
  if (c.req.header("if-none-match") === page.etag) return c.body(null, 304);
  c.header("Content-Type", "text/html; charset=UTF-8");
  const accepted = c.req.header("accept-encoding") ?? "";
  if (/\bbr\b/.test(accepted)) {
    c.header("Content-Encoding", "br");
    return c.body(new Uint8Array(page.brotli));
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(page.gzip));
  }
  return c.body(new Uint8Array(page.html));
}

/**
 * CSP sources for the inline scripts of the built pages (the theme applied before the first paint, the
 * prerendered pages' start of the boot script), by their hash: no other inline script may run.
 */
export function inlineScriptHashes(): string[] {
  const pagesDir = projectPath("dist/prerendered");
  const files = [
    projectPath("dist/client/index.html"),
    ...(existsSync(pagesDir)
      ? readdirSync(pagesDir)
          .filter((file) => file.endsWith(".html"))
          .map((file) => join(pagesDir, file))
      : []),
  ].filter((file) => existsSync(file));
  const hashes = new Set<string>();
  for (const file of files)
    for (const [, code] of readFileSync(file, "utf8").matchAll(/<script>([^<]*)<\/script>/g))
      hashes.add(`'sha256-${createHash("sha256").update(code!).digest("base64")}'`);
  return [...hashes];
}

/**
 * Serves the built client: hashed assets cached for a year, the prerendered public pages, and index.html
 * (the app's empty shell) for every other path.
 */
export function mountClient(
  app: Hono<AppEnv>,
  dirs = { client: projectPath("dist/client"), pages: projectPath("dist/prerendered") },
) {
  const root = dirs.client;
  const indexFile = join(root, "index.html");
  let indexHtml: string | null | undefined;
  const pageFor = prerenderedPages(dirs.pages);

  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root, precompressed: true, index: "__no_index__" }));
  app.get("*", (c) => {
    const page = pageFor(c.req.path);
    if (page) return sendPage(c, page);
    indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
    if (!indexHtml) {
      return c.text(operatorNotices.clientNotBuilt, 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
