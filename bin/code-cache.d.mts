// Types of bin/code-cache.mjs (plain JavaScript, run by bin/unstuck.mjs without a build step), for the tests.
export function cacheDir(env: Record<string, string | undefined>): string | null;
export function requireCached(
  entry: string,
  dir: string | null,
): {
  exports: Record<string, unknown>;
  done: () => void;
  drop: () => void;
  usedCache: () => boolean;
};
