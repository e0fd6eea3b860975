import { useCallback, useSyncExternalStore } from "react";

const currentSecond = () => Math.floor(Date.now() / 1000);
const idle = () => () => undefined;

/** The current time to the second, re-rendering every second while `running`; `offsetMs` moves it onto the server's clock. */
export function useNow(running: boolean, offsetMs = 0): Date {
  const subscribe = useCallback((notify: () => void) => {
    const timer = window.setInterval(notify, 250);
    return () => window.clearInterval(timer);
  }, []);
  const second = useSyncExternalStore(running ? subscribe : idle, currentSecond, currentSecond);
  return new Date(second * 1000 + offsetMs);
}
