import { OAuth2Server } from "oauth2-mock-server";
import { freePort } from "./ports.js";

export const OIDC_CLIENT_ID = "unstuck-e2e";
export const OIDC_CLIENT_SECRET = "unstuck-e2e-secret";
export const OIDC_USER = { sub: "oidc-user-1", email: "oidc.user@example.test", name: "Olivia OIDC" };

/** A local OpenID Connect provider that signs in one fixed user without a login screen. */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: OIDC_USER.sub,
      email: OIDC_USER.email,
      email_verified: true,
      name: OIDC_USER.name,
    });
  });
  server.service.on("beforeUserinfo", (userInfo: { body: Record<string, unknown> }) => {
    userInfo.body = { sub: OIDC_USER.sub, email: OIDC_USER.email, email_verified: true, name: OIDC_USER.name };
  });
  const port = await freePort();
  await server.start(port, "127.0.0.1");
  const issuer = `http://127.0.0.1:${port}`;
  // The browser resolves no host names but 127.0.0.1, so the discovery document must not say "localhost".
  server.issuer.url = issuer;
  return { issuer, close: () => server.stop() };
}
