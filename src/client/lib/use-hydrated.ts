import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False while hydrating the prerendered HTML (which has no browser state), true from then on. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
