import { createServer, type Server, type Socket, connect } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of a database, for fault tests: `stop()` cuts every connection and
 * refuses new ones (the database "goes away"), `start()` listens again on the same port, and
 * `blackhole(true)` keeps connections open but drops every byte (a network partition: nothing fails, nothing answers).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let dropping = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.on("data", (chunk: Buffer) => {
          if (!dropping) upstream.write(chunk);
        });
        upstream.on("data", (chunk: Buffer) => {
          if (!dropping) client.write(chunk);
        });
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        const address = s.address();
        port = typeof address === "object" && address ? address.port : port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    start: listen,
    blackhole(on: boolean) {
      dropping = on;
    },
    async stop() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
