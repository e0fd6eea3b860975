import { describe, expect, it } from "vitest";
import { detectProblemType } from "./classifier.js";

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
        const detection = detectProblemType(text);
        expect(detection.type).toBe(expected);
        expect(detection.signals.length).toBeGreaterThan(0);
        expect(detection.signals.some((s) => s.type === expected)).toBe(true);
      });
    });
  }

  it("lets a recurring error win over other signals", () => {
    const text = `${samples.integration_issues[0]}\n${"Error: fetch failed for /api/orders\n".repeat(4)}`;
    expect(detectProblemType(text).type).toBe("repeated_failures");
  });

  it("recognises a loop described in the user's own words", () => {
    const text =
      "Cursor keeps rewriting my Next.js auth middleware and every fix breaks the login redirect again; I've tried 6 times and I'm going in circles.";
    const d = detectProblemType(text);
    expect(d.type).toBe("repeated_failures");
    expect(d.signals.map((s) => s.label)).toContain("Going in circles");
  });

  it("prefers hallucination over integration when both appear", () => {
    const text =
      "CORS error from the API. TypeError: client.fetchAllTheThings is not a function. Cannot find module 'axios-retry-magic'";
    expect(detectProblemType(text).type).toBe("ai_hallucination");
  });

  it("finds nothing in empty or unrelated text", () => {
    expect(detectProblemType("").type).toBeNull();
    expect(detectProblemType("Lovely weather today, let's go for a walk.").type).toBeNull();
  });

  it("reports the signals with evidence and a confidence", () => {
    const d = detectProblemType(samples.repeated_failures[0]!);
    expect(d.confidence).toBe("high");
    expect(d.signals[0]!.evidence.length).toBeGreaterThan(0);
    expect(d.signals[0]!.evidence.length).toBeLessThanOrEqual(120);
  });

  it("handles 200 KB of text", () => {
    const big = `${"some ordinary log line without problems ".repeat(5000)}\n${samples.ai_hallucination[0]}`;
    expect(big.length).toBeGreaterThan(200_000);
    expect(detectProblemType(big).type).toBe("ai_hallucination");
  });
});
