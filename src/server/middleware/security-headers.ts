import { secureHeaders } from "hono/secure-headers";
import type { Env } from "../env.js";
import { inlineScriptHashes } from "../lib/client-pages.js";

export function securityHeaders(env: Env) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes()],
      // Radix and the scroll lock inject small inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      mediaSrc: ["'self'", "blob:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.appUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
  });
}
