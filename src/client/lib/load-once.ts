/**
 * A chunk loaded at most once, and known synchronously once loaded: a screen or a section whose code has
 * arrived renders without suspending, so hydration finds the tree the server rendered.
 */
export function loadOnce<T>(load: () => Promise<T>): { loaded: () => T | undefined; preload: () => Promise<T> } {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => value,
    preload: () =>
      (loading ??= load().then((loadedValue) => {
        value = loadedValue;
        return loadedValue;
      })),
  };
}
