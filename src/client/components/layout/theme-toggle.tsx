import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { readPreferences, writePreferences } from "@/lib/preferences";

/**
 * Quick switch between dark (the default) and light; settings also offer "system". The icon and the name
 * follow the page's `dark` class by CSS, not by React state: a prerendered page shows the right ones for
 * the stored theme before its app has loaded (decision 0230), and hydration meets the same HTML either way.
 */
export function ThemeToggle() {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => {
        const dark = document.documentElement.classList.contains("dark");
        writePreferences({ ...readPreferences(), theme: dark ? "light" : "dark" });
      }}
    >
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </Button>
  );
}
