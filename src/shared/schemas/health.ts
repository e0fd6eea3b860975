import { z } from "zod";

/** `GET /api/ping`: the liveness probe, which never touches the database. */
export const pingSchema = z.object({ ok: z.literal(true) });

const billingStateSchema = z.object({ provider: z.string().min(1), testMode: z.boolean() });

/** `GET /api/health`: 200 when the database answers, 503 with the same shape when it does not. */
export const healthSchema = z.union([
  z.object({
    status: z.literal("ok"),
    database: z.object({ kind: z.string(), status: z.literal("ok"), latencyMs: z.number().int().min(0) }),
    billing: billingStateSchema,
  }),
  z.object({
    status: z.literal("degraded"),
    database: z.object({ kind: z.string(), status: z.literal("unavailable") }),
    billing: billingStateSchema,
  }),
]);

/** `GET /api/ready`: the readiness probe; 503 with the reason while draining or without a database. */
export const readySchema = z.union([
  z.object({ ready: z.literal(true) }),
  z.object({ ready: z.literal(false), reason: z.string() }),
]);
