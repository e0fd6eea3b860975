import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";

/**
 * The HTML inside `#root` for one public page, with its lazy screen resolved; run at build time by the
 * prerender step in vite.config.ts (decision 0215). The client hydrates it.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return new Response(prelude).text();
}
