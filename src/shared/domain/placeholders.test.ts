import { describe, expect, it } from "vitest";
import { fillSlots, parseSlots, slotSegments, unfilledSlots } from "./placeholders.js";

const keys = (text: string) => parseSlots(text).map((slot) => slot.key);

describe("parseSlots", () => {
  it("returns slots in order of first appearance with normalised keys and original labels", () => {
    expect(parseSlots("Use [Framework  and Version] with [ test command ].")).toEqual([
      { key: "framework and version", label: "Framework  and Version" },
      { key: "test command", label: "test command" },
    ]);
  });

  it("lists a repeated slot once, even when spelled with different case or spacing", () => {
    const text = "Run [test command], fix, then run [Test   command] again; also [files you may change].";
    expect(keys(text)).toEqual(["test command", "files you may change"]);
    expect(parseSlots(text)[0]?.label).toBe("test command");
  });

  it("ignores markdown links but keeps a slot placed next to one", () => {
    expect(keys("See [the docs](https://example.com/docs) and [provider name].")).toEqual(["provider name"]);
    expect(keys("![diagram](img.png) [table names]")).toEqual(["table names"]);
  });

  it("ignores checkboxes", () => {
    expect(keys("- [ ] write tests\n- [x] plan\n- [X] done\n- [ ] [task name]")).toEqual(["task name"]);
  });

  it("ignores array-like brackets: empty, numeric and index access", () => {
    expect(keys("const a = []; a[0]; b[12]; [1, 2, 3]; [0]; [...]")).toEqual([]);
    expect(keys("rows[index] and grid[row][col] and fn()[key]")).toEqual([]);
  });

  it("enforces 2..80 characters and no newline inside a slot", () => {
    expect(keys("[a] [ab]")).toEqual(["ab"]);
    expect(keys(`[${"x".repeat(80)}] [${"y".repeat(81)}]`)).toEqual(["x".repeat(80)]);
    expect(keys("[first line\nsecond line] [real slot]")).toEqual(["real slot"]);
  });

  it("takes the innermost brackets when they are nested", () => {
    expect(keys("[[inner slot]]")).toEqual(["inner slot"]);
  });

  it("returns nothing for text without slots", () => {
    expect(parseSlots("No placeholders here.")).toEqual([]);
    expect(parseSlots("")).toEqual([]);
  });
});

describe("fillSlots", () => {
  const text = "Stack: [framework and version]. Run [test command], then run [Test Command] again.";

  it("replaces every occurrence of a slot, whatever its spelling", () => {
    expect(fillSlots(text, { "framework and version": "Next.js 15", "test command": "npm test" })).toBe(
      "Stack: Next.js 15. Run npm test, then run npm test again.",
    );
  });

  it("leaves blank and missing values in place as [slot]", () => {
    expect(fillSlots(text, { "framework and version": "   ", "test command": "" })).toBe(text);
    expect(fillSlots(text, { "test command": "pnpm vitest run" })).toBe(
      "Stack: [framework and version]. Run pnpm vitest run, then run pnpm vitest run again.",
    );
  });

  it("keeps one full stop when a value already ends a sentence, and an ellipsis as it is", () => {
    const text = "The error is [exact error]. Then [command]... and [command].";
    const values = { "exact error": "ValueError: If question or db_id is empty.", command: "Is it run?" };
    expect(fillSlots(text, values)).toBe(
      "The error is ValueError: If question or db_id is empty. Then Is it run?... and Is it run?",
    );
    expect(
      slotSegments(text, values)
        .map((s) => s.text)
        .join(""),
    ).toBe(fillSlots(text, values));
  });

  it("trims values before inserting them", () => {
    expect(fillSlots("Run [test command].", { "test command": "  npm test \n" })).toBe("Run npm test.");
  });

  it("inserts regex replacement patterns literally", () => {
    const values = { "test command": "echo $1 $& $$ $` $'", "framework and version": "$<name> \\1" };
    expect(fillSlots(text, values)).toBe(
      "Stack: $<name> \\1. Run echo $1 $& $$ $` $', then run echo $1 $& $$ $` $' again.",
    );
  });

  it("does not re-scan inserted values for slots", () => {
    expect(fillSlots("[a slot] and [other slot]", { "a slot": "[other slot]", "other slot": "done" })).toBe(
      "[other slot] and done",
    );
  });

  it("leaves links, checkboxes and index access untouched", () => {
    const mixed = "[docs](https://x.dev) - [ ] rows[index] [docs]";
    expect(fillSlots(mixed, { docs: "README", index: "3", " ": "no" })).toBe(
      "[docs](https://x.dev) - [ ] rows[index] README",
    );
  });

  it("accepts values keyed by label and ignores keys that exist on Object.prototype", () => {
    expect(fillSlots("[Table Names]", { "Table Names": "users, orders" })).toBe("users, orders");
    expect(fillSlots("[constructor] [to string]", {})).toBe("[constructor] [to string]");
  });
});

describe("unfilledSlots", () => {
  const text =
    "Use [framework and version]; change only [files you may change]; run [test command] and [test command].";

  it("lists the slots still missing a non-blank value, once each, in order", () => {
    expect(unfilledSlots(text, { "files you may change": "src/auth/*", "test command": "  " })).toEqual([
      { key: "framework and version", label: "framework and version" },
      { key: "test command", label: "test command" },
    ]);
  });

  it("is empty once every slot is filled, and fillSlots then leaves no slot behind", () => {
    const values = {
      "framework and version": "Django 5.1",
      "files you may change": "accounts/",
      "test command": "pytest",
    };
    expect(unfilledSlots(text, values)).toEqual([]);
    expect(parseSlots(fillSlots(text, values))).toEqual([]);
  });

  it("treats a prototype key as unfilled", () => {
    expect(unfilledSlots("[constructor]", {}).map((slot) => slot.key)).toEqual(["constructor"]);
  });
});

describe("slotSegments", () => {
  const text = "Run [Test Command] in [folder], then [test command] again; rows[index] stays.";

  it("splits the text into plain, filled and open pieces that join back to fillSlots", () => {
    const values = { "test command": "npm test" };
    const segments = slotSegments(text, values);
    expect(segments.map((s) => s.kind)).toEqual(["text", "filled", "text", "open", "text", "filled", "text"]);
    expect(segments[3]).toEqual({ kind: "open", text: "[folder]", slot: { key: "folder", label: "folder" } });
    expect(segments.map((s) => s.text).join("")).toBe(fillSlots(text, values));
  });

  it("gives one text piece for text without slots and nothing for empty text", () => {
    expect(slotSegments("plain [0] text", {})).toEqual([{ kind: "text", text: "plain [0] text" }]);
    expect(slotSegments("", {})).toEqual([]);
  });
});

describe("promptForAgent", () => {
  it("fills, removes and lists the slots still open", async () => {
    const { promptForAgent } = await import("./placeholders.js");
    const text = "Error: [exact error text], from [command that fails]. Goal: [what should work].";
    const result = promptForAgent(text, { "exact error text": "E1" }, ["command that fails"]);
    expect(result.text).toBe("Error: E1, from. Goal: [what should work].");
    expect(result.open.map((s) => s.key)).toEqual(["what should work"]);
    expect(promptForAgent(text, { "what should work": "w" }, ["exact error text", "command that fails"]).open).toEqual(
      [],
    );
  });
});

// Decision 0397: where nobody is asked (the CLI, watch, the hook, MCP's rescue prompt), no slot stays open.
describe("settleSlots", () => {
  it("fills what it has, rewords what the agent can find itself and leaves out a sentence that needs a missing fact", async () => {
    const { settleSlots } = await import("./placeholders.js");
    const { getProblemType } = await import("../content/problem-types.js");
    const { SLOT_WITHOUT_FACT } = await import("../content/missing-facts.js");
    const postMortem = getProblemType("repeated_failures").prompts[0]!.text;
    // An error read from the session and no command: the error stays, the command's sentence goes.
    const error = "- [Pylint Error] Line 40: No value for argument 'llm' in function call";
    const one = settleSlots(postMortem, { "exact error text": error }, SLOT_WITHOUT_FACT);
    expect(one).toContain(`The error that keeps coming back: ${error}.`);
    expect(one).not.toContain("The command that fails");
    expect(one).not.toMatch(/\n{3}/);
    // Neither: the line goes whole, and the rest of the prompt is as written.
    const none = settleSlots(postMortem, {}, SLOT_WITHOUT_FACT);
    expect(none).not.toContain("keeps coming back");
    expect(none).toContain('List every fix attempted in this session as "attempt → result"');
    expect(parseSlots(none)).toEqual([]);
  });

  it("drops a list item that needs a missing fact, and the heading when none of its items is left", async () => {
    const { settleSlots } = await import("./placeholders.js");
    const { getProblemType } = await import("../content/problem-types.js");
    const { SLOT_WITHOUT_FACT } = await import("../content/missing-facts.js");
    const seam = getProblemType("integration_issues").prompts[0]!.text;
    const none = settleSlots(seam, {}, SLOT_WITHOUT_FACT);
    expect(none).not.toContain("Evidence:");
    expect(none).toContain("Goal: find why our code and the service it calls do not connect.");
    expect(parseSlots(none)).toEqual([]);
    const withError = settleSlots(seam, { "full error text or http response": "HTTP 401" }, SLOT_WITHOUT_FACT);
    expect(withError).toContain("Evidence:\n- Exact error: HTTP 401\n\nAlready tried:");
  });
});
