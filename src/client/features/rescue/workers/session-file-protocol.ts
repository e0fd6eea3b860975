import type { SessionDiagnosis } from "@shared/domain/sessions/diagnose-session";
import type { SessionTool } from "@shared/domain/sessions/read-session";
import type { Repeat } from "@shared/domain/sessions/repeats";

/** What the session-file worker answers for one file (decision 0270). */
export type SessionFileResult =
  | {
      ok: true;
      name: string;
      tool: SessionTool;
      /** The session as the detector read it, secrets masked: shown in the box, and the only text ever sent. */
      text: string;
      /** The session's diagnosis by its episodes, as the CLI and MCP give it (its type, first stuck turn, evidence). */
      diagnosis: SessionDiagnosis;
      /** What repeats in it and what changed between the repeats, as `unstuck diagnose` lists them. */
      repeats: Repeat[];
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
