import { useEffect, useState } from "react";

/** The trial countdown refreshes every 60 s. */
export const TRIAL_COUNTDOWN_REFRESH_MS = 60_000;

/**
 * The time now, read at each render, with a re-render at least every minute. Read at render rather than
 * kept from the last tick, so a countdown never shows a minute-old clock (a fresh 3-day trial read 4 days).
 */
export function useMinuteClock(): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), TRIAL_COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return new Date();
}
