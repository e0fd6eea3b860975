import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routePreloadTags } from "./route-preloads.js";

function clientWith(manifest: unknown) {
  const root = mkdtempSync(join(tmpdir(), "route-preloads-"));
  mkdirSync(join(root, ".vite"));
  writeFileSync(join(root, ".vite", "manifest.json"), JSON.stringify(manifest));
  return root;
}

describe("routePreloadTags", () => {
  it("preloads the route's chunk and its imports, except what the entry already loads", () => {
    const root = clientWith({
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_cn.js"] },
      "_cn.js": { file: "assets/cn-1.js" },
      "_icons.js": { file: "assets/icons-1.js", imports: ["_cn.js"] },
      "routes/landing.tsx": { file: "assets/landing-1.js", imports: ["index.html", "_cn.js", "_icons.js"] },
    });
    expect(routePreloadTags(root, "routes/landing.tsx")).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/landing-1.js"><link rel="modulepreload" crossorigin href="/assets/icons-1.js">',
    );
  });

  it("adds nothing without a manifest or for an unknown route", () => {
    expect(routePreloadTags(mkdtempSync(join(tmpdir(), "route-preloads-")), "routes/landing.tsx")).toBe("");
    expect(
      routePreloadTags(
        clientWith({ "index.html": { file: "assets/index-1.js", isEntry: true } }),
        "routes/landing.tsx",
      ),
    ).toBe("");
  });
});
