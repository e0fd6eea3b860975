import { SharedSessionPage } from "@/features/rescue/components/shared-session-page";

export function SharedSessionRoute() {
  return <SharedSessionPage />;
}
