import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context.js";
import { mountClient } from "./client-pages.js";

function builtClient() {
  const dir = mkdtempSync(join(tmpdir(), "client-pages-"));
  const client = join(dir, "client");
  const pages = join(dir, "prerendered");
  mkdirSync(client);
  mkdirSync(pages);
  writeFileSync(join(client, "index.html"), "<html><body><div id=root></div>shell</body></html>");
  const landing = "<html><body><div id=root><main>landing</main></div></body></html>";
  writeFileSync(join(pages, "index.html"), landing);
  writeFileSync(join(pages, "index.html.gz"), gzipSync(landing));
  writeFileSync(join(pages, "index.html.br"), brotliCompressSync(landing));
  writeFileSync(join(pages, "index.html.etag"), '"landing-1"');
  const app = new Hono<AppEnv>();
  mountClient(app, { client, pages });
  return app;
}

describe("mountClient", () => {
  it("sends the prerendered landing page, compressed as the browser accepts, revalidated by ETag", async () => {
    const app = builtClient();
    const br = await app.request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("no-cache");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("<main>landing</main>");

    const gzip = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("<main>landing</main>");

    const plain = await app.request("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("<main>landing</main>");

    const again = await app.request("/", { headers: { "if-none-match": '"landing-1"' } });
    expect(again.status).toBe(304);
  });

  it("sends the empty shell for paths that were not prerendered", async () => {
    const app = builtClient();
    const res = await app.request("/dashboard");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("shell");
  });
});
