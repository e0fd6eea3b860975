import { type HistorySection, HistoryPage } from "@/features/history/components/history-page";

export function historyRoute(section: HistorySection) {
  return function HistoryRoute() {
    return <HistoryPage section={section} />;
  };
}
