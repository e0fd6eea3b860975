import { COOKIE_CONSENT_KEY, parseStoredConsent, shouldShowConsentBanner } from "@shared/domain/consent";
import { whenAppReady } from "./lib/app-ready";
import { askSessionEarly } from "./api/early-session";

/**
 * The only script of a prerendered page (decision 0230). The page is complete HTML: links are real links and
 * the FAQ is native `<details>`. What needs the app (a button, a form, an app-wide shortcut) is captured
 * here until the app has loaded and hydrated the same HTML, then replayed on the same elements. The page
 * says when the app loads (`data-app-loads`): on the landing page at the first sign of intent (the pointer
 * over or on a control, focus on one, a captured event), elsewhere just after the first paint. A signed-in
 * visitor, or an address with a query, loads it at once.
 */

const controls = [
  "button",
  '[role="button"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="switch"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
].join(",");

type Captured =
  | { kind: "click"; target: HTMLElement }
  | { kind: "submit"; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: "key"; target: Element; init: KeyboardEventInit };

const html = document.documentElement;
const captured: Captured[] = [];
let state: "idle" | "loading" | "ready" = "idle";

const controlOf = (target: EventTarget | null): HTMLElement | null => {
  const control = target instanceof Element ? target.closest<HTMLElement>(controls) : null;
  // A link inside a control still navigates as a link.
  return control && !control.closest("a[href]") ? control : null;
};

const isTyping = (el: Element) =>
  (el as HTMLElement).isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);

/** The keys the app answers on a page without a focused field: the shortcuts of decision 0144, arrows in a radio group. */
function appKey(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : html;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(target)) return false;
  if (event.key === "?" || event.key === "/") return true;
  return target.matches('[role="radio"], [role="tab"]') && /^(Arrow|Home$|End$)/.test(event.key);
}

/** Kept for the app: neither the browser nor an app already hydrating part of the page acts on it now. */
function stop(event: Event) {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function onClick(event: MouseEvent) {
  const control = controlOf(event.target);
  if (!control) return;
  stop(event);
  captured.push({ kind: "click", target: control });
  loadApp();
}

function onSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  stop(event);
  captured.push({ kind: "submit", target: event.target, submitter: event.submitter });
  loadApp();
}

function onKeyDown(event: KeyboardEvent) {
  if (!appKey(event)) return;
  stop(event);
  const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event;
  captured.push({
    kind: "key",
    target: event.target instanceof Element ? event.target : html,
    init: { key, code, ctrlKey, metaKey, altKey, shiftKey, bubbles: true, cancelable: true },
  });
  loadApp();
}

function onIntent(event: Event) {
  if (controlOf(event.target)) loadApp();
}

const listeners: [string, (event: never) => void][] = [
  ["click", onClick],
  ["submit", onSubmit],
  ["keydown", onKeyDown],
  ["pointerover", onIntent],
  ["pointerdown", onIntent],
  ["focusin", onIntent],
];

function replay(event: Captured) {
  if (!event.target.isConnected) return;
  if (event.kind === "click") event.target.click();
  else if (event.kind === "submit") event.target.requestSubmit(event.submitter);
  else event.target.dispatchEvent(new KeyboardEvent("keydown", event.init));
}

let app: { entry: string; chunks: string[] } = { entry: "", chunks: [] };

function loadApp() {
  if (state !== "idle") return;
  state = "loading";
  html.dataset.appLoading = "";
  // All of the app's chunks at once, not one after the other as each module finds its imports.
  for (const href of app.chunks) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ app.entry).then(whenAppReady).then(
    () => {
      state = "ready";
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
      delete html.dataset.appLoading;
      // After the hydrated app's own first updates, so each event meets the app as a click would.
      setTimeout(() => {
        for (const event of captured.splice(0)) replay(event);
      });
    },
    (error: unknown) => {
      // The captured events are dropped; the next one tries again.
      console.error("The app could not load", error);
      captured.length = 0;
      state = "idle";
      delete html.dataset.appLoading;
    },
  );
}

function showConsentBanner() {
  try {
    return shouldShowConsentBanner(parseStoredConsent(localStorage.getItem(COOKIE_CONSENT_KEY)));
  } catch {
    return true;
  }
}

/** Reads the app's chunks from the page (written by the prerender step) and starts listening. */
function boot() {
  const script = document.querySelector<HTMLScriptElement>("script[data-app]");
  if (!script) throw new Error("The prerendered page does not name the app's chunks.");
  const [entry, ...chunks] = JSON.parse(script.dataset.app!) as string[];
  app = { entry: entry!, chunks };
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  if (showConsentBanner()) html.dataset.consentNeeded = "";
  // The page is readable without the app, which waits for the first paint instead of competing with it;
  // a hidden tab paints no frame and starts at once.
  if (script.dataset.appLoads === "after-first-paint") {
    if (document.hidden) loadApp();
    else requestAnimationFrame(() => setTimeout(loadApp));
  }
  // Anything in the address (a sign-in or payment return) is the app's to handle.
  if (window.location.search) loadApp();
  askSessionEarly()
    .then((response) => (response.ok ? (response.json() as Promise<{ user?: unknown } | null>) : Promise.reject()))
    .then((session) => {
      if (session?.user) loadApp();
      else html.dataset.signedOut = "";
    })
    // The app shows what went wrong.
    .catch(loadApp);
}

boot();
