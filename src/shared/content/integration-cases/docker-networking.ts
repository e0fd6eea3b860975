import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const dockerNetworking: IntegrationCase = {
  id: "docker-networking",
  title: "Point the app at the Compose service name, not localhost",
  cause:
    "Inside a container, localhost is the container itself; the database or API in another Compose service is reachable by its service name on the Compose network.",
  where: "docker-compose.yml (service names) and the connection string or API URL in the app's environment",
  fix: "Use the service name and the container port, for example postgres://user:pass@db:5432/app, add `depends_on` with a healthcheck, and make servers inside containers listen on 0.0.0.0, not 127.0.0.1.",
  code: "docker compose ps\ndocker compose exec app sh -c 'nc -zv db 5432'",
  checks: [
    "The connection string uses the service name (e.g. db), not localhost or 127.0.0.1",
    "`nc -zv db 5432` from the app container succeeds",
  ],
  matches: (t) =>
    has(
      t,
      /\bdocker\b|\bcompose\b|\bcontainer\b/i,
      /ECONNREFUSED|connection refused|localhost|127\.0\.0\.1|can'?t (?:reach|connect)/i,
    ),
};
