// Reads a dropped or picked file off the main thread, so the page never stutters while a large file is read:
// the file is read, redacted and diagnosed here, and nothing leaves the browser.
import { detectProblem } from "@shared/domain/detect-problem";
import { diagnoseSession } from "@shared/domain/sessions/diagnose-session";
import { readSession } from "@shared/domain/sessions/read-session";
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
      const detection = detectProblem(read.transcript);
      const diagnosis = diagnoseSession(read);
      const turnOf: Record<number, number | null> = {};
      for (const e of diagnosis.evidence) turnOf[e.line] = e.turn;
      for (const e of detection.evidence) if (!(e.line in turnOf)) turnOf[e.line] = null;
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
        detection,
        firstStuckTurn: diagnosis.firstStuckTurn,
        turnOf,
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
