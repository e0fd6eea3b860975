/** The words around the measured outcomes on the landing and pricing pages (decision 0275). */
export const outcomeFiguresText = {
  title: "How rescues end, measured",
  loading: "Loading measured outcomes…",
  error: "The measured outcomes could not be loaded just now.",
} as const;
