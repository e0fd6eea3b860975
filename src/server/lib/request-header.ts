import type { IncomingHttpHeaders } from "node:http";
import type { Context } from "hono";

/**
 * One request header, read from Node's own header object when the app runs on @hono/node-server. Reading
 * `c.req.header()` there builds a WHATWG `Headers` copy of every header first, which is most of the extra
 * cost of a cached status call over the bare route (decision 0226). In-process calls (`app.request`) have
 * no Node request and read the usual way.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: { headers: IncomingHttpHeaders } } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
