import { type ComponentType, lazy, useState } from "react";
import { loadOnce } from "@/lib/load-once";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * Sections with no state and no handlers. Hydrating the prerendered landing page, React keeps their HTML as it
 * is (an element with `dangerouslySetInnerHTML` is not hydrated further), so their code and content never
 * load; rendered in the browser (a navigation to the page) they load then. Decision 0225.
 */
export function staticIsland(load: () => Promise<ComponentType>) {
  const { loaded, preload } = loadOnce(load);
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Once loaded (always so when prerendering, see preloadLandingSections), rendered without suspending.
  function Sections() {
    const Component = loaded() ?? Lazy;
    return <Component />;
  }
  function Island() {
    // False only while hydrating; the first value decides for the island's lifetime.
    const hydrated = useHydrated();
    const [keepServerHtml] = useState(!hydrated && !import.meta.env.SSR);
    if (keepServerHtml)
      return <div className="contents" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
    return (
      <div className="contents">
        <Sections />
      </div>
    );
  }
  return { Island, preload };
}
