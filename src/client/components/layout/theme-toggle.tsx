import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { readPreferences, writePreferences } from "@/lib/preferences";

/** Quick switch between dark (the default) and light; settings also offer "system". */
export function ThemeToggle() {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains("dark"));
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
