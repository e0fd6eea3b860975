import { PlaceholderRoute } from "@/routes/placeholder";

export function TemplatesRoute() {
  return <PlaceholderRoute title="AI Coding Agent Templates" />;
}
