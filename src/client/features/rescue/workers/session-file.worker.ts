// Reads a dropped or picked file off the main thread, so the page never stutters while a large file is read:
// the file is read, redacted and diagnosed here, and nothing leaves the browser.
import { diagnoseSession } from "@shared/domain/sessions/diagnose-session";
import { readSession } from "@shared/domain/sessions/read-session";
import { findRepeats } from "@shared/domain/sessions/repeats";
import { redactSecrets } from "@shared/domain/redact-secrets";
import type { SessionFileRequest, SessionFileResponse } from "./session-file-protocol";

const ROLE_MARK: Record<string, string> = { user: "You", assistant: "Assistant", tool: "Output", unknown: "" };

self.onmessage = async (event: MessageEvent<SessionFileRequest>) => {
  const { id, file } = event.data;
  let answer: SessionFileResponse;
  try {
    // A .txt or .log is read as pasted text whatever it holds (a JSON log stays a log).
    const asText = /\.(?:txt|log)$/i.test(file.name);
    const read = await readSession(file, { name: file.name, ...(asText ? { tool: "text" as const } : {}) });
    if (!read.ok) answer = { id, ok: false, name: file.name, error: read.error };
    else {
      // The session's own diagnosis (decision 0306), never the whole text's: the type, the turn and the repeats
      // shown are the ones `unstuck diagnose` prints for the same file.
      const diagnosis = diagnoseSession(read);
      let lastRole = "";
      const text = read.transcript.lines
        .map((l) => {
          const mark = l.role !== lastRole && ROLE_MARK[l.role] ? `${ROLE_MARK[l.role]}: ` : "";
          lastRole = l.role;
          return `${mark}${l.text}`;
        })
        .join("\n");
      answer = {
        id,
        ok: true,
        name: file.name,
        tool: read.tool,
        text,
        diagnosis,
        repeats: read.tool === "text" ? [] : findRepeats(read.transcript.lines),
        userTurns: read.userTurns,
        warnings: read.warnings,
        ...(read.tool === "text" ? { raw: redactSecrets(await file.text()) } : {}),
      };
    }
  } catch (error) {
    answer = {
      id,
      ok: false,
      name: file.name,
      error: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  self.postMessage(answer);
};
