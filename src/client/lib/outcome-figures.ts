import { siteFiguresErrorText, siteFiguresLoadingText, siteFiguresView } from "@shared/domain/site-figures";
import type { SiteFigures } from "@shared/schemas/outcomes";
import { fetchSiteFigures } from "@/api/site-figures";

/**
 * The measured figures on the prerendered landing and pricing pages (decision 0275). Small and free of
 * React: the boot script fills them before the app loads (decision 0230), and the app's component calls the
 * same function, so the figures never wait for the whole app and never differ between the two.
 */
export const FIGURES_ATTRIBUTE = "data-outcome-figures";

/** The prerendered content: the loading line, replaced once the figures arrive. */
export const figuresPlaceholderHtml = `<p class="text-sm text-muted-foreground">${siteFiguresLoadingText}</p>`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render(target: HTMLElement, figures: SiteFigures | null) {
  const children: HTMLElement[] = [];
  if (!figures) {
    children.push(element("p", "text-sm text-muted-foreground", siteFiguresErrorText));
  } else {
    const view = siteFiguresView(figures);
    if (view.items.length > 0) {
      const list = element("dl", "grid gap-4 sm:grid-cols-3");
      for (const item of view.items) {
        // The value reads first on screen; the term stays first in the markup, as a list of terms needs.
        const box = element("div", "flex flex-col rounded-lg border bg-card/60 p-4");
        box.append(element("dt", "order-last mt-1 text-xs text-muted-foreground sm:text-sm", item.label));
        box.append(element("dd", "text-2xl font-bold text-foreground", item.value));
        list.append(box);
      }
      children.push(list);
    }
    const note = element("p", "mt-3 text-xs text-muted-foreground sm:text-sm", view.note);
    note.dataset.testid = "figures-note";
    children.push(note);
  }
  target.replaceChildren(...children);
  target.dataset.state = figures ? (figures.rate === null ? "not-enough" : "shown") : "error";
}

/** Fills every figures element under `root` that is not filled yet. */
export function fillOutcomeFigures(root: ParentNode = document): void {
  const targets = [...root.querySelectorAll<HTMLElement>(`[${FIGURES_ATTRIBUTE}]`)].filter((t) => !t.dataset.state);
  if (targets.length === 0) return;
  for (const target of targets) target.dataset.state = "loading";
  fetchSiteFigures().then(
    (figures) => targets.forEach((t) => render(t, figures)),
    () => targets.forEach((t) => render(t, null)),
  );
}
