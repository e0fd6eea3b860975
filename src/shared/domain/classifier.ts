import type { ProblemTypeId } from "../schemas/content.js";

// Detection signals: phrases and error patterns typical of each problem type. Runs in the browser: nothing is sent.

export type RescueTypeId = Exclude<ProblemTypeId, "custom">;

export interface DetectedSignal {
  type: RescueTypeId;
  label: string;
  evidence: string;
  weight: number;
}

export interface Detection {
  type: RescueTypeId | null;
  confidence: "low" | "medium" | "high";
  secondary: RescueTypeId | null;
  scores: Record<RescueTypeId, number>;
  signals: DetectedSignal[];
}

const MAX_SCAN = 100_000;

interface Rule {
  type: RescueTypeId;
  label: string;
  pattern: RegExp;
  weight: number;
}

const rules: Rule[] = [
  // ai_hallucination
  {
    type: "ai_hallucination",
    label: "Module or package that cannot be found",
    pattern:
      /ModuleNotFoundError|Cannot find module|Module not found|No module named|E404|404 Not Found[^\n]*registry|No matching distribution found|could not find a version that satisfies|package .{1,60} (?:does not exist|not found)/i,
    weight: 4,
  },
  {
    type: "ai_hallucination",
    label: "Function or property that does not exist",
    pattern:
      /is not a function|has no attribute|unexpected keyword argument|does not exist on type|TS2339|TS2305|has no exported member|undefined method|NoMethodError|cannot find symbol|no such method/i,
    weight: 3,
  },
  {
    type: "ai_hallucination",
    label: "A result claimed without evidence",
    pattern:
      /(?:all )?tests? (?:now )?pass(?:es|ed)?(?! *\d)(?![^\n]*\d+ passed)|should work now|I've verified|I have verified/i,
    weight: 1,
  },
  {
    type: "ai_hallucination",
    label: "Invented or unreachable documentation",
    pattern: /(?:404|page not found)[^\n]{0,40}docs|docs?[^\n]{0,40}(?:404|doesn't exist|does not exist)/i,
    weight: 2,
  },
  // integration_issues
  {
    type: "integration_issues",
    label: "HTTP error from another service",
    pattern:
      /\b(?:401|403|502|503|504) (?:Unauthorized|Forbidden|Bad Gateway|Service Unavailable|Gateway Timeout)|status(?: code)?:? ?(?:401|403|500|502|503)\b/i,
    weight: 2,
  },
  {
    type: "integration_issues",
    label: "CORS or browser security block",
    pattern: /CORS|Access-Control-Allow-Origin|blocked by CORS policy/i,
    weight: 3,
  },
  {
    type: "integration_issues",
    label: "Connection refused or timed out",
    pattern: /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|connection refused|socket hang up|getaddrinfo/i,
    weight: 3,
  },
  {
    type: "integration_issues",
    label: "OAuth redirect or webhook signature failure",
    pattern:
      /redirect_uri|redirect uri mismatch|invalid_client|webhook signature|No signatures found matching|signature verification failed/i,
    weight: 3,
  },
  {
    type: "integration_issues",
    label: "Missing environment variable or key",
    pattern:
      /(?:environment variable|env var)[^\n]{0,40}(?:missing|not set|undefined)|(?:missing|undefined)[^\n]{0,30}(?:API[_ ]?KEY|SECRET|_URL)\b|process\.env\.[A-Z_]+ is undefined/i,
    weight: 2,
  },
  {
    type: "integration_issues",
    label: "Works locally, fails when deployed",
    pattern:
      /works (?:fine )?locally|works on my machine|fails? (?:in|on) (?:prod|production|staging|vercel|netlify|heroku)/i,
    weight: 3,
  },
  {
    type: "integration_issues",
    label: "Dependency or schema mismatch",
    pattern: /peer dep|ERESOLVE|schema mismatch|type mismatch between|version conflict/i,
    weight: 2,
  },
  // lost_direction
  {
    type: "lost_direction",
    label: "The assistant did something you did not ask for",
    pattern:
      /that'?s not what I (?:asked|wanted|meant)|I didn'?t ask (?:you )?(?:for|to)|why did you (?:change|delete|remove|rewrite|refactor)|I never asked/i,
    weight: 4,
  },
  {
    type: "lost_direction",
    label: "The original goal is lost",
    pattern:
      /where were we|original goal|what were we (?:doing|working on)|lost track|back to the (?:original|main) (?:task|goal)|forgot (?:what|the)/i,
    weight: 3,
  },
  {
    type: "lost_direction",
    label: "Earlier decisions reversed",
    pattern: /(?:we|you) (?:already )?(?:agreed|decided)|you (?:changed|reverted) (?:it )?back|contradict/i,
    weight: 2,
  },
  // no_planning
  {
    type: "no_planning",
    label: "A whole app requested with no spec",
    pattern:
      /build (?:me )?(?:an?|the) (?:\w+ )?(?:app|website|platform|saas|clone)|(?:app|site) like (?:airbnb|uber|twitter|notion|instagram|\w+) /i,
    weight: 3,
  },
  {
    type: "no_planning",
    label: "No idea where to start",
    pattern:
      /where (?:do|should) I (?:even )?start|just start coding|don'?t know where to begin|no plan|what should (?:I|we) build first/i,
    weight: 4,
  },
  {
    type: "no_planning",
    label: "Key decisions surfacing late",
    pattern:
      /(?:forgot|didn'?t think) about (?:auth|the database|users|payments|deployment)|need(?:s)? a database now|rewr(?:ote|ite) (?:it|the \w+) again/i,
    weight: 2,
  },
  // repeated_failures, as a person describes it (transcript evidence is counted below)
  {
    type: "repeated_failures",
    label: "Going in circles",
    pattern:
      /(?:going|goes|go) (?:a?round )?in circles|stuck in a loop|tried (?:it )?(?:\d+|several|many|multiple|a few|so many) times|every (?:fix|change|attempt) (?:breaks|reintroduces|undoes)|keeps? (?:breaking|reintroducing|undoing)|(?:breaks|broke) (?:it |the \w+ )?again/i,
    weight: 3,
  },
  // complexity_overwhelm
  {
    type: "complexity_overwhelm",
    label: "Too much in one request",
    pattern: /\band also\b|\bplus also\b|while you'?re at it/i,
    weight: 1,
  },
  {
    type: "complexity_overwhelm",
    label: "Many files changed at once",
    pattern:
      /(?:[2-9]\d|1[0-9]|[6-9]) files? changed|modified (?:[6-9]|\d{2,}) files|touch(?:ed|es) (?:[6-9]|\d{2,}) files/i,
    weight: 3,
  },
  {
    type: "complexity_overwhelm",
    label: "Context overflow",
    pattern:
      /context (?:window|limit|is (?:almost )?full)|compacting (?:the )?conversation|auto-?compact|conversation (?:is )?too long|token limit/i,
    weight: 3,
  },
  {
    type: "complexity_overwhelm",
    label: "You no longer follow the change",
    pattern: /too complicated|too complex|I don'?t understand what (?:it|you) did|overwhelm|spaghetti|so many changes/i,
    weight: 3,
  },
];

const apologyPattern =
  /you'?re (?:absolutely )?right|I apologi[sz]e|my apologies|sorry for the confusion|this should (?:now )?fix it|let me fix (?:that|this)|I see the (?:issue|problem)/gi;
const errorLinePattern = /^.*(?:error|exception|failed|fatal|traceback|cannot|undefined)\b.*$/gim;

function snippet(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 20);
  return text
    .slice(start, Math.min(text.length, index + length + 40))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
}

/** Normalises an error line so the same error with other numbers or paths counts as a repeat. */
function errorKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/0x[0-9a-f]+|\d+/g, "#")
    .replace(/(?:[\w.-]+\/)+[\w.-]+/g, "<path>")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 160);
}

export function detectProblemType(input: string): Detection {
  const text = input.length > MAX_SCAN ? input.slice(-MAX_SCAN) : input;
  const scores: Record<RescueTypeId, number> = {
    complexity_overwhelm: 0,
    integration_issues: 0,
    lost_direction: 0,
    no_planning: 0,
    repeated_failures: 0,
    ai_hallucination: 0,
  };
  const signals: DetectedSignal[] = [];
  const add = (signal: DetectedSignal) => {
    signals.push(signal);
    scores[signal.type] += signal.weight;
  };

  for (const rule of rules) {
    const match = rule.pattern.exec(text);
    if (match)
      add({
        type: rule.type,
        label: rule.label,
        evidence: snippet(text, match.index, match[0].length),
        weight: rule.weight,
      });
  }

  // repeated_failures: the same error recurring, apology loops, the same file edited again and again.
  const errorCounts = new Map<string, { count: number; line: string }>();
  for (const match of text.matchAll(errorLinePattern)) {
    const key = errorKey(match[0]);
    if (key.length < 8) continue;
    const entry = errorCounts.get(key) ?? { count: 0, line: match[0].trim() };
    entry.count++;
    errorCounts.set(key, entry);
  }
  const worst = [...errorCounts.values()].sort((a, b) => b.count - a.count)[0];
  const errorRepeats = worst?.count ?? 0;
  if (errorRepeats >= 2) {
    add({
      type: "repeated_failures",
      label: `Same error repeated ${errorRepeats} times`,
      evidence: worst!.line.slice(0, 120),
      weight: errorRepeats >= 3 ? 6 : 2,
    });
  }
  const apologies = [...text.matchAll(apologyPattern)];
  if (apologies.length >= 2) {
    add({
      type: "repeated_failures",
      label: `The assistant apologised or promised a fix ${apologies.length} times`,
      evidence: snippet(text, apologies[0]!.index ?? 0, apologies[0]![0].length),
      weight: Math.min(6, apologies.length),
    });
  }
  if (
    /still (?:not working|doesn'?t work|broken|failing|the same)|same error(?: again)?|(?:didn'?t|did not) (?:fix|work)|back to the (?:same|old) error/i.test(
      text,
    )
  ) {
    const m =
      /still (?:not working|doesn'?t work|broken|failing|the same)|same error(?: again)?|(?:didn'?t|did not) (?:fix|work)|back to the (?:same|old) error/i.exec(
        text,
      )!;
    add({
      type: "repeated_failures",
      label: "The fix did not hold",
      evidence: snippet(text, m.index, m[0].length),
      weight: 3,
    });
  }
  const edits = new Map<string, number>();
  for (const m of text.matchAll(
    /(?:Edit(?:ed|ing)?|Updat(?:ed|ing)|Modif(?:ied|ying)|Wrote|Applied edit to)\s*\(?\s*([\w./-]+\.\w{1,5})/gi,
  ))
    edits.set(m[1]!, (edits.get(m[1]!) ?? 0) + 1);
  const mostEdited = [...edits.entries()].sort((a, b) => b[1] - a[1])[0];
  if (mostEdited && mostEdited[1] >= 3) {
    add({
      type: "repeated_failures",
      label: `${mostEdited[0]} edited ${mostEdited[1]} times`,
      evidence: mostEdited[0],
      weight: mostEdited[1] >= 4 ? 4 : 2,
    });
  }
  if (/Failed to apply edit/i.test(text))
    add({ type: "repeated_failures", label: "Edits failing to apply", evidence: "Failed to apply edit", weight: 3 });

  const ranked = (Object.entries(scores) as [RescueTypeId, number][])
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1]);
  let type = ranked[0]?.[0] ?? null;
  // Tie-breaks (content guide): a recurring error makes it a loop; invented APIs beat integration trouble.
  if (errorRepeats >= 3 || apologies.length >= 3) type = "repeated_failures";
  else if (type === "integration_issues" && scores.ai_hallucination >= 3) type = "ai_hallucination";
  const top = type ? scores[type] : 0;
  const secondary = ranked.find(([t]) => t !== type)?.[0] ?? null;
  const secondScore = secondary ? scores[secondary] : 0;
  const confidence: Detection["confidence"] =
    top >= 6 && top >= secondScore * 1.5 ? "high" : top >= 3 ? "medium" : "low";
  signals.sort((a, b) => b.weight - a.weight);
  return { type, confidence, secondary, scores, signals };
}
