#!/usr/bin/env node
// `npm run dev`: the API server with reload on 127.0.0.1:3001 and Vite with HMR on 127.0.0.1:5173 (proxying /api).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/index.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", PORT: "3001", APP_URL: "http://127.0.0.1:5173", ...process.env },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { API_PORT: "3001", ...process.env } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
