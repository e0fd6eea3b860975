import type { ProblemDetection } from "@shared/domain/detect-problem";
import type { SessionTool } from "@shared/domain/sessions/read-session";

/** What the session-file worker answers for one file (decision 0270). */
export type SessionFileResult =
  | {
      ok: true;
      name: string;
      tool: SessionTool;
      /** The session as the detector read it, secrets masked: shown in the box, and the only text ever sent. */
      text: string;
      detection: ProblemDetection;
      firstStuckTurn: number | null;
      /** The user turn each evidence line belongs to, by the line's record number. */
      turnOf: Record<number, number | null>;
      userTurns: number;
      warnings: string[];
      /** For a file that is no assistant's session (tool "text"): its whole text, secrets masked. */
      raw?: string;
    }
  | { ok: false; name: string; error: string };

export interface SessionFileRequest {
  id: number;
  file: File;
}

export type SessionFileResponse = SessionFileResult & { id: number };
