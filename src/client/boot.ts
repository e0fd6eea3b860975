import { COOKIE_CONSENT_KEY, parseStoredConsent, shouldShowConsentBanner } from "@shared/domain/consent";
import { whenAppReady } from "./lib/app-ready";
import { askSessionEarly } from "./api/early-session";
import { fillOutcomeFigures } from "./lib/outcome-figures";

/**
 * The script of a prerendered page (decision 0230). The page is complete HTML: links are real links and the
 * FAQ is native `<details>`. What needs the app (a button, a form, an app-wide shortcut) is captured here
 * until the app has loaded and hydrated the same HTML, then replayed on the same elements. The page's inline
 * script (written by the prerender step in vite.config.ts) imports this one after the first paint, and keeps
 * the events of the moments before. It says when the app loads: on the landing page at the first sign of
 * intent (the pointer over or on a control, focus on one, a captured event), elsewhere at once. A signed-in
 * visitor, or an address with a query, loads it at once.
 */

declare global {
  interface Window {
    /** Set by the page's inline script: the app's chunks (entry first), when to load them, the events kept. */
    unstuckBoot?: {
      app: string[];
      appLoads: "on-intent" | "after-first-paint";
      early: Event[];
      stopEarly: () => void;
    };
  }
}

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

// `live`: the event is being dispatched now and can still be stopped; otherwise the page's inline script kept
// it before this script ran (it stopped only submits: a `type="button"` click has no default action).
function onClick(event: MouseEvent, live: boolean) {
  const control = controlOf(event.target);
  if (!control) return;
  if (live) stop(event);
  // A submit button's click was followed by its form's submit, which was kept.
  else if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
  captured.push({ kind: "click", target: control });
  loadApp();
}

function onSubmit(event: SubmitEvent, live: boolean) {
  if (!(event.target instanceof HTMLFormElement)) return;
  if (live) stop(event);
  captured.push({ kind: "submit", target: event.target, submitter: event.submitter });
  loadApp();
}

function onKeyDown(event: KeyboardEvent, live: boolean) {
  if (!appKey(event)) return;
  if (live) stop(event);
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

function handle(event: Event, live: boolean) {
  if (event.type === "click") onClick(event as MouseEvent, live);
  else if (event.type === "submit") onSubmit(event as SubmitEvent, live);
  else if (event.type === "keydown") onKeyDown(event as KeyboardEvent, live);
  else onIntent(event);
}

// The same types as the inline script's.
const types = ["click", "submit", "keydown", "pointerover", "pointerdown", "focusin"];
const listener = (event: Event) => handle(event, true);

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
      for (const type of types) document.removeEventListener(type, listener, true);
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

/** Takes over from the page's inline script: its settings, and the events it kept. */
function boot() {
  const page = window.unstuckBoot;
  if (!page) throw new Error("The prerendered page has no inline boot settings.");
  const [entry, ...chunks] = page.app;
  app = { entry: entry!, chunks };
  for (const type of types) document.addEventListener(type, listener, true);
  page.stopEarly();
  for (const event of page.early.splice(0)) handle(event, false);
  if (showConsentBanner()) html.dataset.consentNeeded = "";
  // This script already waited for the first paint.
  if (page.appLoads === "after-first-paint") loadApp();
  // Anything in the address (a sign-in or payment return) is the app's to handle.
  if (window.location.search) loadApp();
  askSessionEarly()
    .then((response) => (response.ok ? (response.json() as Promise<{ user?: unknown } | null>) : Promise.reject()))
    .then((session) => {
      if (session?.user) loadApp();
      else html.dataset.signedOut = "";
    })
    // The app shows what went wrong.
    .catch(loadApp)
    // The measured figures need one small call, not the app (decision 0275), and come after the session's.
    .finally(() => fillOutcomeFigures(document));
}

boot();
