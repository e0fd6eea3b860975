import { describe, expect, it } from "vitest";
import { extractFacts, toInline } from "./extract-facts.js";

describe("extractFacts", () => {
  it("takes the first error-like line as the key error, skipping stack frames", () => {
    const facts = extractFacts({
      errorMessages:
        "> next build\n    at Object.<anonymous> (src/x.ts:1:1)\nTypeError: api.fetchUser is not a function\nmore",
    });
    expect(facts.keyErrorLine).toBe("TypeError: api.fetchUser is not a function");
    expect(extractFacts({ errorMessages: "Segmentation fault (core dumped)" }).keyErrorLine).toBe(
      "Segmentation fault (core dumped)",
    );
    const strict = extractFacts({
      errorMessages: "    at Object.<anonymous> (src/x.ts:1:1)\nTypeError: api.fetchUser is not a function",
    });
    expect(strict.keyErrorLine).toBe("TypeError: api.fetchUser is not a function");
    expect(strict.missingSymbols).toEqual(["api.fetchUser"]);
  });

  it("prefers a line mentioning an error over earlier noise", () => {
    const facts = extractFacts({
      errorMessages: "Compiling...\nwarning: unused\nerror[E0425]: cannot find value `cfg` in this scope",
    });
    expect(facts.keyErrorLine).toBe("error[E0425]: cannot find value 'cfg' in this scope");
    expect(facts.missingSymbols).toEqual(["cfg"]);
  });

  it("uses the final exception of a Python traceback", () => {
    const facts = extractFacts({
      errorMessages:
        'Traceback (most recent call last):\n  File "app/main.py", line 3, in <module>\n    raise ValueError("bad")\nModuleNotFoundError: No module named \'fastjsonx.core\'',
    });
    expect(facts.keyErrorLine).toBe("ModuleNotFoundError: No module named 'fastjsonx.core'");
    expect(facts.missingModules).toEqual([{ name: "fastjsonx", ecosystem: "pypi", local: false }]);
    expect(facts.filePaths).toEqual(["app/main.py"]);
    // "ModuleNotFoundError" contains "eNotFound"; it is not a DNS failure.
    expect(facts.networkIssues).toEqual([]);
  });

  it("finds npm packages, scoped names and local imports", () => {
    const facts = extractFacts({
      errorMessages:
        "Error: Cannot find module '@acme/sdk/client'\nModule not found: Error: Can't resolve './utils/format'\nnpm error 404 Not Found - GET https://registry.npmjs.org/react-fancy-hooks - Not found",
    });
    expect(facts.missingModules).toEqual([
      { name: "@acme/sdk", ecosystem: "npm", local: false },
      { name: "./utils/format", ecosystem: "npm", local: true },
      { name: "react-fancy-hooks", ecosystem: "npm", local: false },
    ]);
    expect(facts.httpStatuses).toEqual([]);
  });

  it("reads HTTP statuses, network issues and env vars from prose and logs", () => {
    const facts = extractFacts({
      description: "The Supabase call returns 401 and sometimes the gateway says 503 Service Unavailable.",
      errorMessages: "Access to fetch blocked by CORS policy\nconnect ECONNREFUSED 127.0.0.1:5432",
      codeContext: "const key = process.env.SUPABASE_ANON_KEY;",
    });
    expect(facts.httpStatuses).toEqual([401, 503]);
    expect(facts.networkIssues).toEqual(["cors", "connection"]);
    expect(facts.envVars).toEqual(["SUPABASE_ANON_KEY"]);
  });

  it("lists user file paths, not vendor paths, framework names or member calls", () => {
    const facts = extractFacts({
      description: "Using Next.js and Node.js; the bug is in src/app/page.tsx and lib\\db.ts, see https://x.dev/a/b.ts",
      errorMessages: "at handler (/app/node_modules/pkg/index.js:3:1)\nat run (src/server/run.ts:10:2)",
      codeContext: "res.json(data); import { x } from './helpers/x.ts';",
    });
    expect(facts.filePaths).toEqual(["src/app/page.tsx", "lib\\db.ts", "src/server/run.ts", "helpers/x.ts"]);
  });

  it("detects repeated failures from wording or a recurring error, not from loops in code", () => {
    expect(extractFacts({ description: "Still not working after five tries" }).repeatedFailure).toBe(true);
    expect(extractFacts({ description: "My for loop skips the last item" }).repeatedFailure).toBe(false);
    const log = Array(3).fill("Error: boom").join("\n");
    expect(extractFacts({ description: "x", errorMessages: log }).repeatedFailure).toBe(true);
  });

  it("collects what the user already tried", () => {
    const facts = extractFacts({
      description: "Login breaks. I tried clearing cookies! Then I attempted a reinstall.",
    });
    expect(facts.attempts).toEqual(["I tried clearing cookies", "Then I attempted a reinstall"]);
  });

  it("finds an error line in the description when no log is given", () => {
    expect(extractFacts({ description: "It crashes with:\nKeyError: 'user_id'" }).keyErrorLine).toBe(
      "KeyError: 'user_id'",
    );
    expect(extractFacts({ description: "The error handling is confusing" }).keyErrorLine).toBeUndefined();
  });
});

describe("extractFacts on pathological input", () => {
  it("stays fast on 20,000 characters of minified or deeply nested text", () => {
    for (const text of ["a.b".repeat(6666), `${"x".repeat(79)}/`.repeat(250), "http:".repeat(4000)]) {
      const started = performance.now();
      extractFacts({ description: text.slice(0, 5000), errorMessages: text, codeContext: text });
      // Quadratic backtracking took ~800 ms here; linear scans take ~20 ms.
      expect(performance.now() - started).toBeLessThan(400);
    }
  });
});

describe("toInline", () => {
  it("flattens, strips backticks and shortens at a word boundary", () => {
    expect(toInline("a `b`\n\nc\u001b[31m")).toBe("a 'b' c [31m");
    const long = toInline("word ".repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("word…")).toBe(true);
  });
});
