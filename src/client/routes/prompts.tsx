import { PlaceholderRoute } from "@/routes/placeholder";

export function PromptsRoute() {
  return <PlaceholderRoute title="Custom Prompt Generator" />;
}
