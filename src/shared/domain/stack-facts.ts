/**
 * The stack a user names in their own words: languages, frameworks, platforms and services, with the
 * version written next to each. One detector for the generator, the wizard and the planner, so the
 * three never disagree about what a user runs. Short names ("Go", "C", "Rails") match only where the
 * surrounding words make them a technology, never as ordinary English ("go to", "a C grade").
 */
export type StackKind = "language" | "framework" | "mobile" | "platform" | "database" | "service" | "tool";

export interface StackItem {
  name: string;
  kind: StackKind;
  /** The language this item implies ("Django" → "Python"), when it implies one. */
  language?: string;
  version?: string;
}

interface StackRule {
  name: string;
  kind: StackKind;
  pattern: RegExp;
  language?: string;
  /** How the name is written before a version, when it differs from `name` ("Node" for "Node 20"). */
  versionAfter?: RegExp;
}

const v = (source: string) => new RegExp(`${source}\\s*v?(\\d+(?:\\.\\d+){0,2}(?:\\.x)?)\\b`, "i");

// Order is the order items are listed in: languages, then frameworks, then data and services.
const RULES: readonly StackRule[] = [
  { name: "TypeScript", kind: "language", pattern: /\btype\s?script\b|\.tsx?\b|\btsc\b|\bTS\d{4}\b/i },
  { name: "JavaScript", kind: "language", pattern: /\bjava\s?script\b(?!\s+origins)|\bvanilla js\b|\bES20\d\d\b/i },
  {
    name: "Python",
    kind: "language",
    pattern:
      /\bpython\s?[23]?\b|\bpip3?\s+install\b|\bpytest\b|\bTraceback \(most recent call last\)|\bModuleNotFoundError\b|\.py\b/i,
  },
  {
    name: "Go",
    kind: "language",
    pattern: new RegExp(
      [
        String.raw`\bgolang\b|\bGo\s+v?1\.\d+|`,
        String.raw`\b(?:in|with|using|written in|on|for|learning|of)\s+Go\b(?!\s+(?:to|back|ahead|through|over|`,
        String.raw`live|away|into|out|on|for|with|and\s+(?:check|see|get|make)))|`,
        String.raw`\bGo\s+(?:CLI|API|server|service|backend|app|program|module|binary|project|code|library|package|`,
        String.raw`microservice|routine|tool|REST|web|HTTP|gRPC)s?\b|`,
        String.raw`\bgo\.(?:mod|sum)\b|\bgo\s+(?:build|test|run|vet|mod\s+tidy|get|install)\b|\.go:\d+`,
      ].join(""),
    ),
    versionAfter: /\b(?:Go|golang)\s*v?(1\.\d+(?:\.\d+)?)\b/i,
  },
  {
    name: "Rust",
    kind: "language",
    pattern:
      /\brust(?:c|up)?\b(?!\s?(?:proof|ed|y))|\bcargo\s+(?:build|run|test|check|add)\b|\bCargo\.toml\b|\.rs:\d+/i,
  },
  { name: "Kotlin", kind: "language", pattern: /\bkotlin\b|\.kts?\b/i },
  {
    name: "Java",
    kind: "language",
    pattern: /\bjava\b(?!\s?script)|\bJDK\s?\d+|\.java\b/i,
    versionAfter: v("(?:java|jdk)"),
  },
  { name: "C#", kind: "language", pattern: /(?<![\w#])C#|\bc\s?sharp\b|\.cs\b(?!s)/i },
  {
    name: "C++",
    kind: "language",
    pattern: /(?<!\w)C\+\+|\bcpp\b|\.cpp\b|\.hpp\b|\bg\+\+|\bclang\+\+/i,
    versionAfter: /C\+\+\s?(\d\d)\b/i,
  },
  {
    name: "C",
    kind: "language",
    pattern: new RegExp(
      [
        String.raw`\bembedded C\b|\b(?:in|with|using|written in|plain|ANSI)\s+C\b(?![#+])|\bC(?:89|99|11|17|23)\b|`,
        String.raw`\bgcc\b|\barm-none-eabi\b|\bmakefile\b.*\.c\b|\b\w+\.c:\d+`,
      ].join(""),
      "i",
    ),
    versionAfter: /\bC(89|99|11|17|23)\b/,
  },
  { name: "Elixir", kind: "language", pattern: /\belixir\b|\bmix\s+(?:test|compile|deps\.get|phx)|\.exs?\b/i },
  { name: "Erlang", kind: "language", pattern: /\berlang\b|\bOTP\s\d+/i },
  { name: "Scala", kind: "language", pattern: /\bscala\b|\bsbt\b/i },
  { name: "Haskell", kind: "language", pattern: /\bhaskell\b|\bcabal\b|\bghc\b/i },
  { name: "Clojure", kind: "language", pattern: /\bclojure(?:script)?\b/i },
  { name: "PHP", kind: "language", pattern: /\bphp\b|\bcomposer\s+(?:install|require|update)\b/i },
  { name: "Ruby", kind: "language", pattern: /\bruby\b(?!\s+on\s+rails)|\bbundle\s+exec\b|\bGemfile\b|\.rb\b/i },
  { name: "Swift", kind: "language", pattern: /\bswift\b(?!\s?ui)|\.swift\b|\bxcode\b/i },
  { name: "Dart", kind: "language", pattern: /\bdart\b|\.dart\b|\bpubspec\.yaml\b/i },
  { name: "Objective-C", kind: "language", pattern: /\bobjective-?c\b/i },
  { name: "Lua", kind: "language", pattern: /\blua\b/i },
  { name: "Gleam", kind: "language", pattern: /\bgleam\b/i },
  { name: "OCaml", kind: "language", pattern: /\bocaml\b/i },
  { name: "F#", kind: "language", pattern: /(?<![\w#])F#/ },
  { name: "Nim", kind: "language", pattern: /\bNim\b/ },
  { name: "Crystal", kind: "language", pattern: /\bcrystal lang\b|\bCrystal\b(?=\s+(?:app|shard|language|\d))/ },
  { name: "Zig", kind: "language", pattern: /\bzig\b/i },
  { name: "R", kind: "language", pattern: /\bR\s(?:script|package|studio|shiny)\b|\bRStudio\b|\btidyverse\b/ },
  { name: "Julia", kind: "language", pattern: /\bjulia\b/i },
  { name: "Perl", kind: "language", pattern: /\bperl\b/i },
  { name: "Bash", kind: "language", pattern: /\bbash\b|\bshell script\b|\.sh\b|\bzsh\b/i },
  { name: "SQL", kind: "language", pattern: /\bSQL\b(?!ite|Alchemy)/ },

  // Embedded targets: they imply C unless C++ is named.
  { name: "Arduino", kind: "platform", pattern: /\barduino\b|\.ino\b/i, language: "C++" },
  { name: "ESP32", kind: "platform", pattern: /\besp32\b|\besp-idf\b|\besp8266\b/i, language: "C" },
  { name: "STM32", kind: "platform", pattern: /\bstm32\w*\b|\bHAL_\w+|\bCubeMX\b/i, language: "C" },
  { name: "FreeRTOS", kind: "platform", pattern: /\bfree\s?rtos\b|\bxTaskCreate\b/i, language: "C" },
  { name: "Zephyr", kind: "platform", pattern: /\bzephyr\b/i, language: "C" },
  { name: "Raspberry Pi Pico", kind: "platform", pattern: /\b(?:raspberry pi )?pico\b|\brp2040\b/i },

  // Mobile
  { name: "Flutter", kind: "mobile", pattern: /\bflutter\b/i, language: "Dart" },
  { name: "React Native", kind: "mobile", pattern: /\breact[\s-]?native\b/i, language: "JavaScript/TypeScript" },
  { name: "Expo", kind: "mobile", pattern: /\bexpo\b(?!\w)(?!\s+(?:of|to))/i, language: "JavaScript/TypeScript" },
  { name: "SwiftUI", kind: "mobile", pattern: /\bswift\s?ui\b/i, language: "Swift" },
  { name: "UIKit", kind: "mobile", pattern: /\bUIKit\b/, language: "Swift" },
  { name: "Jetpack Compose", kind: "mobile", pattern: /\bjetpack compose\b|\b@Composable\b/i, language: "Kotlin" },
  { name: "Android", kind: "mobile", pattern: /\bandroid\b/i },
  { name: "iOS", kind: "mobile", pattern: /\biOS\b/ },

  // Frameworks and runtimes
  { name: "Django", kind: "framework", pattern: /\bdjango\b/i, language: "Python" },
  { name: "Flask", kind: "framework", pattern: /\bflask\b/i, language: "Python" },
  { name: "FastAPI", kind: "framework", pattern: /\bfast\s?api\b/i, language: "Python" },
  { name: "SQLAlchemy", kind: "framework", pattern: /\bsqlalchemy\b/i, language: "Python" },
  { name: "Celery", kind: "framework", pattern: /\bcelery\b/i, language: "Python" },
  { name: "Apache Airflow", kind: "framework", pattern: /\bairflow\b/i, language: "Python" },
  { name: "pandas", kind: "framework", pattern: /\bpandas\b/i, language: "Python" },
  { name: "PyTorch", kind: "framework", pattern: /\bpy\s?torch\b|\bimport torch\b/i, language: "Python" },
  { name: "TensorFlow", kind: "framework", pattern: /\btensor\s?flow\b/i, language: "Python" },
  { name: "Ruby on Rails", kind: "framework", pattern: /\brails\b/i, language: "Ruby", versionAfter: v("rails") },
  { name: "Laravel", kind: "framework", pattern: /\blaravel\b/i, language: "PHP" },
  { name: "Symfony", kind: "framework", pattern: /\bsymfony\b/i, language: "PHP" },
  { name: "WordPress", kind: "framework", pattern: /\bwordpress\b/i, language: "PHP" },
  { name: "Phoenix", kind: "framework", pattern: /\bphoenix\b|\bliveview\b|\bmix phx\b/i, language: "Elixir" },
  {
    name: "Spring Boot",
    kind: "framework",
    pattern: /\bspring\s?boot\b|\bspring (?:framework|mvc|security)\b/i,
    versionAfter: v("spring\\s?boot"),
  },
  { name: "Ktor", kind: "framework", pattern: /\bktor\b/i, language: "Kotlin" },
  { name: "ASP.NET Core", kind: "framework", pattern: /\basp\.net(?: core)?\b/i, language: "C#" },
  { name: "Blazor", kind: "framework", pattern: /\bblazor\b/i, language: "C#" },
  {
    name: ".NET",
    kind: "framework",
    pattern: /(?<![\w.])\.NET\b|\bdotnet\b/i,
    language: "C#",
    versionAfter: v("(?:\\.net|dotnet)"),
  },
  {
    name: "Unity",
    kind: "framework",
    pattern:
      /\bunity(?:3d| engine| project| game)?\b(?=.*\b(?:game|C#|scene|prefab|engine|MonoBehaviour))|\bMonoBehaviour\b/i,
    language: "C#",
  },
  { name: "Godot", kind: "framework", pattern: /\bgodot\b|\bgdscript\b/i },
  {
    name: "Gin",
    kind: "framework",
    pattern: /\bGin\b|\bgin-gonic\b/,
    language: "Go",
  },
  { name: "Cobra", kind: "framework", pattern: /\bcobra\b|\bspf13\/cobra\b/i, language: "Go" },
  { name: "Actix Web", kind: "framework", pattern: /\bactix(?:[\s-]web)?\b/i, language: "Rust" },
  { name: "Axum", kind: "framework", pattern: /\baxum\b/i, language: "Rust" },
  { name: "Tokio", kind: "framework", pattern: /\btokio\b/i, language: "Rust" },
  { name: "Tauri", kind: "framework", pattern: /\btauri\b/i, language: "Rust" },
  {
    name: "Next.js",
    kind: "framework",
    pattern: /\bnext\.?js\b|\bnext\s(?:\d+|app router|build|dev)\b|\bapp router\b/i,
    language: "JavaScript/TypeScript",
    versionAfter: v("next(?:\\.?js)?"),
  },
  { name: "Nuxt", kind: "framework", pattern: /\bnuxt\b/i, language: "JavaScript/TypeScript" },
  {
    name: "Remix",
    kind: "framework",
    pattern: /\bremix\b(?=.*\b(?:loader|action|route|react|app)\b)/i,
    language: "JavaScript/TypeScript",
  },
  { name: "SvelteKit", kind: "framework", pattern: /\bsvelte\s?kit\b/i, language: "JavaScript/TypeScript" },
  { name: "Svelte", kind: "framework", pattern: /\bsvelte\b(?!\s?kit)/i, language: "JavaScript/TypeScript" },
  { name: "Angular", kind: "framework", pattern: /\bangular\b/i, language: "JavaScript/TypeScript" },
  { name: "Vue", kind: "framework", pattern: /\bvue(?:\.?js)?\b/i, language: "JavaScript/TypeScript" },
  { name: "Astro", kind: "framework", pattern: /\bastro\b(?!nom)/i, language: "JavaScript/TypeScript" },
  {
    name: "React",
    kind: "framework",
    pattern: /\breact(?:\.?js)?\b(?![\s-]?native)|\buse(?:State|Effect|Memo|Callback|Ref)\b|\.jsx\b|\.tsx\b/i,
    language: "JavaScript/TypeScript",
    versionAfter: v("react"),
  },
  { name: "Vite", kind: "tool", pattern: /\bvite\b/i, language: "JavaScript/TypeScript" },
  {
    name: "Node.js",
    kind: "platform",
    pattern:
      /\bnode(?:\.?js)?\b(?!_modules)(?!\s+(?:of|in the tree))|\bnpm\s+(?:run|install|i|test|ci)\b|\bpnpm\b|\byarn\b/i,
    language: "JavaScript/TypeScript",
    versionAfter: v("node(?:\\.?js)?"),
  },
  {
    name: "Express",
    kind: "framework",
    pattern:
      /\bExpress\b(?!\s+(?:my|our|your|their|interest|thanks))|\bexpress(?:\.js|js)\b|\bexpress (?:app|server|route|middleware)/,
    language: "JavaScript/TypeScript",
  },
  { name: "NestJS", kind: "framework", pattern: /\bnest\.?js\b/i, language: "JavaScript/TypeScript" },
  { name: "Fastify", kind: "framework", pattern: /\bfastify\b/i, language: "JavaScript/TypeScript" },
  { name: "Hono", kind: "framework", pattern: /\bhono\b/i, language: "JavaScript/TypeScript" },
  { name: "Electron", kind: "framework", pattern: /\belectron\b/i, language: "JavaScript/TypeScript" },

  { name: "Deno", kind: "platform", pattern: /\bdeno\b/i, language: "JavaScript/TypeScript" },
  {
    name: "Bun",
    kind: "platform",
    pattern: /\bbun\s+(?:run|install|test|build)\b|\bBun\b(?=\s+(?:runtime|\d))/,
    language: "JavaScript/TypeScript",
  },
  { name: "Tailwind CSS", kind: "tool", pattern: /\btailwind(?:\s?css)?\b/i },
  { name: "Prisma", kind: "tool", pattern: /\bprisma\b/i, language: "JavaScript/TypeScript" },
  { name: "Drizzle ORM", kind: "tool", pattern: /\bdrizzle\b/i, language: "JavaScript/TypeScript" },

  // Data and services
  {
    name: "PostgreSQL",
    kind: "database",
    pattern: /\bpostgres(?:ql)?\b|\bpsql\b|\bpgbouncer\b/i,
    versionAfter: v("postgres(?:ql)?"),
  },
  { name: "MySQL", kind: "database", pattern: /\bmysql\b|\bmariadb\b/i },
  { name: "SQLite", kind: "database", pattern: /\bsqlite3?\b/i },
  { name: "MongoDB", kind: "database", pattern: /\bmongo(?:db|ose)?\b/i },
  { name: "Redis", kind: "database", pattern: /\bredis\b/i },
  { name: "Supabase", kind: "service", pattern: /\bsupabase\b/i },
  { name: "Firebase", kind: "service", pattern: /\bfirebase\b|\bfirestore\b/i },
  { name: "Stripe", kind: "service", pattern: /\bstripe\b/i },
  { name: "Auth0", kind: "service", pattern: /\bauth0\b/i },
  { name: "Clerk", kind: "service", pattern: /\bClerk\b/ },
  { name: "NextAuth", kind: "service", pattern: /\bnext-?auth\b|\bauth\.js\b/i },
  { name: "Google OAuth", kind: "service", pattern: /\bgoogle (?:oauth|sign[- ]?in|login|auth)\b/i },
  { name: "GitHub OAuth", kind: "service", pattern: /\bgithub (?:oauth|sign[- ]?in|login|auth)\b/i },
  { name: "OpenAI API", kind: "service", pattern: /\bopen\s?ai\b|\bgpt-?[34]/i },
  { name: "Vercel", kind: "platform", pattern: /\bvercel\b/i },
  { name: "Netlify", kind: "platform", pattern: /\bnetlify\b/i },
  {
    name: "Render",
    kind: "platform",
    pattern: /\brender\.com\b|\b(?:on|to) Render\b(?! to)|\bRender (?:dashboard|service|deploy)/,
  },
  { name: "Railway", kind: "platform", pattern: /\brailway\b/i },
  { name: "Fly.io", kind: "platform", pattern: /\bfly\.io\b|\bflyctl\b|\bfly\.toml\b/i },
  { name: "Heroku", kind: "platform", pattern: /\bheroku\b/i },
  { name: "AWS", kind: "platform", pattern: /\baws\b|\bamazon web services\b|\bs3 bucket\b/i },
  { name: "Google Cloud", kind: "platform", pattern: /\bgcp\b|\bgoogle cloud\b(?!\s+console)|\bcloud run\b/i },
  { name: "Azure", kind: "platform", pattern: /\bazure\b/i },
  { name: "Cloudflare", kind: "platform", pattern: /\bcloudflare\b/i },
  { name: "Docker", kind: "tool", pattern: /\bdocker(?:file|-compose| compose)?\b/i },
  { name: "Kubernetes", kind: "tool", pattern: /\bkubernetes\b|\bk8s\b|\bkubectl\b/i },
  { name: "GitHub Actions", kind: "tool", pattern: /\bgithub actions\b|\.github\/workflows\b/i },
];

function versionFor(rule: StackRule, text: string): string | undefined {
  const re =
    rule.versionAfter ?? v(rule.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\.js$/i, "(?:\\.?js)?"));
  const match = re.exec(text);
  return match?.[1];
}

/** Every technology the text names, in listing order, with versions where the text gives them. */
export function detectStack(text: string): StackItem[] {
  const found: StackItem[] = [];
  for (const rule of RULES) {
    if (!rule.pattern.test(text)) continue;
    const version = versionFor(rule, text);
    found.push({
      name: rule.name,
      kind: rule.kind,
      ...(rule.language ? { language: rule.language } : {}),
      ...(version ? { version } : {}),
    });
  }
  const names = new Set(found.map((f) => f.name));
  return found.filter(
    (f) =>
      !(f.name === "Svelte" && names.has("SvelteKit")) &&
      !(f.name === "Java" && names.has("Kotlin") && !/\bjava\b/i.test(text)) &&
      !(f.name === "Swift" && names.has("SwiftUI") && !/\bswift\b(?!\s?ui)/i.test(text)) &&
      // "TS2339" or a .tsx file in a React project is TypeScript; JavaScript named alone stays JavaScript.
      !(f.name === "React" && names.has("React Native")),
  );
}

/**
 * The same technologies in the order the text first names them, so a stack reads as the user typed or
 * picked it ("Supabase, Next.js" stays in that order) rather than in the order of the rules above.
 */
export function detectStackAsWritten(text: string): StackItem[] {
  const firstAt = (name: string) =>
    Math.min(
      ...RULES.filter((r) => r.name === name)
        .map((r) => text.search(r.pattern))
        .filter((i) => i >= 0),
    );
  return detectStack(text)
    .map((item, i) => ({ item, i, at: firstAt(item.name) }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map(({ item }) => item);
}

/** "Go 1.22", "Django 5.0". */
export function stackLabel(item: StackItem): string {
  return item.version ? `${item.name} ${item.version}` : item.name;
}

/** The user's main language: one they name, else one their framework implies. */
export function primaryLanguage(items: readonly StackItem[]): string | undefined {
  const named = items.find((i) => i.kind === "language" && i.name !== "SQL" && i.name !== "Bash");
  if (named) return named.name;
  return items.find((i) => i.language)?.language ?? items.find((i) => i.kind === "language")?.name;
}

/** Every name a text could use for a stack item, lower-cased, for checking what an answer mentions. */
export function knownStackNames(): string[] {
  return RULES.map((r) => r.name);
}

/** The command that proves a change works, per main language: the check an agent runs after every step. */
const CHECK_COMMANDS: Record<string, string> = {
  Go: "go vet ./... && go test ./...",
  Rust: "cargo clippy && cargo test",
  Python: "python -m pytest",
  "JavaScript/TypeScript": "npm test",
  TypeScript: "npx tsc --noEmit && npm test",
  JavaScript: "npm test",
  Java: "./mvnw test (or ./gradlew test)",
  Kotlin: "./gradlew test",
  "C#": "dotnet test",
  "C++": "cmake --build build && ctest --test-dir build",
  C: "make && make test",
  Elixir: "mix test",
  PHP: "vendor/bin/phpunit",
  Ruby: "bundle exec rspec (or bin/rails test)",
  Swift: "swift test (or the Xcode test action)",
  Dart: "flutter test (dart test outside Flutter)",
  Scala: "sbt test",
  Haskell: "cabal test",
};

/** The framework's own test command beats the language's generic one. */
const FRAMEWORK_CHECKS: Record<string, string> = {
  Django: "python manage.py test",
  "Ruby on Rails": "bin/rails test",
  Laravel: "php artisan test",
  Flutter: "flutter analyze && flutter test",
  Phoenix: "mix test",
  "Spring Boot": "./mvnw test (or ./gradlew test)",
};

export function checkCommandFor(items: readonly StackItem[]): string | undefined {
  for (const item of items) if (FRAMEWORK_CHECKS[item.name]) return FRAMEWORK_CHECKS[item.name];
  const language = primaryLanguage(items);
  return language ? CHECK_COMMANDS[language] : undefined;
}
