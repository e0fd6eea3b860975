/**
 * The signed-in user's Pro access as the client sees it. Billing (issue 5) replaces this with the
 * subscription-status query; until then nobody can hold Pro, so every user is free.
 */
export function useAccess(): { isPro: boolean; isTrial: boolean; isLoading: boolean } {
  return { isPro: false, isTrial: false, isLoading: false };
}
