import { describe, expect, it } from "vitest";
import { acceptanceCriterion, featureSentence } from "./plan-criteria.js";

describe("featureSentence", () => {
  it.each([
    ["Upload photos", "A user can upload photos"],
    ["Sign up and sign in", "A user can sign up and sign in"],
    ["Owner approves bookings", "The owner approves bookings"],
    ["the admin reviews reports.", "The admin reviews reports"],
    ["Users can export CSV", "Users can export CSV"],
    ["Photo upload", "Photo upload works end to end"],
    ["Dark mode", "Dark mode works end to end"],
    ["CSV export of invoices", "CSV export of invoices works end to end"],
    ["Sync dotfiles to a Git remote", "A user can sync dotfiles to a Git remote"],
    ["Firmware reads the sensor every second", "The firmware reads the sensor every second"],
  ])("%s", (feature, sentence) => {
    expect(featureSentence(feature)).toBe(sentence);
  });

  it("never produces 'can' followed by a conjugated clause", () => {
    for (const f of ["Owner approves requests", "Customer pays online", "Teacher grades homework"])
      expect(acceptanceCriterion(f)).not.toMatch(/\bcan \w+ \w+s\b/);
  });
});
