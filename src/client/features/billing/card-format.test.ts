import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry } from "./card-format";

describe("card input formatting", () => {
  it.each([
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4000-0025-0000-3155", "4000 0025 0000 3155"],
    ["4242 42", "4242 42"],
    ["4242", "4242"],
    ["abc", ""],
    ["12345678901234567890123", "1234 5678 9012 3456 789"],
  ])("card %s → %s", (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it.each([
    ["1", "1"],
    ["12", "12"],
    ["123", "12/3"],
    ["1234", "12/34"],
    ["12/34", "12/34"],
    ["12345", "12/34"],
  ])("expiry %s → %s", (input, expected) => {
    expect(formatExpiry(input)).toBe(expected);
  });
});
