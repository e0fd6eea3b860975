import { useSyncExternalStore } from "react";
import { paths } from "./paths";

export type AuthView = "login" | "register" | "signup-choice" | "trial-register" | "forgot-password" | "link-expired";

interface AuthDialogState {
  view: AuthView | null;
  /** Where to go after a successful sign-in, if anywhere. */
  returnTo?: string;
  /** The address an expired sign-in link was sent to, for a new one in one click. */
  email?: string;
}

let state: AuthDialogState = { view: null };
const listeners = new Set<() => void>();
const set = (next: AuthDialogState) => {
  state = next;
  for (const l of listeners) l();
};

export const authDialog = {
  open: (view: AuthView, returnTo?: string) => set({ view, returnTo }),
  show: (view: AuthView) => set({ ...state, view }),
  linkExpired: (email: string | undefined, returnTo?: string) => set({ view: "link-expired", email, returnTo }),
  close: () => set({ view: null }),
};

/** The sign-in dialog is opened from many places (header, landing, locked pages), so its state is global. */
export function useAuthDialog() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
  return { ...current, ...authDialog };
}

/** Pages that mean "start somewhere": a new account starts on the first-run screen instead (decision 0142). */
const generalStarts: (string | undefined)[] = [undefined, paths.landing, paths.problems, paths.dashboard];

/**
 * Where a brand-new account goes after signing up from a dialog opened for `returnTo`: the first-run
 * screen, unless the dialog was opened for a specific page. Federated and emailed-link sign-ups hand this
 * to Better Auth as `newUserCallbackURL`, which it uses only when that sign-in created the account.
 */
export function firstRunTarget(returnTo: string | undefined): string {
  return generalStarts.includes(returnTo) ? paths.welcome : (returnTo ?? paths.landing);
}
