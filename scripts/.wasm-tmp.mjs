import { readFileSync } from "node:fs";
let t = performance.now();
const buf = readFileSync("node_modules/@electric-sql/pglite/dist/pglite.wasm");
const mod = await WebAssembly.compile(buf); console.log("compile", Math.round(performance.now() - t));
t = performance.now();
const { PGlite } = await import("@electric-sql/pglite");
const c = await PGlite.create(process.argv[2], { wasmModule: mod, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] });
console.log("create with module", Math.round(performance.now() - t));
t = performance.now(); await c.query("select 1"); console.log("q", Math.round(performance.now() - t)); await c.close();
