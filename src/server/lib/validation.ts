import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./errors.js";

/** Reads a JSON body without validating it (for routes that check access before they look at the input). */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

/** Reads a JSON body and validates it; every failure is a 4xx with a message a person can act on. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  return validate(schema, await readJsonBody(c));
}

export function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new AppError("VALIDATION_FAILED", `${where}${issue?.message ?? "Invalid input."}`, {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    });
  }
  return parsed.data;
}
