const pad = (n: number) => String(n).padStart(2, "0");

/** Step timer display: mm:ss (minutes keep counting past 59), or '--:--' when nothing was timed. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0);
  if (seconds <= 0) return "--:--";
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** Dashboard averages: "0m", "45m", "2h", "1h 5m". */
export function formatHoursMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(Number.isFinite(totalMinutes) ? totalMinutes : 0));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Time spent on a session: "0s", "45s", "12m 5s", "1h 5m". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return formatHoursMinutes(Math.floor(seconds / 60));
}
