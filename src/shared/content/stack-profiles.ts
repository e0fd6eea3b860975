import type { AiToolOption, LanguageOption } from "../schemas/generator.js";
import type { ToolMechanic } from "./generator-categories.js";

// What the built-in composers say about each language, package registry and coding tool. The logic that picks
// and labels these phrases lives in src/server/ai/builtin/stack-profiles.ts.

/** The words that name a language in the user's text, checked in this order; the first match wins. */
export const languageHints: [RegExp, LanguageOption][] = [
  [
    /\.(?:tsx?|jsx?|mjs|cjs)\b|\b(?:node(?:\.js)?|npm|pnpm|yarn|react|next\.?js|vue|svelte|angular|typescript|javascript|vite|nestjs|deno)\b|\bexpress(?:\.js|js| app| server| route| middleware)\b|\bbun (?:run|install|test)\b/i,
    "JavaScript/TypeScript",
  ],
  [/\.py\b|\b(?:python|pip|django|flask|fastapi|pytest|poetry|pandas|numpy)\b/i, "Python"],
  [/\.go\b|\bgolang\b|\bgo (?:mod|build|test|run)\b/i, "Go"],
  [/\.rs\b|\b(?:rust|cargo|tokio)\b/i, "Rust"],
  [/\.java\b|\b(?:java|spring boot|maven|gradle)\b/i, "Java"],
  [/\.kts?\b|\bkotlin\b/i, "Kotlin"],
  [/\.cs\b|\b(?:c#|\.net|asp\.net|dotnet)\b/i, "C#"],
  [/\.rb\b|\b(?:ruby|ruby on rails|rails (?:app|server|console|migration)|bundler)\b/i, "Ruby"],
  [/\.php\b|\b(?:php|laravel|symfony|composer)\b/i, "PHP"],
  [/\.swift\b|\b(?:swift|swiftui|xcode)\b/i, "Swift"],
  [/\.dart\b|\b(?:dart|flutter)\b/i, "Dart"],
];

/** Package registries the composer knows how to check a package name against. */
export type Ecosystem = "npm" | "pypi" | "go" | "crates" | "maven" | "nuget" | "rubygems" | "composer" | "pub";

export interface EcosystemCheck {
  registry: string;
  /** A command that fails or prints nothing when the package does not exist. */
  command?: (name: string) => string;
  note?: string;
}

export const ecosystemChecks: Record<Ecosystem, EcosystemCheck> = {
  npm: { registry: "the npm registry", command: (n) => `npm view ${n} version` },
  pypi: {
    registry: "PyPI",
    command: (n) => `pip index versions ${n}`,
    note: "the import name can differ from the package name",
  },
  go: { registry: "the Go module index", command: (n) => `go list -m -versions ${n}` },
  crates: { registry: "crates.io", command: (n) => `cargo search ${n}` },
  maven: { registry: "Maven Central" },
  nuget: { registry: "nuget.org", command: (n) => `dotnet package search ${n}` },
  rubygems: { registry: "RubyGems", command: (n) => `gem search ${n} --remote` },
  composer: { registry: "Packagist", command: (n) => `composer show --all ${n}` },
  pub: { registry: "pub.dev" },
};

export interface LanguageProfile {
  /** How the stack is named in the prompt. */
  stack: string;
  /** Evidence slot for versions, with the command that prints them. */
  versionsSlot: string;
  /** Verification clause: "run `npm test` and ...". */
  verify: string;
  /** Language-specific failure sources worth checking first. */
  pitfalls: string;
  /** Info string for fenced code. */
  fence: string;
  ecosystem?: Ecosystem;
}

export const languageProfiles: Record<Exclude<LanguageOption, "Other">, LanguageProfile> = {
  "JavaScript/TypeScript": {
    stack: "JavaScript/TypeScript",
    versionsSlot: "[Node, framework and package versions, e.g. from `npm ls <package>`]",
    verify: "run `npm test` and `npx tsc --noEmit`",
    pitfalls:
      "ESM vs CommonJS imports, `any` casts that hide type errors, and code written for a different package version than the lockfile pins",
    fence: "ts",
    ecosystem: "npm",
  },
  Python: {
    stack: "Python",
    versionsSlot: "[Python and package versions, e.g. from `pip show <package>`]",
    verify: "run `python -m pytest`",
    pitfalls:
      "the wrong interpreter or virtual environment, import names that differ from package names, and the installed package version",
    fence: "python",
    ecosystem: "pypi",
  },
  Java: {
    stack: "Java",
    versionsSlot: "[JDK and dependency versions, e.g. from `mvn dependency:tree`]",
    verify: "run `mvn test` (or `./gradlew test` on Gradle)",
    pitfalls: "dependency versions in pom.xml or build.gradle, exceptions swallowed in catch blocks, and null handling",
    fence: "java",
    ecosystem: "maven",
  },
  "C#": {
    stack: "C#",
    versionsSlot: "[.NET and package versions, e.g. from `dotnet list package`]",
    verify: "run `dotnet build` and `dotnet test`",
    pitfalls:
      "nullable reference warnings, async calls that are never awaited, and NuGet versions that don't match the target framework",
    fence: "csharp",
    ecosystem: "nuget",
  },
  "C++": {
    stack: "C++",
    versionsSlot: "[compiler, C++ standard and library versions]",
    verify: "run `cmake --build build` and `ctest --test-dir build` (or the project's own build and test commands)",
    pitfalls:
      "undefined behaviour, compiler flags and standard version, and linker errors treated as if they were compile errors",
    fence: "cpp",
  },
  Go: {
    stack: "Go",
    versionsSlot: "[Go and module versions, e.g. from `go list -m all`]",
    verify: "run `go vet ./...` and `go test ./...`",
    pitfalls:
      "ignored `err` returns, module versions in go.mod, and nil pointers or interfaces; add `-race` for concurrency bugs",
    fence: "go",
    ecosystem: "go",
  },
  Rust: {
    stack: "Rust",
    versionsSlot: "[Rust toolchain and crate versions, e.g. from `cargo tree`]",
    verify: "run `cargo check` and `cargo test`",
    pitfalls:
      "borrow errors silenced with `.clone()` or `unwrap()` instead of fixed, crate feature flags, and edition differences",
    fence: "rust",
    ecosystem: "crates",
  },
  PHP: {
    stack: "PHP",
    versionsSlot: "[PHP and package versions, e.g. from `composer show`]",
    verify: "run `php -l [changed file]` and `vendor/bin/phpunit`",
    pitfalls:
      "functions that depend on the PHP version, Composer autoloading (`composer dump-autoload`), and loose `==` comparisons",
    fence: "php",
    ecosystem: "composer",
  },
  Ruby: {
    stack: "Ruby",
    versionsSlot: "[Ruby and gem versions, e.g. from `bundle list`]",
    verify: "run `bundle exec rspec` (or `bundle exec rake test`)",
    pitfalls:
      "versions pinned in Gemfile.lock, APIs that differ between Rails versions, and methods added by monkey patches",
    fence: "ruby",
    ecosystem: "rubygems",
  },
  Swift: {
    stack: "Swift",
    versionsSlot: "[Swift, Xcode and OS target versions, e.g. from `swift package show-dependencies`]",
    verify: "run `swift build` and `swift test` (or the Xcode test action)",
    pitfalls:
      "API availability per OS version (`@available`), main-actor and concurrency warnings, and force-unwrapped optionals",
    fence: "swift",
  },
  Kotlin: {
    stack: "Kotlin",
    versionsSlot: "[Kotlin, Gradle and dependency versions, e.g. from `./gradlew dependencies`]",
    verify: "run `./gradlew build` and `./gradlew test`",
    pitfalls:
      "`!!` shortcuts around null safety, coroutine scope and dispatcher choice, and Gradle dependency versions",
    fence: "kotlin",
    ecosystem: "maven",
  },
  Dart: {
    stack: "Dart",
    versionsSlot: "[Dart/Flutter SDK and package versions, e.g. from `dart pub deps`]",
    verify: "run `dart analyze` and `dart test` (`flutter test` for Flutter apps)",
    pitfalls: "null safety, SDK constraints in pubspec.yaml, and state changes that don't trigger a rebuild",
    fence: "dart",
    ecosystem: "pub",
  },
  "HTML/CSS": {
    stack: "HTML/CSS",
    versionsSlot: "[browsers and versions where it fails, plus any CSS framework version]",
    verify:
      "reload the page with the browser's developer tools open and confirm the console shows no errors and [element] renders as expected at [viewport widths]",
    pitfalls:
      "browser support, specificity and cascade order, and properties that only take effect with certain display or position values",
    fence: "html",
  },
  SQL: {
    stack: "SQL",
    versionsSlot: "[database engine and version, e.g. from `SELECT version();`]",
    verify:
      "run the query on a copy of the data and compare the row count and a sample of rows with [expected result]; use `EXPLAIN` if speed is the issue",
    pitfalls:
      "syntax that differs between database engines and versions, NULL comparisons, and writes run outside a transaction",
    fence: "sql",
  },
  "Shell/Bash": {
    stack: "Shell/Bash",
    versionsSlot: "[shell and OS, e.g. from `bash --version` and `uname -a`]",
    verify: "run `bash -n [script]` and `shellcheck [script]`, then a dry run on test data",
    pitfalls:
      "quoting and word splitting, a missing `set -euo pipefail`, bash vs sh differences, and GNU vs BSD flags (Linux vs macOS)",
    fence: "bash",
  },
};

/**
 * Tool-specific variants of each mechanic, only where the content guide lists the
 * mechanic as verified. Anything missing falls back to universal wording.
 */
export interface ToolProfile {
  mechanics: Partial<Record<ToolMechanic, string>>;
  /** Extra verification help inside the tool. */
  verify?: string;
  /** A tool habit worth knowing, added to the explanation (only for that mechanic, if one is named). */
  tip?: { text: string; mechanic?: ToolMechanic };
}

export const universalMechanics: Record<ToolMechanic, string> = {
  "fresh-session": "start a fresh session",
  "plan-mode": "ask for a plan only and approve it before any edit",
  rollback: "commit before each change so it can be undone",
  "rules-file": "save lasting rules in the instructions file your agent reads every session",
  "narrow-context": "share only the files this task needs",
};

export const toolProfiles: Partial<Record<AiToolOption, ToolProfile>> = {
  "Claude Code": {
    mechanics: {
      "fresh-session": "run `/clear`",
      "plan-mode": "plan mode via Shift+Tab, or start with `--permission-mode plan`",
      rollback: "`Esc Esc` or `/rewind` restores Claude's own edits, but it doesn't replace git",
      "rules-file": "CLAUDE.md, which `/init` can draft",
      "narrow-context": "`/clear` between tasks, or `/compact` with instructions on what to keep",
    },
  },
  Cursor: {
    mechanics: {
      rollback:
        "Restore Checkpoint undoes Agent edits, but checkpoints are local, miss manual edits and are not version control",
      "rules-file":
        "a `.cursor/rules/<name>.mdc` rule with `description`, `globs` and `alwaysApply`; `.cursorrules` is deprecated",
    },
  },
  "GitHub Copilot": {
    mechanics: {
      "fresh-session": "open a new thread for the task",
      "rules-file":
        "`.github/copilot-instructions.md`, or `.github/instructions/<name>.instructions.md` for specific paths",
      "narrow-context": "a new thread per task keeps the history relevant",
    },
  },
  Aider: {
    mechanics: {
      "fresh-session": "run `/clear`",
      "plan-mode": "`/ask`, or architect mode",
      rollback: "it commits every edit, so `/undo` reverts the last one",
      "rules-file": "a conventions file loaded with `/read-only`",
      "narrow-context": "`/add` only the files being edited and `/drop` the rest",
    },
    verify: "in Aider, `/test <command>` runs it and adds the output to the chat",
  },
  Cline: {
    mechanics: {
      "fresh-session": "start a new task",
      "plan-mode": "Plan mode, switching to Act mode only after you approve",
      rollback: "its checkpoints restore files without losing the chat",
      "rules-file": "a file in `.clinerules/`, and it also reads AGENTS.md",
    },
  },
  Windsurf: {
    mechanics: {
      "rules-file": "`.windsurf/rules` or a Cascade memory",
    },
    tip: {
      text: "Windsurf truncates rules past 6,000 characters per file and 12,000 in total, so keep rule files short.",
      mechanic: "rules-file",
    },
  },
  "Replit Agent": {
    mechanics: {
      rollback:
        "roll back to an automatic checkpoint, which restores files, AI context and config, and databases only if you choose so",
    },
  },
  Lovable: {
    mechanics: {
      "plan-mode": "Chat mode, which discusses changes without editing code",
      "rules-file": "the Knowledge file, which goes with every prompt",
    },
    tip: { text: "In Lovable, press Try to Fix once at most, then switch to Chat mode to diagnose." },
  },
};

/** Shown when the chosen tool has no verified variant. AGENTS.md is confirmed for Copilot and Cline only. */
export const universalHints: Partial<Record<ToolMechanic, string>> = {
  "rules-file": " (several agents read AGENTS.md)",
};
