import type { NextStrategyContent } from "../../schemas/next-strategy.js";

// The second line of attack per problem type, opened when a rescue ends "still stuck" (decision 0277). Written
// to ../shared/guides/content.md like the first strategies in this folder: each prompt halts, states a goal
// with a done-when, takes verbatim evidence and what was already tried, limits scope, names a method, asks for
// a runnable check and ends with a stop rule. Each one takes a different angle from the type's first strategy,
// because that one has just failed.

export const nextStrategies = {
  complexity_overwhelm: {
    strategy: "Thinnest Slice",
    strategySummary:
      "Splitting the job was not enough, so cut it: keep one end-to-end path that works, stub everything else, and grow from that working core one piece at a time.",
    prompts: [
      {
        name: "Map before touching anything",
        text: `Don't edit files in this reply.

Goal: a map of the code this task really touches. Done when I have the list below and nothing has changed.

Task: [what you want to work]. Already tried: [attempt → result, from the first rescue].

Read only what you need. Return: (1) the entry point where the task starts, (2) at most 5 files the change must touch, each with one line on why, (3) the files that look related but must stay unchanged, (4) the single riskiest dependency between them.

If you need to read more than 15 files to answer, stop and tell me which area is too tangled to map.`,
        explanation:
          "When splitting the job did not help, the agent usually still sees too much code. A read-only map names the few files that matter, so the next session starts with only those.",
        example:
          "Task: the checkout page shows the discounted total; already tried: split into 6 tasks → task 3 broke the cart.",
      },
      {
        name: "Build the thinnest working slice",
        text: `Start from the map below. Goal: one path through [feature] works end to end, however plain. Done when [observable result] and [test command] passes.

Map: [files to touch, from the previous reply]. Already tried: [attempt → result].

Constraints: change only the mapped files. Stub every other part with a fixed value and a comment that names it as unfinished; no new dependencies without asking.

Method: make the slice work first, ugly is fine. Then list the stubs in the order you would replace them, each as one small task.

Check: run [test command] and paste the output. If the slice is not working after 2 attempts, stop, undo your edits and tell me which stub hides the real problem.`,
        explanation:
          "Before pasting: start a fresh session and add only the mapped files (Aider: /add; Claude Code: name them; other tools: open only those). A thin slice that works gives every next change a fixed point to test against, which a half-built whole never does.",
        example:
          "Feature: discounted checkout total; observable result: the total shows 90.00 for a 100.00 cart with code SAVE10; test: npm test -- checkout.",
      },
    ],
    steps: [
      {
        title: "Map the files that matter",
        description: "A session that sees fewer files makes fewer unrelated changes.",
        actions: [
          "Start a fresh session",
          "Send prompt 1 (Map before touching anything)",
          "Save the map in your notes",
        ],
        criteria: ["You have at most 5 files to touch", "The assistant changed no file"],
        timeboxMinutes: 10,
        fallback: "If the map needs more than 15 files, pick the smallest sub-feature and map that instead.",
      },
      {
        title: "Build the thinnest slice",
        description: "One working path is a fixed point every later change is checked against.",
        actions: ["Add only the mapped files to a fresh session", "Send prompt 2 (Build the thinnest working slice)"],
        criteria: ["The test command exits 0", "Every skipped part is a stub with a comment naming it"],
        timeboxMinutes: 25,
        fallback: "If it fails twice, undo and replace the stub the assistant named with a fixed value of your own.",
      },
      {
        title: "Replace one stub at a time",
        description: "Each stub replaced and checked keeps the slice working while it grows.",
        actions: [
          "Ask for the first stub on the list only",
          "Run the test command after each one",
          "Commit after each stub",
        ],
        criteria: ["The test command still exits 0 after each stub", "Each commit touches one stub"],
        timeboxMinutes: 20,
        fallback: "If a stub breaks the slice, revert that commit and split the stub into two smaller tasks.",
      },
    ],
  },
  integration_issues: {
    strategy: "Probe the Boundary",
    strategySummary:
      "Stop debugging through the app: call the other system directly with the smallest possible request, get one call to work, then make the app send exactly that.",
    prompts: [
      {
        name: "Call the service outside the app",
        text: `Don't edit the app in this reply.

Goal: one successful call to [external service or API] outside the app. Done when a standalone [curl command or 20-line script] returns [expected response].

Evidence: the app's failing request and response: [request and response, headers included, secrets masked]. Installed versions: [SDK or client + version].

Already tried: [attempt → result, from the first rescue]. Do not repeat these.

Method: write the smallest request that should work, using only the official docs at [docs URL] for the endpoint, headers and body. Show it and its full output. If it fails, change one thing per run and say which.

Stop rule: after 3 failed runs, stop and list what each run ruled out.`,
        explanation:
          "When the app hides the failure behind its own code, a direct call tells you whether the problem is the other system, your credentials or your app. Paste secrets masked, never in full.",
        example:
          "Service: Stripe webhooks; the app answers 400 'No signatures found matching the expected signature'; SDK: stripe-node 17.2.",
      },
      {
        name: "Make the app send the working request",
        text: `Goal: the app sends the same request as the working standalone call. Done when [observable result in the app] and [test command] passes.

Working call: [the standalone request that succeeded]. The app's request: [the app's failing request, secrets masked].

Constraints: change only [files allowed to change]; no new dependencies without asking; keep secrets in [where config lives].

Method: first list every difference between the two requests (URL, method, headers, body encoding, credentials), ranked by how likely each is to cause [exact error text]. Fix the top one, run the check, then the next.

Check: run [test command] and paste the output. If it still fails after 2 fixes, stop and show the remaining differences.`,
        explanation:
          "A working request and a failing one differ in a few concrete places. Listing the differences turns guessing into a checklist, and one fix per run shows which difference mattered.",
        example:
          "Difference found: the app parsed the body as JSON before verifying the signature; the standalone call passed the raw body.",
      },
    ],
    steps: [
      {
        title: "Get one call working outside the app",
        description: "It separates a problem in the other system from a problem in your code.",
        actions: ["Send prompt 1 (Call the service outside the app)", "Run the standalone call yourself"],
        criteria: ["The standalone call returns the expected response", "No secret appears in the chat or notes"],
        timeboxMinutes: 15,
        fallback:
          "If no call works, check the service's status page and your credentials in its dashboard before anything else.",
      },
      {
        title: "Compare the two requests",
        description: "The fix is one of the differences between the call that works and the one that fails.",
        actions: [
          "Log the app's outgoing request with secrets masked",
          "Send prompt 2 (Make the app send the working request)",
        ],
        criteria: ["You have a ranked list of differences", "The app's request is logged in full with secrets masked"],
        timeboxMinutes: 15,
        fallback: "If the app's request cannot be logged, point it at a local echo server and read what arrives.",
      },
      {
        title: "Fix one difference per run",
        description: "Changing one thing at a time shows which difference was the cause.",
        actions: ["Apply the top-ranked fix only", "Run the test command", "Commit once it passes"],
        criteria: ["The test command exits 0", "The app shows the expected result"],
        timeboxMinutes: 20,
        fallback:
          "If every difference is fixed and it still fails, ask the service's support with the two requests side by side.",
      },
    ],
  },
  lost_direction: {
    strategy: "Rewind & Re-spec",
    strategySummary:
      "Recovering the plan in place did not hold. Go back to the last point that was on track, write the goal down as a short spec file, and work from it in a fresh session.",
    prompts: [
      {
        name: "Write the spec from the history",
        text: `Don't edit code in this reply.

Goal: a spec file for [feature], so a fresh session can finish it. Done when SPEC.md holds the sections below and nothing else changed.

Sources: the original request: [what you first asked for]. Commits since it: [output of git log --oneline since the last on-track commit]. What went wrong: [changes nobody asked for].

Write SPEC.md with: (1) the goal in one sentence, (2) what is done, with the commit that did it, (3) what is left, as numbered tasks, each with its check, (4) out of scope: every change nobody asked for.

If the original request and the commits disagree, stop and ask me which one holds instead of choosing.`,
        explanation:
          "A goal written in a file survives a fresh session; a goal buried in a long chat does not. The out-of-scope list keeps the unrequested changes from coming back.",
        example:
          "Feature: CSV import of contacts; last on-track commit: 4f2e9a1; unrequested: a new settings page and a theme switcher.",
      },
      {
        name: "Work the spec in a fresh session",
        text: `Read SPEC.md first. Goal: task [task number] of SPEC.md. Done when its check passes.

Constraints: work on this task only; change only [files allowed to change]; anything in "out of scope" stays untouched; no new dependencies without asking.

Already tried: [attempt → result, from the first rescue].

Method: restate the task and its check in one sentence each, list the files you will change, then make the change.

Check: run [test command] and paste the output. Then tick the task in SPEC.md and stop.

If the task turns out to need a change outside its files, stop and tell me instead of making it.`,
        explanation:
          "Before pasting: roll back to the last on-track commit or checkpoint (git: git switch -c rescue <commit>; Cursor: Restore Checkpoint; Claude Code: /rewind), then start a fresh session. One task per session, checked against the spec, keeps the direction from drifting again.",
        example: "Task 2 of SPEC.md: the import reports rows with a missing email; test: npm test -- import-contacts.",
      },
    ],
    steps: [
      {
        title: "Find the last on-track commit",
        description: "A fresh start from a good point beats steering a drifted session back.",
        actions: ["Read git log and find the last commit that matches the goal", "Note its hash in your notes"],
        criteria: [
          "You have the hash of the last on-track commit",
          "You can name the first unrequested change after it",
        ],
        timeboxMinutes: 10,
        fallback: "If no commit was on track, use the commit before the session started.",
      },
      {
        title: "Write the spec file",
        description: "The goal in a file outlives any one session's context.",
        actions: [
          "Send prompt 1 (Write the spec from the history)",
          "Correct SPEC.md yourself where it is wrong",
          "Commit SPEC.md",
        ],
        criteria: ["SPEC.md has a goal, done, left and out-of-scope sections", "Every task left has a check"],
        timeboxMinutes: 15,
        fallback: "If the assistant mixes in new ideas, write the four sections yourself in five lines each.",
      },
      {
        title: "Work one spec task per session",
        description: "A fresh session per task keeps the spec the only source of direction.",
        actions: [
          "Roll back to the on-track commit and start a fresh session",
          "Send prompt 2 (Work the spec in a fresh session)",
        ],
        criteria: ["The task's check passes", "The diff touches only the task's files"],
        timeboxMinutes: 25,
        fallback: "If the task fails twice, split it into two tasks in SPEC.md and start again with the first.",
      },
    ],
  },
  no_planning: {
    strategy: "Interview & Skeleton",
    strategySummary:
      "A roadmap written up front was too vague to follow. Let the assistant interview you one question at a time, then build a walking skeleton that runs before any feature is added.",
    prompts: [
      {
        name: "Interview me one question at a time",
        text: `Don't write code in this reply or the next ones until I say "build".

Goal: a one-page spec for [app or feature] that we both agree on. Done when I say the spec is right.

What I know: [what the app is for, who uses it]. Already tried: [attempt → result, from the first rescue].

Method: ask me one question at a time, starting with the decisions that are hardest to change later (data model, sign-in, where data lives). Offer 2 or 3 options with a one-line trade-off each. After at most 12 questions, write the spec: purpose, users, data model, the first 5 features in build order, and what is out of scope.

If I answer "don't know" twice in a row, pick the simplest option and mark it as an assumption. Stop after the spec and wait for "build".`,
        explanation:
          "Vague plans fail because the hard decisions were never made. One question at a time, hardest first, makes them early, when they are still cheap to change.",
        example:
          "App: a booking page for a two-person yoga studio; users: clients who book classes and the two teachers.",
      },
      {
        name: "Build the walking skeleton",
        text: `Read the spec below. Goal: a walking skeleton of [app or feature]: every layer wired together, no real features yet. Done when [start command] runs and [one request or page] returns a response that went through every layer.

Spec: [the agreed spec].

Constraints: [language/framework + versions] only; no new dependencies beyond the spec without asking; no feature logic yet, no unused code left hanging.

Method: list the files you will create, then create them. Add one test that goes through every layer.

Check: run [test command] and paste the output. If the skeleton does not run after 2 attempts, stop and tell me which layer fails.`,
        explanation:
          "A skeleton that already runs end to end means every later feature is a small change to something that works, instead of a large build that has never run.",
        example:
          "Spec: bookings app with Postgres and email sign-in; one request: GET /api/classes returns [] from the database; test: npm test.",
      },
    ],
    steps: [
      {
        title: "Answer the interview",
        description: "Hard decisions made early cost minutes; made late they cost rewrites.",
        actions: ["Send prompt 1 (Interview me one question at a time)", "Answer each question in a line or two"],
        criteria: ["The spec names a data model and sign-in", "The spec lists 5 features in build order"],
        timeboxMinutes: 20,
        fallback: "If the questions drift into details, tell the assistant to write the spec from the answers so far.",
      },
      {
        title: "Build the walking skeleton",
        description: "Something that runs end to end is the base every feature is added to.",
        actions: ["Save the spec as SPEC.md and commit it", "Send prompt 2 (Build the walking skeleton)"],
        criteria: ["The start command runs without errors", "The one test passes through every layer"],
        timeboxMinutes: 25,
        fallback: "If a layer will not wire up, replace it with the framework's default and note it in SPEC.md.",
      },
      {
        title: "Add the first feature only",
        description: "One feature on a running skeleton shows the plan works before you rely on it.",
        actions: ["Ask for feature 1 of the spec only, with its test", "Run the tests and commit"],
        criteria: ["Feature 1's test passes", "The skeleton's test still passes"],
        timeboxMinutes: 25,
        fallback: "If feature 1 needs changes to the spec, update SPEC.md first, then ask again.",
      },
    ],
  },
  repeated_failures: {
    strategy: "Bisect & Reduce",
    strategySummary:
      "A clean restart still hit the same error, so stop fixing and start finding: shrink the failure to the smallest reproduction and find the change that introduced it.",
    prompts: [
      {
        name: "Shrink it to a minimal reproduction",
        text: `Don't fix anything in this reply.

Goal: the smallest program or test that still fails with [exact error text]. Done when it is under 40 lines and [command that runs it] shows the error.

Evidence: the error comes from [command that fails]. Versions: [language/framework + versions].

Already tried: [attempt → result, from the first rescue and the post-mortem]. Do not repeat these.

Method: start from the failing code and remove one piece at a time (a dependency, a call, a field), running it after each removal. Keep a log: "removed X → still fails" or "removed X → passes". Put the reproduction in [path for the reproduction].

Stop rule: if the error disappears at every step you try, stop and show me the log.`,
        explanation:
          "After several failed fixes the cause is usually hidden among things that look relevant. Removing pieces until the error is alone shows what is actually required to trigger it.",
        example:
          "Error: 'Hydration failed because the server rendered HTML didn't match the client' on /orders; command: npm run dev.",
      },
      {
        name: "Find the change that broke it",
        text: `Don't edit source files in this reply.

Goal: the commit that introduced [exact error text]. Done when one commit is named and the reproduction passes on its parent.

Good commit: [last commit where it worked]. Bad commit: [current commit]. Check: [command that runs the reproduction].

Method: run git bisect between the two commits with that check (git bisect run [command that runs the reproduction] if it exits non-zero on failure). Paste the bisect log. Then show the diff of the first bad commit and explain in two sentences which line causes the error.

Stop rule: if a commit cannot be tested, mark it with git bisect skip; after 3 skips in a row, stop and tell me.`,
        explanation:
          "Bisecting needs no theory about the bug: it finds the change that caused it mechanically. The diff of one commit is usually small enough to read in a minute.",
        example: "Good: v1.4.0 (tag); bad: HEAD; check: node repro/hydration.mjs, which exits 1 on the error.",
      },
    ],
    steps: [
      {
        title: "Shrink the failure",
        description: "A failure with nothing around it can no longer hide its cause.",
        actions: ["Start a fresh session", "Send prompt 1 (Shrink it to a minimal reproduction)"],
        criteria: ["The reproduction is under 40 lines", "Running it shows the exact error"],
        timeboxMinutes: 20,
        fallback:
          "If the error vanishes while shrinking, the last removed piece is the cause: note it and go to step 3.",
      },
      {
        title: "Bisect to the breaking commit",
        description: "When it used to work, the history already knows what broke it.",
        actions: ["Find a commit where it worked", "Send prompt 2 (Find the change that broke it)"],
        criteria: ["One commit is named", "The reproduction passes on that commit's parent"],
        timeboxMinutes: 20,
        fallback: "If it never worked, skip this step and go to step 3 with the reproduction.",
      },
      {
        title: "Fix the cause with the reproduction as the test",
        description: "The reproduction is the test that proves the fix, and keeps it fixed.",
        actions: [
          "Ask for a fix of the named cause only",
          "Turn the reproduction into a regression test",
          "Run the full tests",
        ],
        criteria: ["The regression test passes", "The full test command exits 0"],
        timeboxMinutes: 20,
        fallback: "If the fix fails twice, post the reproduction to the library's issue tracker or a colleague.",
      },
    ],
  },
  ai_hallucination: {
    strategy: "Ground in Source",
    strategySummary:
      "Verifying answers was not enough, so take guessing away: give the agent the installed source and docs, and accept only calls it can point to by file and line.",
    prompts: [
      {
        name: "Prove every call from the installed source",
        text: `Don't edit files in this reply.

Goal: a list of every external call in [file or feature], each proven to exist. Done when every row below has a file and line.

Installed versions: [output of npm ls --depth=0, pip freeze or similar]. Already tried: [attempt → result, from the first rescue].

For each function, method, option or package the code uses from outside this repository, give: the call, the package and installed version, and the file and line in the installed package (node_modules, site-packages or the vendored source) where it is defined. Read the files; do not answer from memory.

Mark anything you cannot find as NOT FOUND. Do not suggest replacements yet. If you cannot open the installed packages, stop and tell me which ones are missing.`,
        explanation:
          "An invented API looks as convincing as a real one. Asking for the file and line inside the installed package makes the agent read instead of recall, and NOT FOUND rows show exactly what was made up.",
        example: "File: src/lib/pdf.ts; versions: pdf-lib 1.17.1, sharp 0.33.5; suspect: page.drawSvg().",
      },
      {
        name: "Replace what was not found",
        text: `Goal: replace every NOT FOUND call from the list below with a real one. Done when [test command] passes and every call in the diff has a source line.

List: [the rows marked NOT FOUND]. Docs for the installed version: [docs URL or pasted section].

Constraints: change only [files allowed to change]; no new packages without asking, and for any package you suggest, give its registry page and weekly downloads so I can check it exists.

Method: for each row, quote the real function from the docs or source, then change the call. One row at a time.

Check: run [test command] and paste the output. If a row has no real equivalent, stop and tell me instead of writing one.`,
        explanation:
          "Before pasting: start a fresh session so the invented names are out of the context. Quoting the real function before each change keeps the replacement grounded, and asking for registry details catches invented packages before they are installed.",
        example:
          "Row: page.drawSvg() NOT FOUND in pdf-lib 1.17.1; docs: https://pdf-lib.js.org/docs/api/classes/pdfpage.",
      },
    ],
    steps: [
      {
        title: "List the installed versions",
        description: "The agent can only check against source it is shown.",
        actions: ["Run your package manager's list command", "Paste the output into your notes"],
        criteria: ["You have the exact installed versions", "The suspect packages are in the list"],
        timeboxMinutes: 5,
        fallback: "If a package is missing from the list, it was never installed: treat every call to it as NOT FOUND.",
      },
      {
        title: "Prove each call from source",
        description: "Rows marked NOT FOUND are the invented parts, named precisely.",
        actions: ["Send prompt 1 (Prove every call from the installed source)", "Open two of the cited lines yourself"],
        criteria: ["Every call has a file and line or NOT FOUND", "The two lines you opened show the cited function"],
        timeboxMinutes: 15,
        fallback: "If a cited line does not show the function, mark that row NOT FOUND too and tell the assistant.",
      },
      {
        title: "Replace the invented calls",
        description: "Replacing with quoted, real functions ends the loop of new inventions.",
        actions: ["Start a fresh session", "Send prompt 2 (Replace what was not found)", "Run the tests"],
        criteria: ["The test command exits 0", "No NOT FOUND call is left in the code"],
        timeboxMinutes: 25,
        fallback: "If a row has no real equivalent, write that part yourself or drop the feature it serves.",
      },
    ],
  },
  custom: {
    strategy: "Check First",
    strategySummary:
      "The tailored prompts did not get you out, so make the goal testable before anything else: one check that fails now and must pass, then the smallest change that passes it.",
    prompts: [
      {
        name: "Write the check that proves it works",
        text: `Don't change any source file in this reply.

Goal: one automated check for [what should work]. Done when [check command] runs and fails for the right reason: [the behaviour that is wrong now].

Evidence: [exact error text or actual vs expected output]. Versions: [language/framework + versions].

Already tried: [attempt → result, from the first rescue]. Do not repeat these.

Method: write the check in [path for the check] as a test or a small script. Show its output and explain why the failure proves the problem.

If you cannot write a check that fails for this reason after 2 tries, stop and tell me what makes it hard to test.`,
        explanation:
          "A problem you can run is a problem you can finish. A check that fails for the right reason also shows whether you and the agent mean the same thing by fixed.",
        example:
          "What should work: the nightly export includes last month's invoices; check: npm test -- export-range.",
      },
      {
        name: "Make the smallest change that passes",
        text: `Goal: [check command] passes. Done when it passes and no other test fails.

The check: [path for the check], failing with [its output].

Constraints: change only [files allowed to change]; do not edit the check; no new dependencies without asking.

Method: first say in two sentences what causes the failure, quoting the line. Then make the smallest change that fixes that cause.

Check: run [check command] and [full test command] and paste both outputs. If the check still fails after 2 attempts, stop, undo your edits and tell me what you ruled out.`,
        explanation:
          "Before pasting: start a fresh session. Forbidding edits to the check stops the agent from passing it by weakening it, and the smallest change keeps the fix easy to review.",
        example:
          "Check: tests/export-range.test.ts, failing with 'expected 31 invoices, got 30'; full tests: npm test.",
      },
    ],
    steps: [
      {
        title: "Write a failing check",
        description: "A check turns a vague problem into one that is either solved or not.",
        actions: ["Start a fresh session", "Send prompt 1 (Write the check that proves it works)"],
        criteria: ["The check command runs", "It fails with the behaviour that is wrong now"],
        timeboxMinutes: 15,
        fallback: "If no check can be automated, write the manual steps and the expected result in your notes instead.",
      },
      {
        title: "Make the smallest passing change",
        description: "A small change against a fixed check is easy to verify and to undo.",
        actions: ["Send prompt 2 (Make the smallest change that passes)", "Read the diff before keeping it"],
        criteria: ["The check passes", "The full test command exits 0"],
        timeboxMinutes: 20,
        fallback: "If it fails twice, undo and ask for three ranked causes before any new edit.",
      },
      {
        title: "Keep the check",
        description: "The check you wrote keeps the problem from coming back unnoticed.",
        actions: ["Commit the check with the fix", "Note in your notes what the cause was"],
        criteria: ["The commit contains the check and the fix", "Your notes name the cause"],
        timeboxMinutes: 5,
        fallback: "If the check is too slow for the test suite, keep it as a script and note how to run it.",
      },
    ],
  },
} satisfies Record<string, NextStrategyContent>;
