import { z } from "zod";
import { difficultyLevels, generatorCategoryIds } from "../schemas/generator.js";
import type { GeneratorCategoryId } from "../schemas/generator.js";

/**
 * Which tool mechanic a strategy leans on. The composer turns it into a labelled,
 * tool-specific line (or universal wording for tools with nothing verified).
 */
export const toolMechanics = ["fresh-session", "plan-mode", "rollback", "rules-file", "narrow-context"] as const;
export type ToolMechanic = (typeof toolMechanics)[number];

export const generatorStrategySchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  /** The strategy name as the spec lists it, in title case. */
  name: z.string().min(3),
  /** Title of the generated prompt; always contains the strategy name. */
  title: z.string().min(5).max(70),
  difficulty: z.enum(difficultyLevels),
  /** First line of the prompt: what the agent must stop doing. */
  halt: z.string().min(10),
  /** The strategy as instructions to the agent, 1–3 sentences. */
  method: z.string().min(40),
  /** Observable condition added to the prompt's "Done when". */
  doneWhen: z.string().min(10),
  /** What the agent returns in its reply. */
  output: z.string().min(20),
  /** Tool-neutral steps for the user; the composer may add a tool step and a case-specific step. */
  methodologySteps: z.array(z.string().min(10)).min(3).max(5),
  /** Why the strategy works, naming the sources from the content guide. */
  whyItWorks: z.string().min(60),
  toolMechanic: z.enum(toolMechanics),
});
export type GeneratorStrategy = z.infer<typeof generatorStrategySchema>;

export const generatorCategorySchema = z.object({
  id: z.enum(generatorCategoryIds),
  name: z.string().min(3),
  description: z.string().min(20),
  /** How the prompt's goal line opens for this category. */
  goal: z.string().min(10),
  strategies: z.array(generatorStrategySchema).length(3),
});
export type GeneratorCategory = z.infer<typeof generatorCategorySchema>;

export const generatorCategories: readonly GeneratorCategory[] = [
  {
    id: "complexity-overwhelm",
    name: "Complexity Overwhelm",
    description:
      "The task grew too big: huge diffs, many files at once, and an agent that has lost track of what it changed.",
    goal: "Bring this task back to a size the agent and I can check",
    strategies: [
      {
        id: "context-reset",
        name: "Context Reset",
        title: "Context Reset: One Task in a Clean Session",
        difficulty: "beginner",
        halt: "Don't edit files in this reply: we are restarting this task cleanly.",
        method:
          "Work on the single task in the goal and nothing else. Name the three files most likely involved and why, and ignore the rest until I add them. Then split the task into small ordered steps, each ending in a check you can run.",
        doneWhen: "the change touches only the files named in your plan",
        output:
          "The files you need (three at most, each with a reason) and the numbered steps with their checks; then wait for my go-ahead.",
        methodologySteps: [
          "Commit or stash the current state so nothing is lost.",
          "Paste the prompt with only the evidence for this one task.",
          "Check that the agent names three files at most and a check per step.",
          "Approve the plan, then let it do one step at a time and run each check.",
        ],
        whyItWorks:
          "A long session that mixes unrelated tasks fills the context with noise, and the agent starts trading the current goal for old ones. A fresh session holding one task and only the files being edited gives it a clean working set (Claude Code best practices; Aider tips).",
        toolMechanic: "fresh-session",
      },
      {
        id: "role-constraints",
        name: "Role Constraints",
        title: "Role Constraints: Smallest Change, Fixed Boundaries",
        difficulty: "intermediate",
        halt: "Stop widening the scope: no new files, features or refactors beyond what is listed below.",
        method:
          "Make the smallest change that reaches the goal, as a careful maintainer would. Follow the existing pattern in [existing file whose style to copy] rather than inventing one. If the fix seems to need a file outside the allowed list, stop and ask, with the reason.",
        doneWhen: "the diff stays inside the allowed files",
        output: "First a plan of at most five lines naming every file you will change; after my OK, a minimal diff.",
        methodologySteps: [
          "Decide which files the agent may change and which areas are off limits.",
          "Pick one existing file that shows the pattern to follow and put its path in the prompt.",
          "Reject any plan that lists files outside the allowed set.",
          "Review the diff: it should touch only the listed files.",
        ],
        whyItWorks:
          "Naming the files it may change, an existing file to imitate and what to leave alone keeps the agent from sprawling across the codebase, and boundaries that come with a reason are followed more reliably than alarms (Claude Code best practices; Lovable docs; Anthropic prompting best practices).",
        toolMechanic: "rules-file",
      },
      {
        id: "methodology-enforcement",
        name: "Methodology Enforcement",
        title: "Methodology Enforcement: Explore, Plan, Then One Step",
        difficulty: "advanced",
        halt: "Don't write code yet: this reply is for exploring and planning only.",
        method:
          "Follow a fixed loop. Explore: read the relevant code and summarise it. Plan: an ordered list of small steps, each with its check. Implement exactly one step, run its check, paste the output and wait; never start the next step while the current check fails.",
        doneWhen: "every planned step has a passing check and the work is committed",
        output: "For now, only your exploration summary (five lines at most) and the numbered plan.",
        methodologySteps: [
          "Send the prompt and let the agent explore without editing.",
          "Trim the plan until every step is small and has its own check.",
          "Approve one step at a time and read the pasted check output before the next.",
          "Commit after each passing step so the next one starts from a known-good state.",
        ],
        whyItWorks:
          "Separating exploration and planning from implementation, and checking each small step, stops a large job from collapsing into one change nobody can review (Claude Code best practices; GitHub Docs; Aider tips).",
        toolMechanic: "plan-mode",
      },
    ],
  },
  {
    id: "integration-issues",
    name: "Integration Issues",
    description:
      "Two systems won't talk: API errors, auth or CORS failures, version mismatches, or code that works locally but not in production.",
    goal: "Make the connection between the two systems work",
    strategies: [
      {
        id: "isolation-debugging",
        name: "Isolation Debugging",
        title: "Isolation Debugging: Reproduce at the Boundary",
        difficulty: "intermediate",
        halt: "Don't change application code in this reply.",
        method:
          "Reproduce the failure in isolation: write the smallest script or failing test that calls only the boundary between the two systems, with real inputs. Then list three ranked hypotheses for the cause with the evidence for each, and propose the cheapest test that tells them apart.",
        doneWhen: "the isolated reproduction passes after the fix",
        output:
          "The reproduction (file and command), its real output, and the ranked hypotheses. Wait for me before fixing anything.",
        methodologySteps: [
          "Note the exact request, response and environment where it fails.",
          "Have the agent build a minimal reproduction that fails the same way.",
          "Run the cheapest test that separates the top hypotheses.",
          "Fix the confirmed cause, then rerun the reproduction and the full check.",
        ],
        whyItWorks:
          "A failing reproduction pins the bug to one boundary and later proves the fix, instead of guessing across two systems at once; fixing the root cause rather than the symptom starts with reproducing it (Claude Code best practices).",
        toolMechanic: "narrow-context",
      },
      {
        id: "contract-first-development",
        name: "Contract-First Development",
        title: "Contract-First Development: Tests Before the Fix",
        difficulty: "advanced",
        halt: "Don't touch the integration code until the contract tests exist and fail.",
        method:
          "Write the contract between the two sides as concrete input/output pairs (request, response, status codes, error shapes), using the provider's docs for the version we use. Turn the pairs into tests, run them and confirm they fail for the expected reason; I'll commit them. Then implement until they pass without editing the tests.",
        doneWhen: "the contract tests pass unchanged",
        output: "The input/output pairs as a short table, the test file, and the failing test output.",
        methodologySteps: [
          "Collect one real request and response for each case, including an error case.",
          "Have the agent write tests from those pairs and show them failing.",
          "Commit the tests before any fix.",
          "Let it implement until they pass; reject any diff that edits the tests.",
        ],
        whyItWorks:
          "Tests written from agreed input/output pairs and committed before the fix give the agent a fixed target and a check it can run, and it can't pass by quietly changing the expectation (Anthropic, Claude Code: Best practices for agentic coding).",
        toolMechanic: "rollback",
      },
      {
        id: "adapter-patterns",
        name: "Adapter Patterns",
        title: "Adapter Patterns: One Verified Boundary Module",
        difficulty: "intermediate",
        halt: "Stop patching call sites across the codebase.",
        method:
          "Put one thin adapter module at the boundary that converts between the external API's shapes and ours, and route every call through it. Check each field and argument against the provider's docs for the installed version, not memory, and cite the section you relied on.",
        doneWhen: "every call to the external system goes through the adapter and the adapter's tests pass",
        output:
          "A short plan first (adapter location, mapped fields, call sites to reroute), then the adapter with its tests.",
        methodologySteps: [
          "Paste or link the provider's docs for the version you have installed.",
          "Approve where the adapter lives and which call sites move to it.",
          "Have the agent test the adapter against real or recorded responses.",
          "Reroute the call sites one at a time, running the check after each.",
        ],
        whyItWorks:
          "Models often get API versions and argument details wrong, worst for rarely used APIs; with docs supplied, GPT-4o's valid calls to rare APIs rose from 38.58% to 47.94%. One adapter grounded in the docs keeps those mistakes in a single tested place (Aider tips; Jain et al., CloudAPIBench).",
        toolMechanic: "narrow-context",
      },
    ],
  },
  {
    id: "lost-direction",
    name: "Lost Direction",
    description:
      "The agent drifted from the goal: changes nobody asked for, earlier decisions contradicted, and no clear picture of where the work stands.",
    goal: "Get the work back onto the original goal",
    strategies: [
      {
        id: "requirements-archaeology",
        name: "Requirements Archaeology",
        title: "Requirements Archaeology: Recover the Original Intent",
        difficulty: "intermediate",
        halt: "Don't edit anything: this reply is read-only research.",
        method:
          "Reconstruct what this project was meant to do from its own record: git log and recent diffs, README and docs, tests, and patterns in the existing code. Separate what was asked for from what was added along the way, and flag every change not traceable to a stated requirement.",
        doneWhen:
          "we agree on a written list of requirements and every open change is traced to one or marked for removal",
        output:
          "The requirements you found (each with its source: commit, file or test), the changes that drifted from them, and your questions for me.",
        methodologySteps: [
          "Make sure the agent can read the git history and the docs.",
          "Check each recovered requirement against your own memory of the goal.",
          "Mark drifted changes to keep or revert.",
          "Save the agreed requirements to a file for the next sessions.",
        ],
        whyItWorks:
          "As a session grows, early instructions fall out of reach; the repository's history and existing patterns still hold the intent the conversation lost (Claude Code best practices).",
        toolMechanic: "plan-mode",
      },
      {
        id: "user-story-constraints",
        name: "User Story Constraints",
        title: "User Story Constraints: Scope by Acceptance Criteria",
        difficulty: "beginner",
        halt: "Stop adding features: nothing gets built unless it serves the stories below.",
        method:
          "Rewrite the goal as one to three user stories (As a <user>, I want <action> so that <benefit>), each with two or three acceptance criteria I can observe. Save them to a spec file, treat anything they don't cover as out of scope, and list what you would remove from the current changes.",
        doneWhen: "each acceptance criterion is checked off with evidence",
        output: "The stories with their acceptance criteria, the spec file path, and the out-of-scope list. No code.",
        methodologySteps: [
          "Read the stories and correct any criterion you can't observe yourself.",
          "Keep the spec file short and make it the reference for later prompts.",
          "Revert or park everything on the out-of-scope list.",
          "Ask for work one story at a time and check its criteria.",
        ],
        whyItWorks:
          "A short written spec with observable acceptance criteria gives every later prompt the same yardstick, and lasting goals kept in a short spec or rules file survive a context reset (Claude Code best practices; GitHub Docs).",
        toolMechanic: "rules-file",
      },
      {
        id: "goal-realignment",
        name: "Goal Realignment",
        title: "Goal Realignment: Measure Drift, Then Choose",
        difficulty: "beginner",
        halt: "Pause the current work and don't edit files in this reply.",
        method:
          "Compare where we are with the goal stated here: list what is done and working, what is half-done, and what was never asked for. Recommend one of two paths with reasons: continue from here, or roll back to the last point that was still on track and redo from there.",
        doneWhen: "the remaining work list contains only items that serve the goal",
        output: "Three lists (done, half-done, off-goal), your recommendation, and the single next step.",
        methodologySteps: [
          "Write the original goal in one sentence before pasting.",
          "Compare the agent's three lists with what you see in the app.",
          "Take its recommendation: keep going, or roll back to the last on-track point.",
          "Restart with the next step in a fresh session if the old one is long.",
        ],
        whyItWorks:
          "Restating the goal and measuring the current state against it turns a vague sense of drift into a concrete keep-or-cut list, and rewinding to the last on-track checkpoint is often cheaper than steering back (Claude Code best practices; Claude Code, Cursor and Replit checkpoint docs).",
        toolMechanic: "rollback",
      },
    ],
  },
  {
    id: "no-clear-plan",
    name: "No Clear Plan",
    description:
      "You started coding without a spec: features get rewritten, key decisions surface late, and it's unclear what to build next.",
    goal: "Turn this into a clear, buildable plan",
    strategies: [
      {
        id: "reverse-engineering",
        name: "Reverse Engineering",
        title: "Reverse Engineering: Plan Back From the Finished Result",
        difficulty: "intermediate",
        halt: "Don't write code yet.",
        method:
          "Work backwards from the finished result: describe what a user sees and does when it works, derive the pieces that needs (screens or endpoints, data, integrations), then the order to build them. Before planning, interview me about edge cases and trade-offs, a single question per message, until the picture is clear.",
        doneWhen: "we have a written spec and an ordered build list in which every item has a check",
        output: "Your first question only. After my answers: the spec and the ordered build list.",
        methodologySteps: [
          "Answer the agent's questions one by one, briefly and honestly.",
          "Make sure auth and data storage are decided in the spec.",
          "Save the spec to a file in the project.",
          "Start building from the first item in a fresh session.",
        ],
        whyItWorks:
          "Letting the agent interview you about edge cases and trade-offs before it codes surfaces auth and data decisions early, and starting from the end result keeps the plan tied to what users need (Claude Code best practices; Harper Reed, My LLM codegen workflow).",
        toolMechanic: "plan-mode",
      },
      {
        id: "walking-skeleton",
        name: "Walking Skeleton",
        title: "Walking Skeleton: Thinnest Version That Runs End to End",
        difficulty: "intermediate",
        halt: "Don't build any feature in full yet.",
        method:
          "Build the thinnest version that runs end to end: one path from input through every layer to output, with stubs where needed, and a check that proves it runs. Plan the rest as small increments, each wired into the running skeleton as soon as it is written, so no code sits unused.",
        doneWhen: "the skeleton runs end to end",
        output:
          "A plan: the skeleton's path through the layers, its check, and the increments in order. Wait for my OK before coding.",
        methodologySteps: [
          "Approve the one path the skeleton covers.",
          "Run the skeleton yourself and confirm the check passes.",
          "Commit it as the known-good base.",
          "Add one increment at a time, each wired in and checked before the next.",
        ],
        whyItWorks:
          "Small steps that each connect to working code keep the project runnable at all times and bring integration and data decisions to the surface early (Harper Reed, My LLM codegen workflow; GitHub Docs).",
        toolMechanic: "rollback",
      },
      {
        id: "milestone-definition",
        name: "Milestone Definition",
        title: "Milestone Definition: Checkable Stages",
        difficulty: "beginner",
        halt: "Stop coding until we agree on milestones.",
        method:
          "Split the work into three to five milestones, from general to specific, each delivering something I can run or see. Give each a binary success criterion (a command that exits 0, a test that passes, a page that shows a named result) and its first task. Save the list to a plan file that we update as milestones are reached.",
        doneWhen: "each milestone's criterion is met and committed in order",
        output: "The milestone list with criteria, saved to a file, and the first task of milestone 1.",
        methodologySteps: [
          "Check that every milestone ends in something you can run or see.",
          "Replace any criterion that isn't a clear yes or no.",
          "Keep the plan file in the project and point later prompts at it.",
          "Work milestone by milestone, committing when each criterion is met.",
        ],
        whyItWorks:
          "Milestones with binary checks turn a vague project into a sequence you can verify, and starting general before listing specifics helps the model keep priorities straight (GitHub Docs; Claude Code best practices).",
        toolMechanic: "rules-file",
      },
    ],
  },
  {
    id: "repeated-failures",
    name: "Repeated Failures",
    description:
      "The same error keeps coming back: the agent apologises, patches the patch, and flips between two broken fixes.",
    goal: "Break the failure loop and fix the root cause",
    strategies: [
      {
        id: "architecture-reset",
        name: "Architecture Reset",
        title: "Architecture Reset: Roll Back and Redesign",
        difficulty: "advanced",
        halt: "Stop patching: no more fixes on top of the previous attempts.",
        method:
          "Assume the failed attempts share a wrong assumption. Summarise what each attempt changed and why it failed, name the assumption they share, and propose a different design for this part, starting from the last known-good commit rather than the patched code.",
        doneWhen: "the new design works from a clean known-good base",
        output:
          "The failure summary, the shared wrong assumption, and the new design in at most eight lines. No code in this reply.",
        methodologySteps: [
          "Find the last commit where things still worked.",
          "Roll back to it once the agent has summarised the failed attempts.",
          "Start a fresh session carrying only the summary and the new design.",
          "Build the new design in small checked steps.",
        ],
        whyItWorks:
          "After two failed corrections, more corrections mostly add noise; rolling back to a known-good state and restarting with a sharper prompt that carries the lessons learned breaks the loop (Claude Code best practices; Aider undo and checkpoint docs).",
        toolMechanic: "rollback",
      },
      {
        id: "constraint-driven-development",
        name: "Constraint-Driven Development",
        title: "Constraint-Driven Development: One Rule, One Test",
        difficulty: "intermediate",
        halt: "Don't try another fix yet.",
        method:
          "The required behaviour in one sentence: [the exact behaviour you need, in one sentence]. Write a test that checks exactly that and show it failing. Then make the smallest change that makes it pass, inside the allowed files, without weakening or editing the test.",
        doneWhen: "the new test passes without being changed",
        output: "The failing test and its output first; after my OK, the minimal diff and the passing output.",
        methodologySteps: [
          "Write the required behaviour as one unambiguous sentence.",
          "Confirm the agent's test fails for the right reason before any fix.",
          "Reject any diff that edits or weakens the test.",
          "Accept the fix only with the pasted passing output.",
        ],
        whyItWorks:
          "One firm, unambiguous sentence about the desired behaviour usually pulls a model back on course, and a failing test turns that sentence into a check it can't argue around (OpenAI GPT-4.1 prompting guide; Claude Code best practices).",
        toolMechanic: "narrow-context",
      },
      {
        id: "alternative-approaches",
        name: "Alternative Approaches",
        title: "Alternative Approaches: Three Different Routes",
        difficulty: "beginner",
        halt: "Stop repeating the current approach, and don't edit files in this reply.",
        method:
          "Propose three approaches that differ from what was already tried: a different library, algorithm or design, not a variation of the same fix. For each, give how it works, what it changes, its main risk and the quickest check that would prove or rule it out, then rank them.",
        doneWhen: "the chosen approach is in place and its quick check passed",
        output: "The three ranked approaches and your recommendation. I pick one before any code is written.",
        methodologySteps: [
          "List what was already tried so the agent can't offer it again.",
          "Pick the approach with the cheapest decisive check.",
          "Run that check before committing to the approach.",
          "If all three fail, switch model or write the next step yourself.",
        ],
        whyItWorks:
          "Loops happen when the agent keeps varying one idea; asking for genuinely different approaches, each with a quick check that can rule it out, breaks the pattern, and switching model or coding the next step yourself remain valid exits (Aider tips).",
        toolMechanic: "fresh-session",
      },
    ],
  },
  {
    id: "ai-hallucination",
    name: "AI Hallucination",
    description:
      "The agent invents packages, functions, files or results: imports that don't exist, wrong APIs, and claims of passing tests with no output.",
    goal: "Replace invented code with verified, working code",
    strategies: [
      {
        id: "reality-check",
        name: "Reality Check",
        title: "Reality Check: Prove Every Name Exists",
        difficulty: "beginner",
        halt: "Don't write or change code in this reply.",
        method:
          "List every package, import, function, file path and config key your recent answers relied on. Prove each one exists by reading the file, the installed package's source or the registry entry, and mark it verified or not found. Where you are unsure, read it with your tools instead of guessing.",
        doneWhen: "every item is verified, and anything not found is replaced with something that exists",
        output:
          "A table (item, where you checked, verified or not found), then the smallest fix for the items not found.",
        methodologySteps: [
          "Read the table and note every item marked not found.",
          "Spot-check two verified items yourself.",
          "Before installing any package, check its registry page for age, downloads and a source repository.",
          "Apply the fix only for items proven missing, then run the check.",
        ],
        whyItWorks:
          "Models invent packages with confidence: across 576,000 generated samples from 16 models, 19.7% of recommended packages did not exist, and attackers register such names. Making the agent read the source instead of recalling it removes the guesswork (Spracklen et al., USENIX Security 2025; OpenAI GPT-4.1 prompting guide).",
        toolMechanic: "fresh-session",
      },
      {
        id: "documentation-verification",
        name: "Documentation Verification",
        title: "Documentation Verification: Check Calls Against Installed Docs",
        difficulty: "intermediate",
        halt: "Stop writing API calls from memory.",
        method:
          "Find the installed version of each library involved (lockfile or package manager). Check every call in the failing code against the docs or source for that version, and cite the line you relied on. Flag anything that changed between versions or that you can't find.",
        doneWhen: "every call in the fix matches the installed version's docs",
        output:
          "The installed versions, a call-by-call check (ok, wrong or missing, with the doc reference), then the corrected code.",
        methodologySteps: [
          "Look up the installed versions yourself, or let the agent read the lockfile.",
          "Paste the official docs page for that version if the agent can't reach it.",
          "Review the call-by-call table before accepting any code.",
          "Run the check and compare its output with the docs' expected behaviour.",
        ],
        whyItWorks:
          "Models get version details and function arguments wrong and know nothing about changes after their training cut-off; documentation helps: for rare APIs, GPT-4o's valid calls rose from 38.58% to 47.94% when docs were supplied (Aider tips; Simon Willison; Jain et al., CloudAPIBench).",
        toolMechanic: "rules-file",
      },
      {
        id: "conservative-debugging",
        name: "Conservative Debugging",
        title: "Conservative Debugging: Evidence Before Every Change",
        difficulty: "advanced",
        halt: "No rewrites and no fix without evidence from real output.",
        method:
          "Debug one hypothesis at a time: say what you expect to see, add the smallest probe (a log line, an assertion or a test) to check it, run it and paste the real output. Change code only once the output confirms the cause, and never report a test as passing without its output.",
        doneWhen: "the root cause is confirmed by real output",
        output: "Your current hypothesis, the probe, and the command that runs it. One hypothesis per reply.",
        methodologySteps: [
          "Agree on the hypothesis before the agent adds any probe.",
          "Run each probe yourself if the agent can't, and paste the output back.",
          "Allow a code change only after the output confirms a cause.",
          "Remove the probes once the fix passes the check.",
        ],
        whyItWorks:
          "Hallucination shows up as confident claims with no output behind them; requiring real output for every claim and one small change per confirmed cause keeps the agent tied to what the code actually does (Claude Code best practices; zerotoclaude, Common failure modes).",
        toolMechanic: "rollback",
      },
    ],
  },
  {
    id: "other",
    name: "Other",
    description:
      "Something else is blocking you: describe it and get prompts that diagnose first, gather the right context, and move in small safe steps.",
    goal: "Solve this problem at its root",
    strategies: [
      {
        id: "problem-analysis",
        name: "Problem Analysis",
        title: "Problem Analysis: Restate, Rank, Test",
        difficulty: "beginner",
        halt: "Don't edit files in this reply.",
        method:
          "Restate the problem in your own words: the symptom, where it happens and what fixed would look like. Then list three ranked hypotheses for the cause with the evidence for and against each, and the cheapest test that tells them apart.",
        doneWhen: "the cause is confirmed by a test",
        output: "The restated problem, the ranked hypotheses, and the test to run first.",
        methodologySteps: [
          "Correct the restatement if it misses anything.",
          "Run the proposed test, or let the agent run it.",
          "Fix only the hypothesis the test confirmed.",
        ],
        whyItWorks:
          "A specific restatement (file, scenario, symptom, what fixed means) plus ranked hypotheses replaces a vague ask with a plan that can be tested, and fixes the root cause rather than the symptom (Claude Code best practices; GitHub Docs).",
        toolMechanic: "plan-mode",
      },
      {
        id: "context-gathering",
        name: "Context Gathering",
        title: "Context Gathering: Collect the Facts First",
        difficulty: "beginner",
        halt: "Don't propose a fix yet.",
        method:
          "Tell me what information you are missing: files to read, commands to run, versions, logs. Read what you can with your tools instead of assuming, and keep the working set to the files that matter.",
        doneWhen: "you can state the cause with evidence from the files and output you collected",
        output:
          "What you read, a short checklist of what you still need from me, and your current best guess with your confidence in it.",
        methodologySteps: [
          "Work through the agent's checklist and paste results verbatim.",
          "Leave out files and history that aren't about this problem.",
          "Ask for the fix only once the cause is backed by evidence.",
        ],
        whyItWorks:
          "Agents fail most often on missing or noisy context; gathering the exact files, versions and verbatim errors first, and leaving out the irrelevant ones, gives the model what it needs and nothing that distracts it (Aider tips; GitHub Docs; OpenAI GPT-4.1 prompting guide).",
        toolMechanic: "narrow-context",
      },
      {
        id: "adaptive-solutions",
        name: "Adaptive Solutions",
        title: "Adaptive Solutions: Small Reversible Steps",
        difficulty: "intermediate",
        halt: "Don't make large or irreversible changes.",
        method:
          "Propose the smallest reversible step toward the goal and the check that shows whether it worked. After each step, report the result and adapt the plan: continue, adjust or roll back. Each step starts from a commit so it can be undone.",
        doneWhen: "each step is committed",
        output: "Step 1 with its check, and what you would do next if it succeeds or fails.",
        methodologySteps: [
          "Agree on the check for each step before it runs.",
          "Run the step's check and share the result with the agent.",
          "Roll back any step that fails its check instead of patching it.",
        ],
        whyItWorks:
          "Small checked steps with a cheap rollback keep every experiment safe and let the plan change with the evidence (GitHub Docs; Aider tips; Aider git integration).",
        toolMechanic: "rollback",
      },
    ],
  },
];

export function getGeneratorCategory(id: GeneratorCategoryId): GeneratorCategory {
  const category = generatorCategories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown generator category: ${id}`);
  return category;
}
