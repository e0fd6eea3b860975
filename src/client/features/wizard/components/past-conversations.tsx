import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Loader2, MessageSquare, RefreshCw } from "lucide-react";
import { useState } from "react";
import { type WizardConversation, wizardCategoryLabels } from "@shared/schemas/wizard";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/api/client";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { toast } from "@/lib/toast-store";
import { fetchConversation, fetchConversations } from "@/api/wizard";
import { CONVERSATIONS_KEY } from "../hooks/use-wizard";
import { pastConversationsCopy } from "@shared/content/ui/wizard";

interface PastConversationsProps {
  activeSessionId: string;
  onOpen(conversation: WizardConversation): void;
}

export function PastConversations({ activeSessionId, onOpen }: PastConversationsProps) {
  const query = useQuery({ queryKey: CONVERSATIONS_KEY, queryFn: fetchConversations });
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (sessionId: string) => {
    setOpening(sessionId);
    try {
      onOpen(await fetchConversation(sessionId));
    } catch (error) {
      toast({ title: "Could not open the conversation", description: errorMessage(error), variant: "destructive" });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="past-conversations-heading" className="overflow-hidden rounded-lg border bg-card">
      <h2 id="past-conversations-heading" className="border-b px-4 py-3 text-sm font-semibold">
        Past conversations
      </h2>
      {query.isPending ? (
        <div className="space-y-2 p-4" aria-label="Loading past conversations">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : query.isError ? (
        <div className="space-y-2 p-4 text-sm" role="alert">
          <p className="text-destructive">{errorMessage(query.error, "Could not load your conversations.")}</p>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{pastConversationsCopy.empty}</p>
      ) : (
        <ul className="relative max-h-[28rem] divide-y overflow-y-auto" aria-label="Saved conversations">
          {query.data.map((c) => {
            const active = c.sessionId === activeSessionId;
            return (
              <li key={c.sessionId}>
                <button
                  type="button"
                  onClick={() => void open(c.sessionId)}
                  disabled={opening !== null}
                  aria-current={active ? "true" : undefined}
                  className={cn(
                    "flex w-full items-start gap-2 px-4 py-3 text-left text-sm transition-colors hover:bg-muted",
                    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                    "disabled:cursor-wait",
                    active && "bg-muted",
                  )}
                >
                  {opening === c.sessionId ? (
                    <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
                  ) : c.status === "completed" ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  ) : (
                    <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{c.title}</span>
                    <span className="block text-xs text-muted-foreground">
                      {c.category ? `${wizardCategoryLabels[c.category]} · ` : ""}
                      {c.status === "completed" ? "Plan ready" : "In progress"} · {formatDate(c.updatedAt)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
