import { type GeneratorCategoryId, generatorCategoryIdSchema } from "../../../shared/schemas/generator.js";
import type { WizardCategory } from "../../../shared/schemas/wizard.js";

/** One user's situation, as they would type it into the generator, the wizard and the planner. */
export interface AnswerScenario {
  id: string;
  /** Stack labels that must appear in every answer (as the user wrote them, with versions). */
  stack: string[];
  category: GeneratorCategoryId;
  wizardCategory: WizardCategory;
  description: string;
  error?: string;
  goal: string;
  tried: string;
  /** A project in the same stack, for the planner. */
  project: string;
  features: string;
  /** Facts from the user's text that must reach the answers. */
  keyFacts: string[];
  /** For integration cases: words the wizard's first step title must contain. */
  wizardFix?: string;
  /** A file the user says the agent must stop touching: no fix may be scoped to it. */
  offLimits?: string;
  /** An answer to the planner's stack question that answers another question: it must not become the stack. */
  offTopicStackAnswer?: string;
}

/** The generator's category of a wizard category: its problem type's (decision 0310), "general" being "other". */
function generatorCategoryOf(wizardCategory: WizardCategory): GeneratorCategoryId {
  const parsed = generatorCategoryIdSchema.safeParse(wizardCategory);
  return parsed.success ? parsed.data : "other";
}

/** A scenario for one problem type; the generator's category follows from the wizard's. */
function scenario(
  wizardCategory: WizardCategory,
  fields: Omit<AnswerScenario, "category" | "wizardCategory">,
): AnswerScenario {
  return { ...fields, category: generatorCategoryOf(wizardCategory), wizardCategory };
}

export const answerScenarios: AnswerScenario[] = [
  scenario("no_planning", {
    id: "go-cli",
    stack: ["Go 1.22"],
    description: "I want to build a CLI in Go 1.22 that syncs my dotfiles, but the agent keeps starting over.",
    goal: "dotsync push copies changed dotfiles to my Git remote",
    tried: "I tried asking for the whole tool in one prompt",
    project: "dotsync: a CLI in Go 1.22 that syncs dotfiles between machines through a private Git repository.",
    features: "push changed dotfiles, pull and apply them, show a diff before overwriting",
    keyFacts: ["dotfiles"],
  }),
  scenario("repeated_failures", {
    id: "stm32-hardfault",
    stack: ["STM32", "FreeRTOS"],
    description:
      "Embedded C on an STM32F4 with FreeRTOS: the board hits HardFault_Handler when the UART task starts, and the agent keeps changing the stack size.",
    error:
      "HardFault_Handler at ../Core/Src/stm32f4xx_it.c:89\nCFSR: 0x00008200 (PRECISERR, BFARVALID) BFAR: 0x20020004",
    goal: "the UART task runs for an hour without a HardFault",
    tried: "I tried doubling configMINIMAL_STACK_SIZE",
    project: "A data logger on STM32 with FreeRTOS that reads a sensor over I2C and writes to an SD card.",
    features: "read the sensor every second, write CSV lines to the SD card, blink an LED on errors",
    keyFacts: ["HardFault", "UART"],
  }),
  scenario("integration_issues", {
    id: "esp32-wifi",
    stack: ["ESP32"],
    description: "My ESP32 firmware (ESP-IDF 5.1) can't reach my MQTT broker after Wi-Fi connects.",
    error: "E (5123) MQTT_CLIENT: Error transport connect\nE (5124) esp-tls: Failed to connect to host, errno 113",
    goal: "the device publishes a reading to the broker every minute",
    tried: "I tried the broker's IP address instead of the hostname",
    project: "ESP32 firmware that reads a soil sensor and publishes readings to an MQTT broker.",
    features: "connect to Wi-Fi, publish readings over MQTT, sleep between readings",
    keyFacts: ["MQTT"],
  }),
  scenario("ai_hallucination", {
    id: "arduino-servo",
    stack: ["Arduino"],
    description: "The agent wrote an Arduino sketch that includes ServoEasingPro.h and it doesn't compile.",
    error: "fatal error: ServoEasingPro.h: No such file or directory\ncompilation terminated.",
    goal: "the sketch compiles and sweeps the servo",
    tried: "I tried installing it from the Library Manager but it isn't there",
    project: "An Arduino pan-tilt camera mount controlled by two servos and a joystick.",
    features: "read the joystick, move both servos smoothly, save a home position",
    keyFacts: ["ServoEasingPro.h"],
  }),
  scenario("integration_issues", {
    id: "flutter-firebase",
    stack: ["Flutter 3.19", "Firebase"],
    description: "My Flutter 3.19 app crashes on startup after adding firebase_core. Don't upgrade Flutter.",
    error: "[core/no-app] No Firebase App '[DEFAULT]' has been created - call Firebase.initializeApp()",
    goal: "the app starts on Android and reads from Firestore",
    tried: "I tried flutter clean and reinstalling the pods",
    project: "A Flutter 3.19 app for a book club: members vote on the next book and chat about it.",
    features: "members vote on the next book, chat per book, get a reminder before the meeting",
    keyFacts: ["Firebase.initializeApp"],
  }),
  scenario("repeated_failures", {
    id: "dart-null",
    stack: ["Flutter"],
    description:
      "The agent keeps adding ! to fix a Flutter null error in lib/screens/profile.dart and it still crashes.",
    error: "Null check operator used on a null value\n#0 ProfileScreen.build (package:app/screens/profile.dart:42:31)",
    goal: "the profile screen shows a placeholder while the user loads",
    tried: "I tried adding ! and ?? '' in three places",
    project: "A Flutter habit tracker with streaks and reminders that works offline.",
    features: "track habits, show streaks, send reminders",
    keyFacts: ["Null check operator used on a null value"],
  }),
  scenario("integration_issues", {
    id: "django-pool",
    stack: ["Django 5.0", "PostgreSQL"],
    description: "Django 5.0 on Heroku with PostgreSQL: under load the views in orders/views.py fail.",
    error: 'django.db.utils.OperationalError: FATAL: too many connections for role "app"',
    goal: "the orders page handles 50 concurrent users",
    tried: "I tried raising max_connections",
    project: "A Django 5.0 ordering system for a bakery with PostgreSQL and an admin for the staff.",
    features: "customers place orders, staff mark orders ready, owner sees daily totals",
    keyFacts: ["too many connections", "orders/views.py"],
    wizardFix: "pooled connection",
  }),
  scenario("lost_direction", {
    id: "django-migration",
    stack: ["Django"],
    description:
      "I asked for a CSV export in Django and the agent rewrote billing/models.py and added three migrations.",
    goal: "a CSV export of invoices, no model changes",
    tried: "I tried telling it to stop changing models",
    project: "A Django invoicing tool for freelancers with CSV export and reminders.",
    features: "create invoices, export invoices to CSV, send payment reminders",
    keyFacts: ["CSV export"],
  }),
  scenario("ai_hallucination", {
    id: "flask-import",
    stack: ["Flask"],
    description: "The agent told me to pip install flask-easyauth for login in my Flask app.",
    error: "ERROR: No matching distribution found for flask-easyauth",
    goal: "users can log in with email and password",
    tried: "I tried pip install flask_easyauth too",
    project: "A Flask app for a climbing gym to book time slots.",
    features: "members book a slot, staff see the day's bookings, members cancel a booking",
    keyFacts: ["flask-easyauth"],
  }),
  scenario("integration_issues", {
    id: "fastapi-cors",
    stack: ["FastAPI", "React"],
    description: "My React app on localhost:5173 calls my FastAPI backend and the browser blocks it.",
    error:
      "Access to fetch at 'http://localhost:8000/items' from origin 'http://localhost:5173' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present",
    goal: "the items list loads in the React app",
    tried: "I tried mode: 'no-cors' in fetch",
    project: "A FastAPI and React inventory tool for a small warehouse.",
    features: "add items, scan barcodes, see stock levels",
    keyFacts: ["Access-Control-Allow-Origin"],
    wizardFix: "CORS",
  }),
  scenario("repeated_failures", {
    id: "go-gin-nil",
    stack: ["Go", "Gin"],
    description: "My Go API with Gin panics in handlers/user.go and the agent keeps wrapping it in recover().",
    error:
      "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation]\nhandlers/user.go:57",
    goal: "GET /users/42 returns the user as JSON",
    tried: "I tried adding recover() in middleware",
    project: "A Go REST API with Gin for a dog-walking service.",
    features: "owners book walks, walkers accept bookings, owners rate walks",
    keyFacts: ["nil pointer dereference", "handlers/user.go"],
  }),
  scenario("repeated_failures", {
    id: "rust-borrow",
    stack: ["Rust"],
    description: "Rust borrow checker error in src/cache.rs; the agent keeps adding .clone() everywhere.",
    error:
      "error[E0502]: cannot borrow `self.entries` as mutable because it is also borrowed as immutable\n --> src/cache.rs:31:9",
    goal: "the cache evicts the oldest entry without cloning the map",
    tried: "I tried clone() and Rc<RefCell<>>",
    project: "A Rust command-line tool that caches API responses on disk.",
    features: "fetch a URL with caching, list cached entries, clear the cache",
    keyFacts: ["E0502", "src/cache.rs"],
  }),
  scenario("ai_hallucination", {
    id: "axum-state",
    stack: ["Axum", "Tokio"],
    description: "The agent used Router::with_shared_state in my Axum app and it doesn't compile.",
    error: "error[E0599]: no method named `with_shared_state` found for struct `Router` in the current scope",
    goal: "handlers can read the database pool from the app state",
    tried: "I tried adding the macros feature",
    project: "An Axum and Tokio web service for a link shortener.",
    features: "shorten a link, redirect a short link, count clicks",
    keyFacts: ["with_shared_state"],
  }),
  scenario("ai_hallucination", {
    id: "elixir-phoenix",
    stack: ["Phoenix"],
    description: "Phoenix LiveView: the agent calls Phoenix.LiveView.push_redirect_with_flash which fails.",
    error: "** (UndefinedFunctionError) function Phoenix.LiveView.push_redirect_with_flash/3 is undefined or private",
    goal: "after saving, the user lands on the list page with a flash message",
    tried: "I tried push_redirect and redirect",
    project: "A Phoenix LiveView app for a choir to share rehearsal schedules.",
    features: "members see the schedule, the director posts changes, members confirm attendance",
    keyFacts: ["push_redirect_with_flash"],
  }),
  scenario("repeated_failures", {
    id: "csharp-null",
    stack: ["ASP.NET Core"],
    description: "ASP.NET Core 8 API: OrdersController throws NullReferenceException and every fix moves the error.",
    error:
      "System.NullReferenceException: Object reference not set to an instance of an object.\n   at Shop.Api.Controllers.OrdersController.Get(Int32 id) in Controllers/OrdersController.cs:line 34",
    goal: "GET /orders/5 returns the order or a 404",
    tried: "I tried adding ?. in four places",
    project: "An ASP.NET Core 8 API for a school library to lend books.",
    features: "students borrow books, librarians record returns, students see due dates",
    keyFacts: ["NullReferenceException", "OrdersController"],
  }),
  scenario("complexity_overwhelm", {
    id: "kotlin-compose",
    stack: ["Kotlin", "Jetpack Compose"],
    description:
      "Kotlin Android app with Jetpack Compose: I asked for a settings screen and also dark mode and also sync, and now 19 files changed.",
    goal: "only the settings screen, working, in one reviewable change",
    tried: "I tried asking it to undo the sync part",
    project: "A Kotlin Android app with Jetpack Compose for tracking plant watering.",
    features: "add plants, get a watering reminder, mark a plant as watered",
    keyFacts: ["settings screen"],
  }),
  scenario("integration_issues", {
    id: "ktor-serialization",
    stack: ["Ktor", "Kotlin"],
    description: "My Ktor server returns 415 when the mobile app posts JSON to /api/notes.",
    error: "415 Unsupported Media Type",
    goal: "POST /api/notes stores the note and returns 201",
    tried: "I tried setting Content-Type on the client",
    project: "A Ktor backend in Kotlin for a shared notes app.",
    features: "create notes, share a note with a friend, search notes",
    keyFacts: ["415"],
  }),
  scenario("repeated_failures", {
    id: "swiftui-state",
    stack: ["SwiftUI"],
    description: "SwiftUI list in ContentView.swift doesn't update after saving, and the agent keeps adding @State.",
    error:
      "Publishing changes from background threads is not allowed; make sure to publish values from the main thread",
    goal: "the list shows the new item right after saving",
    tried: "I tried @StateObject and @ObservedObject",
    project: "A SwiftUI app for logging workouts on iPhone.",
    features: "log a workout, see weekly totals, export to CSV",
    keyFacts: ["main thread", "ContentView.swift"],
  }),
  scenario("repeated_failures", {
    id: "laravel-sql",
    stack: ["Laravel", "MySQL"],
    description: "Laravel 11 with MySQL: the migration fails again and again after the agent edited it.",
    error: "SQLSTATE[42S01]: Base table or view already exists: 1050 Table 'orders' already exists",
    goal: "php artisan migrate runs clean on a fresh database",
    tried: "I tried migrate:fresh on my laptop",
    project: "A Laravel 11 shop for a pottery studio with MySQL.",
    features: "customers buy pieces, owner adds pieces, customers see order status",
    keyFacts: ["Base table or view already exists"],
  }),
  scenario("general", {
    id: "symfony-di",
    stack: ["Symfony"],
    description: "Symfony can't autowire my MailerService after the agent moved it to src/Service/Mail.",
    error:
      'Cannot autowire service "App\\Controller\\SignupController": argument "$mailer" references class "App\\Service\\MailerService" but no such service exists.',
    goal: "the signup controller sends the welcome mail",
    tried: "I tried clearing the cache",
    project: "A Symfony app for a hiking club to organise trips.",
    features: "members sign up for trips, organisers post trips, members get a welcome mail",
    keyFacts: ["MailerService"],
  }),
  scenario("repeated_failures", {
    id: "rails-nomethod",
    stack: ["Ruby on Rails 7.1"],
    description: "Rails 7.1: the agent keeps editing app/models/user.rb and the same error comes back.",
    error: "NoMethodError: undefined method `full_name' for nil:NilClass",
    goal: "the dashboard shows the author's name on every post",
    tried: "I tried adding try(:full_name)",
    project: "A Rails 7.1 app for a neighbourhood to lend tools.",
    features: "neighbours list tools, borrow a tool, return it",
    keyFacts: ["full_name", "app/models/user.rb"],
  }),
  scenario("integration_issues", {
    id: "spring-bean",
    stack: ["Java 21", "Spring Boot 3"],
    description: "Spring Boot 3 on Java 21 won't start after adding the payments client.",
    error:
      "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'paymentsClient': Could not resolve placeholder 'payments.api-key' in value \"${payments.api-key}\"",
    goal: "the app starts and the payments client reads its key from the environment",
    tried: "I tried adding the key to application.yml locally",
    project: "A Spring Boot 3 service in Java 21 for booking meeting rooms.",
    features: "staff book a room, see free rooms, cancel a booking",
    keyFacts: ["payments.api-key"],
  }),
  scenario("integration_issues", {
    id: "next-supabase-magic",
    stack: ["Next.js 14", "Supabase"],
    description:
      "Next.js 14 app on Vercel with Supabase Auth: the magic link email sends users to http://localhost:3000 instead of my production site.",
    error: "The link opens http://localhost:3000/#access_token=... and the page can't be reached",
    goal: "the magic link signs users in on https://app.example.com",
    tried: "I tried editing the email template",
    project: "A Next.js 14 app with Supabase for a tutoring business to schedule lessons.",
    features: "students book lessons, tutors set availability, students get a reminder",
    keyFacts: ["localhost:3000"],
    wizardFix: "Site URL",
  }),
  scenario("repeated_failures", {
    id: "react-effect-loop",
    stack: ["React", "Vite"],
    description: "React with Vite: the agent's useEffect in src/hooks/useTodos.ts fetches in an endless loop.",
    error: "Warning: Maximum update depth exceeded. This can happen when a component calls setState inside useEffect",
    goal: "the todos load once when the page opens",
    tried: "I tried adding todos to the dependency array",
    project: "A React and Vite todo app with offline support.",
    features: "add todos, mark todos done, work offline",
    keyFacts: ["Maximum update depth exceeded", "src/hooks/useTodos.ts"],
  }),
  scenario("ai_hallucination", {
    id: "vue-pinia",
    stack: ["Vue"],
    description: "Vue 3 with Pinia: the agent imports useStoreSync from pinia.",
    error:
      "SyntaxError: The requested module '/node_modules/.vite/deps/pinia.js' does not provide an export named 'useStoreSync'",
    goal: "the cart store persists between page loads",
    tried: "I tried reinstalling pinia",
    project: "A Vue 3 storefront for a record shop.",
    features: "browse records, add to cart, check out",
    keyFacts: ["useStoreSync"],
  }),
  scenario("integration_issues", {
    id: "sveltekit-build",
    stack: ["SvelteKit", "Netlify"],
    description: "My SvelteKit site works locally but the Netlify build fails: publish directory not found.",
    error: 'Deploy did not succeed: Deploy directory "build" does not exist',
    goal: "the site deploys from the main branch",
    tried: "I tried changing the build command",
    project: "A SvelteKit portfolio with a blog and a contact form.",
    features: "show projects, publish blog posts, send the contact form",
    keyFacts: ["Deploy directory"],
    wizardFix: "build settings",
  }),
  scenario("complexity_overwhelm", {
    id: "angular-inject",
    stack: ["Angular"],
    description:
      "Angular 17: I asked for a search box and the agent also converted every component to standalone, 31 files changed.",
    goal: "just the search box on the products page",
    tried: "I tried asking it to revert the standalone change",
    project: "An Angular 17 admin for a bike rental shop.",
    features: "list bikes, search bikes, mark a bike as rented",
    keyFacts: ["search box"],
  }),
  scenario("integration_issues", {
    id: "express-stripe",
    stack: ["Express", "Stripe"],
    description: "Express server: the Stripe webhook in routes/webhooks.js fails signature verification in production.",
    error:
      "StripeSignatureVerificationError: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?",
    goal: "checkout.session.completed marks the order paid",
    tried: "I tried copying the secret again",
    project: "An Express API with Stripe for selling workshop tickets.",
    features: "buyers pay for a ticket, organisers see sales, buyers get a receipt",
    keyFacts: ["No signatures found matching the expected signature"],
    wizardFix: "signing secret",
  }),
  scenario("general", {
    id: "nest-di",
    stack: ["NestJS"],
    description: "NestJS can't resolve UsersService in AuthModule after the agent split the modules.",
    error:
      "Nest can't resolve dependencies of the AuthService (?). Please make sure that the argument UsersService at index [0] is available in the AuthModule context.",
    goal: "the app boots and /auth/login works",
    tried: "I tried adding UsersService to providers",
    project: "A NestJS API for a coworking space to manage desks.",
    features: "members book desks, admins add desks, members see their bookings",
    keyFacts: ["UsersService"],
  }),
  scenario("integration_issues", {
    id: "prisma-pool",
    stack: ["Prisma", "Vercel"],
    description: "Prisma on Vercel with Supabase Postgres: serverless functions fail under load.",
    error:
      "Error querying the database: FATAL: remaining connection slots are reserved for non-replication superuser connections",
    goal: "the API answers 100 requests a minute without database errors",
    tried: "I tried increasing the function timeout",
    project: "A Next.js app with Prisma on Vercel for a food bank to track donations.",
    features: "volunteers log donations, coordinators see stock, donors get a thank-you mail",
    keyFacts: ["remaining connection slots"],
    wizardFix: "pooled connection",
  }),
  scenario("integration_issues", {
    id: "docker-compose-db",
    stack: ["Docker", "Node.js"],
    description: "docker compose up: my Node.js API container can't reach Postgres.",
    error: "Error: connect ECONNREFUSED 127.0.0.1:5432",
    goal: "the API container connects to the db container",
    tried: "I tried exposing port 5432",
    project: "A Node.js API in Docker for a school to publish lunch menus.",
    features: "cooks publish menus, parents see the week's menu, parents get allergy warnings",
    keyFacts: ["ECONNREFUSED 127.0.0.1:5432"],
    wizardFix: "service name",
  }),
  scenario("integration_issues", {
    id: "vercel-env",
    stack: ["Next.js", "Vercel"],
    description: "OPENAI_API_KEY env var is undefined in my Next.js API route on Vercel but works locally.",
    error: "Error: The OPENAI_API_KEY environment variable is missing or empty",
    goal: "the summary endpoint answers in production",
    tried: "I tried adding it to .env.production",
    project: "A Next.js app on Vercel that summarises meeting notes.",
    features: "upload notes, get a summary, share the summary",
    keyFacts: ["OPENAI_API_KEY"],
    wizardFix: "environment settings",
  }),
  scenario("repeated_failures", {
    id: "cpp-linker",
    stack: ["C++"],
    description: "C++17 with CMake: the linker fails and the agent keeps editing the headers.",
    error: "undefined reference to `Renderer::draw(Scene const&)'\ncollect2: error: ld returned 1 exit status",
    goal: "the project links and the demo scene renders",
    tried: "I tried adding inline to the header",
    project: "A C++ ray tracer with CMake that renders scenes from a JSON file.",
    features: "load a scene from JSON, render to PNG, show progress",
    keyFacts: ["undefined reference", "Renderer::draw"],
  }),
  scenario("repeated_failures", {
    id: "bash-quoting",
    stack: ["Bash"],
    description:
      "My bash backup script breaks on file names with spaces and the agent keeps adding quotes in the wrong places.",
    error: 'rsync: link_stat "/home/me/My" failed: No such file or directory (2)',
    goal: "the script backs up every file, spaces included",
    tried: "I tried quoting $FILES",
    project: "A bash backup script that syncs my home folder to a NAS every night.",
    features: "back up changed files, keep 7 daily copies, mail a report",
    keyFacts: ["link_stat"],
  }),
  scenario("repeated_failures", {
    id: "unity-null",
    stack: ["Unity"],
    description:
      "Unity game: PlayerController.cs throws in Update and the agent keeps adding null checks to the MonoBehaviour.",
    error:
      "NullReferenceException: Object reference not set to an instance of an object\nPlayerController.Update () (at Assets/Scripts/PlayerController.cs:27)",
    goal: "the player moves without errors in the console",
    tried: "I tried GetComponent in Update",
    project: "A Unity 2D platformer game with three levels.",
    features: "the player jumps and runs, collect coins, reach the exit",
    keyFacts: ["PlayerController"],
  }),
  scenario("ai_hallucination", {
    id: "godot-signal",
    stack: ["Godot"],
    description: "Godot 4 with GDScript: the agent connects a signal with connect_deferred_once which doesn't exist.",
    error: "Invalid call. Nonexistent function 'connect_deferred_once' in base 'Button'.",
    goal: "the start button opens the first level",
    tried: "I tried connect with CONNECT_ONE_SHOT",
    project: "A Godot 4 puzzle game with a level select.",
    features: "pick a level, solve the puzzle, save progress",
    keyFacts: ["connect_deferred_once"],
  }),
  scenario("ai_hallucination", {
    id: "python-pandas",
    stack: ["Python 3.12", "pandas"],
    description: "Python 3.12 with pandas: the agent's script calls df.append_rows.",
    error: "AttributeError: 'DataFrame' object has no attribute 'append_rows'",
    goal: "the monthly report merges all CSV files into one table",
    tried: "I tried df.append",
    project: "A Python 3.12 script with pandas that builds a monthly sales report.",
    features: "merge CSV files, compute totals per product, write an Excel report",
    keyFacts: ["append_rows"],
  }),
  scenario("integration_issues", {
    id: "firebase-domain",
    stack: ["React", "Firebase"],
    description: "React app on Netlify: Google sign-in with Firebase fails on the deployed site.",
    error: "FirebaseError: Firebase: Error (auth/unauthorized-domain).",
    goal: "users sign in with Google on the deployed site",
    tried: "I tried a new API key",
    project: "A React and Firebase app for a running club to log runs.",
    features: "members log runs, see a leaderboard, join events",
    keyFacts: ["auth/unauthorized-domain"],
    wizardFix: "Authorized domains",
  }),
  scenario("integration_issues", {
    id: "nextauth-redirect",
    stack: ["Next.js", "NextAuth"],
    description: "NextAuth with Google in my Next.js app redirects to localhost after deploying.",
    error: "Error 400: redirect_uri_mismatch",
    goal: "Google sign-in returns to the production site",
    tried: "I tried setting the redirect in the Google console",
    project: "A Next.js app with NextAuth for a reading group.",
    features: "members sign in with Google, propose books, vote on books",
    keyFacts: ["redirect_uri_mismatch"],
    wizardFix: "Google OAuth",
  }),
  scenario("repeated_failures", {
    id: "gleam-unknown",
    stack: ["Gleam"],
    description: "My Gleam project on the BEAM fails to build and the agent keeps changing the same import.",
    error:
      "error: Unknown module\n  ┌─ src/app/router.gleam:3:1\nNo module has been found with the name `gleam/http/request2`.",
    goal: "gleam build succeeds",
    tried: "I tried gleam clean",
    project: "A Gleam web service on the BEAM for a small RSS reader.",
    features: "add feeds, fetch new items, mark items read",
    keyFacts: ["gleam/http/request2"],
  }),
  // Issue 31's cases: a fix scoped to the very test the agent keeps editing, and non-web projects given a web
  // architecture. The inputs follow the examples.
  scenario("repeated_failures", {
    id: "pytest-offlimits-test",
    stack: ["Python"],
    description:
      "My Python invoicing app: the agent keeps editing tests/test_invoice.py to make it pass instead of fixing app/invoice.py. Do not touch tests/test_invoice.py, the test is right.",
    error: "FAILED tests/test_invoice.py::test_total_includes_tax - AssertionError: assert 100.0 == 120.0",
    goal: "test_total_includes_tax passes with the test unchanged",
    tried: "I tried telling it the test is correct",
    project: "An invoicing tool in Python for a small accounting firm.",
    features: "create invoices, add tax per line, export a PDF",
    keyFacts: ["test_total_includes_tax"],
    offLimits: "tests/test_invoice.py",
  }),
  scenario("complexity_overwhelm", {
    id: "chrome-extension",
    stack: ["TypeScript"],
    description:
      "My Chrome extension in TypeScript has a 900-line background script and the agent keeps adding features to it.",
    goal: "each feature lives in its own module and the popup still works",
    tried: "I tried asking it to split the file, it rewrote everything",
    project: "A Chrome extension in TypeScript that saves highlighted text from any page to a reading list.",
    features: "save a highlight, list saved highlights in the popup, export them as Markdown",
    keyFacts: ["background script"],
  }),
  scenario("lost_direction", {
    id: "airflow-pipeline",
    stack: ["Airflow", "PostgreSQL"],
    description:
      "My Airflow pipeline loads daily sales CSVs into PostgreSQL; the agent started rewriting the DAG as a web dashboard.",
    goal: "the daily DAG loads each CSV once into the sales table",
    tried: "I tried reminding it of the original goal",
    project: "An Airflow pipeline that loads daily sales CSV files into PostgreSQL for reporting.",
    features: "load each day's CSV, skip files already loaded, alert on a failed run",
    keyFacts: ["CSV"],
  }),
  scenario("integration_issues", {
    id: "cors-origin-url",
    stack: ["React"],
    description:
      "My React app on http://localhost:5173 calls POST https://api.example.com/v1/orders and the browser blocks it. The base URL comes from VITE_API_URL.",
    error:
      "Access to fetch at 'https://api.example.com/v1/orders' from origin 'http://localhost:5173' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
    goal: "Next.js 14 and Supabase",
    tried: "I tried adding mode: 'no-cors' to fetch",
    project: "A React app for a bakery to take orders online.",
    features: "browse the menu, place an order, see the order status",
    keyFacts: ["VITE_API_URL"],
  }),
  scenario("no_planning", {
    id: "freelancer-crm-offtopic",
    stack: ["Django"],
    description: "I want to build a small CRM in Django for freelancers, and the agent keeps rewriting the models.",
    goal: "a freelancer can add a client and log an invoice",
    tried: "I tried asking for the whole app at once",
    project: "A small CRM in Django for freelancers to track clients and invoices.",
    features: "add clients, log invoices, see who owes money",
    keyFacts: ["freelancers"],
    offTopicStackAnswer: "Freelancers with 5-50 clients",
  }),
];
