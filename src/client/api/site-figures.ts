import type { SiteFigures } from "@shared/schemas/outcomes";

let request: Promise<SiteFigures> | undefined;

/**
 * The measured figures for visitors (decision 0275). A plain fetch, not `api()`: the prerendered pages' boot
 * script calls it before the app has loaded (decision 0230) and must stay small. One call per page; a failure
 * is forgotten so the next caller tries again.
 */
export function fetchSiteFigures(): Promise<SiteFigures> {
  request ??= fetch("/api/outcomes/figures", { credentials: "omit" }).then((response) =>
    response.ok ? (response.json() as Promise<SiteFigures>) : Promise.reject(new Error(String(response.status))),
  );
  request.catch(() => (request = undefined));
  return request;
}
