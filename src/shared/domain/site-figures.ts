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
  const text = outcomeFiguresText;
  const date = dateOf(figures.asOf);
  if (figures.rate === null) {
    const { users, threshold, answered } = figures;
    return { items: [], note: text.notEnoughData({ users, threshold, answered, date }) };
  }
  const answered = figures.answered.toLocaleString("en-US");
  return {
    items: [
      { value: `${figures.rate}%`, label: text.rateLabel },
      {
        value: figures.medianMinutes === null ? text.notYet : text.minutes(figures.medianMinutes),
        label: figures.medianMinutes === null ? text.noTimedLabel : text.timedLabel(figures.timed),
      },
      { value: answered, label: text.answeredLabel },
    ],
    note: text.measured(answered, figures.users.toLocaleString("en-US"), date),
  };
}

export const siteFiguresLoadingText = outcomeFiguresText.loading;
export const siteFiguresErrorText = outcomeFiguresText.error;
