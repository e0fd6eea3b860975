import { describe, expect, it } from "vitest";
import { fitsStackQuestion } from "./answer-fit.js";

describe("an answer to the stack question", () => {
  it("refuses a line about the users and keeps technologies, known or not", () => {
    expect(fitsStackQuestion("Freelancers with 5-50 clients")).toBe(false);
    expect(fitsStackQuestion("Next.js and Supabase")).toBe(true);
    expect(fitsStackQuestion("Hugo with Tailwind")).toBe(true);
    expect(fitsStackQuestion("not sure, suggest one")).toBe(true);
    expect(fitsStackQuestion("Zig")).toBe(true);
  });
});
