import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { errorAnswer, INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE } from "./error-answer.js";
import { AppError } from "./errors.js";

describe("errorAnswer", () => {
  it("passes an AppError's code, message and details through, refused under 500", () => {
    expect(errorAnswer(new AppError("LIMIT_REACHED", "You used your 3 rescues.", { limit: 3 }))).toEqual({
      status: 403,
      code: "LIMIT_REACHED",
      message: "You used your 3 rescues.",
      details: { limit: 3 },
      kind: "refused",
      deliberate: true,
    });
  });

  it("tells a deliberate outage from a deliberate fault", () => {
    expect(errorAnswer(new AppError("UNAVAILABLE", "Billing is down."))).toMatchObject({
      status: 503,
      kind: "unavailable",
      message: "Billing is down.",
    });
    expect(errorAnswer(new AppError("INTERNAL", "Broken."))).toMatchObject({ status: 500, kind: "failed" });
  });

  it("answers a framework's 4xx as a bad request and a 5xx as a fault", () => {
    expect(errorAnswer(new HTTPException(413, { message: "Too big." }))).toMatchObject({
      status: 413,
      code: "BAD_REQUEST",
      message: "Too big.",
      kind: "refused",
    });
    expect(errorAnswer(new HTTPException(502))).toMatchObject({ status: 500, code: "INTERNAL", deliberate: false });
  });

  it("maps a database outage to 503 and anything else to a 500 whose message says nothing of the cause", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(errorAnswer(new Error("wrapped", { cause: refused }))).toEqual({
      status: 503,
      code: "UNAVAILABLE",
      message: UNAVAILABLE_MESSAGE,
      kind: "unavailable",
      deliberate: false,
    });
    const secret = errorAnswer(new TypeError("secret-token-123 is undefined"));
    expect(secret).toMatchObject({ status: 500, code: "INTERNAL", message: INTERNAL_MESSAGE, kind: "failed" });
    expect(JSON.stringify(secret)).not.toContain("secret-token-123");
  });
});
