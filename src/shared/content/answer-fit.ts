/**
 * What the planner and the wizard say when an answer does not fit the question it was given to (decision 0285):
 * the reason in one short sentence, then the same question again. Spoken to the user, never to an agent.
 */
export const unfitReasons = {
  peopleNotStack: "That sounds like who will use it, not which technologies to build it with.",
  stackNotPurpose: "That names technologies, not the problem the project solves.",
  stackNotUsers: "That names technologies, not the people who will use it.",
  noTime: "I could not find an amount of time or a date in that.",
  stackNotExpected: "That names the stack, not what you should see once it works.",
  tooShortExpected: "That is too short to check against.",
} as const;
export type UnfitReason = keyof typeof unfitReasons;

/** The question asked again, after the reason; a second answer is taken as it is, so nobody is stuck here. */
export function reaskText(reason: UnfitReason, question: string): string {
  return `${unfitReasons[reason]} Let me ask again:\n\n${question}`;
}
