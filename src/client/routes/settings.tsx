import { SettingsPage } from "@/features/account/components/settings-page";
import { PreferencesSection } from "@/features/preferences/components/preferences-section";

export function SettingsRoute() {
  return <SettingsPage preferences={<PreferencesSection />} />;
}
