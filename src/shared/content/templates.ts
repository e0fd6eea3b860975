import type { TemplateCategory } from "../schemas/content.js";

// The free template library, written to ../shared/guides/content.md and adapted to build tasks: a goal with a
// done-when, context slots naming concrete things, constraints (allowed files, a don't-touch list, no new
// dependencies without asking), a plan before edits, a runnable check with pasted output, and a stop rule.
// Tool commands are labelled with their tool and a universal fallback. A `[slot]` repeated in one template
// means the same value, because the templates screen fills every occurrence from one field.

const debugging: TemplateCategory = {
  id: "ai-debugging",
  title: "Debugging & Root Cause",
  description:
    "Make the agent reproduce the bug, find the real cause and prove the fix with a test, instead of guessing patch after patch.",
  category: "Problem Solving",
  prompts: [
    {
      name: "Find the root cause from a stack trace",
      text: `Goal: find and fix the cause of this error rather than hiding it. Done when [reproduction steps] no longer produce the error and a new regression test covers the case.

Evidence:
- Stack: [language, framework and versions]
- Full error and stack trace: [full stack trace]
- How to reproduce: [reproduction steps]
- Expected vs actual: [expected vs actual behaviour]
- Already tried: [attempt and its result, one per line]

Constraints: change only [files you may change] and leave [files or folders not to touch] alone. No new dependencies without asking. Don't wrap the failing code in a try/catch or add a null check just to make the error go away; I need the cause, because the same bad data would fail somewhere else next.

Method: no edits in your first reply. Read the files named in the trace, then give me up to 3 ranked hypotheses, the evidence for each, and the cheapest check that tells them apart. Wait for my go-ahead.

Then write a test that reproduces the bug, run it and show it failing, fix the cause, and run [test command].

Output: the hypothesis that held, the diff, and the pasted output of [test command]. If it still fails after 2 attempts, stop, undo your edits (git; Aider: /undo; Cursor: Restore Checkpoint) and list what you ruled out instead of trying a third patch.`,
      explanation:
        "Asking for ranked hypotheses before any edit stops the agent from patching symptoms, and a failing test written first proves both the bug and the fix. Use it whenever you have a concrete error and stack trace.",
    },
    {
      name: "Fix a flaky test for good",
      text: `Goal: make [test name] pass reliably without weakening what it checks. Done when it passes [number of consecutive runs] runs in a row with [command that runs only this test].

Evidence:
- Test runner and versions: [language, test runner and versions]
- Output of a failing run: [exact failure output]
- How often and where it fails: [failure rate, locally or in CI]
- What the test protects: [behaviour the test checks]

Constraints: change [test file path] first. Touch production code only if the flakiness comes from a real bug there, and tell me before you do. Retries, longer timeouts and sleeps are not a fix here, because they hide the race instead of removing it. No new dependencies without asking.

Method: before editing, list the likely sources of nondeterminism in this test (state shared between tests, test order, clock and time zone, randomness, promises nobody awaits, network, concurrency) and point to the lines that show each. Rank them and propose a way to make the failure happen on demand: a fixed seed, a fake clock, running the test alone or in reverse order.

Verification: show the failure reproduced on demand, apply the fix, then run [command that runs only this test] [number of consecutive runs] times and paste the pass count, plus one run of [full test command].

Stop rule: if you cannot make it fail on demand after 2 attempts, stop and report what you tried rather than guessing a fix.`,
      explanation:
        "Flaky tests tempt agents into retries and sleeps. Forcing a deterministic reproduction first turns a random failure into an ordinary bug with a check you can run. Use it for any test that fails only sometimes.",
    },
    {
      name: "Find the commit that broke a feature",
      text: `Goal: find the commit that broke [feature that regressed] and fix it at the source. Done when [check that shows the bug] passes on the current branch and you have named the guilty commit.

Context:
- Last known good: [last good commit or tag]
- Known bad: [first bad commit or branch]
- Symptom: [exact error text or wrong output]
- Stack: [language, framework and versions]

Method:
1. Make sure [check that shows the bug] exits 0 when the feature works and non-zero when it is broken. Run it on both ends and paste both results, so we know it separates good from bad.
2. Run git bisect between [last good commit or tag] and [first bad commit or branch], driven by that check (git bisect run). Don't edit code while bisecting.
3. Show me the first bad commit, its diff for the relevant files, and why it breaks the feature. Wait for my go-ahead before fixing.
4. Fix it with the smallest change that keeps what that commit was trying to do. Don't simply revert it unless I agree.

Constraints: change only [files you may change]. No new dependencies without asking.

Verification: run [check that shows the bug] and [test command], and paste both outputs.

Stop rule: if bisect lands on a commit that touches nothing related, or the check gives different results on the same commit, stop and tell me instead of carrying on.`,
      explanation:
        "A regression with a known good version is a search problem, not a guessing game. Bisecting with a scripted check finds the exact change, and the agent fixes it with the original intent in view. Use it when something that used to work is broken and you can name a version where it worked.",
    },
    {
      name: "Works locally, fails in production",
      text: `Goal: explain why [feature or endpoint] works on my machine but fails in [environment name], and fix the difference. Done when [action that fails] succeeds in [environment name] and the cause is written down in the pull request.

Evidence:
- Error and logs from [environment name]: [production error text and log lines]
- Local runtime: [runtime and framework versions locally]
- Remote runtime and host: [runtime, framework versions and hosting platform]
- Configuration: [environment variable names set in each environment, names only]
- Changed in the last deploy: [changes in the last deploy]

Constraints: never print or paste secret values; refer to variables by name. Change only [files you may change]. No new dependencies without asking. Don't change remote settings yourself; give me the exact change to make.

Method: before editing, build a table of what differs between the two environments: runtime version, environment variables, build mode, file paths and letter case, network and CORS, cookie domain, database and migrations, time zone. Mark which rows the evidence supports, rank the top 3, and give me one check for each that I can run in [environment name].

Verification: reproduce the failure locally with [command that runs a production build locally] if possible, and paste its output before and after the fix.

Stop rule: if two fixes fail, stop and list what has been ruled out.`,
      explanation:
        "Works-here-fails-there bugs live in the differences between environments, so the prompt makes the agent list those differences and test the likeliest ones instead of editing code at random. Use it when the same code behaves differently after deploying.",
    },
  ],
};

const authentication: TemplateCategory = {
  id: "ai-authentication",
  title: "Authentication & Access",
  description:
    "Add sign-in, sessions, password resets, social login and role checks with safe defaults spelled out, so the agent can't quietly skip them.",
  category: "Authentication",
  prompts: [
    {
      name: "Add email + password auth with sessions",
      text: `Goal: add email and password sign-up, sign-in and sign-out with server-side sessions. Done when a new user can sign up, sign in, reload and stay signed in, then sign out, and the tests below pass.

Context:
- Stack: [framework and version], [database and ORM]
- Existing user table or model: [user table or model name, or none]
- Auth library already installed: [auth library and version, or none]
- Routes that need a signed-in user: [protected routes]

Requirements: hash passwords with a slow password hash (argon2id or bcrypt) from a library already in the project or the framework itself; keep the session in an httpOnly, Secure, SameSite=Lax cookie; issue a new session id at sign-in; return the same message for an unknown email and a wrong password, so the form can't be used to discover accounts; limit sign-in attempts per account and per IP.

Constraints: change only [files you may change] and leave [files or folders not to touch] alone. No new dependencies without asking; name any you need and why, so I can check it on the registry first.

Method: plan first. List the files you'll add or change, the schema change and the routes, then wait for my go-ahead (Claude Code: plan mode, Shift+Tab; Cline: Plan mode; Aider: /ask; any other tool: ask for the plan only).

Verification: add tests for sign-up, sign-in with right and wrong password, the session surviving a reload, and sign-out. Run [test command] and paste the output.

Stop rule: if the tests still fail after 2 attempts, stop and report.`,
      explanation:
        "Agents often skip auth safeguards that nobody spelled out, so the prompt lists the defaults with the reason for each. The plan step catches schema mistakes before they spread, and the tests prove the full sign-in cycle works. Use it when an app has no sign-in yet and you don't want a hosted identity provider.",
    },
    {
      name: "Add a secure password reset flow",
      text: `Goal: let users reset a forgotten password by email. Done when a reset request sends a one-time link, the link sets a new password once, and expired or reused links are refused.

Context:
- Stack: [framework and version], [database and ORM]
- Email sending: [email provider or library already in use]
- Existing auth code: [files that handle sign-in and sessions]
- How long a link stays valid: [reset link lifetime in minutes]

Requirements: create the token from a cryptographically secure random source, store only its hash with an expiry, and delete it once used. Answer the reset request the same way whether or not the email exists, so it can't be used to find accounts. After a successful reset, end the user's other sessions. Limit reset requests per email and per IP. Never log tokens or full reset links.

Constraints: change only [files you may change]; don't touch [files or folders not to touch]. No new dependencies without asking.

Method: before editing, show me the table change, the two routes and the email text, and wait for my go-ahead.

Verification: add tests for an unknown email (same response as a known one), a valid link, an expired link, a reused link, and other sessions ending after the reset. Run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and summarise what is failing and why.`,
      explanation:
        "Password reset is a classic source of account takeover. The prompt names each safeguard and makes every one of them a test, so a missing safeguard shows up as a failing check rather than a future incident. Use it whenever an app has password sign-in.",
    },
    {
      name: "Add social sign-in with OAuth",
      text: `Goal: add sign-in with [OAuth provider] to the existing auth. Done when a new user can sign in with [OAuth provider], an existing user with the same verified email is linked instead of duplicated, and the callback works at both [local callback URL] and [production callback URL].

Context:
- Stack: [framework and version], [auth library and version]
- Setup docs for this exact library version: [pasted docs or link for this version]
- Current user model: [user table or model name]

Requirements: authorization code flow with a state check, plus PKCE if the library supports it. Read the client id and secret from [environment variable names] and keep them out of the repository. Link accounts only when the provider marks the email as verified.

Constraints: change only [files you may change]. No new dependencies without asking. Use only functions and options you can point to in the pasted docs or the installed library source; if you're unsure one exists, read the source and quote it rather than guessing, because OAuth options change between versions.

Method: plan first: the routes, the schema change for linked accounts, and the exact redirect URIs I must register with [OAuth provider]. Wait for my go-ahead.

Verification: test the callback handler with the provider responses mocked: new user, linked user, unverified email, state mismatch. Run [test command], paste the output, and give me the manual check to do in a browser.

Stop rule: if a redirect_uri mismatch or similar error persists after 2 attempts, stop and show me the exact URIs in use.`,
      explanation:
        "Agents often get OAuth library options and versions wrong, so the prompt grounds them in pasted docs and asks for the redirect URIs up front. Account linking on verified email only closes a common takeover hole. Use it when adding Google, GitHub or any other OAuth provider.",
    },
    {
      name: "Enforce roles and permissions on the server",
      text: `Goal: restrict [actions or routes to protect] to users with [role names], enforced on the server. Done when a request from a user without the role gets [expected status code], the UI hides the controls they can't use, and tests prove both.

Context:
- Stack: [framework and version], [database and ORM]
- Where roles or user data live today: [user table or model name]
- How routes are guarded now: [existing auth middleware or guard]
- Who may do what: [role and permission table, one line per role]

Requirements: check permissions on the server for every protected action, including API calls the UI never makes, because hiding a button protects nothing. Check ownership too: a user may only act on records they own unless their role says otherwise. Keep the check in one reusable place rather than copied into each handler.

Constraints: change only [files you may change]; don't touch [files or folders not to touch]. No new dependencies without asking.

Method: first list every route and action in [actions or routes to protect] with the role it needs, as a table, and point out any I forgot. Wait for my go-ahead before editing.

Verification: add tests that call each protected route as an anonymous user, a user without the role, and a user with it, plus one that tries another user's record. Run [test command] and paste the output.

Stop rule: if a route can't be protected without a larger refactor, stop and describe the refactor instead of starting it.`,
      explanation:
        "Access control fails when it lives only in the UI or is copied handler by handler. A route-by-role table before coding and tests per role make gaps visible. Use it when adding admin areas, teams or paid features.",
    },
  ],
};

const database: TemplateCategory = {
  id: "ai-database",
  title: "Databases & Migrations",
  description:
    "Schema design, migrations you can roll back, N+1 fixes and slow-query tuning, each backed by a check the agent has to run and show you.",
  category: "Database",
  prompts: [
    {
      name: "Write a safe, reversible database migration",
      text: `Goal: change the schema so that [schema change in one sentence], with a migration that can be rolled back and loses no data. Done when the migration applies, reverts and applies again cleanly, and the app's tests pass.

Context:
- Database and migration tool: [database, ORM or migration tool and versions]
- Tables involved: [table names]
- Rough size: [row counts of those tables]
- Code that reads or writes them: [files that use these tables]

Requirements: keep the running version of the app working while the deploy rolls out. For renames or type changes that means separate steps: add the new column, backfill in batches, switch reads and writes, and drop the old column in a later migration. Write the down migration too. Tell me which statements lock which tables on this database and for roughly how long.

Constraints: add files only under [migrations folder] and change only [files you may change]. Never edit a migration that has already run, because other environments have applied it. No new dependencies without asking.

Method: before writing anything, show the ordered list of migrations and code changes, and what happens if the deploy stops between any two of them. Wait for my go-ahead.

Verification: against [local or staging database], run [migrate up command], [migrate down command], [migrate up command] again, then [test command]. Paste all outputs.

Stop rule: if a step fails twice, stop, leave the database as it was before you started, and report.`,
      explanation:
        "One-shot migrations that rename or drop columns are a common way to lose data. Splitting the change into backward-compatible steps and proving up, down and up again makes the migration safe to ship and to undo. Use it for any schema change on a table that already holds real data.",
    },
    {
      name: "Find and fix an N+1 query",
      text: `Goal: remove the N+1 queries in [route, page or job]. Done when it runs the same number of queries whether it returns 1 or [larger record count] [records being listed], and its output is unchanged.

Context:
- Stack: [framework, ORM and versions], [database and version]
- Where it happens: [function or handler name]
- Evidence: [query log or profiler output showing the repeated queries]

Constraints: change only [files you may change]. Keep the response shape exactly as it is, because [consumers of this response] depend on it. No new dependencies and no cache: fix the data access itself, since a cache would hide the problem until the next cold start.

Method: before editing, turn on the ORM's query logging (or use the existing log), count the queries for 1 and for [larger record count] [records being listed], and point to the loop that triggers the extra ones. Propose a fix (eager loading, a join, or one batched query with an IN list) and say which fits this ORM best. Wait for my go-ahead.

Verification: add a test that asserts the query count is the same for 1 and [larger record count] [records being listed], and one that the response is unchanged. Run [test command] and paste the output with the before and after query counts.

Stop rule: if the fix changes the response, or the count doesn't drop after 2 attempts, stop and show me what you found.`,
      explanation:
        "N+1 bugs hide in loops that look harmless. Counting queries at two sizes makes the problem measurable, and a query-count test keeps it from coming back. Use it when a list page gets slower as data grows.",
    },
    {
      name: "Speed up a slow query with the right index",
      text: `Goal: bring [slow query or endpoint] under [target time] on realistic data. Done when the query plan uses the new index or rewrite and the measured time is under [target time].

Context:
- Database: [database and version]
- The query as it runs: [exact SQL or ORM call]
- Table sizes: [table names and row counts]
- Existing indexes: [index listing for these tables]
- Current plan: [query plan output, for example from explain analyze]

Constraints: prefer an index or a query rewrite over a schema redesign. Add indexes through a migration in [migrations folder], built without blocking writes where [database and version] supports it. Don't touch [files or folders not to touch]. No new dependencies without asking.

Method: first read the plan and tell me where the time goes: full scans, sorts, bad row estimates, repeated lookups. Propose at most 2 options, each with its cost on writes and disk, and wait for my choice. Every extra index slows inserts, so one good index beats three guesses.

Verification: on [local or staging database], run the plan again after the change and paste both plans with their timings, then run [test command] and paste the output.

Stop rule: if the planner still ignores the index after 2 attempts, stop and explain why instead of adding more indexes.`,
      explanation:
        "Reading the query plan before touching anything keeps the agent from sprinkling indexes. Before and after plans with timings prove the gain. Use it when one query or endpoint is slow and you can capture it.",
    },
    {
      name: "Design the schema for a new feature",
      text: `Goal: design the tables for [feature in one sentence] so they fit the existing schema. Done when I have approved the design, the migration applies, and tests for the main queries pass on seed data.

Context:
- Database and tools: [database, ORM or migration tool and versions]
- Related tables that exist today: [related table names]
- Questions the feature must answer: [main queries the feature needs, one per line]
- Expected size: [expected rows per table after a year]

Method:
1. Interview me first: ask up to 5 questions, one at a time, about relationships, what must be unique, what happens on delete, and which data must never be lost.
2. Then propose the tables, columns with types, constraints (not-null, unique, foreign keys with their on-delete rule) and an index for each listed query, as a short text diagram. Wait for my approval.
3. Only then write the migration in [migrations folder], seed data in [seed file path], and one test per listed query.

Constraints: change only [files you may change]. Follow the naming in [existing table to copy conventions from]. No new dependencies without asking.

Verification: run [migrate up command], the seed, and [test command]; paste the outputs.

Stop rule: if a listed query needs a design change after approval, stop and ask rather than altering tables on your own.`,
      explanation:
        "Data decisions made late are expensive to undo. Interviewing you first surfaces the rules the agent can't guess, and tying each index to a real query keeps the schema lean. Use it before building any feature with new data.",
    },
  ],
};

const frontend: TemplateCategory = {
  id: "ai-frontend",
  title: "Frontend Components & UI",
  description:
    "Build components, forms and screens that match your existing patterns, work with a keyboard and screen reader, and hold up on small screens.",
  category: "Frontend",
  prompts: [
    {
      name: "Build a component that matches your codebase",
      text: `Goal: build [component name], which [what the component does]. Done when it renders in [page or parent where it is used], handles its loading, empty and error states, and its tests pass.

Context:
- Stack: [framework and version], styled with [styling approach]
- Existing component to follow as the pattern: [path to a similar component]
- Props and data: [props and their types]
- Design: [link to or description of the design]

Constraints: put it in [component folder] and change only [files you may change]. Reuse the existing buttons, inputs and icons rather than creating new ones. Don't restyle other components. No new dependencies without asking.

Method: before coding, list the states (default, loading, empty, error, disabled), the props, and which existing pieces you'll reuse. If anything in the design is ambiguous, ask me first; otherwise go ahead.

Accessibility: real buttons and links instead of clickable divs, a label for every input, visible focus, and everything usable with the keyboard.

Verification: write a test for each state with [component test library]; run [test command] and paste the output. Then tell me which screen and which clicks show each state, so I can check it by eye.

Stop rule: if the same test fails after 2 attempts, stop and explain what you think is wrong.`,
      explanation:
        "Naming an existing component as the pattern keeps the agent consistent with your code, and listing every state up front prevents the usual happy-path-only component. Use it for any new UI piece.",
    },
    {
      name: "Make a screen accessible",
      text: `Goal: make [screen or route] usable with only a keyboard and with a screen reader, meeting [accessibility target, e.g. WCAG 2.2 AA]. Done when an automated audit reports no violations on that screen and a keyboard walkthrough reaches and operates every control.

Context:
- Stack: [framework and version]
- Files that make up the screen: [screen files]
- Known complaints: [reported accessibility problems]

Method: audit first, without editing. Run [accessibility check command] if the project has one, and review the code for: missing labels and alt text, clickable divs, heading order, focus order and visible focus, dialogs that don't trap and return focus, colour contrast, errors that aren't announced, and ARIA used where a native element would do. Report a table (problem, element, fix), highest impact first, and wait for my go-ahead.

Constraints: change only [screen files]. Prefer native HTML elements over ARIA, because they come with keyboard and screen reader support built in. Keep the visual design unless contrast forces a change, and name the colours you change. If a fix belongs in a shared component used elsewhere, ask first. No new dependencies without asking.

Verification: add or extend a test that runs the audit on this screen; run [test command] and paste the output. List the expected Tab order so I can check it by hand.

Stop rule: if a violation survives 2 attempts, stop and describe it instead of suppressing the rule.`,
      explanation:
        "An audit-first pass gives you a ranked list of real problems instead of scattered aria attributes. Preferring native elements fixes most issues at the source, and the audit test keeps the screen from regressing. Use it before a launch, after an accessibility complaint, or on any screen built in a hurry.",
    },
    {
      name: "Add a form with matching client and server validation",
      text: `Goal: build the [form name] form with validation that agrees on client and server. Done when invalid input shows a clear message next to each field, valid input saves through [endpoint or server action], and tests cover both.

Context:
- Stack: [framework and version]
- Form and validation libraries already installed: [form and validation libraries, or none]
- Fields and rules: [each field with its type and rules]
- Existing form to follow as the pattern: [path to a similar form]

Requirements: define the rules once and share them between client and server if the stack allows; the server validates everything again, because client checks can be bypassed. Link each error to its input (aria-describedby), move focus to the first invalid field on submit, prevent double submits, and keep what the user typed when the server returns an error.

Constraints: change only [files you may change]. No new dependencies without asking.

Method: before editing, show the shared rules and the error messages for each field, and wait for my go-ahead.

Verification: add tests for: each rule failing on the client, the server rejecting a request that skips the client, a successful save, and a server error keeping the input. Run [test command] and paste the output.

Stop rule: if client and server still disagree on a rule after 2 attempts, stop and show me both versions.`,
      explanation:
        "Forms break when client and server rules drift apart. Writing the rules once, and testing a request that skips the client, proves the server really protects the data. Use it for sign-up, checkout, settings or any data entry form.",
    },
    {
      name: "Make a layout work on every screen size",
      text: `Goal: make [page or component] work from [smallest screen width] up to [largest screen width]. Done when nothing overflows horizontally, text stays readable, and every control can be reached and tapped at each width below.

Context:
- Stack: [framework and version], styled with [styling approach]
- What breaks today: [what breaks and at which width]
- Files involved: [files you may change]
- Widths to check: [list of viewport widths]

Constraints: change only [files you may change]. Use the breakpoints already defined in [file that defines breakpoints or theme] instead of new magic numbers. Don't change the desktop design beyond what the fix needs. No new dependencies without asking.

Method: first explain the cause of each break (fixed widths, missing wrapping, long words or URLs, tables, images without a max width, position tricks) and the change you'll make, as a short list. Then fix from the smallest width up.

Verification: if the project has browser tests, add one per width that checks the page has no horizontal scroll and the main actions are visible; run [test command] and paste the output. Otherwise, give me a checklist per width to run in the browser's device toolbar.

Stop rule: if a fix at one width breaks another twice in a row, stop and propose a different layout approach rather than stacking overrides.`,
      explanation:
        "Agents tend to pile on overrides per breakpoint. Asking for the cause of each break first, and fixing from the smallest width up, gives a layout that stays simple. Use it when a page breaks on phones or narrow windows.",
    },
  ],
};

const deployment: TemplateCategory = {
  id: "ai-deployment",
  title: "Shipping to Production",
  description:
    "Take an app from working on your machine to a reliable production deploy: configuration, containers, zero-downtime releases and a rollback you have tested.",
  category: "DevOps",
  prompts: [
    {
      name: "Prepare an app for its first production deploy",
      text: `Goal: make [app name] ready to run on [hosting platform]. Done when a production build starts locally with production settings, [health check URL] answers 200, and the readiness list below is complete.

Context:
- Stack: [framework and version], [database and version]
- How it runs today: [current start command]
- Environment variables the app reads: [environment variable names]

Readiness list: the app reads all configuration from environment variables and stops at startup with a clear message if one is missing; a production build command and a start command; a health check endpoint that also checks the database connection; migrations run as a separate deploy step, not on every app start; logs go to standard output; no secrets in the repository or the build output; debug pages and verbose errors are off.

Constraints: change only [files you may change]. Don't touch [files or folders not to touch]. No new dependencies without asking. Never print secret values; refer to them by name.

Method: first go through the readiness list and mark each item done, missing or partly done, with the file that shows it. Wait for my go-ahead before fixing the gaps.

Verification: run [production build command] and [production start command] with production settings, call [health check URL], and paste the outputs. Run [test command] and paste that too.

Stop rule: if the production build fails twice on the same error, stop and show me the full error.`,
      explanation:
        "First deploys usually trip over configuration, migrations and secrets rather than the code itself. A concrete readiness list checked against the repository turns vague 'make it production ready' requests into a short list of gaps. Use it before the first deploy of an app built with an agent.",
    },
    {
      name: "Set up a zero-downtime deploy",
      text: `Goal: deploy [app name] on [hosting platform] without dropping requests. Done when a deploy during a load test of [load test command] shows no failed requests and the old version stops only after the new one is healthy.

Context:
- Stack: [framework and version], [database and version]
- Current deploy method: [how you deploy today]
- Platform docs for health checks and rollouts: [pasted docs or link]

Requirements: a readiness check that passes only when the app can serve traffic (database reachable, migrations done); graceful shutdown on the termination signal, finishing requests in flight before exiting; a rolling or blue-green rollout using what [hosting platform] offers; migrations that the old and new versions can both run against, so the old version keeps working during the switch.

Constraints: change only [files you may change]. Don't change platform settings yourself; give me the exact settings to apply. No new dependencies without asking. Use only platform options you can point to in the pasted docs, because these settings differ between platforms and versions.

Method: plan first: list the changes in code, configuration and pipeline, in order, and what happens if a deploy fails halfway. Wait for my go-ahead.

Verification: run [load test command] while deploying to [staging environment], and paste the error count and the deploy log. Then run [test command] and paste the output.

Stop rule: if requests still fail after 2 attempts, stop and report where in the rollout they fail.`,
      explanation:
        "Deploy downtime typically comes from three gaps: no real readiness check, no graceful shutdown, and migrations the old version can't live with. The prompt covers all three and proves the result under load. Use it once users notice errors or blank pages during releases.",
    },
    {
      name: "Package the app as a Docker image",
      text: `Goal: package [app name] as a container image. Done when the image builds, starts with [container run command], serves [health check URL], and runs as a non-root user.

Context:
- Stack: [language, framework and versions]
- Build and start commands today: [build command and start command]
- Files the app needs at runtime: [runtime files and folders]
- Environment variables: [environment variable names]

Requirements: a multi-stage Dockerfile, so build tools stay out of the final image; a base image pinned to [runtime version]; dependencies installed from the lockfile; a .dockerignore that keeps out .git, local environment files and build output; a non-root user; configuration passed as environment variables at run time, never baked into the image.

Constraints: add only the Dockerfile, .dockerignore and [other files you may change]. Don't change application code unless the container needs it, and tell me why. No new dependencies without asking.

Method: before writing, list the stages, what each copies, and the final image's contents. Wait for my go-ahead.

Verification: run docker build and [container run command], call [health check URL], and paste the outputs together with the image size and the output of a command that shows the user the process runs as.

Stop rule: if the build fails twice on the same step, stop and show me the full log.`,
      explanation:
        "A multi-stage build with a pinned base image and no secrets inside is the difference between a container that works once and one you can ship. Asking for the image size and user makes the agent prove both. Use it when a host expects a container or your setup steps differ between machines.",
    },
    {
      name: "Write and test a rollback plan",
      text: `Goal: be able to roll [app name] back to the previous release on [hosting platform] quickly. Done when a rollback in [staging environment] has been rehearsed end to end and the steps are written in [runbook file path].

Context:
- How releases are deployed: [how you deploy today]
- Database and migration tool: [database, ORM or migration tool and versions]
- Who runs a rollback and with what access: [people or roles with deploy access]

Requirements: the runbook covers how to spot that a rollback is needed, the exact commands or clicks to return to the previous release, what to do with migrations that already ran (prefer forward-compatible migrations over running down migrations on live data), how to confirm the rollback worked, and who to tell.

Constraints: write the runbook in [runbook file path] and scripts only in [scripts folder]. Don't run anything against production. No new dependencies without asking. Platform commands differ, so use only ones you can point to in [pasted platform docs].

Method: first list the steps and the checks between them, and wait for my go-ahead.

Verification: rehearse it in [staging environment]: deploy a harmless change, roll it back with the runbook, and paste the commands you ran, their output, and the health check before and after.

Stop rule: if a step doesn't behave as written twice, stop and fix the runbook before continuing.`,
      explanation:
        "A rollback you have never rehearsed is a guess made under pressure. Writing it down and running it once in staging turns it into a routine step. Use it before your first real users, or after a deploy that went badly.",
    },
  ],
};

const machineLearning: TemplateCategory = {
  id: "ai-machine-learning",
  title: "AI & Machine Learning Features",
  description:
    "Add LLM calls, retrieval over your own documents and model training to an app, grounded in real SDK docs and measured against an evaluation set.",
  category: "AI/ML",
  prompts: [
    {
      name: "Add an LLM call with structured output",
      text: `Goal: add a server-side call to [model provider and model] that turns [input the feature receives] into [structured result the app needs]. Done when the feature returns output that passes schema validation, handles provider errors gracefully, and the tests pass without network access.

Context:
- Stack: [language, framework and versions]
- SDK already installed: [SDK name and version, or none]
- SDK docs for this version: [pasted docs or link for this version]
- Shape of the result: [fields and types of the result]

Requirements: the API key stays on the server and is read from [environment variable name]. Validate every response against a schema and treat invalid output as an error, not as data. Set a timeout, retry only rate-limit and server errors with backoff, and cap output tokens. Keep the prompt text in one file so it can be reviewed and versioned.

Constraints: change only [files you may change]. No new dependencies without asking, and name the exact package if you need one so I can check it exists on the registry; models often suggest SDK packages or methods that aren't real. Use only SDK methods you can point to in the docs or the installed source.

Method: plan first: the module layout, the schema, and the error cases. Wait for my go-ahead.

Verification: unit tests with the SDK client mocked: valid output, invalid output, timeout, rate limit. Run [test command] and paste the output; then show one real call's output if I give you a key.

Stop rule: after 2 failed attempts, stop and report.`,
      explanation:
        "LLM features tend to break on invented SDK methods, leaked keys and unvalidated output. Grounding the agent in pasted docs, validating every response and testing with a mocked client gives you a feature you can trust and test offline. Use it for any feature that sends text to a model and needs data back.",
    },
    {
      name: "Build retrieval over your own documents",
      text: `Goal: let users ask questions about [document collection] and get answers that cite the passages they came from. Done when the evaluation questions below are answered with correct citations at least [target pass rate] of the time.

Context:
- Stack: [language, framework and versions]
- Documents: [document formats, count and where they are stored]
- Embedding and chat models: [embedding model and chat model]
- Vector storage already available: [vector database or extension, or none]
- Evaluation set: [file with questions and expected source passages]

Requirements: split documents into chunks that keep headings with their text, store the source and position of each chunk, retrieve the top [number of chunks] chunks, and answer only from them; if they don't contain the answer, say so instead of guessing. Re-indexing a changed document replaces its old chunks.

Constraints: change only [files you may change]. No new dependencies without asking. Keep API keys on the server.

Method: plan first: chunking rule, storage schema, the retrieval query and the answer prompt. Wait for my go-ahead. Build the smallest path end to end (one document, one question) before indexing everything.

Verification: write a script that runs the evaluation set and prints, per question, whether the expected passage was retrieved and cited. Run it with [evaluation command] and paste the summary.

Stop rule: if the pass rate doesn't improve after 2 changes, stop and show me the failing questions with what was retrieved.`,
      explanation:
        "Retrieval systems are easy to demo and hard to trust. Requiring citations and a fixed evaluation set turns 'seems to work' into a number you can improve, and building one path end to end first avoids a half-wired pipeline. Use it for question answering over docs, tickets or a knowledge base.",
    },
    {
      name: "Create an evaluation set for a prompt or model",
      text: `Goal: build a repeatable evaluation for [prompt, model or feature being evaluated]. Done when one command scores every case, prints a summary, and gives the same scores for the same outputs.

Context:
- Stack: [language and versions]
- What good output looks like: [definition of a correct answer]
- Real examples to start from: [file or folder of real inputs]
- Known failure cases: [inputs that currently go wrong]

Requirements: at least [number of cases] cases in [evaluation data file], each with an input, an expected result or grading rule, and a tag for the kind of case (typical, edge, known failure). Prefer checks a script can decide (exact fields, numbers within a tolerance, required facts present) over asking another model to grade; where a model grader is unavoidable, fix its prompt and record it with the scores. Record the model, prompt version and date with every run.

Constraints: change only [files you may change]. No new dependencies without asking. Don't tune the prompt or model in this task; we're measuring it as it is.

Method: first propose the case list by tag and the grading rule for each tag, and wait for my go-ahead.

Verification: run [evaluation command] twice on the same outputs and paste both summaries; they must match.

Stop rule: if a grading rule can't be made deterministic after 2 attempts, stop and list those cases for manual review.`,
      explanation:
        "Without a fixed evaluation set every prompt tweak is judged by feel. Scripted, repeatable grading lets you compare versions honestly, and keeping tuning out of this task stops the agent from grading its own homework. Use it before changing a prompt or switching models, so the change can be measured.",
    },
    {
      name: "Train and evaluate a baseline model",
      text: `Goal: train a baseline model that predicts [target to predict] from [dataset file or table]. Done when a single script trains and evaluates it, reports [evaluation metric] on a held-out test set, and compares it with a trivial baseline.

Context:
- Language and libraries already installed: [language, ML libraries and versions]
- Dataset: [rows, columns and what each row represents]
- How the model will be used: [how predictions are used in the product]

Requirements: split the data before any preprocessing, and split by [grouping or time column] if rows are related, so no information leaks from test to train. Fit scalers and encoders on the training set only. Fix random seeds. Report the trivial baseline (most frequent class or mean) next to the model, plus per-class or per-segment results where it matters.

Constraints: work only in [files you may change]. Use the libraries already installed; no new dependencies without asking, because installs from invented package names are a known risk with generated code. Don't drop rows or columns without listing them and why.

Method: first inspect the data and report column types, missing values, class balance and any leakage risks you see. Wait for my go-ahead before training.

Verification: run [training command] twice and paste both outputs; the metrics must match. Paste the comparison with the baseline.

Stop rule: if the model doesn't beat the baseline after 2 attempts, stop and tell me what the data suggests rather than tuning further.`,
      explanation:
        "Leakage and missing baselines make many first models look better than they are. Splitting first, fixing seeds and always comparing with a trivial baseline gives you an honest starting number. Use it for the first model on a new dataset, before any tuning.",
    },
  ],
};

const security: TemplateCategory = {
  id: "security-privacy",
  title: "Security & Privacy",
  description:
    "Review and harden your code: OWASP Top 10 audits, leaked secrets, input validation and personal data handling, with findings proven by tests.",
  category: "Security",
  prompts: [
    {
      name: "Audit an endpoint for OWASP Top 10 issues",
      text: `Goal: review [endpoint or route] for the OWASP Top 10 risk categories and fix what matters. Done when every finding is either fixed with a test that proves it or recorded as accepted by me.

Context:
- Stack: [framework and version], [database and ORM]
- Handler and related files: [files that implement the endpoint]
- Who may call it and with what data: [intended callers and permissions]

Method: review first, without editing. Trace the request from entry to database and response, and check: broken access control (can another user's id be swapped in?), injection, missing validation, authentication and session handling, sensitive data in responses or logs, misconfiguration (CORS, error details, headers), vulnerable or outdated components, and server-side request forgery if it fetches URLs. Report a table: category, finding, the exact line, severity, proposed fix, and how a test would show it. Say "no finding" for categories you checked and found fine. Wait for my go-ahead.

Constraints: change only [files you may change]. No new dependencies without asking. Don't run attacks against any deployed environment; tests run locally.

Verification: for each fixed finding, a test that fails before the fix and passes after. Run [test command] and paste the output.

Stop rule: if a fix needs changes outside [files you may change], stop and describe them rather than making them.`,
      explanation:
        "A read-only audit with exact lines and severities gives you something to decide on, instead of a pile of speculative edits. Tests that fail before the fix prove each finding was real. Use it for any endpoint that handles user data or money.",
    },
    {
      name: "Find and remove leaked secrets",
      text: `Goal: find every secret committed to [repository name] and move secrets into configuration. Done when a scan of the working tree finds none, the app reads them from [secret store or environment variables], and I have a list of which secrets to rotate.

Context:
- Stack: [language, framework and versions]
- Where configuration lives today: [config files and environment files]
- Secret scanner available: [secret scanning tool, or none]

Rules: never print a secret's value in your replies; show the file, line and kind of secret only. Treat anything that was ever committed as exposed, even if a later commit removed it, because it stays in the git history.

Method:
1. Scan the working tree and the git history with [secret scanning tool, or none] or, if none is installed, a search for key patterns, connection strings and private keys. Report the findings as a table. No edits yet.
2. After my go-ahead, replace each secret with a read from [secret store or environment variables], add an example env file with placeholder values, and make sure real env files are in .gitignore.
3. Give me the rotation list: each secret, where to rotate it, and what depends on it.

Constraints: change only [files you may change]. Don't rewrite git history; I'll decide on that. No new dependencies without asking.

Verification: run the scan again and paste the clean result, then run [test command] and paste the output.

Stop rule: if the app can't start without a value you removed, stop and tell me which one.`,
      explanation:
        "Removing a secret from the code doesn't un-leak it, so the prompt ends in a rotation list rather than just a cleanup. Keeping values out of the agent's replies avoids leaking them a second time into chat logs. Use it when a key was pushed by mistake or before making a repository public.",
    },
    {
      name: "Validate all input at an API boundary",
      text: `Goal: make every input to [API or module] validated before use. Done when each handler rejects malformed input with [error status and format], accepted input is typed, and tests cover the rejection paths.

Context:
- Stack: [framework and version]
- Validation library already installed: [validation library and version, or none]
- Handlers in scope: [list of handlers or routes]
- Existing validated handler to follow as the pattern: [path to a handler that validates well]

Requirements: validate body, query, path parameters and headers you use; allow only known fields and reject the rest; set length and size limits on strings, arrays and uploads; use parameterised queries everywhere (no string-built SQL); encode output for where it goes (HTML, URLs, shell). Error messages say what was wrong without echoing internals or stack traces.

Constraints: change only [files you may change]. Keep the success responses exactly as they are, so clients don't break. No new dependencies without asking.

Method: first list each handler, what it reads, what it validates today and what's missing, as a table. Wait for my go-ahead.

Verification: for each handler add tests with a missing field, a wrong type, an extra field, an oversized value and an injection-shaped string. Run [test command] and paste the output.

Stop rule: if a handler's current behaviour depends on accepting bad input, stop and ask before changing it.`,
      explanation:
        "Unchecked input is behind many injection and crash bugs. A handler-by-handler gap table keeps the work systematic, and rejection tests prove every path is covered rather than just the obvious one. Use it on any API that accepts data from browsers, apps or other services.",
    },
    {
      name: "Review how the app handles personal data",
      text: `Goal: map where [app name] stores and sends personal data, and close the gaps. Done when I have a data inventory, personal data is kept out of logs, and users can export and delete their data.

Context:
- Stack: [framework and version], [database and ORM]
- Third-party services that receive data: [analytics, email, payment and other providers]
- Retention promises in the privacy policy: [retention periods from the privacy policy]

Method:
1. Without editing, build an inventory: each table, log, file store and third-party call that holds personal data, which fields, why, and how long it's kept. Flag anything kept longer than the policy says, anything logged, and anything sent to a third party without a clear reason.
2. After my go-ahead: redact personal data from logs, add an export of a user's data as JSON, and add account deletion that removes or anonymises their rows and tells the third-party services listed above where needed.

Constraints: change only [files you may change]. Don't delete data from any shared or production database. No new dependencies without asking.

Verification: tests that create a user with data in every table from the inventory, export it (all of it appears), delete it (none of it remains, except what the law requires, listed by name), and check that a request log contains no email addresses. Run [test command] and paste the output.

Stop rule: if deleting a user would break other users' data, stop and describe the conflict.`,
      explanation:
        "You can't protect data you haven't mapped. The inventory comes first, then the fixes users can actually feel: export, deletion and clean logs, each proven by a test over every table in the map. Use it before launching to real users or when a privacy request arrives.",
    },
  ],
};

const mobile: TemplateCategory = {
  id: "mobile-development",
  title: "Mobile Apps",
  description:
    "Screens, offline data, push notifications and platform-only crashes for React Native, Flutter or native apps, checked on both platforms.",
  category: "Mobile",
  prompts: [
    {
      name: "Build a screen that works on iOS and Android",
      text: `Goal: build the [screen name] screen that [what the screen does]. Done when it works on [iOS simulator or device] and [Android emulator or device], including rotation, the on-screen keyboard and large text, and its tests pass.

Context:
- Stack: [mobile framework and version]
- Existing screen to follow as the pattern: [path to a similar screen]
- Navigation: [how the screen is reached and where it leads]
- Data: [API calls or local data the screen uses]

Requirements: respect safe areas and notches; keep inputs visible when the keyboard opens; support the system's larger text sizes without clipping; give every tappable element an accessibility label and a touch target of a comfortable size; show loading, empty and error states; handle the Android back button the way the rest of the app does.

Constraints: change only [files you may change]. Reuse existing components from [shared components folder]. No new dependencies without asking, because native modules can break the build on one platform.

Method: before coding, list the states, the components you'll reuse, and any platform-specific differences. Wait for my go-ahead.

Verification: run [test command] and paste the output. Then give me a short checklist to run on both platforms: rotation, keyboard, largest text size, screen reader.

Stop rule: if something works on one platform but not the other after 2 attempts, stop and describe the difference.`,
      explanation:
        "Mobile screens tend to break at the edges: notches, keyboards, large text and the back button. Listing those requirements and checking both platforms catches what a single simulator run misses. Use it for every new screen in a cross-platform app.",
    },
    {
      name: "Add offline support with background sync",
      text: `Goal: let users [actions that must work offline] without a connection, and sync when it returns. Done when those actions work in airplane mode, sync without duplicates when back online, and conflicts follow the rule below.

Context:
- Stack: [mobile framework and version]
- Local storage already available: [local database or storage library]
- Server API for these records: [endpoints and their payloads]
- Conflict rule: [what wins when the same record changed on two devices]

Requirements: write changes locally first and queue them; give each queued change a client-generated id so retries can't create duplicates; retry with backoff when connectivity returns; show the user which items are waiting to sync; never drop a queued change silently if the server rejects it, surface it instead.

Constraints: change only [files you may change]. Don't change the server API unless we agree; if it needs an idempotency key, tell me first. No new dependencies without asking.

Method: plan first: the local schema, the queue, the sync loop and each conflict case. Wait for my go-ahead. Then build one action end to end before the others.

Verification: tests with the network mocked for: offline create, sync on reconnect, a retry after a failed request (no duplicate), a conflict, a server rejection. Run [test command] and paste the output, and give me a manual airplane-mode checklist.

Stop rule: if duplicates or lost changes appear after 2 attempts, stop and show me the sequence of events that causes them.`,
      explanation:
        "Offline sync typically goes wrong through duplicates, silent data loss and unclear conflicts. Client ids, a visible queue and a written conflict rule cover those, and building one action end to end first keeps the design honest. Use it when users work with poor or no connectivity.",
    },
    {
      name: "Add push notifications",
      text: `Goal: send push notifications for [events that trigger a notification]. Done when a test notification reaches [iOS simulator or device] and [Android emulator or device] in foreground, background and closed states, and tapping it opens [screen to open on tap].

Context:
- Stack: [mobile framework and version], backend [backend framework and version]
- Push service: [push service, e.g. APNs and FCM directly or a provider]
- Setup docs for these exact versions: [pasted docs or links]

Requirements: ask for permission at a moment that makes sense to the user, not on first launch; register the device token after sign-in, refresh it when it changes, and remove it on sign-out; send from the server only; let users turn each kind of notification off in settings; keep personal details out of the notification text, because it shows on the lock screen.

Constraints: change only [files you may change]. No new dependencies without asking. Push setup differs by platform and version, so use only steps and APIs you can point to in the pasted docs.

Method: plan first: the permission moment, the token table, the send path and the tap handling. Wait for my go-ahead.

Verification: tests for token registration, refresh and removal on sign-out, and for the server choosing the right devices. Run [test command] and paste the output. Then list the manual checks per platform and state.

Stop rule: if notifications don't arrive on one platform after 2 attempts, stop and show me the send response and device logs.`,
      explanation:
        "Push needs three parts to be right: permissions, the token lifecycle and sending from the server. Grounding the agent in pasted docs avoids invented setup steps, and the state-by-state checklist proves delivery where it matters. Use it when adding notifications to an app for the first time.",
    },
    {
      name: "Fix a crash on one platform only",
      text: `Goal: fix the crash that happens on [platform and OS version] when [user action that triggers the crash]. Done when that action no longer crashes on [platform and OS version] and still works on the other platform.

Evidence:
- Stack: [mobile framework and version]
- Crash log or stack trace: [crash log or symbolicated stack trace]
- Devices where it happens and doesn't: [devices and OS versions affected and unaffected]
- When it started: [app version or change where the crash started]

Constraints: change only [files you may change]. Don't upgrade the framework or native modules as a fix unless we agree, because upgrades change far more than this bug. No new dependencies without asking.

Method: no edits in your first reply. Read the crash log and the code it points to, and list up to 3 hypotheses with evidence: platform API differences, permissions, a native module, threading, memory, or a value that is null on one platform. For each, give the cheapest way to confirm it on [platform and OS version]. Wait for my go-ahead.

Verification: reproduce the crash, apply the fix, and paste the logs showing the action completing on [platform and OS version]. Run [test command] and paste the output. Add a test if the cause can be covered by one.

Stop rule: if the crash persists after 2 fixes, stop and list what you've ruled out.`,
      explanation:
        "Platform-only crashes tempt agents into upgrading everything. Starting from the crash log and ranked hypotheses keeps the fix small, and checking the other platform makes sure the fix doesn't move the crash. Use it when crash reports come from one platform or OS version only.",
    },
  ],
};

const webDevelopment: TemplateCategory = {
  id: "web-development",
  title: "Full-Stack Web Features",
  description:
    "Ship features across API and UI: endpoints defined by their tests, CRUD screens built end to end, safe file uploads and reliable webhooks.",
  category: "Web Development",
  prompts: [
    {
      name: "Add an API endpoint, tests first",
      text: `Goal: add [HTTP method and path] that [what the endpoint does]. Done when the contract tests below pass and no existing test breaks.

Context:
- Stack: [framework and version], [database and ORM]
- Existing endpoint to follow as the pattern: [path to a similar route handler]
- Who may call it: [required authentication and role]
- Contract: [request and response examples, including errors]

Constraints: change only [files you may change]; don't touch [files or folders not to touch]. No new dependencies without asking.

Method, in this order:
1. Write the tests from the contract: the success case, each validation error, unauthenticated, forbidden, and not found. Run them and paste the output showing they fail for the right reason (the route doesn't exist yet, not a typo in the test).
2. Stop there so I can review and commit the tests.
3. Implement the endpoint without changing the tests. If a test looks wrong, tell me why instead of editing it.

Requirements: validate input at the edge, check permissions on the server, return errors in the same format as [path to a similar route handler], and use parameterised queries.

Verification: run [test command] and paste the full output, then [type check or lint command] and paste that too.

Stop rule: if the tests still fail after 2 attempts at the implementation, stop and report which ones and why.`,
      explanation:
        "Writing and committing the tests before the code gives the agent a fixed target it can't quietly move. Use it for any endpoint where you can write down example requests and responses.",
    },
    {
      name: "Build a CRUD feature end to end",
      text: `Goal: let users create, list, view, edit and delete [resource name]. Done when each action works from the UI through the API to the database, with tests at each layer passing.

Context:
- Stack: [frontend framework and version], [backend framework and version], [database and ORM]
- Fields and rules: [each field with its type and rules]
- Who may do what: [permissions per action]
- Existing feature to follow as the pattern: [path to a similar feature]

Method: build a thin slice first, then widen it.
1. Plan: list the table, routes, screens and tests. Wait for my go-ahead (Claude Code: plan mode, Shift+Tab; Cline: Plan mode; Aider: /ask or architect mode; other tools: ask for the plan only).
2. Slice one: create and list only, wired all the way from the screen to the database, with tests. Stop and show me.
3. Then add view, edit and delete one at a time, each with its tests, so every step leaves working, connected code and nothing half-built.

Requirements: validation on the server, permission checks per action, pagination on the list, a confirmation before delete, and users only ever see their own [resource name] unless the permissions say otherwise.

Constraints: change only [files you may change]. No new dependencies without asking.

Verification: after each step run [test command] and paste the output.

Stop rule: if a step fails twice, stop and report before moving on.`,
      explanation:
        "Big features go wrong when every layer is half built at once. A thin slice wired end to end first, then one action at a time, means every step ends in working code you could ship. Use it for any new resource users manage through the UI.",
    },
    {
      name: "Handle file uploads safely",
      text: `Goal: let users upload [kind of files] for [what the files are used for]. Done when valid files are stored and retrievable, invalid ones are rejected with a clear message, and the tests pass.

Context:
- Stack: [framework and version]
- Storage: [storage service or folder, and how files are served]
- Limits: [allowed file types and maximum size]
- Who may see an uploaded file: [access rules for uploaded files]

Requirements: enforce the size limit while receiving, not after; check the type from the file's content, not just its name or the browser's claim; store files under generated names, never the user's filename or path; serve them with the right content type and as downloads where they could run in the browser; if files are private, serve them through a permission check or short-lived signed links; strip image metadata such as location if [kind of files] includes photos.

Constraints: change only [files you may change]. No new dependencies without asking; if you need one for type detection or image processing, name it so I can check it first.

Method: plan first: the upload flow, where checks happen, and the storage layout. Wait for my go-ahead.

Verification: tests for a valid file, a file over the limit, a file whose extension lies about its type, a path-traversal filename, and another user trying to read a private file. Run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report.`,
      explanation:
        "File uploads combine several classic attacks: oversized files, disguised types and path tricks. The prompt names each defence and a test for it, so the agent can't skip one silently. Use it whenever users can upload avatars, documents or any other files.",
    },
    {
      name: "Receive webhooks reliably",
      text: `Goal: handle [webhook provider] webhooks for [events to handle]. Done when signed events are processed once each, unsigned or tampered ones are rejected, and the tests pass.

Context:
- Stack: [framework and version], [database and ORM]
- Provider docs for signatures and retries: [pasted docs or link]
- What each event should change: [event name and effect, one per line]

Requirements: verify the signature against the raw request body before parsing it, because re-serialised JSON won't match; read the signing secret from [environment variable name]; record each event id and skip ones already processed, since providers retry; respond quickly and move slow work to a background job; return an error status only when you want the provider to retry.

Constraints: change only [files you may change]. No new dependencies without asking. Use only signature helpers and event fields you can point to in the pasted docs; these details differ between providers and API versions.

Method: plan first: the route, the raw-body handling in this framework, the event table, and what happens for each event. Wait for my go-ahead.

Verification: tests with signed sample payloads for: a valid event, a bad signature, the same event delivered twice, an unknown event type. Run [test command] and paste the output. Then tell me how to send a test event from [webhook provider] to my local server.

Stop rule: if signature checks still fail after 2 attempts, stop and show me how the body reaches the handler.`,
      explanation:
        "Two webhook bugs come up again and again: checking the signature on a parsed body, and processing retried events twice. The prompt fixes both by design and proves them with tests on signed sample payloads. Use it for payment, email or any other provider that calls your app.",
    },
  ],
};

const devops: TemplateCategory = {
  id: "devops-deployment",
  title: "CI/CD & Infrastructure",
  description:
    "Pipelines that test every change, infrastructure written as code, configuration per environment and faster builds, all reviewed before anything is applied.",
  category: "DevOps",
  prompts: [
    {
      name: "Set up CI that tests every pull request",
      text: `Goal: run the checks on every pull request in [CI provider]. Done when a pull request shows [list of checks] as separate status checks, a failing test turns it red, and a clean run passes in under [target pipeline time].

Context:
- Stack: [language, framework and versions]
- Commands that run locally today: [install, lint, type check, test and build commands]
- Services tests need: [databases or services the tests need]
- Existing CI files, if any: [existing CI config files, or none]

Requirements: install from the lockfile; cache dependencies keyed on the lockfile; pin the runtime version to what the project uses; start the services the tests need inside the job; run lint and type checks in parallel with tests; never print secrets, and give pull requests from forks no access to them.

Constraints: add or change only [CI config files]. Don't change application code to make CI pass; if a check fails, report it. No new dependencies without asking. CI syntax differs between providers and versions, so use only keys you can point to in [CI provider] docs.

Method: first list the jobs, their order and what each caches, and wait for my go-ahead.

Verification: validate the config with [CI config validation command] if there is one, open a test pull request, and paste the run summary. Then push a commit with a deliberately failing test and paste the red result, and revert it.

Stop rule: if the pipeline fails twice on the same setup step, stop and show me the log.`,
      explanation:
        "A CI setup is only proven when it goes red on a real failure. Asking the agent to break a test on purpose, and to report rather than paper over failing checks, keeps the pipeline honest. Use it on a repository with no CI, or one whose CI nobody trusts.",
    },
    {
      name: "Write infrastructure as code, reviewed before apply",
      text: `Goal: describe [resources to create] for [environment name] in [infrastructure as code tool and version]. Done when the plan output shows exactly the expected resources, with nothing destroyed or replaced that I didn't ask for.

Context:
- Cloud and account: [cloud provider and account or project]
- Existing infrastructure code: [folder with existing infrastructure code, or none]
- Naming and tagging rules: [naming and tagging conventions]
- Where state is stored: [remote state location]

Requirements: variables for anything that differs per environment; no secrets in code or state outputs; least-privilege access for each service; encryption at rest and in transit where the service supports it; outputs only for what other parts need.

Constraints: work only in [infrastructure folder]. Never run apply or destroy; I run those after reviewing the plan. No new providers or modules without asking, and pin the versions of any we add. Provider arguments change between versions, so check each one against the installed provider's docs rather than memory.

Method: first list the resources, their dependencies and estimated monthly cost drivers, and wait for my go-ahead.

Verification: run [format command], [validate command] and [plan command]; paste all three outputs. Summarise the plan as counts of create, change and destroy, and explain any change or destroy.

Stop rule: if the plan wants to replace an existing resource, stop and explain why before going further.`,
      explanation:
        "Letting an agent apply infrastructure changes directly risks replacing resources that hold data. Making the plan the deliverable, with every change and destroy explained, keeps you in control of what actually happens. Use it when moving hand-made cloud setup into code or adding an environment.",
    },
    {
      name: "Manage configuration across environments",
      text: `Goal: give [app name] one clear way to configure [list of environments]. Done when each environment starts with its own settings, a missing or invalid setting stops startup with a clear message, and no secret is in the repository.

Context:
- Stack: [language, framework and versions]
- Where settings come from today: [config files, environment files and hard-coded values]
- Secret storage per environment: [secret store or platform settings per environment]

Requirements: read all configuration in one module that validates types and required values at startup; everything else receives settings from that module instead of reading the environment directly; commit an example env file with every key and safe placeholder values; keep real env files out of git; document each setting with its purpose and an example.

Constraints: change only [files you may change]. Don't change any values in deployed environments yourself; give me the list of keys to set per environment. No new dependencies without asking. Never print secret values.

Method: first list every setting the code reads today, where it's read and whether it's a secret, as a table. Wait for my go-ahead.

Verification: a test that startup fails with a readable error when a required setting is missing or malformed, and one that it succeeds with the example values. Run [test command] and paste the output; then start the app with [start command] and paste the first lines of its log.

Stop rule: if a setting's meaning is unclear, stop and ask rather than guessing a default.`,
      explanation:
        "Scattered configuration is a frequent cause of works-locally, fails-in-production bugs. One validated config module with a committed example file makes every environment's needs explicit and fails fast when one is missing. Use it when adding a staging environment or after a deploy broke on a missing setting.",
    },
    {
      name: "Speed up a slow CI pipeline",
      text: `Goal: cut the time of [pipeline or workflow name] in [CI provider] from [current pipeline time] to under [target pipeline time]. Done when three consecutive runs finish under target with the same checks passing.

Evidence:
- CI config: [CI config files]
- Step timings from a recent run: [step names and durations]
- Runner type: [runner size and operating system]

Constraints: change only [CI config files] and [other files you may change]. Keep every existing check; faster by skipping tests doesn't count. No new dependencies without asking. Use only CI features you can point to in [CI provider] docs.

Method: first rank the steps by time and, for each of the top 3, explain why it's slow and propose a fix: caching dependencies or build output keyed on the right files, running independent jobs in parallel, splitting the test suite across runners, running only affected packages in a monorepo, or smaller images. Give an expected saving for each and wait for my choice.

Verification: after each change, trigger a run and paste the new step timings next to the old ones. After the last change, paste timings from three runs in a row.

Stop rule: if a change saves less than a minute or makes results flaky, revert it and tell me, rather than stacking more changes.`,
      explanation:
        "Pipeline speed-ups work best when measured step by step. Ranking the slow steps first and verifying each change separately stops the agent from trading correctness for speed. Use it when waiting for CI slows down every pull request.",
    },
  ],
};

const documentation: TemplateCategory = {
  id: "documentation-content",
  title: "Documentation & Agent Instructions",
  description:
    "READMEs, API references, agent rules files and release notes written from the real code, with every command run to prove it works.",
  category: "Documentation",
  prompts: [
    {
      name: "Write a README for a new contributor",
      text: `Goal: write a README that gets a new contributor from a fresh clone to a running app and a passing test run. Done when someone following it on a clean machine succeeds without asking anyone, and every command in it has been run.

Context:
- Project: [project in one sentence]
- Stack: [language, framework and versions]
- Supported setups: [operating systems and tool versions you support]
- Existing docs to reuse or replace: [existing docs files]

Sections, in this order: what the project is and who it's for; prerequisites with versions; setup from clone to running app; environment variables (names, purpose, example values, never real secrets); running tests, lint and type checks; project layout (top-level folders, one line each); how to contribute (branches, commit style, pull requests); where to get help.

Constraints: write only [README path]. Take every fact from the code, config and scripts, not from guesses; if something isn't in the repository, leave a clearly marked question for me instead of inventing it. Keep it short enough to read in ten minutes; link to longer docs rather than copying them.

Method: first read the package or build files, scripts and CI config, and list the setup steps you found with the file each comes from. Wait for my go-ahead.

Verification: run every command from the README in order in a clean checkout or container, and paste the output of each.

Stop rule: if a command fails twice, stop and report it; the README must not document a step that doesn't work.`,
      explanation:
        "READMEs written from memory are full of commands that no longer work. Sourcing every step from the repository and running each command turns the README into a setup path you have actually tested. Use it when onboarding someone new or when the setup steps have drifted.",
    },
    {
      name: "Write an agent instructions file for this repository",
      text: `Goal: write a short instructions file that gives coding agents what they need to work in [repository name]. Done when it fits on one screen, every command in it runs, and it states the rules I care about.

Where it goes, by tool: AGENTS.md at the root is read by several agents (GitHub Copilot and Cline among them); Claude Code: CLAUDE.md (its /init command drafts one); Cursor: a rule in .cursor/rules/; GitHub Copilot: .github/copilot-instructions.md; Windsurf: .windsurf/rules, which truncates long files. Target file: [target file path]; if unsure, use AGENTS.md.

Context:
- Stack: [language, framework and versions]
- Commands: [install, dev, test, lint and build commands]
- Rules that matter: [conventions and areas agents must not touch]

Content: what the project is in two lines; the exact commands for setup, tests, lint and build; code style points that differ from the language's defaults; the pattern files to copy for common tasks; areas that must not be edited without asking, each with its reason; how to verify a change before calling it done.

Constraints: write only [target file path]. Keep it short, because long instruction files get their important rules ignored; link to longer docs instead. Take commands from the repository, not from guesses.

Method: first read the build files, scripts and CI config, and show me a draft. Wait for my go-ahead.

Verification: run every command in the file and paste each output.

Stop rule: if a command fails, fix the file or ask me; don't document it as is.`,
      explanation:
        "An agent knows your commands and rules only if something tells it, so a short, tested instructions file read at the start of each session carries them into every one. Keeping it brief matters: bloated files get their rules ignored. Use it on any repository where you work with a coding agent.",
    },
    {
      name: "Document an API from its code",
      text: `Goal: write reference docs for [API or module] in [docs format and path]. Done when every public endpoint or function is documented with a working example, and the examples have been run.

Context:
- Stack: [framework and version]
- Source files: [files that define the API]
- Audience: [who reads these docs and what they already know]
- Existing docs style to follow: [path to existing docs to match]

For each endpoint or function: what it does in one sentence; parameters with types, whether required, defaults and limits; the response or return value; errors and when each happens; authentication or permissions needed; one example request and response taken from an actual run.

Constraints: write only in [docs format and path]. Describe what the code does, not what it should do; if you find behaviour that looks like a bug, list it separately for me instead of documenting around it or fixing it. No new dependencies without asking.

Method: first list the endpoints or functions you found, with the source file and line for each, so I can confirm the scope. Wait for my go-ahead.

Verification: run each example against [local server URL or test harness] and paste the actual output; the docs must match it. If the project generates an API schema, run [schema generation command] and paste any differences.

Stop rule: if an example fails twice, stop and report it rather than editing the example until it passes.`,
      explanation:
        "API docs drift from the code unless the examples are real. Taking each example from an actual run and reporting bugs separately keeps the docs truthful and gives you a list of issues for free. Use it before publishing an API or handing it to another team.",
    },
    {
      name: "Write release notes from git history",
      text: `Goal: write release notes for [version number] covering the changes since [previous release tag]. Done when every user-facing change is described in plain language, grouped, and linked to its pull request or commit.

Context:
- Audience: [who reads the release notes]
- Where they go: [changelog file path or release page]
- Format to follow: [previous release notes to match]

Method:
1. Run git log from [previous release tag] to [release branch or commit], with merge commits and pull request numbers, and paste the list. No writing yet.
2. Sort each change into: new features, improvements, fixes, breaking changes, and internal changes that users won't notice. Show me the sorted list and wait for my go-ahead.
3. Write the notes: user-facing groups first, one line per change saying what users can now do or what no longer goes wrong. For each breaking change, add what users must do to upgrade.

Constraints: write only in [changelog file path or release page]. Describe only changes you can point to in the log; if a commit message is unclear, read its diff, and if it's still unclear, ask me rather than guessing. Leave internal changes out of the user-facing groups.

Verification: paste the final notes and a table mapping each line to its commit or pull request, and the count of commits covered versus the total in the range.

Stop rule: if more than a few commits can't be classified, stop and list them for me.`,
      explanation:
        "Release notes from memory miss changes and invent others. Working from the git log, with a coverage count and a line-to-commit table, makes the notes complete and checkable. Use it at every release, or to catch up on a backlog of untagged changes.",
    },
  ],
};

const searchAnalytics: TemplateCategory = {
  id: "search-analytics",
  title: "Search & Analytics",
  description:
    "Full-text search, filters and sorting, product analytics events and reporting queries, with relevance and numbers checked against known answers.",
  category: "Search & Analytics",
  prompts: [
    {
      name: "Add full-text search",
      text: `Goal: let users search [records to search] by [fields to search]. Done when the relevance cases below return the expected top results, and a search over [expected row count] rows answers within [target response time].

Context:
- Stack: [framework and version], [database and version]
- Relevance cases: [queries with the results expected at the top]
- Languages of the content: [content languages]

Requirements: start with the database's built-in full-text search (PostgreSQL full-text search, SQLite FTS5, MySQL full-text indexes) before proposing a separate search service, since it adds no new system to run. Handle stemming for [content languages], weight [most important field] above the others, match prefixes as people type if needed, and return highlighted snippets. Escape or parse user input so query syntax in it can't cause errors.

Constraints: change only [files you may change]; add the index through a migration in [migrations folder]. No new dependencies without asking.

Method: plan first: the index, the query, the ranking and how the index stays current when records change. Wait for my go-ahead.

Verification: tests for each relevance case, an empty query, a query with special characters, and a record updated after indexing. Run [test command] and paste the output, plus the query plan and timing on [expected row count] rows of seed data.

Stop rule: if a relevance case still fails after 2 ranking changes, stop and show me the scores for the expected and actual top results.`,
      explanation:
        "Agents often reach for an external search service first. Starting with the database's own full-text search and a written set of relevance cases gives you search you can measure without running a new system. Use it when users can't find records by typing what they remember.",
    },
    {
      name: "Add filters, sorting and pagination to a list",
      text: `Goal: let users filter [list or table name] by [filter fields], sort it by [sort fields], and page through it. Done when every combination gives correct results, the state lives in the URL, and the list stays fast at [expected row count] rows.

Context:
- Stack: [frontend framework and version], [backend framework and version], [database and version]
- Current list code: [files for the list screen and its query]
- Existing list to follow as the pattern: [path to a similar list]

Requirements: keep filters, sort and page in the URL, so results can be shared and the back button works; validate them on the server and accept only known fields and directions; use cursor pagination if rows are added often, otherwise offset pagination, and tell me which you chose and why; add indexes that match the common filter and sort combinations; show the result count and an empty state.

Constraints: change only [files you may change]. No new dependencies without asking.

Method: plan first: URL parameters, the query and the indexes. Wait for my go-ahead.

Verification: tests for each filter alone, two filters combined, each sort direction, the last page, an unknown sort field (rejected), and stable ordering when values tie. Run [test command] and paste the output, and paste the query plan for the most common combination on [expected row count] rows.

Stop rule: if results repeat or go missing between pages after 2 attempts, stop and show me the query.`,
      explanation:
        "List screens look simple but break on tied sort values, unvalidated parameters and missing indexes. The prompt spells these out and tests combinations, not just single filters. Use it for admin tables, catalogues and any list that grows.",
    },
    {
      name: "Add product analytics events that respect privacy",
      text: `Goal: track [user actions to measure] so we can answer [questions the data must answer]. Done when each event fires once with the agreed properties, nothing is sent without consent, and no personal data is in any event.

Context:
- Stack: [framework and version]
- Analytics tool already installed: [analytics tool and SDK version, or none]
- How consent is stored: [where the cookie consent choice is stored]
- Existing events, if any: [existing event names]

Requirements: one tracking module that every call goes through, so consent and naming are checked in one place; events named object then action in past tense, for example project created; properties are ids, counts and categories, never names, emails or free text; no events before the user opts in to analytics, and no queued events sent after they opt out.

Constraints: change only [files you may change]. No new dependencies without asking. Use only SDK functions you can point to in the installed version's docs.

Method: first write a tracking plan as a table: event name, trigger, properties and the question it answers. Wait for my go-ahead before adding any calls.

Verification: tests with the SDK mocked that each event fires once with the planned properties, that nothing is sent without consent, and that a user's email never appears in any payload. Run [test command] and paste the output.

Stop rule: if an event can't be tracked without personal data, stop and tell me which one and why.`,
      explanation:
        "Analytics added ad hoc ends up with messy names, duplicate events and personal data where it shouldn't be. A tracking plan first and a single consent-aware module keep the data useful and lawful. Use it before adding the first tracking call, or to clean up existing events.",
    },
    {
      name: "Write a reporting query you can trust",
      text: `Goal: compute [metric name] as defined here: [precise metric definition]. Done when the query returns the hand-checked answers on a small fixture and runs within [target response time] on realistic data.

Context:
- Database: [database and version]
- Tables involved: [table names]
- Edge cases that affect the number: [time zone, refunds, test accounts, deleted users and similar]
- How the result is shown: [dashboard, export or API that uses it]

Method:
1. Restate the metric in your own words, including what counts, what doesn't, the time zone and how periods are bucketed. List any ambiguity as a question for me. Wait for my answers.
2. Build a small fixture of rows where the right answer can be worked out by hand, including each edge case, and write the expected results next to it.
3. Write the query and a test that runs it on the fixture.

Constraints: change only [files you may change]. Read-only against any shared database. No new dependencies without asking.

Verification: run [test command] and paste the output showing the query matches the hand-worked answers. Then paste the query plan and timing on [local or staging database].

Stop rule: if the query and the hand-worked answer disagree after 2 attempts, stop and show me both calculations for one failing case.`,
      explanation:
        "Wrong numbers in reports often come from an unclear definition rather than bad SQL. Pinning the definition down first and testing against hand-worked answers makes the metric something you can defend. Use it for any metric someone will make decisions with.",
    },
  ],
};

const performance: TemplateCategory = {
  id: "performance-monitoring",
  title: "Performance & Monitoring",
  description:
    "Measure before you optimise: profile slow pages and endpoints, track down memory leaks, and add the monitoring that tells you when things regress.",
  category: "Performance",
  prompts: [
    {
      name: "Profile a slow page",
      text: `Goal: make [page URL or route] load and respond faster. Done when [performance metric] improves from [current measurement] to [target measurement], measured the same way before and after.

Context:
- Stack: [framework and version]
- How it's measured: [measurement tool and settings], for example a lab test on a throttled mobile profile
- What users notice: [symptom users report]

Constraints: change only [files you may change]. No new dependencies without asking. Don't remove features or content to hit the number.

Method: measure first, without editing. Record a baseline three times with [measurement tool and settings] and paste the results. Then find where the time goes: large JavaScript bundles, render-blocking resources, large or unsized images, slow server responses, waterfalls of requests, layout shifts, long tasks on the main thread. Rank the top 3 causes with the evidence for each and the expected gain of a fix. Wait for my choice.

Verification: after each fix, measure three times the same way and paste the results next to the baseline, then run [test command] and paste the output.

Stop rule: if a change doesn't move the metric beyond run-to-run noise, revert it and tell me, rather than keeping changes that only look faster.`,
      explanation:
        "Optimising without a baseline produces changes nobody can prove helped. Three measured runs before and after, and reverting fixes that don't move the number, keep only the work that really makes the page faster. Use it when a page feels slow or a performance score drops.",
    },
    {
      name: "Speed up a slow API endpoint",
      text: `Goal: bring [method and path of the endpoint] from [current p95 response time] to under [target p95 response time] at [request rate]. Done when a load test at that rate shows the target met and responses unchanged.

Context:
- Stack: [framework and version], [database and version]
- Handler and related files: [files that implement the endpoint]
- Load test command: [load test command]
- Recent traces or logs: [trace or timing output]

Constraints: change only [files you may change]. Keep the response exactly the same, because clients depend on it. No new dependencies, and no cache until we've tried fixing the work itself; if a cache is the answer, propose it with how it's invalidated.

Method: measure first. Run [load test command] for a baseline and paste it. Add timing around the main stages (parsing, auth, each query, external calls, serialisation) or use the existing tracing, and report where the time goes. Propose fixes for the top 2 stages with expected gains, and wait for my choice.

Verification: after each fix, run [load test command] again and paste the results next to the baseline, then run [test command] to show the responses are unchanged.

Stop rule: if a fix doesn't improve the p95 after 2 attempts, revert it and report what the timings show.`,
      explanation:
        "Slow endpoints are often slow in one stage, and guessing which one wastes time. Timing each stage under a repeatable load test points the agent at the real cost, and an unchanged-response check keeps the fix safe. Use it when one endpoint dominates response times or timeouts.",
    },
    {
      name: "Find and fix a memory leak",
      text: `Goal: stop the memory growth in [process or service name]. Done when memory stays flat within [acceptable memory range] over [duration of the soak test] under [workload that causes the growth].

Evidence:
- Stack: [runtime, framework and versions]
- What we see: [memory graph description or numbers over time]
- When it started: [deploy or change after which memory started growing]
- Workload that triggers it: [workload that causes the growth]

Constraints: change only [files you may change]. Raising the memory limit or scheduling restarts is not a fix, because the leak keeps growing with traffic. No new dependencies without asking.

Method: no edits at first. Write a script that runs [workload that causes the growth] in a loop against a local instance and records memory. Take heap snapshots (or your runtime's equivalent) after warm-up and after many iterations, compare them, and report which objects grow and what keeps them alive: caches without limits, listeners or timers never removed, global collections, closures holding requests. Wait for my go-ahead with your top hypothesis.

Verification: run the loop script before and after the fix for [duration of the soak test], and paste both memory series. Run [test command] and paste the output.

Stop rule: if memory still grows after 2 fixes, stop and show me the retaining paths from the latest snapshot comparison.`,
      explanation:
        "Memory leaks are hard to spot in code review and plain to see in heap comparisons. Reproducing the growth with a loop script first gives the agent evidence to follow and a check that proves the fix. Use it when a process's memory climbs until it restarts or crashes.",
    },
    {
      name: "Add monitoring and alerts to a service",
      text: `Goal: know within [detection time] when [service name] is failing or slow, before users report it. Done when dashboards show the key signals and a simulated failure triggers an alert to [alert channel].

Context:
- Stack: [framework and version], running on [hosting platform]
- Monitoring tools already available: [logging, metrics and alerting tools]
- What counts as healthy: [targets for error rate and latency]
- Most important user journeys: [critical endpoints or user journeys]

Requirements: structured logs with a request id on every line and no personal data; metrics for request rate, error rate and latency (p50 and p95) per route, plus saturation (CPU, memory, queue depth); a health check that tests real dependencies; alerts on the targets above that fire on sustained problems rather than single spikes, each with a link to a short runbook entry.

Constraints: change only [files you may change]. No new dependencies or services without asking. Every alert needs a runbook entry, because an alert nobody knows how to act on just gets muted.

Method: plan first: the log fields, the metrics, the alert rules and where each runbook entry lives. Wait for my go-ahead.

Verification: run [test command] and paste the output. Then simulate a failure in [staging environment] (for example stop the database or return errors from one route), and paste the alert that arrived and the time it took.

Stop rule: if an alert fires on normal traffic or doesn't fire on the simulated failure after 2 adjustments, stop and show me the rule and the data.`,
      explanation:
        "Monitoring is proven only when a real failure triggers an alert someone can act on. Tying each alert to a target and a runbook, and simulating a failure, turns dashboards into an early warning you can trust. Use it before launch, or after users reported an outage before you noticed.",
    },
  ],
};

export const templateCategories: readonly TemplateCategory[] = [
  debugging,
  authentication,
  database,
  frontend,
  deployment,
  machineLearning,
  security,
  mobile,
  webDevelopment,
  devops,
  documentation,
  searchAnalytics,
  performance,
];

export function countTemplates(): number {
  return templateCategories.reduce((total, category) => total + category.prompts.length, 0);
}
