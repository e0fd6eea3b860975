import {
  architectureAdvice,
  builtIn,
  nonWebArchitecture,
  webArchitecture,
} from "../../../shared/content/plan/architecture.js";
import type { ExperienceLevel } from "../../../shared/schemas/planner.js";
import type { ProjectKind } from "./plan-timeline.js";

export type TechRole =
  | "language"
  | "frontend"
  | "backend"
  | "mobile"
  | "database"
  | "orm"
  | "styling"
  | "hosting"
  | "auth"
  | "payments"
  | "ai"
  | "infra";

export interface Tech {
  name: string;
  role: TechRole;
  pattern: RegExp;
}

/** Common technologies by the names people write them; order is the order a stack is listed in. */
export const knownTechs: readonly Tech[] = [
  { name: "TypeScript", role: "language", pattern: /\btype\s?script\b|\bts\b/i },
  { name: "JavaScript", role: "language", pattern: /\bjava\s?script\b|\bvanilla js\b/i },
  { name: "Python", role: "language", pattern: /\bpython\b/i },
  {
    name: "Go",
    role: "language",
    pattern: /\bgolang\b|\bGo\b(?=\s*(?:$|,|\/|\)|\s(?:backend|api|server|and|with)\b))/,
  },
  { name: "Rust", role: "language", pattern: /\brust\b/i },
  { name: "Java", role: "language", pattern: /\bjava\b(?!\s?script)/i },
  { name: "Kotlin", role: "language", pattern: /\bkotlin\b/i },
  { name: "C#", role: "language", pattern: /\bc#|\bc sharp\b/i },
  { name: "PHP", role: "language", pattern: /\bphp\b/i },
  { name: "Ruby", role: "language", pattern: /\bruby\b(?! on rails)/i },
  { name: "Swift", role: "language", pattern: /\bswift\b(?!ui)/i },
  { name: "Next.js", role: "frontend", pattern: /\b[Nn]ext\.?[Jj][Ss]\b|\bNext\b(?= ?(?:\d|app\b|,|$))/ },
  {
    name: "React",
    role: "frontend",
    pattern:
      /\bReact(?:\.?js)?\b(?!\s?Native)|\b[Rr]eact\.?js\b|\breact(?=\s*(?:[,/+]|$|\s(?:with|and|frontend|front end|app)\b))/,
  },
  { name: "Vue", role: "frontend", pattern: /\bvue(?:\.?js)?\b/i },
  { name: "Nuxt", role: "frontend", pattern: /\bnuxt\b/i },
  { name: "SvelteKit", role: "frontend", pattern: /\bsvelte\s?kit\b/i },
  { name: "Svelte", role: "frontend", pattern: /\bsvelte\b(?!\s?kit)/i },
  { name: "Angular", role: "frontend", pattern: /\bangular\b/i },
  { name: "Astro", role: "frontend", pattern: /\bastro\b/i },
  { name: "Remix", role: "frontend", pattern: /\bremix\b/i },
  { name: "React Native", role: "mobile", pattern: /\breact\s?native\b/i },
  { name: "Expo", role: "mobile", pattern: /\bexpo\b/i },
  { name: "Flutter", role: "mobile", pattern: /\bflutter\b|\bdart\b/i },
  { name: "SwiftUI", role: "mobile", pattern: /\bswift\s?ui\b/i },
  { name: "Node.js", role: "backend", pattern: /\bnode(?:\.?js)?\b/i },
  { name: "Express", role: "backend", pattern: /\bExpress\b|\bexpress\.?js\b/ },
  { name: "NestJS", role: "backend", pattern: /\bnest\.?js\b/i },
  { name: "Fastify", role: "backend", pattern: /\bfastify\b/i },
  { name: "Hono", role: "backend", pattern: /\bhono\b/i },
  { name: "Django", role: "backend", pattern: /\bdjango\b/i },
  { name: "Flask", role: "backend", pattern: /\bflask\b/i },
  { name: "FastAPI", role: "backend", pattern: /\bfast\s?api\b/i },
  { name: "Ruby on Rails", role: "backend", pattern: /\brails\b/i },
  { name: "Laravel", role: "backend", pattern: /\blaravel\b/i },
  { name: "Spring Boot", role: "backend", pattern: /\bspring\s?boot\b|\bspring (?:framework|mvc)\b/i },
  { name: ".NET", role: "backend", pattern: /\.net\b|\basp\.net\b|\bdotnet\b/i },
  { name: "GraphQL", role: "backend", pattern: /\bgraph\s?ql\b/i },
  { name: "PostgreSQL", role: "database", pattern: /\bpostgres(?:ql)?\b|\bpg\b/i },
  { name: "MySQL", role: "database", pattern: /\bmysql\b|\bmariadb\b/i },
  { name: "SQLite", role: "database", pattern: /\bsqlite\b/i },
  { name: "MongoDB", role: "database", pattern: /\bmongo(?:db)?\b/i },
  { name: "Redis", role: "database", pattern: /\bredis\b/i },
  { name: "Supabase", role: "database", pattern: /\bsupabase\b/i },
  { name: "Firebase", role: "database", pattern: /\bfirebase\b|\bfirestore\b/i },
  { name: "Prisma", role: "orm", pattern: /\bprisma\b/i },
  { name: "Drizzle ORM", role: "orm", pattern: /\bdrizzle\b/i },
  { name: "Tailwind CSS", role: "styling", pattern: /\btailwind(?:\s?css)?\b/i },
  { name: "Vercel", role: "hosting", pattern: /\bvercel\b/i },
  { name: "Netlify", role: "hosting", pattern: /\bnetlify\b/i },
  { name: "Render", role: "hosting", pattern: /\bRender(?:\.com)?\b|\brender\.com\b/ },
  { name: "Fly.io", role: "hosting", pattern: /\bfly\.io\b/i },
  { name: "Heroku", role: "hosting", pattern: /\bheroku\b/i },
  { name: "Cloudflare", role: "hosting", pattern: /\bcloudflare\b/i },
  { name: "AWS", role: "hosting", pattern: /\baws\b|\bamazon web services\b|\blambda\b/i },
  { name: "Google Cloud", role: "hosting", pattern: /\bgcp\b|\bgoogle cloud\b/i },
  { name: "Azure", role: "hosting", pattern: /\bazure\b/i },
  { name: "Docker", role: "infra", pattern: /\bdocker\b/i },
  { name: "Kubernetes", role: "infra", pattern: /\bkubernetes\b|\bk8s\b/i },
  { name: "Auth0", role: "auth", pattern: /\bauth0\b/i },
  { name: "Clerk", role: "auth", pattern: /\bClerk\b/ },
  { name: "Stripe", role: "payments", pattern: /\bstripe\b/i },
  { name: "OpenAI API", role: "ai", pattern: /\bopen\s?ai\b|\bgpt-?\d/i },
];

/** Technologies named in a text, in stack order, without duplicates. */
export function recognizeTech(text: string): Tech[] {
  const found = knownTechs.filter((t) => t.pattern.test(text));
  const names = new Set(found.map((t) => t.name));
  return found.filter((t) => !(t.name === "Svelte" && names.has("SvelteKit")));
}

const UNSURE =
  /\b(?:not sure|no idea|don'?t know|unsure|no preference|open to (?:suggestions|anything)|suggest|recommend|whatever|you (?:choose|decide|pick))\b/i;

export function asksForSuggestion(text: string): boolean {
  return UNSURE.test(text);
}

/** A stack to suggest when the user has none; mobile needs get a mobile stack. */
export function suggestedStack(level: ExperienceLevel, wantsMobile: boolean): string[] {
  if (wantsMobile) {
    return level === "advanced"
      ? ["TypeScript", "React Native", "Expo", "Node.js", "PostgreSQL", "Fly.io"]
      : ["TypeScript", "React Native", "Expo", "Supabase"];
  }
  switch (level) {
    case "beginner":
      return ["TypeScript", "Next.js", "Tailwind CSS", "Supabase", "Vercel"];
    case "intermediate":
      return ["TypeScript", "React", "Node.js", "PostgreSQL", "Prisma", "Vercel"];
    case "advanced":
      return ["TypeScript", "React", "Node.js", "Fastify", "PostgreSQL", "Drizzle ORM", "Docker", "Fly.io"];
  }
}

const roleOf = (name: string) => knownTechs.find((t) => t.name === name)?.role;

/** One paragraph on how the parts fit, sized to the experience level. */
export function describeArchitecture(stack: readonly string[], level: ExperienceLevel): string {
  const byRole = (role: TechRole) => stack.filter((n) => roleOf(n) === role);
  const frontend = byRole("frontend");
  const mobile = byRole("mobile");
  const backend = byRole("backend");
  const database = byRole("database");
  const hosting = byRole("hosting");
  const parts: string[] = [];

  const w = webArchitecture;
  const client = mobile.length
    ? w.mobileClient(mobile.join(" / "))
    : frontend.length
      ? w.webClient(frontend.join(" / "))
      : w.anyWebClient;
  const fullStackFramework = frontend.some((f) => ["Next.js", "Nuxt", "SvelteKit", "Remix"].includes(f));
  if (backend.length) parts.push(w.callsApi(capitalise(client), backend.join(" / ")));
  else if (fullStackFramework) parts.push(w.serverRoutes(capitalise(client)));
  else if (database.some((d) => d === "Supabase" || d === "Firebase"))
    parts.push(w.directClient(capitalise(client), database.join(" / ")));
  else parts.push(w.smallApi(capitalise(client)));

  parts.push(database.length ? w.dataIn(database.join(" and ")) : w.anyDatabase);
  if (hosting.length) parts.push(w.deploysTo(hosting.join(" / ")));
  parts.push(architectureAdvice[level]);
  return parts.join(" ");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KIND_PATTERNS: [ProjectKind, RegExp][] = [
  ["extension", /\b(?:chrome|browser|firefox|edge|safari|web) extension\b|\bmanifest v3\b|\bcontent script\b/i],
  [
    "pipeline",
    /\b(?:airflow|dags?|data pipeline|etl|elt|dbt|prefect|dagster|luigi|spark job|batch jobs?|data warehouse|ingestion pipeline)\b/i,
  ],
  ["embedded", /\b(?:firmware|embedded|microcontroller|arduino|esp32|stm32|freertos|zephyr|raspberry pi pico)\b/i],
  ["cli", /\b(?:cli|command[- ]line|terminal (?:tool|app)|command-line tool)\b/i],
  ["mobile", /\b(?:ios|android|mobile app|native app|app store|play store|react native|flutter|swiftui)\b/i],
  ["game", /\b(?:game|unity|godot)\b/i],
  ["library", /\b(?:library|sdk|npm package|crate|pypi package|gem)\b/i],
];

/** What is being built, from the description: it decides defaults such as sign-in, pages and devices. */
export function projectKind(text: string): ProjectKind {
  for (const [kind, pattern] of KIND_PATTERNS) if (pattern.test(text)) return kind;
  return "web";
}

/** Architecture for things that are not web apps; web apps keep describeArchitecture's paragraph. */
export function describeNonWebArchitecture(kind: Exclude<ProjectKind, "web">, stack: readonly string[]): string {
  const on = stack.length ? builtIn(stack.slice(0, 3).join(", ")) : "";
  return nonWebArchitecture[kind](on);
}
