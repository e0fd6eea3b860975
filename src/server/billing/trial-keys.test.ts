import { describe, expect, it } from "vitest";
import { normalizeTrialEmail, trialKeys } from "./trial-keys.js";

describe("one trial per mailbox", () => {
  it("normalises case, spaces, +tags and Gmail dots", () => {
    expect(normalizeTrialEmail("  Ada.Lovelace+trial@GMail.com ")).toBe("adalovelace@gmail.com");
    expect(normalizeTrialEmail("ada.lovelace@googlemail.com")).toBe("adalovelace@gmail.com");
    expect(normalizeTrialEmail("Ada.Lovelace+x@Example.org")).toBe("ada.lovelace@example.org");
    expect(normalizeTrialEmail("+only@example.org")).toBe("+only@example.org");
  });

  it("keeps only hashes, one per email and card", () => {
    const [email, card] = trialKeys({ email: "Ada@Example.org", cardFingerprint: "fp_1" });
    expect(email).toMatch(/^[0-9a-f]{64}$/);
    expect(trialKeys({ email: " ada+2@example.org" })).toEqual([email]);
    expect(card).not.toBe(email);
    expect(trialKeys({})).toEqual([]);
  });
});
