import { ProblemSelection } from "@/features/rescue/components/problem-selection";
import { usePageTitle } from "@/lib/use-page-title";

export function ProblemsRoute() {
  usePageTitle("Choose your problem");
  return <ProblemSelection />;
}
