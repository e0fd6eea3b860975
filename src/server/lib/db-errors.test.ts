import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorForLog } from "./db-errors.js";

describe("errorForLog", () => {
  it("keeps a failed query's SQL and the database's reason, never its parameters or quoted values", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "Secret title 77"'), {
      code: "22P02",
    });
    const error = new DrizzleQueryError(
      'insert into "rescue_sessions" ("title", "notes") values ($1, $2)',
      ["Secret title 77", "Private notes 91"],
      cause,
    );
    const line = errorForLog(error);
    expect(line).toContain('insert into "rescue_sessions" ("title", "notes") values ($1, $2)');
    expect(line).toContain("22P02");
    expect(line).toContain("invalid input syntax for type uuid");
    expect(line).not.toContain("Secret title 77");
    expect(line).not.toContain("Private notes 91");
    expect(line).toMatch(/\n\s+at /);
  });

  it("describes other errors by name, message and stack, and non-errors as text", () => {
    expect(errorForLog(new TypeError("x is undefined"))).toMatch(/^TypeError: x is undefined\n\s+at /);
    expect(errorForLog("plain")).toBe("plain");
  });
});
