// What the rescue history says (features/history).
export const deleteSessionCopy = {
  description: (title: string) =>
    `${title} will be deleted from your history, with its notes and ratings. This cannot be undone.`,
};

export const outcomeSummaryCopy = {
  noAnswers: 'Answer "Did it work?" at the end of a rescue to see how often you get unstuck.',
  answered: (answered: number) =>
    `From the ${answered} ${answered === 1 ? "rescue" : "rescues"} you said how it ended.`,
};

export const historyListCopy = {
  proRequired: (noun: string) => `Saved ${noun} come with Pro or a trial. Your rescue sessions are always kept.`,
};
