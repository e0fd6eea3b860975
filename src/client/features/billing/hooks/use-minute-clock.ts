import { useEffect, useState } from "react";

/** Spec section 9: the trial countdown refreshes every 60 s. */
export const TRIAL_COUNTDOWN_REFRESH_MS = 60_000;

/** The current time, updated every minute. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TRIAL_COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
