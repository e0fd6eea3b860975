import type { RescueTypeId } from "./types.js";

// Weak cues: single words that lean towards one problem type, in the user's own prose, in every language the
// phrase lists cover. They decide only when no phrase or symptom reached the answer threshold, and only when
// at least two different cue words agree and outnumber every other type's; so "Not sure" is kept for pastes
// with no lean at all, and a cue never overrides a real signal. Patterns are flat alternations (linear time);
// Latin and Cyrillic words are matched on word starts, Chinese and Japanese as substrings.

const L = "A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF";

const cueWords: Record<RescueTypeId, string[]> = {
  repeated_failures: [
    "again",
    "still",
    "same",
    "loop",
    "circles",
    "(?:\\d+|two|three|four|five|six|seven|eight|ten|several|many|multiple) times",
    "\\d+(?:st|nd|rd|th) (?:time|round|attempt)",
    "(?:third|fourth|fifth|sixth) (?:time|round|attempt|correction|fix)",
    "nope",
    "square one",
    "otra vez",
    "sigue",
    "mismo",
    "mismos",
    "vueltas",
    "de nuevo",
    "wieder",
    "immer noch",
    "gleichen?",
    "selben?",
    "ainda",
    "mesmo",
    "vezes",
    "encore",
    "toujours",
    "même",
    "снова",
    "опять",
    "тот же",
    "та же",
    "всё ещё",
    "все еще",
    "又",
    "还是",
    "一样",
    "同样",
    "每次",
    "また",
    "まだ",
    "同じ",
    "何度",
    "回目",
  ],
  lost_direction: [
    "asked",
    "only wanted",
    "just want(?:ed)?",
    "scope",
    "instead of",
    "supposed to",
    "wander(?:s|ing|ed)? off",
    "off track",
    "revert",
    "undo",
    "redo(?:ing|ne)?",
    "(?:whole|entire) (?:page|app|layout|design|component|file|schema|flow)",
    "pedí",
    "quería",
    "gebeten",
    "wollte",
    "pedi",
    "queria",
    "demandé",
    "voulais",
    "juste",
    "refait",
    "(?:по)?просил",
    "хотел",
    "只是",
    "整个",
    "頼",
    "だけ",
  ],
  complexity_overwhelm: [
    "complex",
    "complicated",
    "overwhelm(?:ed|ing)?",
    "drowning",
    "navigate",
    "untangl(?:e|ing)",
    "too (?:many|big|much)",
    "huge",
    "massive",
    "moving parts",
    "forget(?:s|ting)?",
    "context",
    "complej[oa]",
    "komplex",
    "kompliziert",
    "complexo",
    "complexe",
    "сложн",
    "запута",
    "десятки",
    "слишком много",
    "复杂",
    "看不懂",
    "複雑",
    "分から",
  ],
  no_planning: [
    "idea(?![A-Za-z])",
    "no plan",
    "without (?:a |any )?plan",
    "from scratch",
    "where (?:do|should|to) (?:I )?start",
    "beginner",
    "newbie",
    "feature after feature",
    "vibe[- ]?cod(?:e|ing|ed)",
    "like \\w+ but",
    "ningún plan",
    "empezar",
    "keinen Plan",
    "anfangen",
    "nenhum plano",
    "começar",
    "aucun plan",
    "commencer",
    "плана",
    "начать",
    "новичок",
    "想做",
    "新手",
    "从哪里开始",
    "作りたい",
    "初心者",
  ],
  ai_hallucination: [
    "(?:even |really |actually )?exists?(?![A-Za-z])",
    "real (?:method|function|option|package|library|api|flag)",
    "invent",
    "made up",
    "docs",
    "documentation",
    "existe",
    "inventó",
    "existiert",
    "gibt es",
    "gibt's",
    "erfunden",
    "inventou",
    "inventé",
    "существует",
    "выдума",
    "不存在",
    "编的",
    "存在し",
  ],
  integration_issues: [
    "api key",
    "webhook",
    "oauth",
    "production",
    "prod(?![A-Za-z])",
    "deploy(?:ed|ing|s)?",
    "localhost",
    "locally",
    "credentials?",
    "cors",
    "database",
    "ssl",
    "certificate",
    "dns",
    "producción",
    "en local",
    "Produktion",
    "lokal",
    "produção",
    "localmente",
    "en production",
    "en local",
    "продакшен",
    "локально",
    "部署",
    "本地",
    "本番",
    "ローカル",
  ],
};

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

interface CueMatcher {
  type: RescueTypeId;
  pattern: RegExp;
}

export const cueMatchers: CueMatcher[] = (Object.keys(cueWords) as RescueTypeId[]).map((type) => {
  const latin = cueWords[type].filter((w) => !CJK.test(w));
  const cjk = cueWords[type].filter((w) => CJK.test(w));
  const parts = [`(?<![${L}])(?:${latin.join("|")})`];
  if (cjk.length > 0) parts.push(`(?:${cjk.join("|")})`);
  return { type, pattern: new RegExp(parts.join("|"), "gi") };
});

/** A sign that something is wrong at all: without one, leaning words ("deploy", "production") describe a request. */
export const TROUBLE = new RegExp(
  `(?<![${L}])(?:not|no|never|nothing|nope|wrong|why|help|stuck|lost|nada|não|nicht|kein|pas|rien|sin|sem|ohne|sans|не|нет|ни)(?![${L}])|(?<![${L}])(?:fail|broke|break|error|problem|issue|bug|crash|can'?t|cannot|won'?t|doesn'?t|didn'?t|isn'?t|undefined|drown|overwhelm|fehler|erreur|erro|ошибк|пробле|сломал|falla|falh|kaputt|cass)|[不没错败難壊]|問題|エラー|ない|ません`,
  "i",
);

/** The distinct cue words of each type found in one line of prose. */
export function cuesIn(text: string): [RescueTypeId, string][] {
  const found: [RescueTypeId, string][] = [];
  for (const m of cueMatchers) {
    m.pattern.lastIndex = 0;
    for (let hit = m.pattern.exec(text); hit; hit = m.pattern.exec(text)) {
      found.push([m.type, hit[0].toLowerCase()]);
      if (hit[0].length === 0) m.pattern.lastIndex++;
    }
  }
  return found;
}
