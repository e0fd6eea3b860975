import { useEffect } from "react";

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Unstuck` : "Unstuck — get your AI coding assistant back on track";
  }, [title]);
}
