import { describe, expect, it } from "vitest";
import { accountTypeLabel } from "./account-type";

describe("account type badge", () => {
  it("follows the spec's order", () => {
    expect(accountTypeLabel({ trialActive: true, status: "active" })).toBe("Trial Active");
    expect(accountTypeLabel({ trialActive: false, status: "active" })).toBe("Pro Active");
    expect(accountTypeLabel({ trialActive: false, status: "canceled" })).toBe("Canceled");
    expect(accountTypeLabel({ trialActive: false, status: null })).toBe("Free");
    expect(accountTypeLabel(null)).toBe("Free");
  });
});
