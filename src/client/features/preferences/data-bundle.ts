import type { Preferences } from "@shared/domain/preferences";
import {
  EXPORT_FORMAT,
  type ExportBundle,
  exportBundleSchema,
  IMPORT_BATCH_MAX,
  type ImportSessionsResult,
  type RescueSession,
} from "@shared/schemas/sessions";
import { importCopy } from "@shared/content/ui/preferences";

/** Files bigger than this are refused before reading: an export of thousands of sessions stays far below it. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
const PROBLEMS_SHOWN = 6;

export function buildBundle(sessions: RescueSession[], preferences: Preferences, now: Date = new Date()) {
  return { format: EXPORT_FORMAT, version: 1 as const, exportedAt: now.toISOString(), preferences, sessions };
}

export function bundleFileName(now: Date = new Date()): string {
  return `unstuck-export-${now.toISOString().slice(0, 10)}.json`;
}

export type ParsedBundle = { ok: true; bundle: ExportBundle } | { ok: false; problems: string[] };

/** Validates a whole file before anything is touched, and says what is wrong in terms a person can fix. */
export function parseBundle(text: string): ParsedBundle {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problems: [importCopy.notJson],
    };
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return { ok: false, problems: [importCopy.notAnExport] };
  }
  const parsed = exportBundleSchema.safeParse(raw);
  if (parsed.success) return { ok: true, bundle: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const where = describePath(issue.path);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  if (problems.length > shown.length) shown.push(`…and ${problems.length - shown.length} more problems.`);
  return { ok: false, problems: shown };
}

/** ["sessions", 2, "startTime"] reads as "Session 3 (startTime)". */
function describePath(path: readonly PropertyKey[]): string {
  if (path[0] === "sessions" && typeof path[1] === "number") {
    const rest = path.slice(2).map(String).join(".");
    return `Session ${path[1] + 1}${rest ? ` (${rest})` : ""}`;
  }
  return path.map(String).join(".");
}

export function batches<T>(items: T[], size: number = IMPORT_BATCH_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A batch failed (`cause`, e.g. the storage quota); `done` is what the batches before it added and skipped. */
export class ImportStopped extends Error {
  constructor(
    override readonly cause: unknown,
    readonly done: ImportSessionsResult,
  ) {
    super(cause instanceof Error ? cause.message : "The import stopped.");
    this.name = "ImportStopped";
  }
}

/** Sends sessions in batches; the server skips ones it already has, so retrying after a failure is safe. */
export async function importInBatches(
  sessions: RescueSession[],
  send: (batch: RescueSession[]) => Promise<ImportSessionsResult>,
): Promise<ImportSessionsResult> {
  const total: ImportSessionsResult = { imported: 0, skipped: 0 };
  for (const batch of batches(sessions)) {
    let result: ImportSessionsResult;
    try {
      result = await send(batch);
    } catch (error) {
      throw new ImportStopped(error, { ...total });
    }
    total.imported += result.imported;
    total.skipped += result.skipped;
  }
  return total;
}
