import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getProblemType, problemTypes, rescueTypeIds } from "../content/problem-types.js";
import { fillSlots, parseSlots } from "./placeholders.js";
import { extractRescueFacts, personalisePrompt, redactPaste, settlePrompt, stepSlotValues } from "./rescue-facts.js";

// A Claude Code session as people paste it: the user's request, the test run, the apology loop.
const PYTEST = `> run the tests again, test_invoice keeps failing. Don't touch tests/test_invoice.py, the test is right.
⏺ Bash(pytest tests/test_invoice.py -q)
  ⎿  FAILED tests/test_invoice.py::test_total_includes_tax - AssertionError: assert 100.0 == 120.0
     1 failed, 12 passed in 0.43s
⏺ You're absolutely right. Let me fix the tax calculation in invoice.py.
⏺ Update(app/invoice.py)
⏺ Bash(pytest tests/test_invoice.py -q)
  ⎿  FAILED tests/test_invoice.py::test_total_includes_tax - AssertionError: assert 100.0 == 120.0`;

const FRENCH =
  "Le paiement ne marche plus depuis que l'agent a modifié le checkout. Il dit que c'est corrigé mais la page de paiement Stripe renvoie toujours une erreur 500.";

describe("the facts of a paste", () => {
  it("reads the error, the command, the files, the tool and the stack from a Claude Code session", () => {
    const facts = extractRescueFacts(PYTEST);
    expect(facts.error).toBe(
      "FAILED tests/test_invoice.py::test_total_includes_tax - AssertionError: assert 100.0 == 120.0",
    );
    expect(facts.command).toBe("pytest tests/test_invoice.py -q");
    expect(facts.files).toEqual(["tests/test_invoice.py", "app/invoice.py"]);
    expect(facts.offLimits).toEqual(["tests/test_invoice.py"]);
    expect(facts.tool).toBe("Claude Code");
    expect(facts.stack).toEqual(["Python"]);
    expect(facts.language).toBe("en");
  });

  it("never invents a stack or an error the paste does not give", () => {
    const facts = extractRescueFacts("my agent keeps going in circles and I do not know what to ask it any more");
    expect(facts.stack).toEqual([]);
    expect(facts.error).toBeUndefined();
    expect(facts.command).toBeUndefined();
  });

  it("fills a prompt's slots from the paste and never scopes a fix to the file the agent must stop touching", () => {
    const facts = extractRescueFacts(PYTEST);
    const text = personalisePrompt(getProblemType("repeated_failures").prompts[1]!.text, facts);
    expect(text).toContain("Evidence: FAILED tests/test_invoice.py::test_total_includes_tax");
    expect(text).toContain("raised by pytest tests/test_invoice.py -q");
    expect(text).toContain("change only app/invoice.py");
    expect(text).not.toMatch(/\[exact error text\]|\[command that fails\]/);
    expect(text).not.toContain("Reply in");
  });

  it("carries a French complaint's own words into every prompt and asks for the answer in French", () => {
    const facts = extractRescueFacts(FRENCH);
    expect(facts.language).toBe("fr");
    for (const prompt of getProblemType("repeated_failures").prompts) {
      const text = personalisePrompt(prompt.text, facts);
      expect(text).toContain("Le paiement ne marche plus");
      expect(text.trimEnd().endsWith("Reply in French.")).toBe(true);
    }
  });

  it("keeps the slots a paste does not fill, for the user to fill in place", () => {
    const text = personalisePrompt("Goal: [what should work]. Error: [exact error text].", extractRescueFacts(PYTEST));
    expect(parseSlots(text).map((s) => s.key)).toEqual(["what should work"]);
  });
});

describe("the action steps of a rescue", () => {
  const stepTexts = (step: (typeof problemTypes)[number]["steps"][number]) => [
    step.description,
    ...step.actions,
    ...step.criteria,
    step.fallback,
  ];

  it("carry the pasted error and command in the first steps of the repeated-failures rescue, with no bracket left", () => {
    const facts = extractRescueFacts(PYTEST);
    const steps = getProblemType("repeated_failures").steps;
    const shown = steps.flatMap((step) => stepTexts(step).map((t) => fillSlots(t, stepSlotValues(step, facts))));
    const first = shown.slice(0, stepTexts(steps[0]!).length).join("\n");
    expect(first).toContain(facts.error!);
    expect(first).toContain("pytest tests/test_invoice.py -q");
    expect(shown.join("\n")).not.toMatch(/\[[^\]\n]*[a-z][^\]\n]*\]/);
  });

  it("name the pasted error or command in a step of every rescue type, and fill nothing without a paste", () => {
    const facts = extractRescueFacts(PYTEST);
    for (const type of problemTypes) {
      const withFacts = type.steps
        .flatMap((step) => stepTexts(step).map((t) => fillSlots(t, stepSlotValues(step, facts))))
        .join("\n");
      expect(
        [facts.error!, facts.command!, "Python", "app/invoice.py"].some((fact) => withFacts.includes(fact)),
        type.id,
      ).toBe(true);
      for (const step of type.steps) expect(stepSlotValues(step, null)).toEqual({});
    }
  });
});

describe("the paste as kept", () => {
  it("redacts keys, tokens and passwords without writing a slot, and keeps the end of a long paste", () => {
    const kept = redactPaste(
      "STRIPE_SECRET_KEY=sk_live_51Habcdefghijklmnop\nAuthorization: Bearer abcdefghijklmnopqrstuvwxyz\npostgres://app:hunter2secret@db:5432/app\npassword: s3cretpass",
      10_000,
    );
    expect(kept).not.toMatch(/sk_live_51H|abcdefghijklmnopqrstuvwxyz|hunter2secret|s3cretpass/);
    expect(parseSlots(kept)).toEqual([]);
    expect(redactPaste("a".repeat(50) + "END", 10)).toBe("aaaaaaaEND");
  });
});

// Decision 0397: the first prompt of each type is what `unstuck diagnose`, watch, the hook and MCP's rescue prompt
// print; nobody is asked there, so none of its slots may stay open.
describe("a prompt nobody is asked to fill", () => {
  const NO_FACTS = { files: [], offLimits: [], stack: [], language: "en" };
  for (const type of rescueTypeIds) {
    it(`leaves none of ${type}'s first prompt's slots open, and the session page still asks for them`, () => {
      const text = getProblemType(type).prompts[0]!.text;
      expect(parseSlots(text).length).toBeGreaterThan(0);
      expect(parseSlots(personalisePrompt(text, NO_FACTS, { asked: false }))).toEqual([]);
      expect(parseSlots(settlePrompt(text, NO_FACTS))).toEqual([]);
      expect(parseSlots(personalisePrompt(text, NO_FACTS))).toEqual(parseSlots(text));
    });
  }
});

describe("the error of a real session pasted whole", () => {
  const sessions = fileURLToPath(new URL("../../../eval/detection/real/sessions/", import.meta.url));
  const errorOf = (file: string) => extractRescueFacts(readFileSync(join(sessions, file), "utf8")).error;

  it("is the error a tool printed, not a handler, a log call or a JSON field that merely names errors", () => {
    // Before: `except requests.exceptions.HTTPError as e:`, `except KeyError:`, `return NextResponse.json({ error: … })`
    // and `81 .catch((error: Error) => {`, code from the agent's edits.
    expect(errorOf("aider-0061.md")).toBe("ModuleNotFoundError: No module named 'supabase'");
    expect(errorOf("cline-0007.md")).toBe("[Pylint Error] Line 8: No name 'router' in module 'backend.routes.models'");
    expect(errorOf("specstory-0321.md")).toMatch(/^Error: × The "use client" directive must be placed before/);
    expect(errorOf("specstory-0340.md")).toBe(
      "fatal: Authentication failed for 'https://github.com/zhengbooleen-cloud/demo.git/'",
    );
  });

  it("is no error at all when only code and the agent's sentences mention one", () => {
    // Before: `async def http_exception_handler(…HTTPException):`, `return Promise.reject(error);` and
    // `"severity": "DIAGNOSTIC_SEVERITY_ERROR",`.
    expect(errorOf("aider-0055.md")).toBeUndefined();
    expect(errorOf("aider-0043.md")).toBeUndefined();
    expect(errorOf("specstory-0095.md")).toBeUndefined();
  });

  it("ends the prompt's sentence once when the error already ends in a full stop", () => {
    const facts = extractRescueFacts(readFileSync(join(sessions, "aider-0077.md"), "utf8"));
    expect(facts.error).toBe("ValueError: Si aucun token n'est fourni ni trouvé dans l'environnement.");
    for (const type of rescueTypeIds) {
      const settled = getProblemType(type).prompts.map((p) => settlePrompt(p.text, facts));
      expect(settled.join("\n")).not.toContain("environnement..");
    }
  });

  it("keeps an error the agent quotes as it was printed, in a fence of output", () => {
    expect(errorOf("aider-0189.md")).toBe('Invalid JSON in env var "resolve:MAUTIC_TRUSTED_PROXIES": Syntax error');
  });
});

describe("the command of a real session pasted whole", () => {
  const sessions = fileURLToPath(new URL("../../../eval/detection/real/sessions/", import.meta.url));
  const commandOf = (file: string) => extractRescueFacts(readFileSync(join(sessions, file), "utf8")).command;

  it("is no sentence that starts with a tool's name, and no package manager's own report line", () => {
    // Before: "pytest and pytest-asyncio for async testing", "git clone repository and navigate to main directory",
    // "npm error A complete log of this run can be found in: …", "npm warn deprecated glob@7.2.3: …".
    expect(commandOf("cline-0007.md")).toBeUndefined();
    expect(commandOf("aider-0042.md")).toBeUndefined();
    expect(commandOf("specstory-0079.md")).toBe("npm audit fix --force");
    expect(commandOf("specstory-0125.md")).toMatch(/^npx firecrawl-mcp --help/);
  });

  it("is what a shell tool ran, not a file read, and no call found inside code", () => {
    // Before: "Read()" (a file read shown as a call), "args" from `parseAndRun(args)` and "false" from
    // `setIsFirstRun(false)` in the agent's code.
    expect(commandOf("claude-code-0003.jsonl")).toBe("ls ~/.claude/skills/apply-grant/");
    expect(commandOf("specstory-0050.md")).toBeUndefined();
    expect(commandOf("specstory-0121.md")).toBeUndefined();
  });

  it("reads a prompt's command without the prompt's branch, and no dev server's or test runner's line as one", () => {
    // Before: "git:(main) ✗ npm test", "h + enter to show help" (Vite) and "src/undo.layers.test.js:205:26"
    // (Vitest's pointer to a failing line).
    expect(commandOf("specstory-0329.md")).toBe("npm test");
    expect(commandOf("specstory-0330.md")).toBe("npm run dev");
    expect(commandOf("specstory-0185.md")).toBe("npm run test src/undo.layers.test.js");
  });
});
