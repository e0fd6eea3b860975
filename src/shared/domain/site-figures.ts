import { outcomeFiguresText } from "../content/outcome-figures.js";
import type { SiteFigures } from "../schemas/outcomes.js";

/** What the landing and pricing pages say about measured outcomes (decision 0275); no figure is ever typed in. */
export interface SiteFiguresView {
  /** Empty below the threshold: then only the note is shown. */
  items: { value: string; label: string }[];
  note: string;
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function siteFiguresView(figures: SiteFigures): SiteFiguresView {
  const date = dateOf(figures.asOf);
  if (figures.rate === null) {
    return {
      items: [],
      note:
        `Not enough data yet: ${figures.users} of the ${figures.threshold} developers needed have said how their rescue ended ` +
        `(${figures.answered} ${figures.answered === 1 ? "rescue" : "rescues"}, ${date}). The unstick rate, median time ` +
        `and number of rescues appear here once ${figures.threshold} have answered: measured, never estimated.`,
    };
  }
  return {
    items: [
      { value: `${figures.rate}%`, label: "of answered rescues ended unstuck" },
      {
        value: figures.medianMinutes === null ? "Not yet" : `${figures.medianMinutes} min`,
        label:
          figures.medianMinutes === null
            ? "median time to unstuck: no timed rescues yet"
            : `median timed work to unstuck (${figures.timed} timed)`,
      },
      { value: figures.answered.toLocaleString("en-US"), label: "rescues answered" },
    ],
    note: `Measured from ${figures.answered.toLocaleString("en-US")} rescues whose ${figures.users.toLocaleString("en-US")} developers said how they ended, as of ${date}.`,
  };
}

export const siteFiguresLoadingText = outcomeFiguresText.loading;
export const siteFiguresErrorText = outcomeFiguresText.error;
