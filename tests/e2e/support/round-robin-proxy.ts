import { Agent, createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !hopByHop.has(name)) out[name] = value;
  return out;
}

export interface RoundRobinProxy {
  base: string;
  /** The servers behind it; set once they run (they need the proxy's address as their APP_URL first). */
  setBackends(list: string[]): void;
  /** Which backend (index) answered each request, for the test to check the spread. */
  served: number[];
  /** Requests that no backend answered (502 to the client). */
  failures: string[];
  close(): Promise<void>;
}

/**
 * A small load balancer on 127.0.0.1: each request of a client (by its Cookie header; or of anyone without
 * one) goes to the next backend, over kept-alive connections. A backend that refuses connections (stopped)
 * is skipped for a second and the request goes to the next one, as balancers do with passive health checks;
 * a backend whose readiness probe (`/api/ready`, every 250 ms) fails gets no new requests until it passes;
 * a backend that fails after it got the request answers 502 (that request was never acknowledged).
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  // Idle connections are closed after 30 s, before the servers' keep-alive timeout (65 s) would close them.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  const next = new Map<string, number>();
  let anonymous = 0;
  let backends: string[] = [];
  let downUntil: number[] = [];
  let notReady: boolean[] = [];
  const served: number[] = [];
  const probe = setInterval(() => {
    backends.forEach((backend, index) => {
      fetch(`${backend}/api/ready`, { signal: AbortSignal.timeout(1_000) })
        .then((res) => {
          notReady[index] = !res.ok;
          return res.body?.cancel();
        })
        .catch(() => (notReady[index] = true));
    });
  }, 250);
  probe.unref();
  const failures: string[] = [];

  const pick = (key: string | undefined, skip: Set<number>): number | null => {
    let start: number;
    if (key) {
      start = next.get(key) ?? Math.floor(Math.random() * backends.length);
      next.set(key, start + 1);
      if (next.size > 10_000) next.clear();
    } else start = anonymous++;
    for (let i = 0; i < backends.length; i++) {
      const index = (start + i) % backends.length;
      if (!skip.has(index) && !notReady[index] && downUntil[index]! <= Date.now()) return index;
    }
    for (let i = 0; i < backends.length; i++)
      if (!skip.has((start + i) % backends.length)) return (start + i) % backends.length;
    return null;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const cookie = typeof req.headers.cookie === "string" ? req.headers.cookie : undefined;
      const tried = new Set<number>();
      const attempt = (index: number | null) => {
        if (index === null) {
          failures.push(`${req.method} ${req.url}: no backend answered`);
          res.writeHead(502, { "content-type": "application/json" }).end('{"error":{"code":"BAD_GATEWAY"}}');
          return;
        }
        tried.add(index);
        const target = new URL(req.url ?? "/", backends[index]);
        const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress?.replace(/^::ffff:/, "")]
          .filter(Boolean)
          .join(", ");
        const upstream = request(
          target,
          {
            method: req.method,
            agent,
            headers: { ...forwardable(req.headers), "x-forwarded-for": forwardedFor, "content-length": body.length },
          },
          (response) => {
            served[index]!++;
            res.writeHead(response.statusCode ?? 502, forwardable(response.headers));
            response.pipe(res);
          },
        );
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (res.headersSent) {
            res.destroy(error);
            return;
          }
          // Refused: nothing reached the backend, so another one may take the request.
          if (error.code === "ECONNREFUSED") {
            downUntil[index] = Date.now() + 1_000;
            return attempt(pick(cookie, tried));
          }
          failures.push(`${req.method} ${req.url} on backend ${index}: ${error.code ?? error.message}`);
          res.writeHead(502, { "content-type": "application/json" }).end('{"error":{"code":"BAD_GATEWAY"}}');
        });
        upstream.end(body);
      };
      attempt(pick(cookie, tried));
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    setBackends(list) {
      backends = [...list];
      downUntil = list.map(() => 0);
      notReady = list.map(() => false);
      served.length = 0;
      served.push(...list.map(() => 0));
    },
    served,
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(probe);
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
