import { lazy, Suspense, useEffect, useState } from "react";

// The palette and the shortcut list load on first use: the layout ships on every page (decision 0084).
const CommandPalette = lazy(() => import("./command-palette").then((m) => ({ default: m.CommandPalette })));
const ShortcutsDialog = lazy(() => import("./command-palette").then((m) => ({ default: m.ShortcutsDialog })));

type Open = "palette" | "shortcuts" | null;

const isTyping = (target: EventTarget | null) => {
  const el = target as HTMLElement | null;
  return Boolean(el?.tagName) && (el!.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el!.tagName));
};

/** The page's search field: the first visible `[data-shortcut-search]`, else the first visible search input. */
function searchField(): HTMLInputElement | null {
  const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
  const marked = [...document.querySelectorAll<HTMLInputElement>("[data-shortcut-search]")].find(visible);
  return marked ?? [...document.querySelectorAll<HTMLInputElement>("main input[type=search]")].find(visible) ?? null;
}

/** App-wide keys (decision 0144): `/` search, `?` the list of shortcuts, Ctrl/Cmd-K the command palette. */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setOpen((current) => (current === "palette" ? null : "palette"));
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector("[role=dialog], [role=alertdialog], [role=menu]")) return;
      if (e.key === "?") {
        e.preventDefault();
        setOpen("shortcuts");
      } else if (e.key === "/") {
        e.preventDefault();
        const field = searchField();
        if (field) {
          field.focus();
          field.select();
        } else setOpen("palette");
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (!open) return null;
  const close = () => setOpen(null);
  return (
    <Suspense fallback={null}>
      {open === "palette" ? <CommandPalette onClose={close} /> : <ShortcutsDialog onClose={close} />}
    </Suspense>
  );
}
