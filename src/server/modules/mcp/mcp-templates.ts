import { templateCategories } from "../../../shared/content/templates.js";

/** The template library as the MCP tools name its entries: `category-id/n`, n counting from 1. */
export const templateList = templateCategories.flatMap((category) =>
  category.prompts.map((template, i) => ({ id: `${category.id}/${i + 1}`, category, template })),
);
