import { SettingsPage } from "@/features/account/components/settings-page";
import { ConnectAgentSection } from "@/features/agents/components/connect-agent-section";
import { SettingsBilling } from "@/features/billing/components/settings-billing";
import { PreferencesSection } from "@/features/preferences/components/preferences-section";

export function SettingsRoute() {
  return (
    <SettingsPage billing={<SettingsBilling />} preferences={<PreferencesSection />} agents={<ConnectAgentSection />} />
  );
}
