import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { readPreferences, writePreferences } from "@/lib/preferences";
import { useHydrated } from "@/lib/use-hydrated";

/** Quick switch between dark (the default) and light; settings also offer "system". */
export function ThemeToggle() {
  // Prerendered pages show the default (dark) theme's button until hydrated, then the page's real theme.
  const hydrated = useHydrated();
  const [dark, setDark] = useState(() => !hydrated || document.documentElement.classList.contains("dark"));
  useEffect(() => {
    if (hydrated) setDark(document.documentElement.classList.contains("dark"));
  }, [hydrated]);
  useEffect(() => {
    // Runs after the provider has applied the new theme class.
    const sync = () => setTimeout(() => setDark(document.documentElement.classList.contains("dark")), 0);
    window.addEventListener("preferences-change", sync);
    return () => window.removeEventListener("preferences-change", sync);
  }, []);
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
