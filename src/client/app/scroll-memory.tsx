import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const positions = new Map<string, number>();

/**
 * Back and forward return to where the page was left. The browser's own restoration runs before the
 * screen's code has rendered (too short a page to scroll), so it is switched off and done here.
 */
export function ScrollMemory() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [key]);
  useLayoutEffect(() => {
    const top = positions.get(key);
    if (navigationType !== "POP" || top === undefined) return;
    // The screen may still be loading its code: try again on the next frames until the page is tall enough.
    let frames = 0;
    let frame = 0;
    const restore = () => {
      window.scrollTo({ top, left: 0, behavior: "instant" });
      if (Math.abs(window.scrollY - top) > 1 && ++frames < 30) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, navigationType]);
  return null;
}
