import { type ReactNode, useSyncExternalStore } from "react";

// One toast at a time, removed from memory long after it is dismissed.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: "default" | "destructive";
  open: boolean;
}

type Listener = () => void;
let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  emit(
    toasts.map((t) => {
      if (id === undefined || t.id === id) {
        scheduleRemoval(t.id);
        return { ...t, open: false };
      }
      return t;
    }),
  );
}

export function toast(input: Omit<ToastItem, "id" | "open">) {
  // The same message again while it is still showing (one error reported by two handlers, a retry that fails
  // the same way) stays one toast.
  const showing = toasts.find((t) => t.open);
  if (
    showing &&
    typeof input.title !== "object" &&
    typeof input.description !== "object" &&
    showing.title === input.title &&
    showing.description === input.description &&
    showing.variant === input.variant
  )
    return { id: showing.id, dismiss: () => dismissToast(showing.id) };
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
