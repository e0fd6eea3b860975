import { describe, expect, it } from "vitest";
import { EXPORT_SESSIONS_MAX } from "../schemas/sessions.js";
import {
  formatMegabytes,
  quotaExceededMessage,
  storageQuotaFor,
  storageSummary,
  storageUsage,
  storageWarning,
} from "./storage-quota.js";

describe("the stored-data quota", () => {
  it("gives Pro more room than free, and never more sessions than an export can carry back in", () => {
    const free = storageQuotaFor(false);
    const pro = storageQuotaFor(true);
    expect(pro.sessions).toBeGreaterThan(free.sessions);
    expect(pro.bytes).toBeGreaterThan(free.bytes);
    expect(pro.sessions).toBeLessThanOrEqual(EXPORT_SESSIONS_MAX);
  });

  it("warns from 80% of either limit and is full at the limit", () => {
    const quota = { sessions: 100, bytes: 1_000_000 };
    expect(storageUsage({ sessions: 79, bytes: 0 }, quota, true)).toMatchObject({ warning: false, full: false });
    expect(storageUsage({ sessions: 80, bytes: 0 }, quota, true)).toMatchObject({ warning: true, full: false });
    expect(storageUsage({ sessions: 1, bytes: 800_000 }, quota, true)).toMatchObject({ warning: true, full: false });
    expect(storageUsage({ sessions: 100, bytes: 0 }, quota, true)).toMatchObject({ warning: true, full: true });
    expect(storageUsage({ sessions: 1, bytes: 1_000_000 }, quota, false)).toMatchObject({
      full: true,
      percent: 100,
      isPro: false,
    });
    expect(storageUsage({ sessions: 120, bytes: 0 }, quota, true).percent).toBe(100);
  });

  it("says what is full in numbers a person reads", () => {
    expect(formatMegabytes(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatMegabytes(1234567)).toBe("1.2 MB");
    expect(formatMegabytes(0)).toBe("0 MB");
    const usage = storageUsage({ sessions: 1000, bytes: 3 * 1024 * 1024 }, storageQuotaFor(false), false);
    const message = quotaExceededMessage(usage, "import");
    expect(message).toMatch(/1,000 of 1,000 sessions/);
    expect(message).toMatch(/Pro/);
    expect(quotaExceededMessage({ ...usage, isPro: true }, "notes")).not.toMatch(/Upgrade/);
  });

  it("warns in words before the limit and says what to do", () => {
    const quota = { sessions: 1000, bytes: 25 * 1024 * 1024 };
    expect(storageWarning(storageUsage({ sessions: 10, bytes: 0 }, quota, false))).toBeNull();
    const almost = storageWarning(storageUsage({ sessions: 850, bytes: 0 }, quota, false))!;
    expect(almost.title).toBe("Your storage is almost full");
    expect(almost.text).toMatch(/85% used/);
    expect(almost.text).toMatch(/upgrade to Pro/);
    const full = storageWarning(storageUsage({ sessions: 1000, bytes: 0 }, quota, true))!;
    expect(full.title).toBe("Your storage is full");
    expect(full.text).not.toMatch(/upgrade/i);
    expect(storageSummary(storageUsage({ sessions: 12, bytes: 1234567 }, quota, false))).toBe(
      "12 of 1,000 sessions, 1.2 MB of 25 MB",
    );
  });
});
