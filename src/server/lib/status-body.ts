import { createHash } from "node:crypto";
import type { Context } from "hono";
import { requestHeader } from "./request-header.js";

/** A status call's answer as sent: its JSON text and the weak ETag of that text. */
export interface StatusBody {
  text: string;
  etag: string;
}

export function statusBodyOf(value: unknown): StatusBody {
  const text = JSON.stringify(value);
  return { text, etag: `W/"${createHash("sha1").update(text).digest("base64url").slice(0, 22)}"` };
}

/** Status answers carry an ETag: a poll that finds nothing new costs a 304 without a body. */
export function sendStatusBody(c: Context, body: StatusBody): Response {
  c.header("ETag", body.etag);
  c.header("Cache-Control", "private, no-cache");
  if (requestHeader(c, "if-none-match") === body.etag) return c.body(null, 304);
  return c.body(body.text, 200, { "Content-Type": "application/json" });
}
