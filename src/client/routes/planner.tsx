import { PlaceholderRoute } from "@/routes/placeholder";

export function PlannerRoute() {
  return <PlaceholderRoute title="AI Project Planner" />;
}
