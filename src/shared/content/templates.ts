import type { TemplateCategory } from "../schemas/content.js";

// The free template library, written to ../shared/guides/content.md and adapted to build tasks, compressed to
// about 100-150 words and at most 5 slots (decision 0135): a goal with a done-when, the evidence or context
// slots, constraints (allowed files, no new dependencies without asking), a plan before edits, a runnable check
// with pasted output, and a stop rule. The text speaks to the agent only; "me" and "my" are the user. Tool
// commands are labelled with their tool. Each template's `example` fills every slot with one realistic value.

const debugging: TemplateCategory = {
  id: "ai-debugging",
  title: "Debugging & Root Cause",
  description:
    "Make the agent reproduce the bug, find the real cause and prove the fix with a test, instead of guessing patch after patch.",
  category: "Problem Solving",
  prompts: [
    {
      name: "Find the root cause from a stack trace",
      text: `Goal: fix the cause of this error, not hide it. Done when [reproduction steps] no longer produce the error and a new regression test covers the case.

Evidence:
- Stack: [language, framework and versions]
- Error and trace: [full stack trace]

Constraints: change only [files allowed to change]; no new dependencies without asking. No try/catch or null check that just silences the error, because the same bad data would fail elsewhere.

Method: no edits in the first reply. Read the files in the trace, list up to 3 ranked hypotheses with their evidence and the cheapest check that tells them apart, and wait for my go-ahead. Then write a failing test and fix the cause.

Check: run [test command] and paste its output.

Stop rule: after 2 failed attempts, stop, undo your edits (git; Aider: /undo) and list what you ruled out.`,
      example: {
        "reproduction steps": "POST /api/login with an email that has no account",
        "language, framework and versions": "Node 22, Express 5, TypeScript 5.6",
        "full stack trace":
          "TypeError: Cannot read properties of undefined (reading 'id')\n    at getUser (src/users.ts:14:9)\n    at login (src/routes/auth.ts:31:18)",
        "files allowed to change": "src/users.ts, src/routes/auth.ts and their tests",
        "test command": "npm test -- auth",
      },
      explanation:
        "Asking for ranked hypotheses before any edit stops the agent from patching symptoms, and a failing test written first proves both the bug and the fix. Use it whenever you have a concrete error and stack trace.",
    },
    {
      name: "Fix a flaky test for good",
      text: `Goal: make [test name] pass reliably without weakening what it checks. Done when it passes 20 runs in a row with [command that runs only this test].

Evidence:
- Failing run: [exact failure output]
- How often and where: [failure rate, locally or in CI]

Constraints: change the test first; touch production code only for a real bug there, and say so before editing. No retries, longer timeouts or sleeps: they hide the race instead of removing it. No new dependencies without asking.

Method: before editing, list the likely sources of nondeterminism (shared state, test order, clock, randomness, unawaited promises, network) with the lines behind each, rank them, and make the failure happen on demand (fixed seed, fake clock, reverse order).

Check: paste the reproduced failure, the pass count of 20 runs, and one run of [full test command].

Stop rule: if it won't fail on demand after 2 attempts, stop and report what you tried.`,
      example: {
        "test name": "cart › applies the weekend discount",
        "command that runs only this test": "npx vitest run src/cart.test.ts -t 'weekend discount'",
        "exact failure output": "AssertionError: expected 90 to be 100\n  at src/cart.test.ts:42:27",
        "failure rate, locally or in ci": "about 1 run in 7, only in CI (UTC runners)",
        "full test command": "npm test",
      },
      explanation:
        "Flaky tests tempt agents into retries and sleeps. Forcing a deterministic reproduction first turns a random failure into an ordinary bug with a check you can run. Use it for any test that fails only sometimes.",
    },
    {
      name: "Find the commit that broke a feature",
      text: `Goal: find the commit that broke [feature that regressed] and fix it at the source. Done when [check that shows the bug] passes on the current branch and the guilty commit is named.

Method:
1. Confirm the check exits 0 on [last good commit or tag] and non-zero on HEAD; paste both results.
2. Run git bisect run with that check between the two. No code edits while bisecting.
3. Show the first bad commit, its relevant diff and why it breaks the feature; wait for my go-ahead.
4. Fix it with the smallest change that keeps that commit's intent; revert only if I agree.

Constraints: change only [files allowed to change]; no new dependencies without asking.

Check: run [check that shows the bug] and [test command]; paste both outputs.

Stop rule: if bisect lands on an unrelated commit or the check gives different results on one commit, stop and report.`,
      example: {
        "feature that regressed": "CSV export of invoices",
        "check that shows the bug": "npm test -- export-csv",
        "last good commit or tag": "v2.3.0",
        "files allowed to change": "src/export/ and its tests",
        "test command": "npm test",
      },
      explanation:
        "A regression with a known good version is a search problem, not a guessing game. Bisecting with a scripted check finds the exact change, and the agent fixes it with the original intent in view. Use it when something that used to work is broken and you can name a version where it worked.",
    },
    {
      name: "Works locally, fails in production",
      text: `Goal: find why [feature or endpoint] works locally but fails in [environment name], and fix the difference. Done when [action that fails] succeeds there and the cause is written in the pull request.

Evidence: [production error text and log lines]
Changed in the last deploy: [changes in the last deploy]

Constraints: never print secret values; refer to variables by name. Don't change remote settings; give me the exact change to make. No new dependencies without asking.

Method: before editing, tabulate what differs between the environments (runtime version, environment variables, build mode, path case, CORS, cookie domain, migrations, time zone), mark which rows the evidence supports, rank the top 3 and give one check for each.

Check: reproduce with a local production build if possible; paste its output before and after the fix.

Stop rule: if two fixes fail, stop and list what has been ruled out.`,
      example: {
        "feature or endpoint": "GET /api/avatars/:id",
        "environment name": "production on Vercel",
        "action that fails": "opening a profile page shows the avatar",
        "production error text and log lines":
          "Error: ENOENT: no such file or directory, open '/var/task/Public/avatars/default.png'",
        "changes in the last deploy": "moved static files into public/, upgraded Next.js 14.2 to 15.0",
      },
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
      text: `Goal: add email and password sign-up, sign-in and sign-out with server-side sessions. Done when a new user can sign up, sign in, reload and stay signed in, sign out, and the tests pass.

Context: [framework and version] with [database and ORM]; auth library: [auth library and version, or none]; protected routes: [protected routes].

Constraints: use the installed library or a maintained one I approve; no hand-rolled crypto. Hash passwords with argon2id or bcrypt; session cookies HttpOnly, Secure, SameSite=Lax; one generic message for a failed sign-in; rate-limit sign-in. No new dependencies without asking.

Method: plan first (tables, routes, middleware, files to touch) and wait for my go-ahead.

Check: tests for sign-up, wrong password, signed-out access to a protected route and sign-out; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report what blocks you.`,
      example: {
        "framework and version": "Hono 4.6 on Node 20",
        "database and orm": "PostgreSQL 16 with Drizzle ORM 0.36",
        "auth library and version, or none": "none",
        "protected routes": "/dashboard, /settings and everything under /api/projects",
        "test command": "npm test -- auth",
      },
      explanation:
        "Agents often skip auth safeguards that nobody spelled out, so the prompt lists the defaults with the reason for each. The plan step catches schema mistakes before they spread, and the tests prove the full sign-in cycle works. Use it when an app has no sign-in yet and you don't want a hosted identity provider.",
    },
    {
      name: "Add a secure password reset flow",
      text: `Goal: let users reset a forgotten password by email. Done when a request sends a one-time link, the link sets a new password once, and expired or reused links are refused.

Context: [framework and version]; email sent with [email provider or library]; users in [user table or model name].

Constraints: store only a hash of the reset token; it expires after [token lifetime]; the same response whether or not the email exists; a reset ends other sessions; rate-limit requests. No new dependencies without asking.

Method: plan first (token table, routes, email, pages) and wait for my go-ahead.

Check: tests for a valid reset, an expired token, a reused token and an unknown email; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report what blocks you.`,
      example: {
        "framework and version": "Django 5.1",
        "email provider or library": "Postmark through django-anymail",
        "user table or model name": "accounts.User",
        "token lifetime": "30 minutes",
        "test command": "python manage.py test accounts",
      },
      explanation:
        "Password reset is a classic source of account takeover. The prompt names each safeguard and makes every one of them a test, so a missing safeguard shows up as a failing check rather than a future incident. Use it whenever an app has password sign-in.",
    },
    {
      name: "Add social sign-in with OAuth",
      text: `Goal: add sign-in with [OAuth provider] to the existing auth. Done when a new user can sign in with it, an existing user with the same verified email is linked rather than duplicated, and the callback works at [callback URLs, local and production].

Context: auth library [auth library and version].

Constraints: authorization code flow with PKCE and a state check; the client secret comes from the environment and is never logged; link accounts only on a verified email. Check the installed library's docs for option names. No new dependencies without asking.

Method: plan first: provider settings to register (exact redirect URLs), tables, routes. Wait for my go-ahead.

Check: tests for a new user, a linked user, a state mismatch and denied consent with a mocked provider; run [test command] and paste the output.

Stop rule: if the provider rejects the redirect twice, stop and list the exact URLs each side expects.`,
      example: {
        "oauth provider": "GitHub",
        "callback urls, local and production":
          "http://localhost:3000/api/auth/callback/github and https://app.example.com/api/auth/callback/github",
        "auth library and version": "Auth.js 5.0 (next-auth@5)",
        "test command": "npm test -- oauth",
      },
      explanation:
        "Agents often get OAuth library options and versions wrong, so the prompt grounds them in pasted docs and asks for the redirect URIs up front. Account linking on verified email only closes a common takeover hole. Use it when adding Google, GitHub or any other OAuth provider.",
    },
    {
      name: "Enforce roles and permissions on the server",
      text: `Goal: restrict [actions or routes to protect] to users with [role names], enforced on the server. Done when a user without the role gets [expected status code], the UI hides controls they can't use, and tests prove both.

Context: roles are stored in [where roles are stored].

Constraints: check every request on the server, in one place (middleware or a policy function); hiding in the UI is convenience only. Check ownership too, not just the role. No new dependencies without asking.

Method: first list every route that needs the check and the rule for each, and wait for my go-ahead.

Check: a test per route for allowed, wrong role and signed out; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report.`,
      example: {
        "actions or routes to protect": "DELETE /api/projects/:id and the billing settings page",
        "role names": "owner and admin",
        "expected status code": "403",
        "where roles are stored": "the memberships table, one row per user and organisation",
        "test command": "npm test -- permissions",
      },
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
      text: `Goal: change the schema so that [schema change in one sentence], losing no data. Done when the migration applies, reverts and applies again cleanly on a copy of real data, and the tests pass.

Context: [database and version], migrations with [migration tool], tables involved: [tables involved].

Constraints: expand then contract: add new columns nullable or with defaults, backfill in batches, drop old columns in a later release. No lock longer than a few seconds on large tables. No new dependencies without asking.

Method: first show the migration plan, the lock each step takes, and the rollback; wait for my go-ahead.

Check: run up, down, up, then [test command]; paste all outputs.

Stop rule: if the down migration can't restore the data, stop and explain why.`,
      example: {
        "schema change in one sentence": "a user can have several email addresses instead of one",
        "database and version": "PostgreSQL 15",
        "migration tool": "Prisma Migrate 5.20",
        "tables involved": "users (2.1 million rows), new user_emails",
        "test command": "npm test",
      },
      explanation:
        "One-shot migrations that rename or drop columns are a common way to lose data. Splitting the change into backward-compatible steps and proving up, down and up again makes the migration safe to ship and to undo. Use it for any schema change on a table that already holds real data.",
    },
    {
      name: "Find and fix an N+1 query",
      text: `Goal: remove the N+1 queries in [route, page or job]. Done when it runs the same number of queries for 1 or 100 records and its output is unchanged.

Context: [ORM and version].

Constraints: eager loading or one batched query, not a cache that hides the problem. Change only [files allowed to change]; no new dependencies without asking.

Method: first add a test that counts the queries for 1 and for 100 records, run it and paste the failing counts. Then fix.

Check: run the query-count test and [test command]; paste both outputs.

Stop rule: if the count still grows after 2 attempts, stop and show the logged queries.`,
      example: {
        "route, page or job": "GET /orders (orders with their customer and line items)",
        "orm and version": "ActiveRecord, Rails 7.2",
        "files allowed to change": "app/controllers/orders_controller.rb and app/models/order.rb",
        "test command": "bin/rails test test/controllers/orders_controller_test.rb",
      },
      explanation:
        "N+1 bugs hide in loops that look harmless. Counting queries at two sizes makes the problem measurable, and a query-count test keeps it from coming back. Use it when a list page gets slower as data grows.",
    },
    {
      name: "Speed up a slow query with the right index",
      text: `Goal: bring [slow query or endpoint] under [target time] on realistic data. Done when the query plan uses the new index or rewrite and the measured time is under target.

Evidence: [database and version]; current plan: [query plan from explain analyze].

Constraints: data realistic in size and distribution; one index or rewrite at a time; state the write cost and lock of each index (build it concurrently where supported). No new dependencies without asking.

Method: read the plan, name the expensive node and why, propose up to 2 options with trade-offs, and wait for my go-ahead.

Check: paste the query plan before and after, and the output of [test command].

Stop rule: if two options miss the target, stop and report both plans.`,
      example: {
        "slow query or endpoint": "the search on /admin/customers by email prefix",
        "target time": "50 ms",
        "database and version": "PostgreSQL 16",
        "query plan from explain analyze":
          "Seq Scan on customers (cost=0.00..48210.00 rows=12 width=96) (actual time=0.03..912.4 rows=9 loops=1)\n  Filter: (email ~~ 'ann%'::text)",
        "test command": "npm test -- customers",
      },
      explanation:
        "Reading the query plan before touching anything keeps the agent from sprinkling indexes. Before and after plans with timings prove the gain. Use it when one query or endpoint is slow and you can capture it.",
    },
    {
      name: "Design the schema for a new feature",
      text: `Goal: design tables for [feature in one sentence] that fit the existing schema. Done when I have approved the design, the migration applies, and tests for the main queries pass on seed data.

Context: [database and ORM]; related tables: [related tables]; main queries: [main queries the feature needs].

Constraints: follow the naming and key conventions already used; foreign keys, not-null and unique constraints where the rules need them; indexes for the main queries only. No new dependencies without asking.

Method: no migrations in the first reply. Propose tables, columns, constraints and indexes, and show how each main query uses them. Wait for my go-ahead.

Check: run [test command] and paste the output.

Stop rule: if a main query forces a design change twice, stop and ask.`,
      example: {
        "feature in one sentence": "teams can share saved reports with read or edit access",
        "database and orm": "MySQL 8 with TypeORM 0.3",
        "related tables": "teams, users, reports",
        "main queries the feature needs": "reports a user can see; who can edit a report; shares per team",
        "test command": "npm run test:db",
      },
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
      text: `Goal: build [component name], which [what the component does]. Done when it renders in [page where it is used] with its loading, empty and error states, and its tests pass.

Pattern: follow [existing component to copy the pattern from] for structure, styling and tests.

Constraints: reuse the existing UI primitives and design tokens; keyboard access and labels for screen readers; no new dependencies without asking.

Method: first list the props, states and files to create; wait for my go-ahead.

Check: run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report what blocks you.`,
      example: {
        "component name": "InvoiceList",
        "what the component does": "shows a customer's invoices with status and a download link",
        "page where it is used": "src/pages/billing.tsx",
        "existing component to copy the pattern from": "src/components/order-list.tsx",
        "test command": "npx vitest run src/components/invoice-list.test.tsx",
      },
      explanation:
        "Naming an existing component as the pattern keeps the agent consistent with your code, and listing every state up front prevents the usual happy-path-only component. Use it for any new UI piece.",
    },
    {
      name: "Make a screen accessible",
      text: `Goal: make [screen or route] usable with only a keyboard and with a screen reader, meeting WCAG 2.2 AA. Done when an automated audit reports no violations there and a keyboard walkthrough reaches and operates every control in a logical order with visible focus.

Constraints: native elements before ARIA; no visual changes beyond focus styles and contrast fixes. Change only [files allowed to change]; no new dependencies without asking.

Method: first run [accessibility audit command] and list the issues by severity with the element for each; wait for my go-ahead.

Check: paste the audit output before and after, and the walkthrough as a list of tab stops.

Stop rule: if a fix needs a redesign, stop and describe the options.`,
      example: {
        "screen or route": "/checkout",
        "files allowed to change": "src/features/checkout/",
        "accessibility audit command": "npx playwright test a11y/checkout.spec.ts (axe-core)",
      },
      explanation:
        "An audit-first pass gives you a ranked list of real problems instead of scattered aria attributes. Preferring native elements fixes most issues at the source, and the audit test keeps the screen from regressing. Use it before a launch, after an accessibility complaint, or on any screen built in a hurry.",
    },
    {
      name: "Add a form with matching client and server validation",
      text: `Goal: build the [form name] form with validation that agrees on client and server. Done when invalid input shows a clear message next to each field, valid input saves through [endpoint or server action], and tests cover both.

Fields and rules: [each field and its rules]

Constraints: one schema shared by client and server ([validation library]); the server validates whatever the client did. Labels tied to inputs; errors announced to screen readers. No new dependencies without asking.

Method: first show the schema and the field list; wait for my go-ahead.

Check: tests for each rule on both sides; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report.`,
      example: {
        "form name": "shipping address",
        "endpoint or server action": "the saveAddress server action",
        "each field and its rules":
          "name: required, up to 100 characters\npostcode: required, valid for the chosen country\nphone: optional, E.164 format",
        "validation library": "zod 3.23",
        "test command": "npm test -- address",
      },
      explanation:
        "Forms break when client and server rules drift apart. Writing the rules once, and testing a request that skips the client, proves the server really protects the data. Use it for sign-up, checkout, settings or any data entry form.",
    },
    {
      name: "Make a layout work on every screen size",
      text: `Goal: make [page or component] work from 360 px up to 1920 px wide. Done when nothing overflows horizontally, text stays readable, and every control can be reached and tapped at 360, 768, 1280 and 1920 px.

Context: styling with [CSS framework or approach]; what breaks now: [what breaks and at which width].

Constraints: mobile-first; fluid widths over fixed ones; no desktop layout changes beyond fixes. Change only [files allowed to change]; no new dependencies without asking.

Method: first list each breaking element and its cause; wait for my go-ahead.

Check: take screenshots at the four widths and paste the output of [test command].

Stop rule: after 2 failed attempts on one element, stop and describe it.`,
      example: {
        "page or component": "the pricing page",
        "css framework or approach": "Tailwind CSS 4",
        "what breaks and at which width":
          "the plan table scrolls sideways below 420 px; the header menu overlaps the logo at 768 px",
        "files allowed to change": "src/pages/pricing.tsx and src/components/header.tsx",
        "test command": "npm run test:e2e -- pricing",
      },
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
      text: `Goal: make [app name] ready to run on [hosting platform]. Done when a production build starts locally with production settings, [health check URL] answers 200, and every item below is done.

Readiness list: settings from environment variables, validated at startup; no secrets in the repository; migrations run as a deploy step; logs to stdout; errors never leak stack traces; graceful shutdown on the termination signal; a health check.

Constraints: deploy nothing and change no remote settings; give me the exact settings to enter. No new dependencies without asking.

Method: first check each item against the code and mark it done or missing; wait for my go-ahead.

Check: run [production build and start command] and paste its output and the health check response.

Stop rule: after 2 failed attempts on one item, stop and report.`,
      example: {
        "app name": "the booking API",
        "hosting platform": "Fly.io",
        "health check url": "http://localhost:8080/healthz",
        "production build and start command": "npm run build && NODE_ENV=production node dist/server.js",
      },
      explanation:
        "First deploys usually trip over configuration, migrations and secrets rather than the code itself. A concrete readiness list checked against the repository turns vague 'make it production ready' requests into a short list of gaps. Use it before the first deploy of an app built with an agent.",
    },
    {
      name: "Set up a zero-downtime deploy",
      text: `Goal: deploy [app name] on [hosting platform] without dropping requests. Done when a deploy during [load test command] shows no failed requests and the old version stops only after the new one is healthy.

Constraints: a readiness check gates traffic; the app drains in-flight requests on shutdown; database changes stay compatible with the previous version. Don't change remote settings; give me the exact settings. No new dependencies without asking.

Method: first describe the rollout (order, health checks, timeouts, drain) and wait for my go-ahead.

Check: paste the load test summary from a deploy, with the failed-request count.

Stop rule: if requests still fail after 2 attempts, stop and show where in the rollout they fail.`,
      example: {
        "app name": "storefront",
        "hosting platform": "Kubernetes 1.30 on GKE",
        "load test command": "k6 run --vus 50 --duration 3m load/browse.js",
      },
      explanation:
        "Deploy downtime typically comes from three gaps: no real readiness check, no graceful shutdown, and migrations the old version can't live with. The prompt covers all three and proves the result under load. Use it once users notice errors or blank pages during releases.",
    },
    {
      name: "Package the app as a Docker image",
      text: `Goal: package [app name] as a container image. Done when the image builds, starts with [container run command], serves [health check URL], and runs as a non-root user.

Context: [runtime and version]; build command: [build command].

Constraints: a multi-stage build on a pinned slim base; a .dockerignore; no secrets in layers or build arguments; settings from the environment. No new dependencies without asking.

Method: first list the stages and what each copies; wait for my go-ahead.

Check: paste the build output with the image size, the run output, and the health check response.

Stop rule: after 2 failed builds, stop and show the failing step.`,
      example: {
        "app name": "invoice-service",
        "container run command": "docker run -p 8000:8000 --env-file .env.local invoice-service",
        "health check url": "http://localhost:8000/health",
        "runtime and version": "Python 3.12 with FastAPI 0.115",
        "build command": "pip install -r requirements.txt",
      },
      explanation:
        "A multi-stage build with a pinned base image and no secrets inside is the difference between a container that works once and one you can ship. Asking for the image size and user makes the agent prove both. Use it when a host expects a container or your setup steps differ between machines.",
    },
    {
      name: "Write and test a rollback plan",
      text: `Goal: be able to roll [app name] back to the previous release on [hosting platform] quickly. Done when a rollback in [staging environment] has been rehearsed end to end and the steps are in [runbook file path].

Constraints: cover code, configuration and database: migrations must let the previous release run, or the plan says how to restore data. Don't touch production; give me the exact commands.

Method: first list what a release changes (image, configuration, schema) and how each is reverted; wait for my go-ahead.

Check: rehearse in staging and paste the commands with their output, the time taken, and the app version before and after.

Stop rule: if a step can't be reverted, stop and say what is needed.`,
      example: {
        "app name": "the customer portal",
        "hosting platform": "AWS ECS with RDS PostgreSQL",
        "staging environment": "staging (portal-staging cluster)",
        "runbook file path": "docs/runbooks/rollback.md",
      },
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
      text: `Goal: add a server-side call to [model provider and model] that turns [input the feature receives] into [structured result the app needs]. Done when the output passes schema validation, provider errors are handled, and the tests pass without network.

Constraints: the API key comes from the environment and stays on the server; validate the response with a schema, retry once on invalid output, then fail with a clear error; set a timeout; log token counts, not user content. Check the installed SDK version's docs before calling it. No new dependencies without asking.

Method: first show the schema, the prompt and the error handling; wait for my go-ahead.

Check: tests with a mocked provider for valid, invalid and failing responses; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report what blocks you.`,
      example: {
        "model provider and model": "OpenAI gpt-4.1-mini",
        "input the feature receives": "a customer support email",
        "structured result the app needs": "{ category, urgency 1-3, summary under 30 words }",
        "test command": "npm test -- triage",
      },
      explanation:
        "LLM features tend to break on invented SDK methods, leaked keys and unvalidated output. Grounding the agent in pasted docs, validating every response and testing with a mocked client gives you a feature you can trust and test offline. Use it for any feature that sends text to a model and needs data back.",
    },
    {
      name: "Build retrieval over your own documents",
      text: `Goal: answer questions about [document collection] with citations to the passages used. Done when the evaluation questions are answered with correct citations at least [target pass rate] of the time.

Evaluation questions and expected sources: [questions and their expected sources]

Constraints: store chunks and embeddings in [vector store or database]; answer only from retrieved passages and say "not found" otherwise. No new dependencies without asking.

Method: first propose the chunk size, the number of passages retrieved and the prompt; wait for my go-ahead. Change one setting at a time.

Check: run [evaluation command] and paste the score per question.

Stop rule: if two changes don't improve the score, stop and show the failing cases.`,
      example: {
        "document collection": "the 140 Markdown pages of our product handbook in docs/handbook/",
        "target pass rate": "90%",
        "questions and their expected sources":
          "How long is the refund window? -> refunds.md\nWhich plans include SSO? -> plans.md\nHow do I export my data? -> export.md",
        "vector store or database": "PostgreSQL 16 with pgvector 0.7",
        "evaluation command": "npm run eval:rag",
      },
      explanation:
        "Retrieval systems are easy to demo and hard to trust. Requiring citations and a fixed evaluation set turns 'seems to work' into a number you can improve, and building one path end to end first avoids a half-wired pipeline. Use it for question answering over docs, tickets or a knowledge base.",
    },
    {
      name: "Create an evaluation set for a prompt or model",
      text: `Goal: build a repeatable evaluation for [prompt, model or feature being evaluated]. Done when one command scores every case, prints a summary, and gives the same scores for the same outputs.

Cases to start from: [example inputs with expected outputs]

Constraints: deterministic checks (exact match, schema, contains) before model-graded ones; cases live in a file under version control. No new dependencies without asking.

Method: first propose 20 cases covering normal, edge and adversarial inputs, with the scoring rule for each; wait for my go-ahead.

Check: run [evaluation command] twice and paste both summaries.

Stop rule: if the scores differ between runs, stop and find why before adding cases.`,
      example: {
        "prompt, model or feature being evaluated": "the prompt that writes product titles from supplier descriptions",
        "example inputs with expected outputs":
          "'Steel water bottle 750ml, blue, leakproof' -> 'Leakproof Steel Water Bottle, 750 ml, Blue'\n'kids raincoat yellow age 4-5' -> 'Kids' Raincoat, Yellow, Age 4-5'",
        "evaluation command": "python -m evals.titles",
      },
      explanation:
        "Without a fixed evaluation set every prompt tweak is judged by feel. Scripted, repeatable grading lets you compare versions honestly, and keeping tuning out of this task stops the agent from grading its own homework. Use it before changing a prompt or switching models, so the change can be measured.",
    },
    {
      name: "Train and evaluate a baseline model",
      text: `Goal: train a baseline that predicts [target to predict] from [dataset file or table]. Done when one script trains and evaluates it, reports [evaluation metric] on a held-out test set, and compares it with a trivial baseline.

Constraints: split before any preprocessing, with a fixed seed; no leakage from the target or from future rows; the simplest model first. Use [libraries and versions already installed]; no new dependencies without asking.

Method: first describe the data (rows, types, missing values, class balance) and the split; wait for my go-ahead.

Check: run the script and paste the metric for the model and for the trivial baseline.

Stop rule: if the score looks too good or doesn't beat the baseline, stop and look for leakage or bugs before tuning.`,
      example: {
        "target to predict": "whether a subscriber cancels within 30 days",
        "dataset file or table": "data/subscribers_2025.parquet",
        "evaluation metric": "ROC AUC",
        "libraries and versions already installed": "pandas 2.2, scikit-learn 1.5",
      },
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
      text: `Goal: review [endpoint or route] for the OWASP Top 10 risk categories and fix what matters. Done when every finding is fixed with a test that proves it, or recorded as accepted by me.

Context: [framework and version]; implemented in [files that implement the endpoint].

Method: no edits in the first reply. List findings with category, file and line, severity, and a proof (a request or a test); wait for my go-ahead. Then fix them one at a time, highest severity first.

Constraints: no new dependencies without asking; never disable a check to make a test pass.

Check: run [test command] and paste the output.

Stop rule: if a fix needs a design change, stop and describe it.`,
      example: {
        "endpoint or route": "POST /api/documents/:id/share",
        "framework and version": "Spring Boot 3.3",
        "files that implement the endpoint": "DocumentShareController.java, ShareService.java",
        "test command": "./gradlew test --tests '*Share*'",
      },
      explanation:
        "A read-only audit with exact lines and severities gives you something to decide on, instead of a pile of speculative edits. Tests that fail before the fix prove each finding was real. Use it for any endpoint that handles user data or money.",
    },
    {
      name: "Find and remove leaked secrets",
      text: `Goal: find every secret committed to [repository name] and move it into configuration. Done when a scan of the working tree finds none, the app reads them from [secret store or environment variables], and I have the list of secrets to rotate.

Constraints: never print secret values; show file, line and kind only. Don't rewrite git history or rotate keys; both are my steps. No new dependencies without asking.

Method: scan the tree and the history with [secret scanner], list the findings, and wait for my go-ahead.

Check: paste the scanner output before and after, and the output of [test command].

Stop rule: if it is unclear where a secret is used, stop and ask.`,
      example: {
        "repository name": "acme/shop-api",
        "secret store or environment variables": "environment variables loaded from Doppler",
        "secret scanner": "gitleaks 8.21",
        "test command": "npm test",
      },
      explanation:
        "Removing a secret from the code doesn't un-leak it, so the prompt ends in a rotation list rather than just a cleanup. Keeping values out of the agent's replies avoids leaking them a second time into chat logs. Use it when a key was pushed by mistake or before making a repository public.",
    },
    {
      name: "Validate all input at an API boundary",
      text: `Goal: validate every input to [API or module] before use. Done when each handler rejects malformed input with [error status and format], accepted input is typed, and tests cover the rejection paths.

Constraints: one schema per handler with [validation library], covering body, query, params and headers; unknown fields rejected or stripped; limits on lengths and sizes. No new dependencies without asking.

Method: first list the handlers and the inputs each reads; wait for my go-ahead.

Check: a test per handler with one valid and two invalid inputs; run [test command] and paste the output.

Stop rule: after 2 failed attempts on one handler, stop and report.`,
      example: {
        "api or module": "the /api/v1/orders routes",
        "error status and format": "400 with { error: { code, message, field } }",
        "validation library": "pydantic 2.9",
        "test command": "pytest tests/api/test_orders.py",
      },
      explanation:
        "Unchecked input is behind many injection and crash bugs. A handler-by-handler gap table keeps the work systematic, and rejection tests prove every path is covered rather than just the obvious one. Use it on any API that accepts data from browsers, apps or other services.",
    },
    {
      name: "Review how the app handles personal data",
      text: `Goal: map where [app name] stores and sends personal data, and close the gaps. Done when a data inventory exists, personal data is kept out of logs, and users can export and delete their data.

Context: stores: [databases and storage]; third parties: [third-party services that receive data].

Constraints: show field names, never real values; change no stored data without my approval. No new dependencies without asking.

Method: first produce the inventory (field, where stored, sent to, why, retention) and the gaps; wait for my go-ahead.

Check: tests for export, deletion and a log line without personal data; run [test command] and paste the output.

Stop rule: if a gap needs a legal decision, stop and list it.`,
      example: {
        "app name": "the clinic booking app",
        "databases and storage": "PostgreSQL, S3 bucket clinic-uploads, Redis sessions",
        "third-party services that receive data": "Stripe, Postmark, Sentry",
        "test command": "npm test -- privacy",
      },
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
      text: `Goal: build [screen name and what it does]. Done when it works on [iOS simulator or device] and [Android emulator or device], including rotation, the on-screen keyboard and large text, and its tests pass.

Context: [mobile framework and version].

Constraints: follow the navigation and styling of the existing screens; keep platform differences behind one check each. No new dependencies without asking.

Method: first list the components, the states (loading, empty, error) and the files; wait for my go-ahead.

Check: run [test command] and paste the output, with a screenshot from each platform.

Stop rule: after 2 failed attempts, stop and report what blocks you.`,
      example: {
        "screen name and what it does": "the Settings screen, which edits the profile and notification choices",
        "ios simulator or device": "iPhone 15 simulator, iOS 18",
        "android emulator or device": "Pixel 8 emulator, Android 15",
        "mobile framework and version": "React Native 0.76 with Expo SDK 52",
        "test command": "npx jest src/screens/settings",
      },
      explanation:
        "Mobile screens tend to break at the edges: notches, keyboards, large text and the back button. Listing those requirements and checking both platforms catches what a single simulator run misses. Use it for every new screen in a cross-platform app.",
    },
    {
      name: "Add offline support with background sync",
      text: `Goal: let users [actions that must work offline] without a connection, syncing when it returns. Done when those actions work in airplane mode, sync without duplicates when back online, and conflicts follow this rule: [conflict rule].

Context: [mobile framework and version]; local storage: [local database or storage].

Constraints: every write gets a client-generated id so retries are idempotent; pending changes are visible in the UI. No new dependencies without asking.

Method: first describe the queue, the sync trigger and the conflict handling; wait for my go-ahead.

Check: tests for an offline write, a retry and a conflict; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report.`,
      example: {
        "actions that must work offline": "add and tick off items on a shopping list",
        "conflict rule": "the latest edit per item wins; a deleted item stays deleted",
        "mobile framework and version": "Flutter 3.24",
        "local database or storage": "drift (SQLite)",
        "test command": "flutter test test/sync_test.dart",
      },
      explanation:
        "Offline sync typically goes wrong through duplicates, silent data loss and unclear conflicts. Client ids, a visible queue and a written conflict rule cover those, and building one action end to end first keeps the design honest. Use it when users work with poor or no connectivity.",
    },
    {
      name: "Add push notifications",
      text: `Goal: send push notifications for [events that trigger a notification]. Done when a test notification reaches iOS and Android in the foreground, background and closed states, and tapping it opens [screen to open].

Context: [mobile framework and version] with [push service].

Constraints: ask for permission at a moment that explains why, not at launch; store tokens per device and remove invalid ones; keys from the environment. No new dependencies without asking.

Method: first list the platform setup steps, the server parts and the files; wait for my go-ahead.

Check: run [test command] and paste the output, plus the delivery result for each state.

Stop rule: if delivery fails twice on one platform, stop and show the error.`,
      example: {
        "events that trigger a notification": "a new chat message and an order shipped",
        "screen to open": "the conversation or the order detail",
        "mobile framework and version": "Expo SDK 52",
        "push service": "Expo push service over FCM and APNs",
        "test command": "npm test -- notifications",
      },
      explanation:
        "Push needs three parts to be right: permissions, the token lifecycle and sending from the server. Grounding the agent in pasted docs avoids invented setup steps, and the state-by-state checklist proves delivery where it matters. Use it when adding notifications to an app for the first time.",
    },
    {
      name: "Fix a crash on one platform only",
      text: `Goal: fix the crash on [platform and OS version] when [user action that triggers the crash]. Done when that action no longer crashes there and still works on the other platform.

Evidence: [crash log or stack trace]
Stack: [mobile framework and version]

Constraints: fix the cause, not a blanket try/catch; no new dependencies without asking.

Method: no edits in the first reply. List up to 3 ranked hypotheses with the platform difference behind each and a check for each; wait for my go-ahead.

Check: run [test command] and paste the output, and repeat the action on both platforms.

Stop rule: after 2 failed fixes, stop and list what you ruled out.`,
      example: {
        "platform and os version": "Android 14",
        "user action that triggers the crash": "picking a photo from the gallery",
        "crash log or stack trace":
          "java.lang.SecurityException: Permission Denial: reading com.android.providers.media.MediaProvider uri content://media/external/images/media/1042",
        "mobile framework and version": "React Native 0.75, react-native-image-picker 7.1",
        "test command": "npm test",
      },
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
      text: `Goal: add [HTTP method and path] that [what the endpoint does]. Done when the contract tests pass and no existing test breaks.

Contract: [request and response examples, including errors]

Method: write the contract tests first, run them and paste the failure; then implement without changing the tests. Follow [existing endpoint to copy the pattern from].

Constraints: validate input, check the signed-in user's access, return a 4xx with a message for bad input. No new dependencies without asking.

Check: run [test command] and paste the output.

Stop rule: if a test seems wrong, stop and ask instead of editing it.`,
      example: {
        "http method and path": "POST /api/projects/:id/archive",
        "what the endpoint does": "archives a project the user owns",
        "request and response examples, including errors":
          "200 { archived: true }\n404 when the project does not exist or belongs to someone else\n409 when it is already archived",
        "existing endpoint to copy the pattern from": "POST /api/projects/:id/rename",
        "test command": "npm test -- projects",
      },
      explanation:
        "Writing and committing the tests before the code gives the agent a fixed target it can't quietly move. Use it for any endpoint where you can write down example requests and responses.",
    },
    {
      name: "Build a CRUD feature end to end",
      text: `Goal: let users create, list, view, edit and delete [resource name]. Done when each action works from the UI through the API to the database, with tests at each layer passing.

Fields and rules: [fields and validation rules]
Who may do what: [access rules]

Constraints: follow [existing feature to copy the pattern from]; users reach only their own records; no new dependencies without asking.

Method: plan the layers and files first and wait for my go-ahead, then build one action at a time, each with its test.

Check: run [test command] after each action and paste the output.

Stop rule: after 2 failed attempts on one action, stop and report.`,
      example: {
        "resource name": "recipes",
        "fields and validation rules":
          "title: required, up to 120 characters\nservings: 1-50\ningredients: at least one",
        "access rules": "owners edit and delete; everyone signed in can view public recipes",
        "existing feature to copy the pattern from": "the shopping lists feature in app/lists/",
        "test command": "bin/rails test",
      },
      explanation:
        "Big features go wrong when every layer is half built at once. A thin slice wired end to end first, then one action at a time, means every step ends in working code you could ship. Use it for any new resource users manage through the UI.",
    },
    {
      name: "Handle file uploads safely",
      text: `Goal: let users upload [kind of files] for [what the files are used for]. Done when valid files are stored and retrievable, invalid ones are rejected with a clear message, and the tests pass.

Constraints: limits: [size and type limits]; check the type by content, not the file name; generate storage names; store files in [storage location] and never execute them; only the owner can read them. No new dependencies without asking.

Method: first describe the flow and where each check happens; wait for my go-ahead.

Check: tests for a valid file, one too large, a wrong type and another user's access; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report.`,
      example: {
        "kind of files": "PDF and JPEG receipts",
        "what the files are used for": "expense claims",
        "size and type limits": "up to 10 MB; application/pdf and image/jpeg only",
        "storage location": "the private S3 bucket expenses-receipts",
        "test command": "pytest tests/test_receipts.py",
      },
      explanation:
        "File uploads combine several classic attacks: oversized files, disguised types and path tricks. The prompt names each defence and a test for it, so the agent can't skip one silently. Use it whenever users can upload avatars, documents or any other files.",
    },
    {
      name: "Receive webhooks reliably",
      text: `Goal: handle [webhook provider] webhooks for [events to handle]. Done when signed events are processed once each, unsigned or tampered ones are rejected, and the tests pass.

Constraints: verify the signature on the raw body with the secret from the environment; store event ids to skip duplicates; answer 2xx quickly and do slow work afterwards; check the installed SDK's docs. No new dependencies without asking.

Method: first list the events, what each changes and the files; wait for my go-ahead.

Check: tests with signed fixtures for each event, a duplicate and a bad signature; run [test command] and paste the output. Replay one real event with [provider's local testing tool].

Stop rule: if verification fails twice on a real event, stop and compare the raw body the code sees with the provider's docs.`,
      example: {
        "webhook provider": "Stripe",
        "events to handle": "checkout.session.completed and customer.subscription.deleted",
        "test command": "npm test -- webhooks",
        "provider's local testing tool": "stripe listen --forward-to localhost:3000/api/webhooks/stripe",
      },
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
      text: `Goal: run the checks on every pull request in [CI provider]. Done when a pull request shows [list of checks] as separate status checks, a failing test turns it red, and a clean run finishes in under [target pipeline time].

Constraints: pinned runtime and action versions; a dependency cache; no secrets exposed to pull requests from forks. No new dependencies without asking.

Method: first outline the workflow file (jobs, triggers, caches); wait for my go-ahead.

Check: paste the logs or links of one passing run and one deliberately failing run.

Stop rule: if a step fails in CI but passes locally twice, stop and compare the two environments.`,
      example: {
        "ci provider": "GitHub Actions",
        "list of checks": "lint, typecheck, unit tests, build",
        "target pipeline time": "6 minutes",
      },
      explanation:
        "A CI setup is only proven when it goes red on a real failure. Asking the agent to break a test on purpose, and to report rather than paper over failing checks, keeps the pipeline honest. Use it on a repository with no CI, or one whose CI nobody trusts.",
    },
    {
      name: "Write infrastructure as code, reviewed before apply",
      text: `Goal: describe [resources to create] for [environment name] in [infrastructure as code tool and version]. Done when the plan shows exactly the expected resources, with nothing destroyed or replaced that I didn't ask for.

Constraints: never run apply; I apply after review. Remote state with locking; variables for the differences between environments; no secrets in code or outputs; least-privilege access. Check the installed provider's docs for argument names.

Method: first list the resources and how they connect; wait for my go-ahead.

Check: run [plan command] and paste the full plan output.

Stop rule: if the plan destroys or replaces anything unexpected, stop and explain why.`,
      example: {
        "resources to create": "a private S3 bucket, a CloudFront distribution and a DNS record",
        "environment name": "staging",
        "infrastructure as code tool and version": "Terraform 1.9 with the AWS provider 5.70",
        "plan command": "terraform plan -var-file=staging.tfvars",
      },
      explanation:
        "Letting an agent apply infrastructure changes directly risks replacing resources that hold data. Making the plan the deliverable, with every change and destroy explained, keeps you in control of what actually happens. Use it when moving hand-made cloud setup into code or adding an environment.",
    },
    {
      name: "Manage configuration across environments",
      text: `Goal: give [app name] one clear way to configure [list of environments]. Done when each environment starts with its own settings, a missing or invalid setting stops startup with a clear message, and no secret is in the repository.

Today settings are read in: [where configuration is read today]

Constraints: one module reads and validates every setting; secrets only from the environment or [secret store]; an example file lists every name without values. No new dependencies without asking.

Method: first inventory every setting (name, where read, secret or not, value per environment); wait for my go-ahead.

Check: start with a setting missing and paste the error; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report.`,
      example: {
        "app name": "the reporting service",
        "list of environments": "local, staging and production",
        "where configuration is read today": "process.env in 14 files, plus config/default.json",
        "secret store": "AWS Secrets Manager",
        "test command": "npm test -- config",
      },
      explanation:
        "Scattered configuration is a frequent cause of works-locally, fails-in-production bugs. One validated config module with a committed example file makes every environment's needs explicit and fails fast when one is missing. Use it when adding a staging environment or after a deploy broke on a missing setting.",
    },
    {
      name: "Speed up a slow CI pipeline",
      text: `Goal: cut [pipeline or workflow name] in [CI provider] from [current pipeline time] to under [target pipeline time]. Done when three consecutive runs finish under target with the same checks passing.

Constraints: remove or skip no checks; caches keyed on lockfiles; parallel jobs only where they are independent.

Method: first break down the time per step from a recent run log, rank the top 3 costs with a fix and an expected saving for each; wait for my go-ahead.

Check: paste the durations of three runs before and three after.

Stop rule: revert any change that saves no time, and stop after 2 such changes.`,
      example: {
        "pipeline or workflow name": "the test workflow (.github/workflows/test.yml)",
        "ci provider": "GitHub Actions",
        "current pipeline time": "24 minutes",
        "target pipeline time": "10 minutes",
      },
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

Context: [project name and what it does]; requirements: [runtime and tool versions].

Constraints: short: purpose, requirements, setup, run, test, configuration, where to get help. Take commands from the scripts that exist; invent none.

Method: read the package scripts and config first, list the gaps (missing example settings, undocumented steps) and wait for my go-ahead.

Check: run each command from the README in order and paste the output of [test command].

Stop rule: if a step fails twice, stop and report it instead of documenting around it.`,
      example: {
        "project name and what it does": "tallybook, a self-hosted invoicing app",
        "runtime and tool versions": "Node 20, pnpm 9, Docker 27 for PostgreSQL",
        "test command": "pnpm test",
      },
      explanation:
        "READMEs written from memory are full of commands that no longer work. Sourcing every step from the repository and running each command turns the README into a setup path you have actually tested. Use it when onboarding someone new or when the setup steps have drifted.",
    },
    {
      name: "Write an agent instructions file for this repository",
      text: `Goal: write a short instructions file for coding agents working in [repository name]. Done when it fits on one screen, every command in it runs, and it states these rules: [house rules for this codebase].

Content: stack, layout, build, test and lint commands, conventions, and what not to do. Save it as [file name, e.g. AGENTS.md or CLAUDE.md]. Keep it short, because long files get rules ignored.

Method: read the repository first (package scripts, config, a few typical files); draft it and wait for my go-ahead.

Check: run every command in the file and paste the outputs.

Stop rule: if a command fails, stop and ask instead of guessing.`,
      example: {
        "repository name": "acme/mobile-app",
        "house rules for this codebase":
          "no default exports; every screen has loading, empty and error states; migrations only through the CLI",
        "file name, e.g. agents.md or claude.md": "AGENTS.md",
      },
      explanation:
        "An agent knows your commands and rules only if something tells it, so a short, tested instructions file read at the start of each session carries them into every one. Keeping it brief matters: bloated files get their rules ignored. Use it on any repository where you work with a coding agent.",
    },
    {
      name: "Document an API from its code",
      text: `Goal: write reference docs for [API or module] in [docs format and path]. Done when every public endpoint or function is documented with a working example, and the examples have been run.

Constraints: describe what the code does, not what it should do; list mismatches for me instead of fixing them. No new dependencies without asking.

Method: first list the public surface (endpoints or exports) and wait for my go-ahead.

Check: run each example against [local server or test command] and paste the outputs.

Stop rule: if behaviour is unclear from the code and tests, stop and ask.`,
      example: {
        "api or module": "the public REST API under src/api/v2",
        "docs format and path": "Markdown in docs/api/",
        "local server or test command": "npm run dev on http://localhost:4000",
      },
      explanation:
        "API docs drift from the code unless the examples are real. Taking each example from an actual run and reporting bugs separately keeps the docs truthful and gives you a list of issues for free. Use it before publishing an API or handing it to another team.",
    },
    {
      name: "Write release notes from git history",
      text: `Goal: write release notes for [version number] covering the changes since [previous release tag]. Done when every user-facing change is described in plain language, grouped, and linked to its pull request or commit.

Readers: [who reads the notes]

Constraints: groups: new, improved, fixed, breaking (with migration steps). Leave out internal changes. Invent nothing; every line comes from a commit.

Method: run git log [previous release tag]..HEAD, list the commits with a proposed group for each, and wait for my go-ahead.

Check: paste the commit count and every commit left out, with the reason.

Stop rule: if a commit's effect is unclear, stop and ask.`,
      example: {
        "version number": "3.2.0",
        "previous release tag": "v3.1.4",
        "who reads the notes": "customers who self-host and upgrade with Docker",
      },
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
      text: `Goal: let users search [records to search] by [fields to search]. Done when the relevance cases return the expected top results, and a search over [expected row count] rows answers within [target response time].

Relevance cases: [queries and expected top results]

Constraints: use the database's full-text features before adding a service; no new dependencies without asking.

Method: first propose the index, the ranking and the query; wait for my go-ahead.

Check: tests for the relevance cases; paste their output and the timing on seeded data.

Stop rule: if two ranking changes still miss a case, stop and show the scores.`,
      example: {
        "records to search": "help articles",
        "fields to search": "title, body and tags",
        "expected row count": "50,000",
        "target response time": "100 ms",
        "queries and expected top results":
          "'reset password' -> Resetting your password\n'invoice pdf' -> Downloading invoices as PDF",
      },
      explanation:
        "Agents often reach for an external search service first. Starting with the database's own full-text search and a written set of relevance cases gives you search you can measure without running a new system. Use it when users can't find records by typing what they remember.",
    },
    {
      name: "Add filters, sorting and pagination to a list",
      text: `Goal: let users filter [list or table name] by [filter fields], sort it by [sort fields], and page through it. Done when every combination gives correct results, the state lives in the URL, and the list stays fast at 100,000 rows.

Constraints: filter and sort on the server; a stable sort with a tie-breaker; keyset pagination for large lists; fields checked against an allow-list. No new dependencies without asking.

Method: first show the query and the indexes; wait for my go-ahead.

Check: tests for combinations and page boundaries; run [test command] and paste the output.

Stop rule: after 2 failed attempts, stop and report.`,
      example: {
        "list or table name": "the orders table in the admin",
        "filter fields": "status, date range and customer",
        "sort fields": "date and total",
        "test command": "npm test -- orders-list",
      },
      explanation:
        "List screens look simple but break on tied sort values, unvalidated parameters and missing indexes. The prompt spells these out and tests combinations, not just single filters. Use it for admin tables, catalogues and any list that grows.",
    },
    {
      name: "Add product analytics events that respect privacy",
      text: `Goal: track [user actions to measure] to answer [questions the data must answer]. Done when each event fires once with the agreed properties, nothing is sent without consent, and no event holds personal data.

Context: analytics with [analytics tool].

Constraints: an event plan (name, trigger, properties) approved before any code; one tracking module; pseudonymous ids. No new dependencies without asking.

Method: first propose the event plan; wait for my go-ahead.

Check: tests that each event fires once, never before consent, and without personal fields; run [test command] and paste the output.

Stop rule: if an event can't be tracked without personal data, stop and ask.`,
      example: {
        "user actions to measure": "starting and finishing onboarding, creating the first project",
        "questions the data must answer": "where do new users drop out of onboarding?",
        "analytics tool": "PostHog (posthog-js 1.180)",
        "test command": "npm test -- analytics",
      },
      explanation:
        "Analytics added ad hoc ends up with messy names, duplicate events and personal data where it shouldn't be. A tracking plan first and a single consent-aware module keep the data useful and lawful. Use it before adding the first tracking call, or to clean up existing events.",
    },
    {
      name: "Write a reporting query you can trust",
      text: `Goal: compute [metric name], defined as [precise metric definition]. Done when the query returns the hand-checked answers on a small fixture and runs within [target response time] on realistic data.

Context: [database and version]; tables: [tables involved].

Constraints: state how nulls, duplicates, time zones and deleted rows are treated; no new dependencies without asking.

Method: first build a fixture of about 10 rows with the expected answer worked out by hand; wait for my go-ahead.

Check: run the query on the fixture and paste the result beside the expected answer; paste the timing on realistic data.

Stop rule: if the answers disagree twice, stop and show the rows that differ.`,
      example: {
        "metric name": "monthly recurring revenue",
        "precise metric definition":
          "the sum of active subscriptions' monthly price on the last day of each month, annual plans divided by 12, in EUR",
        "target response time": "2 seconds",
        "database and version": "PostgreSQL 15",
        "tables involved": "subscriptions, plans, exchange_rates",
      },
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

Constraints: measure before changing anything; one change at a time; remove no features. No new dependencies without asking.

Method: profile with [profiling tool], list the top 3 costs with evidence and an estimated saving for each; wait for my go-ahead.

Check: paste the measurements before and after each change.

Stop rule: if two changes don't move the metric, stop and show the profile.`,
      example: {
        "page url or route": "/dashboard",
        "performance metric": "Largest Contentful Paint on a mid-range phone",
        "current measurement": "4.8 s",
        "target measurement": "under 2.5 s",
        "profiling tool": "Lighthouse 12 in Chrome DevTools with 4x CPU throttling",
      },
      explanation:
        "Optimising without a baseline produces changes nobody can prove helped. Three measured runs before and after, and reverting fixes that don't move the number, keep only the work that really makes the page faster. Use it when a page feels slow or a performance score drops.",
    },
    {
      name: "Speed up a slow API endpoint",
      text: `Goal: bring [method and path of the endpoint] from [current p95 response time] to under [target p95 response time] at [request rate]. Done when a load test at that rate meets the target with unchanged responses.

Constraints: measure first; one change at a time; cache only with a stated invalidation rule. No new dependencies without asking.

Method: trace one slow request (queries, external calls, CPU), list the top 3 costs with evidence, and wait for my go-ahead.

Check: paste the load test summaries before and after, and the output of [test command].

Stop rule: if two changes miss the target, stop and show the trace.`,
      example: {
        "method and path of the endpoint": "GET /api/feed",
        "current p95 response time": "1.9 s",
        "target p95 response time": "300 ms",
        "request rate": "200 requests per second",
        "test command": "go test ./internal/feed/...",
      },
      explanation:
        "Slow endpoints are often slow in one stage, and guessing which one wastes time. Timing each stage under a repeatable load test points the agent at the real cost, and an unchanged-response check keeps the fix safe. Use it when one endpoint dominates response times or timeouts.",
    },
    {
      name: "Find and fix a memory leak",
      text: `Goal: stop the memory growth in [process or service name]. Done when memory stays flat within [acceptable memory range] over [duration of the soak test] under [workload that causes the growth].

Constraints: evidence before fixes; restarts or higher limits are not a fix. No new dependencies without asking.

Method: take heap snapshots at the start and after growth, compare retained objects, and name the retaining path; wait for my go-ahead.

Check: paste the memory readings over the soak test before and after the fix, and the output of [test command].

Stop rule: if memory still grows after 2 fixes, stop and show the snapshot comparison.`,
      example: {
        "process or service name": "the image-resize worker",
        "acceptable memory range": "300-350 MB",
        "duration of the soak test": "2 hours",
        "workload that causes the growth": "10 resize jobs per second from the staging queue",
        "test command": "npm test -- worker",
      },
      explanation:
        "Memory leaks are hard to spot in code review and plain to see in heap comparisons. Reproducing the growth with a loop script first gives the agent evidence to follow and a check that proves the fix. Use it when a process's memory climbs until it restarts or crashes.",
    },
    {
      name: "Add monitoring and alerts to a service",
      text: `Goal: know within [detection time] when [service name] is failing or slow, before users report it. Done when dashboards show the key signals and a simulated failure triggers an alert to [alert channel].

Constraints: structured logs with request ids; metrics for rate, errors and latency; each alert tied to a target and a runbook entry; no personal data in logs.

Method: plan the log fields, metrics, alert rules and runbook entries first; wait for my go-ahead.

Check: run [test command] and paste the output. Then simulate a failure in staging and paste the alert with the time it took.

Stop rule: if an alert fires on normal traffic or misses the failure after 2 adjustments, stop and show the rule and the data.`,
      example: {
        "detection time": "5 minutes",
        "service name": "the payments API",
        "alert channel": "the #payments-oncall Slack channel via Grafana alerting",
        "test command": "npm test",
      },
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
