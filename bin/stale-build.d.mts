// Types of bin/stale-build.mjs (plain JavaScript, run by bin/unstuck.mjs without a build step), for the tests.
export function buildIsStale(root: string, built: string): boolean;
