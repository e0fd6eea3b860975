import { existsSync, readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../context.js";
import { projectPath } from "../lib/paths.js";
import { routePreloadTags } from "../lib/route-preloads.js";

/** Serves the built SPA: hashed assets cached for a year, every other path falls back to index.html. */
export function serveClient(app: Hono<AppEnv>) {
  const root = projectPath("dist/client");
  const indexFile = projectPath("dist/client/index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  const landingHtml = indexHtml?.replace("</head>", `${routePreloadTags(root, "routes/landing.tsx")}</head>`) ?? null;

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
    if (!indexHtml) {
      return c.text("The web client is not built. Run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(c.req.path === "/" ? landingHtml! : indexHtml);
  });
}
