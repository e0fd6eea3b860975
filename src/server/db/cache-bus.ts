import { randomUUID } from "node:crypto";
import type pgModule from "pg";
import type { Client, Pool } from "pg";
import type { ReadCaches } from "../lib/read-cache.js";

const CHANNEL = "unstuck_cache";
/** The listening connections name themselves this once they listen, so a writer can count them. */
export const LISTENER_NAME = "unstuck-cache-listener";
/** A server that does not confirm within this is assumed stuck; the write answers anyway (and logs it). */
const ACK_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;

type CacheName = keyof ReadCaches;
type Message = { t: "inv"; w: string; n: number; c: CacheName; k: string | null } | { t: "ack"; w: string; n: number };

interface Waiter {
  acks: number;
  expected: number;
  done: () => void;
}

export interface CacheBus {
  close(): Promise<void>;
}

/**
 * Cross-server invalidation of the read caches (decision 0170). Each server keeps one connection that
 * LISTENs; a write NOTIFYs after it committed, every listener drops the entry and answers with an ack, and
 * the writer waits until every listening server (counted in pg_stat_activity) acknowledged. While this
 * server's own listener is down it may miss invalidations, so its caches are bypassed until it is back.
 */
export async function startCacheBus(options: {
  pg: typeof pgModule;
  connectionString: string;
  pool: Pool;
  caches: ReadCaches;
  warn: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<CacheBus> {
  const { pg, connectionString, pool, caches, warn } = options;
  const me = randomUUID();
  let seq = 0;
  const waiting = new Map<number, Waiter>();
  let listener: Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const setLive = (live: boolean) => {
    caches.status.setLive(live);
    caches.sessions.setLive(live);
  };

  // Acks go out on the listening connection, one query at a time (pg runs one per client), batched.
  let acks: string[] = [];
  let sendingAcks = false;
  const flushAcks = async (client: Client) => {
    if (sendingAcks) return;
    sendingAcks = true;
    try {
      while (acks.length > 0) {
        const batch = acks;
        acks = [];
        await client
          .query("select pg_notify($1, payload) from unnest($2::text[]) as payload", [CHANNEL, batch])
          .catch(() => {});
      }
    } finally {
      sendingAcks = false;
    }
  };

  const onMessage = (client: Client, payload: string | undefined) => {
    let message: Message;
    try {
      message = JSON.parse(payload ?? "") as Message;
    } catch {
      return;
    }
    if (message.t === "inv") {
      caches[message.c]?.drop(message.k);
      const ack: Message = { t: "ack", w: message.w, n: message.n };
      acks.push(JSON.stringify(ack));
      void flushAcks(client);
    } else if (message.t === "ack" && message.w === me) {
      const waiter = waiting.get(message.n);
      if (waiter && ++waiter.acks >= waiter.expected) waiter.done();
    }
  };

  const lost = (client: Client) => {
    if (listener !== client) return;
    listener = null;
    setLive(false);
    for (const waiter of waiting.values()) waiter.done();
    client.end().catch(() => {});
    if (!closing) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client.on("notification", (n) => onMessage(client, n.payload));
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      await client.query(`set application_name = '${LISTENER_NAME}'`);
      if (closing) {
        await client.end();
        return;
      }
      listener = client;
      setLive(true);
    } catch (error) {
      client.end().catch(() => {});
      setLive(false);
      if (!closing) {
        warn("cache invalidation channel unavailable; reading through", { error: String(error) });
        retry = setTimeout(() => void connect(), RECONNECT_MS);
      }
    }
  };

  const broadcast = (c: CacheName) => async (k: string | null) => {
    const n = ++seq;
    const message: Message = { t: "inv", w: me, n, c, k };
    let done!: () => void;
    const confirmed = new Promise<void>((resolve) => (done = resolve));
    const waiter: Waiter = { acks: 0, expected: Number.POSITIVE_INFINITY, done };
    // Without our own listener no ack can arrive; the others still get the message.
    if (listener) waiting.set(n, waiter);
    try {
      const { rows } = await pool.query<{ listeners: number }>(
        "select pg_notify($1, $2), (select count(*)::int from pg_stat_activity where datname = current_database() and application_name = $3) as listeners",
        [CHANNEL, JSON.stringify(message), LISTENER_NAME],
      );
      if (!waiting.has(n)) return;
      waiter.expected = rows[0]?.listeners ?? 0;
      if (waiter.acks >= waiter.expected) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        confirmed.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), ACK_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      if (timedOut)
        warn("a server did not confirm a cache invalidation in time", {
          acks: waiter.acks,
          expected: waiter.expected,
        });
    } finally {
      waiting.delete(n);
    }
  };

  caches.status.connect(broadcast("status"));
  caches.sessions.connect(broadcast("sessions"));
  setLive(false);
  await connect();

  return {
    async close() {
      closing = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      setLive(false);
      for (const waiter of waiting.values()) waiter.done();
      await client?.end().catch(() => {});
    },
  };
}
