let ready = false;
const waiting: (() => void)[] = [];

/** Called once the app has mounted (rendered or hydrated) and answers clicks. */
export function announceAppReady() {
  ready = true;
  for (const resolve of waiting.splice(0)) resolve();
}

/** Resolves once the app answers clicks: a prerendered page's early clicks are replayed then (decision 0230). */
export function whenAppReady(): Promise<void> {
  return ready ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
