// What the template library's screens say (features/templates). The templates themselves are in ../templates.ts.
export const templatesPageCopy = {
  intro: (templates: number, categories: number) =>
    `${templates} copy-ready prompts in ${categories} categories. Fill in the blanks, copy, and paste into Cursor, Claude Code, Copilot or any other assistant.`,
  unknownCategory: "The link may be old. Pick a category from the library instead.",
};

export const templateCardCopy = {
  exampleNote: "Example values for an imaginary project. Copy copies your own text, not this example.",
};
