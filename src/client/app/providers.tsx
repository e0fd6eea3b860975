import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { applyTheme, readPreferences } from "@/lib/preferences";

function useThemeFromPreferences() {
  useEffect(() => {
    const apply = () => applyTheme(readPreferences().theme);
    apply();
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    window.addEventListener("preferences-change", apply);
    window.addEventListener("storage", apply);
    media.addEventListener("change", apply);
    return () => {
      window.removeEventListener("preferences-change", apply);
      window.removeEventListener("storage", apply);
      media.removeEventListener("change", apply);
    };
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  // Data never goes stale by itself, no retries, no refetch on focus unless a query asks.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  useThemeFromPreferences();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
