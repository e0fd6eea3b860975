import { WelcomeScreen } from "@/features/rescue/components/welcome-screen";

export function WelcomeRoute() {
  return <WelcomeScreen />;
}
