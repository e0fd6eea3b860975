/** Shared between the process (which starts and stops it) and the app (readiness, connection handling). */
export interface Lifecycle {
  /** Set on SIGTERM: the balancer should stop sending requests here, and kept-alive connections close. */
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}
