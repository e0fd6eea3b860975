import type { Template, TemplateCategory } from "@shared/schemas/content";
import { searchTerms, wordMatches } from "@shared/domain/template-search";

/** Where a query word was found, best first: the order results are ranked by. */
export type MatchField = "title" | "category" | "text";

export interface TemplateMatch {
  category: TemplateCategory;
  template: Template;
  /** Fields that matched, best first. */
  fields: MatchField[];
  /** For a text match, a short excerpt around the first matching word. */
  excerpt: string | null;
  /** The words found, as written in the template (for highlighting the excerpt). */
  matchedWords: string[];
}

const fieldWeight: Record<MatchField, number> = { title: 3, category: 2, text: 1 };
const EXCERPT_RADIUS = 60;

const normalise = (text: string) => text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
const wordPattern = /[\p{L}\p{N}]+/gu;

interface Word {
  value: string;
  start: number;
  end: number;
}

/** Words of a text with their place in it; accents and case do not matter. */
function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(wordPattern)) {
    out.push({ value: normalise(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * Templates where every query word, or its stem or what a tool's name stands for ("tests", "pytest" find
 * "test"), starts a word of the title, the category or the text ("rust" finds "Rust" and "rustc", never
 * "trust"; decision 0284). Ranked by the best field each query word was found in (title before
 * category before text), library order within a rank; each result says where it matched.
 */
export function searchTemplates(categories: readonly TemplateCategory[], query: string): TemplateMatch[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const ranked: { match: TemplateMatch; score: number; order: number }[] = [];
  let order = 0;
  for (const category of categories) {
    const categoryWords = wordsOf(`${category.title} ${category.category} ${category.description}`);
    for (const template of category.prompts) {
      order++;
      const fields: Record<MatchField, Word[]> = {
        title: wordsOf(template.name),
        category: categoryWords,
        text: wordsOf(template.text),
      };
      let score = 0;
      const found = new Set<MatchField>();
      let firstTextHit: Word | null = null;
      const matchedWords = new Set<string>();
      let all = true;
      for (const term of terms) {
        let best: MatchField | null = null;
        for (const field of ["title", "category", "text"] as const) {
          const hit = fields[field].find((w) => wordMatches(w.value, term));
          if (!hit) continue;
          best ??= field;
          found.add(field);
          const source = field === "title" ? template.name : field === "text" ? template.text : "";
          if (source) matchedWords.add(source.slice(hit.start, hit.end));
          if (field === "text" && (!firstTextHit || hit.start < firstTextHit.start)) firstTextHit = hit;
        }
        if (!best) {
          all = false;
          break;
        }
        score += fieldWeight[best];
      }
      if (!all) continue;
      const sortedFields = (["title", "category", "text"] as const).filter((f) => found.has(f));
      ranked.push({
        match: {
          category,
          template,
          fields: sortedFields,
          excerpt: firstTextHit ? excerptAround(template.text, firstTextHit) : null,
          matchedWords: [...matchedWords],
        },
        score,
        order,
      });
    }
  }
  return ranked.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.match);
}

function excerptAround(text: string, hit: Word): string {
  const from = Math.max(0, hit.start - EXCERPT_RADIUS);
  const to = Math.min(text.length, hit.end + EXCERPT_RADIUS);
  const cut = text.slice(from, to).replace(/\s+/g, " ").trim();
  return `${from > 0 ? "…" : ""}${cut}${to < text.length ? "…" : ""}`;
}

const fieldLabels: Record<MatchField, string> = { title: "title", category: "category", text: "template text" };

/** "Matched in title and template text". */
export function matchReason(match: Pick<TemplateMatch, "fields">): string {
  const labels = match.fields.map((f) => fieldLabels[f]);
  return `Matched in ${labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : labels[0]}`;
}
