import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { readPreferences, writePreferences } from "@/lib/preferences";

function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains("dark");
// Prerendered pages carry the default (dark) theme's button; hydration then reads the page's real theme.
const isDarkOnServer = () => true;

/** Quick switch between dark (the default) and light; settings also offer "system". */
export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribeToThemeClass, isDark, isDarkOnServer);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => writePreferences({ ...readPreferences(), theme: dark ? "light" : "dark" })}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
