#!/usr/bin/env node
// Precompresses the built client so the server sends .br/.gz files without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = "dist/client";
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(path) {
  for (const name of readdirSync(path)) {
    const full = join(path, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (compressible.test(name)) {
      const data = readFileSync(full);
      if (data.length < 1024) continue;
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(dir);
