import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { sessionKeys } from "@/lib/rescue-sessions";
import { errorMessage } from "@/lib/api";
import { saveNotesOnExit, saveRescueNotes } from "../api";
import type { LoadedSession } from "./use-rescue-session";

export type SaveStatus = "saved" | "pending" | "saving" | "error";

interface Draft {
  notes: string;
  /** The server's notes when this draft was started; a draft is only restored over the same base. */
  base: string;
}

const SAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 5000;
const draftKey = (sessionId: string) => `unstuck:notes-draft:${sessionId}`;

function readDraft(sessionId: string): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(sessionId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    return typeof parsed.notes === "string" && typeof parsed.base === "string" ? { notes: parsed.notes, base: parsed.base } : null;
  } catch {
    return null;
  }
}
function writeDraft(sessionId: string, draft: Draft) {
  try {
    localStorage.setItem(draftKey(sessionId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the debounced save still runs.
  }
}
function clearDraft(sessionId: string) {
  try {
    localStorage.removeItem(draftKey(sessionId));
  } catch {
    // nothing to clear
  }
}

/**
 * Session notes are never lost: every keystroke goes to a local draft, a debounced save sends it to the server
 * (retrying on failure), and hiding or leaving the page sends what is unsaved with a keepalive request.
 */
export function useNotesAutosave(sessionId: string, serverNotes: string, readOnly: boolean) {
  const client = useQueryClient();
  const initialDraft = readOnly ? null : readDraft(sessionId);
  const restorable = initialDraft && initialDraft.notes !== serverNotes && initialDraft.base === serverNotes ? initialDraft : null;
  const conflicting = initialDraft && initialDraft.notes !== serverNotes && initialDraft.base !== serverNotes ? initialDraft : null;

  const [value, setValue] = useState(() => restorable?.notes ?? serverNotes);
  const [status, setStatus] = useState<SaveStatus>(restorable ? "pending" : "saved");
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Draft | null>(conflicting);

  const valueRef = useRef(value);
  const savedRef = useRef(serverNotes);
  const timerRef = useRef<number | undefined>(undefined);
  const inFlightRef = useRef<AbortController | null>(null);

  const save = useCallback(async () => {
    window.clearTimeout(timerRef.current);
    const notes = valueRef.current;
    if (notes === savedRef.current) {
      clearDraft(sessionId);
      setStatus("saved");
      return;
    }
    inFlightRef.current?.abort();
    const controller = new AbortController();
    inFlightRef.current = controller;
    setStatus("saving");
    try {
      const response = await saveRescueNotes(sessionId, notes, controller.signal);
      savedRef.current = response.session.notes;
      client.setQueryData<LoadedSession>(sessionKeys.detail(sessionId), (old) => (old ? { ...old, session: response.session } : old));
      setError(null);
      if (valueRef.current === notes) {
        clearDraft(sessionId);
        setStatus("saved");
      } else {
        setStatus("pending");
        timerRef.current = window.setTimeout(() => void save(), SAVE_DELAY_MS);
      }
    } catch (e) {
      if ((e as Error).name === "AbortError") return;
      setStatus("error");
      setError(errorMessage(e));
      timerRef.current = window.setTimeout(() => void save(), RETRY_DELAY_MS);
    }
  }, [client, sessionId]);

  const onChange = useCallback(
    (next: string) => {
      valueRef.current = next;
      setValue(next);
      writeDraft(sessionId, { notes: next, base: savedRef.current });
      setStatus("pending");
      window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [save, sessionId],
  );

  // A restored draft is saved straight away.
  useEffect(() => {
    if (restorable) void save();
    // Only on mount: later drafts are saved by onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (readOnly) return;
    const flush = () => {
      if (valueRef.current !== savedRef.current) saveNotesOnExit(sessionId, valueRef.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      window.clearTimeout(timerRef.current);
      // Leaving the screen inside the app: send what is unsaved (the draft stays until the server has it).
      flush();
    };
  }, [readOnly, sessionId]);

  const restoreConflict = useCallback(() => {
    if (!conflict) return;
    const merged = serverNotes ? `${serverNotes}\n\n${conflict.notes}` : conflict.notes;
    setConflict(null);
    onChange(merged);
  }, [conflict, onChange, serverNotes]);

  const dismissConflict = useCallback(() => {
    setConflict(null);
    clearDraft(sessionId);
  }, [sessionId]);

  return { value, onChange, status, error, saveNow: save, conflict, restoreConflict, dismissConflict };
}
