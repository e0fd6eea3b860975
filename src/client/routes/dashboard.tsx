import { DashboardView } from "@/features/dashboard/components/dashboard-view";
import { usePageTitle } from "@/lib/use-page-title";

export function DashboardRoute() {
  usePageTitle("Dashboard");
  return <DashboardView />;
}
