import { describe, expect, it } from "vitest";
import { detectProblem } from "./detect-problem.js";

const samples: Record<string, string[]> = {
  repeated_failures: [
    `> npm test
FAIL src/cart.test.ts
TypeError: Cannot read properties of undefined (reading 'total') at cart.ts:42
Claude: You're absolutely right, I missed the null case. This should fix it.
Edited src/cart.ts
> npm test
TypeError: Cannot read properties of undefined (reading 'total') at cart.ts:47
Claude: I apologize for the confusion. Let me fix that properly.
Edited src/cart.ts
> npm test
TypeError: Cannot read properties of undefined (reading 'total') at cart.ts:51
Me: still not working, same error`,
    `aider> /test
Failed to apply edit to app/models.py
The same error again: IntegrityError: duplicate key value violates unique constraint "users_email_key"
Applied edit to app/models.py
IntegrityError: duplicate key value violates unique constraint "users_email_key"
Applied edit to app/models.py
IntegrityError: duplicate key value violates unique constraint "users_email_key"`,
  ],
  ai_hallucination: [
    `import { createClient } from '@supabase/supabase-js'
const { data } = await supabase.auth.getSessionFromUrl()
TypeError: supabase.auth.getSessionFromUrl is not a function
Copilot: The method getSessionFromUrl handles the OAuth redirect.`,
    `$ pip install fastapi-magic-auth
ERROR: Could not find a version that satisfies the requirement fastapi-magic-auth (from versions: none)
ERROR: No matching distribution found for fastapi-magic-auth`,
  ],
  integration_issues: [
    `Access to fetch at 'https://api.example.com/v1/orders' from origin 'http://localhost:3000' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present.
It works locally with the proxy but fails on Vercel.`,
    `Stripe webhook error: No signatures found matching the expected signature for payload.
POST /api/webhooks/stripe 400
Error: connect ECONNREFUSED 127.0.0.1:5432 when the worker starts`,
  ],
  lost_direction: [
    `Me: I asked you to add a CSV export to the reports page.
Cursor: I've also refactored the chart library and added dark mode support.
Me: that's not what I asked. Why did you change the chart components? Where were we with the export?`,
    `We already agreed to keep REST, but you changed it back to GraphQL. I've lost track of the original goal of this session.`,
  ],
  no_planning: [
    `Build me an app like Airbnb but for parking spots. Just start coding, we'll figure out the rest later.`,
    `I have no plan, where do I even start? I forgot about auth and now the database needs users too.`,
  ],
  complexity_overwhelm: [
    `Please add invitations and also roles, and also an audit log, while you're at it refactor the settings page.
 23 files changed, 1840 insertions(+), 312 deletions(-)
Me: this is too complicated, I don't understand what it did.`,
    `Context window is almost full. Compacting conversation...
The change touched 14 files and I'm overwhelmed by so many changes.`,
  ],
};

describe("problem detection", () => {
  for (const [expected, texts] of Object.entries(samples)) {
    texts.forEach((text, i) => {
      it(`recognises ${expected} (sample ${i + 1})`, () => {
        const d = detectProblem(text);
        expect(d.type).toBe(expected);
        expect(d.evidence.length).toBeGreaterThan(0);
        expect(d.evidence.every((e) => e.type === expected)).toBe(true);
      });
    });
  }

  it("does not call the same error logged again without a change in between a loop", () => {
    const text = `${samples.integration_issues[0]}\n${"Error: fetch failed for /api/orders\n".repeat(4)}`;
    expect(detectProblem(text).type).toBe("integration_issues");
  });

  it("calls the same error coming back after each edit a loop, with the recurrence as evidence", () => {
    const text = [
      "$ npm test",
      "TypeError: Cannot read properties of undefined (reading 'total') at src/cart.ts:42:7",
      "Edited src/cart.ts",
      "$ npm test",
      "TypeError: Cannot read properties of undefined (reading 'total') at src/cart.ts:47:9",
      "Edited src/cart.ts",
      "$ npm test",
      "TypeError: Cannot read properties of undefined (reading 'total') at src/cart.ts:51:3",
    ].join("\n");
    const d = detectProblem(text);
    expect(d.type).toBe("repeated_failures");
    expect(d.evidence.map((e) => e.line)).toContain(8);
  });

  it("reads the first Codex CLI's block headers: the same compiler error after each apply_patch is a loop", () => {
    const attempt = (n: number) => [
      "codex",
      `Attempt ${n}: the compiler says Total is a method, not a field.`,
      "apply_patch auto_approved=true:",
      "M /home/me/payd/internal/billing/invoice.go",
      "success. Updated the following files:",
      "exec",
      "bash -lc 'go build ./...' in /home/me/payd",
      "exited 1 in 1.84s:",
      `internal/billing/invoice.go:${60 + n}:9: invalid operation: inv.Total <= 0 (mismatched types func() Money and untyped int)`,
    ];
    const text = [
      "user",
      "go build fails in ./internal/billing, fix it",
      ...attempt(1),
      ...attempt(2),
      ...attempt(3),
    ].join("\n");
    const d = detectProblem(text);
    expect(d.format).toBe("codex");
    expect(d.stats.userTurns).toBe(1);
    expect(d.stats.edits).toBe(3);
    expect(d.type).toBe("repeated_failures");
    expect(d.signals.some((s) => s.reason.startsWith("The same error came back"))).toBe(true);
  });

  it("reads a Cline edit's file from its <path> line, and the same error for each new module is not a loop", () => {
    const module = (n: number) => [
      "**Assistant:**",
      `Next I'll migrate resource ${n}.`,
      "<write_to_file>",
      `<path>src/modules/resource-${n}/resource-${n}.controller.ts</path>`,
      "<content>",
      "export class Controller {}",
      "</content>",
      "</write_to_file>",
      "**User:**",
      `[write_to_file for 'src/modules/resource-${n}/resource-${n}.controller.ts'] Result:`,
      `- [ts Error] Line 3: Cannot find module './resource-${n}.service' or its corresponding type declarations.`,
    ];
    const d = detectProblem(
      [
        "**User:**",
        "<task>",
        "Convert the backend to NestJS",
        "</task>",
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap(module),
      ].join("\n"),
    );
    expect(d.format).toBe("cline");
    expect(d.stats.edits).toBe(9);
    expect(d.signals.some((s) => s.reason === "9 different files edited")).toBe(true);
    expect(d.signals.some((s) => s.reason.startsWith("The same error came back"))).toBe(false);
  });

  it("reads the assistant widening the task and the person turning its changes down as drift", () => {
    const text = [
      "**User:**",
      "<task>",
      "Add rate limiting to POST /login only, in memory.",
      "</task>",
      "**Assistant:**",
      "While looking at the auth routes I noticed the logging is inconsistent, so I've switched the app to pino.",
      "<write_to_file>",
      "<path>src/logger.ts</path>",
      "</write_to_file>",
      "**User:**",
      "[write_to_file for 'src/logger.ts'] Result:",
      "The user denied this operation and provided the following feedback:",
      "<feedback>",
      "Logging is not the task.",
      "</feedback>",
      "**Assistant:**",
      "I'll apply the limiter globally, and while I'm at it move the session config into its own file.",
      "<replace_in_file>",
      "<path>src/app.ts</path>",
      "</replace_in_file>",
      "**User:**",
      "[replace_in_file for 'src/app.ts'] Result:",
      "The user denied this operation and provided the following feedback:",
      "<feedback>",
      "Read the task again.",
      "</feedback>",
    ].join("\n");
    const d = detectProblem(text);
    expect(d.type).toBe("lost_direction");
    expect(d.evidence.map((e) => e.reason)).toEqual(
      expect.arrayContaining([
        "You turned down 2 changes it proposed",
        "The assistant widened the task on its own 2 times",
      ]),
    );
    expect(d.signals.some((s) => s.reason.startsWith("The same error came back"))).toBe(false);
  });

  it("reads an assistant asking for one product decision after another, after a whole-app request, as no plan", () => {
    const text = [
      "You: make me a booking system for my yoga studio",
      "Agent: I've built a booking app with a schedule and a booking form.",
      "You: people need to pay when they book",
      "Agent: Added a Stripe checkout. Should passes expire after a month? Should teachers see every class?",
      "You: not sure",
      "Agent: Who should have admin access? Do you want refunds on cancellations?",
    ].join("\n");
    const d = detectProblem(text);
    expect(d.type).toBe("no_planning");
    expect(d.evidence.map((e) => e.reason)).toContain("The assistant asks you to decide 4 things about the product");
  });

  it("reads a Copilot Chat markdown export, where the speakers are in bold", () => {
    const text = [
      "**wei-chen:** add retries to the HttpClient, at most 3 on a 503",
      "**GitHub Copilot:** In .NET 8 you can call the built-in `AddAutoRetryPolicy` extension.",
      "**wei-chen:** it does not compile:",
      "error CS1061: 'IHttpClientBuilder' does not contain a definition for 'AddAutoRetryPolicy'",
      "**GitHub Copilot:** Add `using Microsoft.Extensions.Http.AutoRetry;`.",
    ].join("\n");
    const d = detectProblem(text);
    expect(d.format).toBe("copilot");
    expect(d.stats.userTurns).toBe(2);
    expect(d.stats.assistantTurns).toBe(2);
    // The model finds the invented API most likely; retrained on 940 real complaints it is 0.69 likely, below the
    // committed answer threshold, so it may be offered rather than answered (decision 0340).
    expect(d.type ?? d.alternatives[0]?.type).toBe("ai_hallucination");
    expect(d.probabilities.ai_hallucination).toBe(Math.max(...Object.values(d.probabilities)));
  });

  it("counts the assistant's promised fixes between errors in a paste without speaker marks", () => {
    const text = [
      "TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/user-card.tsx:14:22)",
      "I apologize, you're absolutely right. This should fix it.",
      "TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/user-card.tsx:14:22)",
      "My apologies. Let me try a different approach.",
      "TypeError: Cannot read properties of undefined (reading 'id') at UserCard (src/user-card.tsx:14:22)",
    ].join("\n");
    const d = detectProblem(text);
    expect(d.type).toBe("repeated_failures");
    expect(d.evidence.some((e) => e.reason.startsWith("The same error came back"))).toBe(true);
  });

  it("keeps two different errors apart", () => {
    const text = [
      "Error: Cannot read properties of undefined (reading 'user')",
      "Edited src/a.ts",
      "Error: Cannot read properties of undefined (reading 'items')",
      "Edited src/a.ts",
      "Error: Unexpected token '<' in JSON at position 0",
    ].join("\n");
    expect(detectProblem(text).scores.repeated_failures).toBe(0);
  });

  it("recognises a loop described in the user's own words", () => {
    const text =
      "Cursor keeps rewriting my Next.js auth middleware and every fix breaks the login redirect again; I've tried 6 times and I'm going in circles.";
    const d = detectProblem(text);
    expect(d.type).toBe("repeated_failures");
    expect(d.evidence[0]!.reason).toMatch(/You said/);
  });

  it("prefers hallucination over integration when both appear", () => {
    const text =
      "CORS error from the API. TypeError: client.fetchAllTheThings is not a function. Cannot find module 'axios-retry-magic'";
    expect(detectProblem(text).type).toBe("ai_hallucination");
  });

  it("puts the user's complaint above the symptoms", () => {
    const text = [
      "> add an index on orders.created_at",
      "⏺ I'll also switch the ORM to Prisma.",
      "⏺ Bash(npm run dev)",
      "  ⎿  Error: Cannot find module 'sequelize'",
      "> why did you remove sequelize? I only asked for an index",
    ].join("\n");
    expect(detectProblem(text).type).toBe("lost_direction");
  });

  it("matches tokens on word boundaries", () => {
    const py = "Traceback (most recent call last):\nModuleNotFoundError: No module named 'fastapi_turbo'";
    const d = detectProblem(py);
    expect(d.type).toBe("ai_hallucination");
    expect(d.scores.integration_issues).toBe(0);
    const hex = "commit 9be404a1\nsha256: 3fa2E404bc91d0e404ff\nBuild finished";
    expect(detectProblem(hex).scores.ai_hallucination).toBe(0);
  });

  it("does not read a recipe as complexity overwhelm", () => {
    const recipe =
      "Mix the flour and also the sugar, and also add eggs. While you're at it, preheat the oven to 180°C and bake for 25 minutes.";
    expect(detectProblem(recipe).type).toBeNull();
  });

  it("reads a topic such as production or environment variables as a complaint only beside a sign of trouble", () => {
    expect(detectProblem("Wie deploye ich das mit den Umgebungsvariablen für die Produktion?").type).toBeNull();
    expect(detectProblem("怎么把这个部署到vercel，生产环境的环境变量怎么配？").type).toBeNull();
    expect(detectProblem("In der Produktion werden die Umgebungsvariablen nicht geladen").type).toBe(
      "integration_issues",
    );
    expect(detectProblem("生产环境的环境变量读不到").type).toBe("integration_issues");
  });

  it("reads complaints typed without the accents their phrase lists spell", () => {
    const cases: [string, string][] = [
      ["nao foi isso que eu pedi", "lost_direction"],
      ["estoy perdido en mi propio codigo", "complexity_overwhelm"],
      ["ich hab den uberblick verloren", "complexity_overwhelm"],
      ["je suis deborde", "complexity_overwhelm"],
      ["все еще не работает", "repeated_failures"],
    ];
    for (const [text, type] of cases) {
      const d = detectProblem(text);
      expect(d.type, text).toBe(type);
      expect(d.evidence[0]!.reason, text).toMatch(/^You said/);
    }
  });

  it("finds nothing in empty or unrelated text", () => {
    expect(detectProblem("").type).toBeNull();
    expect(detectProblem("Lovely weather today, let's go for a walk.").type).toBeNull();
  });

  it("reads a Claude Code .jsonl session by speaker", () => {
    const line = (type: string, content: unknown) => JSON.stringify({ type, message: { role: type, content } });
    const text = [
      line("user", "make the export button work"),
      line("assistant", [{ type: "tool_use", id: "t1", name: "Edit", input: { file_path: "/a/src/export.ts" } }]),
      line("user", [{ type: "tool_result", tool_use_id: "t1", content: "The file has been updated." }]),
      line("user", "that's not what I asked, why did you change the router?"),
    ].join("\n");
    const d = detectProblem(text);
    expect(d.format).toBe("claude-code-jsonl");
    expect(d.type).toBe("lost_direction");
    expect(d.evidence[0]!.line).toBe(4);
    expect(d.stats.edits).toBe(1);
  });

  it("shows both types with one line each when two are close", () => {
    const text = [
      "Access to fetch at 'https://api.shop.dev/orders' has been blocked by CORS policy",
      "TypeError: client.fetchAllOrders is not a function",
    ].join("\n");
    const d = detectProblem(text);
    expect(d.ambiguous).toBe(true);
    expect(d.alternatives[0]!.evidence).not.toBeNull();
    expect(new Set([d.type, d.alternatives[0]!.type])).toEqual(new Set(["integration_issues", "ai_hallucination"]));
  });

  it("gives between three and five deciding lines for a rich transcript, with a calibrated confidence", () => {
    const d = detectProblem(samples.repeated_failures[0]!);
    expect(d.evidence.length).toBeGreaterThanOrEqual(3);
    expect(d.evidence.length).toBeLessThanOrEqual(5);
    expect(d.confidence).toBeGreaterThanOrEqual(0.6);
    expect(d.confidenceLabel).toBe("medium");
  });

  it("reads the opening request of a long paste (a missing plan shows at the start)", () => {
    const text = `Build me an app like Airbnb for boats with payments, reviews, chat and a host dashboard.\n${"vite v5 building... ok\n".repeat(20_000)}`;
    expect(text.length).toBeGreaterThan(200_000);
    expect(detectProblem(text).type).toBe("no_planning");
  });

  it("never answers confidently from a few leaning words, and reads no problem into questions or finished work", () => {
    const leaning = detectProblem("Back at square one with the login. Nothing works.");
    expect(leaning.verdict === "type" && leaning.confidenceLabel !== "low").toBe(false);
    expect(leaning.scores.repeated_failures).toBeGreaterThan(0);
    // One cue word is not a lean; two types with one cue each are not either.
    expect(
      detectProblem("What's the difference between REST and GraphQL for an API key rotation service?").type,
    ).toBeNull();
    expect(detectProblem("Is this the same as what the docs say?").type).toBeNull();
    // Nor after the trouble is over.
    expect(detectProblem("npm run build finished without errors, deployed to Netlify, all good now").type).toBeNull();
    // Leaning words without any sign of trouble describe a request, not a problem.
    expect(
      detectProblem("Can you deploy my app to production? Here is my Dockerfile, I deploy with Fly.").type,
    ).toBeNull();
  });

  it("reads a bounded part of a 1 MB paste: its opening, its end and samples between", () => {
    const middle = "[api] 12:00:01 INFO GET /health 200 2ms\n".repeat(26_000);
    const text = `Build me an app like Uber for dog walkers with payments, chat, GPS tracking and ratings.\n${middle}still the same error, we are going in circles\n`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const d = detectProblem(text);
    expect(d.stats.sampled).toBe(true);
    expect(d.stats.scannedChars).toBeLessThan(300_000);
    expect(d.scores.no_planning).toBeGreaterThan(0);
    expect(d.scores.repeated_failures).toBeGreaterThan(0);
    // Line numbers are the paste's own, past the skipped middle.
    expect(d.signals.map((x) => x.line)).toEqual(expect.arrayContaining([1, 26_002]));
  });

  it("costs about the same for 1 MB as for 100 KB of any adversarial input (bounded, never super-linear)", () => {
    // Ratios, not absolute times: the machine may be loaded. A linear reader takes about 10 times as long on ten
    // times the input and a quadratic one 100 times; the bounded reader (it reads at most 240 KB) stays near 2.
    const make = (size: number): Record<string, string> => {
      const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
      const lines = (f: (i: number) => string) => {
        const out: string[] = [];
        for (let i = 0, n = 0; n < size; i++) {
          const l = f(i);
          out.push(l);
          n += l.length + 1;
        }
        return out.join("\n");
      };
      return {
        "repeated tokens": fill("Edit "),
        "repeated tool output": fill("⏺ Update(src/app.ts)\n  ⎿  Updated src/app.ts with 1 addition\n"),
        "one giant line": fill("x"),
        "deep brackets": "(".repeat(size / 2) + ")".repeat(size / 2),
        base64: lines((i) => `${"QUJD".repeat(18)}${(i * 7919).toString(36)}`),
        "distinct error lines": lines((i) => `Error: failed at line ${i} in /src/f${i}.ts`),
        "CJK prose": lines((i) => `还是同样的错误，第 ${i} 次，我们一直在原地打转`),
        jsonl: lines((i) =>
          JSON.stringify({ type: i % 2 ? "assistant" : "user", message: { content: `step ${i}: still failing` } }),
        ),
      };
    };
    // Small and large runs alternate, so a burst of load on a shared machine slows both; the fastest run counts.
    const fastestPair = (small: string, large: string) => {
      const best = [Infinity, Infinity];
      for (let i = 0; i < 5; i++)
        [small, large].forEach((input, k) => {
          const started = performance.now();
          detectProblem(input);
          best[k] = Math.min(best[k]!, performance.now() - started);
        });
      return best as [number, number];
    };
    const small = make(100_000);
    const large = make(1_000_000);
    for (const name of Object.keys(small)) {
      const [s, l] = fastestPair(small[name]!, large[name]!);
      // The floor keeps timer resolution from turning microseconds into a large ratio.
      expect(l / Math.max(s, 5), `${name}: ${s.toFixed(1)} ms → ${l.toFixed(1)} ms`).toBeLessThan(10);
    }
  }, 60_000);
});
