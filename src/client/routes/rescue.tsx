import { useParams } from "react-router";
import { RescueSessionView } from "@/features/rescue/components/rescue-session-view";

export function RescueRoute() {
  const { sessionId = "" } = useParams();
  // A new key per session resets timers, notes and dialogs when moving between sessions.
  return <RescueSessionView key={sessionId} sessionId={sessionId} />;
}
