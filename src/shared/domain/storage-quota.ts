import type { z } from "zod";
import type { storageUsageSchema } from "../schemas/sessions.js";
import { storageText } from "../content/rescue-sessions.js";

/**
 * How much one account may store (decision 0260): rescue sessions, counted and measured in bytes of the text
 * they hold. The server refuses a write that would go over; the client warns from `STORAGE_WARNING_PERCENT`.
 */
export interface StorageQuota {
  sessions: number;
  bytes: number;
}

const MB = 1024 * 1024;

export const FREE_STORAGE_QUOTA: StorageQuota = { sessions: 1_000, bytes: 25 * MB };
/** Pro's session count equals the most an export file may hold, so every export can be imported again. */
export const PRO_STORAGE_QUOTA: StorageQuota = { sessions: 5_000, bytes: 100 * MB };
export const STORAGE_WARNING_PERCENT = 80;

export function storageQuotaFor(isPro: boolean): StorageQuota {
  return isPro ? PRO_STORAGE_QUOTA : FREE_STORAGE_QUOTA;
}

export type StorageUsage = z.infer<typeof storageUsageSchema>;

export function storageUsage(
  used: { sessions: number; bytes: number },
  quota: StorageQuota,
  isPro: boolean,
): StorageUsage {
  const share = Math.max(used.sessions / quota.sessions, used.bytes / quota.bytes);
  const percent = Math.min(100, Math.floor(share * 100));
  return {
    sessions: used.sessions,
    bytes: used.bytes,
    sessionsLimit: quota.sessions,
    bytesLimit: quota.bytes,
    percent,
    warning: share * 100 >= STORAGE_WARNING_PERCENT,
    full: used.sessions >= quota.sessions || used.bytes >= quota.bytes,
    isPro,
  };
}

/** 26214400 reads "25 MB", 1234567 "1.2 MB": one decimal below 10 MB, whole megabytes above. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  if (mb === 0) return "0 MB";
  const rounded = mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb);
  return `${rounded.toLocaleString("en-US")} MB`;
}

/** "12 of 1,000 sessions, 1.2 MB of 25 MB": the counts settings shows and the error repeats. */
export function storageSummary(usage: StorageUsage): string {
  return (
    `${usage.sessions.toLocaleString("en-US")} of ${usage.sessionsLimit.toLocaleString("en-US")} sessions, ` +
    `${formatMegabytes(usage.bytes)} of ${formatMegabytes(usage.bytesLimit)}`
  );
}

export type StoringAction = "create" | "import" | "notes";

const refused: Record<StoringAction, string> = storageText.refused;

const makeRoom = (isPro: boolean) => (isPro ? storageText.makeRoomPro : storageText.makeRoomFree);

/** The message of the server's QUOTA_EXCEEDED answer, shown as is by the UI. */
export function quotaExceededMessage(usage: StorageUsage, action: StoringAction): string {
  const way = makeRoom(usage.isPro);
  return storageText.overLimit(refused[action], storageSummary(usage), way);
}

/** The warning shown from 80% (settings, dashboard), or null below it. */
export function storageWarning(usage: StorageUsage): { title: string; text: string } | null {
  if (!usage.warning) return null;
  const way = makeRoom(usage.isPro);
  if (usage.full) return { title: storageText.fullTitle, text: storageText.full(storageSummary(usage), way) };
  return {
    title: storageText.almostFullTitle,
    text: storageText.almostFull(storageSummary(usage), usage.percent, way),
  };
}
