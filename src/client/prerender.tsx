import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadScreen } from "./app/router";

/**
 * The HTML inside `#root` for one public page, with its lazy screen resolved; run at build time by the
 * prerender step in vite.config.ts (decision 0215). The client hydrates it.
 */
export async function renderPage(path: string): Promise<string> {
  // Loaded first, the screen renders without suspending: a suspended boundary would need React's inline
  // scripts to reveal it, which the Content-Security-Policy (script-src 'self') refuses.
  await preloadScreen(path);
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // React outlines a large finished boundary behind an inline script that reveals it; one document, in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
