/**
 * The wording around each of a category's three prompts (decision 0286). The strategies differ in what they ask
 * the agent to do (`generator-categories.ts`); each frame also words the same facts its own way, so the three
 * variants read as three prompts rather than one prompt with a different middle. The frame of a strategy is its
 * position: the first strategy gets the first frame.
 */
export interface GeneratorFrame {
  goal: string;
  quote: string;
  /** The goal line when the user stated no goal of their own: their words alone (not in the first frame). */
  ownWords: string;
  moreContext: string;
  done: string;
  /** Added to "done" when the user's paste has a key error line. */
  errorGone: string;
  stack: string;
  keyError: string;
  error: string;
  suspect: string;
  boundary: string;
  code: string;
  files: string;
  tried: string;
  drift: string;
  scope: string;
  /** Scope when files are known: "<startFrom> `a.ts`". */
  startFrom: string;
  /** Scope when no file is known, before the open slot. */
  changeOnly: string;
  /** Files the user says the agent must stop touching: "<leave> `x.py` <leaveAfter>". */
  leave: string;
  leaveAfter: string;
  ask: string;
  constraints: string;
  tool: string;
  method: string;
  verify: string;
  /** After the check command ("run `npm test`"). */
  verifyAfter: string;
  output: string;
  stop: string;
  /** The stop rule when the user says it has failed many times already. */
  stopRepeated: string;
  planScope: string;
  planVerify: string;
}

export const generatorFrames: readonly [GeneratorFrame, GeneratorFrame, GeneratorFrame] = [
  {
    goal: "Goal",
    quote: "In my words",
    ownWords: "In my words",
    moreContext: "More context",
    done: "Done when",
    errorGone: "that error no longer appears and",
    stack: "Stack",
    keyError: "Key error",
    error: "Error",
    suspect: "Suspect",
    boundary: "Boundary",
    code: "Relevant code",
    files: "Files involved",
    tried: "Already tried (don't repeat)",
    drift: "What drifted",
    scope: "Scope",
    startFrom: "Start from",
    changeOnly: "Change only",
    leave: "leave",
    leaveAfter: "unchanged",
    ask: "ask before touching other files or adding a dependency.",
    constraints: "My constraints",
    tool: "Tool: I'm using",
    method: "Method",
    verify: "Verification",
    verifyAfter: "and paste the real output",
    output: "Output",
    stop: "After 2 failed attempts, stop and summarise what you learned",
    stopRepeated:
      "This has failed many times already: if your first attempt fails, stop and summarise what you learned instead of trying a variation",
    planScope: "plan only, no files change yet; ask before choosing any dependency.",
    planVerify: "each step ends with a check I can run ({check}) and says what its output should show.",
  },
  {
    goal: "Target",
    quote: "How I described it",
    ownWords: "What I need, as I described it",
    moreContext: "Also",
    done: "Finished once",
    errorGone: "the failing line is gone and",
    stack: "Tech",
    keyError: "Failing line",
    error: "Failure output",
    suspect: "Doubtful name",
    boundary: "Seam",
    code: "Code to read",
    files: "Files in play",
    tried: "Dead ends so far",
    drift: "Unrequested changes",
    scope: "Boundaries",
    startFrom: "Begin with",
    changeOnly: "Edit only",
    leave: "keep",
    leaveAfter: "untouched",
    ask: "no other file and no new package without my OK.",
    constraints: "Rules I set",
    tool: "Assistant: this runs in",
    method: "Approach",
    verify: "Proof",
    verifyAfter: "; show me its actual output",
    output: "Reply with",
    stop: "If two tries fail, halt and report what each one showed",
    stopRepeated:
      "Many fixes have failed here before: should your first try fail, halt and report what it showed rather than tweaking it",
    planScope: "a written plan, zero edits for now; name any library before adopting it.",
    planVerify: "every step carries a runnable check ({check}) plus the result it should print.",
  },
  {
    goal: "Aim",
    quote: "The problem as I put it",
    ownWords: "The problem, as I put it",
    moreContext: "Extra detail",
    done: "Success means",
    errorGone: "the symptom has disappeared and",
    stack: "Environment",
    keyError: "Main symptom",
    error: "Log",
    suspect: "Name under suspicion",
    boundary: "Where the systems meet",
    code: "Excerpt",
    files: "Touched files",
    tried: "Attempts that failed",
    drift: "Off-course edits",
    scope: "Limits",
    startFrom: "Work in",
    changeOnly: "Work only in",
    leave: "never modify",
    leaveAfter: "",
    ask: "anything beyond that, or any new dependency, needs my approval first.",
    constraints: "Fixed conditions",
    tool: "Setup: I work in",
    method: "How to proceed",
    verify: "Check",
    verifyAfter: "at the end, quoting what it prints",
    output: "Deliver",
    stop: "Give up after a second failed try and write down what it taught you",
    stopRepeated: "Repeated fixes already failed: give up after one more failed try and write down what it taught you",
    planScope: "propose, don't build: nothing is edited yet, and every new dependency waits for my approval.",
    planVerify: "attach to each step a command ({check}) along with what its output proves.",
  },
];
