/** The words around the measured outcomes on the landing and pricing pages (decision 0275). */
export const outcomeFiguresText = {
  title: "How rescues end, measured",
  loading: "Loading measured outcomes…",
  error: "The measured outcomes could not be loaded just now.",
  notEnoughData: (f: { users: number; threshold: number; answered: number; date: string }) =>
    `Not enough data yet: ${f.users} of the ${f.threshold} developers needed have said how their rescue ended ` +
    `(${f.answered} ${f.answered === 1 ? "rescue" : "rescues"}, ${f.date}). The unstick rate, median time ` +
    `and number of rescues appear here once ${f.threshold} have answered: measured, never estimated.`,
  rateLabel: "of answered rescues ended unstuck",
  notYet: "Not yet",
  minutes: (n: number) => `${n} min`,
  noTimedLabel: "median time to unstuck: no timed rescues yet",
  timedLabel: (timed: number) => `median timed work to unstuck (${timed} timed)`,
  answeredLabel: "rescues answered",
  measured: (answered: string, users: string, date: string) =>
    `Measured from ${answered} rescues whose ${users} developers said how they ended, as of ${date}.`,
} as const;
