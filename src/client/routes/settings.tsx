import { PreferencesSection } from "@/features/preferences/components/preferences-section";
import { usePageTitle } from "@/lib/use-page-title";

/** Minimal settings screen; the settings issue adds profile, subscription, security, support and danger zone around it. */
export function SettingsRoute() {
  usePageTitle("Settings");
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Settings</h1>
      <PreferencesSection />
    </main>
  );
}
