import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { RescueSession } from "@shared/schemas/sessions";
import { sessionKeys } from "@/api/sessions";
import { errorMessage } from "@/api/client";
import { saveNotesOnExit, saveRescueNotes } from "@/api/sessions";
import { readDraft, writeDraft } from "@/lib/use-local-draft";
import type { LoadedSession } from "./use-rescue-session";

export type SaveStatus = "saved" | "pending" | "saving" | "error";

interface Draft {
  notes: string;
  /** The server's notes when this draft was started; a draft is only restored over the same base. */
  base: string;
}

const SAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 5000;
const draftKey = (sessionId: string) => `rescue-notes:${sessionId}`;
/** Where a notes draft was kept before notes joined the one draft store (decision 0331): moved on first read. */
const formerKey = (sessionId: string) => `unstuck:notes-draft:${sessionId}`;

function readNotesDraft(sessionId: string): Draft | null {
  const parsed = readDraft<Partial<Draft> | null>(draftKey(sessionId), { formerKey: formerKey(sessionId) });
  return parsed && typeof parsed.notes === "string" && typeof parsed.base === "string"
    ? { notes: parsed.notes, base: parsed.base }
    : null;
}
const writeNotesDraft = (sessionId: string, draft: Draft) => writeDraft(draftKey(sessionId), draft);
const clearNotesDraft = (sessionId: string) => writeDraft(draftKey(sessionId), undefined);

/** Debounced saving outside React's render cycle: the latest text, the last saved text, one timer, one request. */
class NotesSaver {
  private value: string;
  private saved: string;
  private timer: number | undefined;
  private inFlight: AbortController | null = null;

  constructor(
    private readonly sessionId: string,
    serverNotes: string,
    initialValue: string,
    private readonly report: (status: SaveStatus, error: string | null) => void,
    private readonly onSaved: (session: RescueSession) => void,
  ) {
    this.saved = serverNotes;
    this.value = initialValue;
  }

  change(next: string) {
    this.value = next;
    writeNotesDraft(this.sessionId, { notes: next, base: this.saved });
    this.report("pending", null);
    this.schedule(SAVE_DELAY_MS);
  }

  private schedule(ms: number) {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.save(), ms);
  }

  async save() {
    window.clearTimeout(this.timer);
    const notes = this.value;
    if (notes === this.saved) {
      clearNotesDraft(this.sessionId);
      this.report("saved", null);
      return;
    }
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    this.report("saving", null);
    try {
      const response = await saveRescueNotes(this.sessionId, notes, controller.signal);
      this.saved = response.session.notes;
      this.onSaved(response.session);
      if (this.value === notes) {
        clearNotesDraft(this.sessionId);
        this.report("saved", null);
      } else {
        this.report("pending", null);
        this.schedule(SAVE_DELAY_MS);
      }
    } catch (e) {
      if ((e as Error).name === "AbortError") return;
      this.report("error", errorMessage(e));
      this.schedule(RETRY_DELAY_MS);
    }
  }

  /** Leaving or hiding the page: a keepalive request carries what is unsaved (the draft stays until the server has it). */
  flush() {
    if (this.value !== this.saved) saveNotesOnExit(this.sessionId, this.value);
  }

  dispose() {
    window.clearTimeout(this.timer);
  }
}

/**
 * Session notes are never lost: every keystroke goes to a local draft, a debounced save sends it to the server
 * (retrying on failure), and hiding or leaving the page sends what is unsaved with a keepalive request.
 */
export function useNotesAutosave(sessionId: string, serverNotes: string, readOnly: boolean) {
  const client = useQueryClient();
  const [initial] = useState(() => {
    const draft = readOnly ? null : readNotesDraft(sessionId);
    const differs = draft !== null && draft.notes !== serverNotes;
    return {
      restorable: differs && draft.base === serverNotes ? draft : null,
      conflicting: differs && draft.base !== serverNotes ? draft : null,
    };
  });
  const [value, setValue] = useState(() => initial.restorable?.notes ?? serverNotes);
  const [status, setStatus] = useState<SaveStatus>(initial.restorable ? "pending" : "saved");
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Draft | null>(initial.conflicting);
  const [saver] = useState(
    () =>
      new NotesSaver(
        sessionId,
        serverNotes,
        initial.restorable?.notes ?? serverNotes,
        (nextStatus, nextError) => {
          setStatus(nextStatus);
          setError(nextError);
        },
        (session) =>
          client.setQueryData<LoadedSession>(sessionKeys.detail(sessionId), (old) => (old ? { ...old, session } : old)),
      ),
  );

  useEffect(() => {
    if (readOnly) return;
    // A draft restored from an earlier visit is saved straight away.
    if (initial.restorable) void saver.save();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") saver.flush();
    };
    const onPageHide = () => saver.flush();
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      saver.dispose();
      saver.flush();
    };
  }, [initial, readOnly, saver]);

  const onChange = (next: string) => {
    setValue(next);
    saver.change(next);
  };

  const restoreConflict = () => {
    if (!conflict) return;
    setConflict(null);
    onChange(value ? `${value}\n\n${conflict.notes}` : conflict.notes);
  };

  const dismissConflict = () => {
    setConflict(null);
    clearNotesDraft(sessionId);
  };

  return { value, onChange, status, error, saveNow: () => saver.save(), conflict, restoreConflict, dismissConflict };
}
