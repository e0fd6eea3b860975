import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at its top. The stylesheet's smooth scrolling turned ScrollRestoration's jump into an
 * animation that the new page's render cut short, leaving the previous page's scroll position; this jumps
 * instantly. Back and forward (POP) are left to ScrollMemory (src/client/app), and #anchors to the pages.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === "POP" || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, navigationType]);
  return null;
}
