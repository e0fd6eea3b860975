import type { Template, TemplateCategory } from "@shared/schemas/content";

export interface TemplateMatch {
  category: TemplateCategory;
  template: Template;
}

const normalise = (text: string) => text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");

/**
 * Templates whose name, text or category (title or label) contain every word of the query, in any order.
 * Name hits come first, then category hits, then text-only hits; the library order is kept within each.
 */
export function searchTemplates(categories: readonly TemplateCategory[], query: string): TemplateMatch[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const ranked: { match: TemplateMatch; rank: number }[] = [];
  for (const category of categories) {
    const categoryText = normalise(`${category.title} ${category.category}`);
    for (const template of category.prompts) {
      const name = normalise(template.name);
      const haystack = `${name}\n${categoryText}\n${normalise(template.text)}`;
      if (!words.every((word) => haystack.includes(word))) continue;
      const rank = words.every((word) => name.includes(word))
        ? 0
        : words.every((word) => name.includes(word) || categoryText.includes(word))
          ? 1
          : 2;
      ranked.push({ match: { category, template }, rank });
    }
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.match);
}
