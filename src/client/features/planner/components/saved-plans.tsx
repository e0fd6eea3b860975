import { FolderOpen, Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { experienceLevelLabels, QUESTION_COUNT, type SavedPlanSummary } from "@shared/schemas/planner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/api/client";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/toast-store";
import { useDeletePlan, useSavedPlans } from "@/api/planner";
import { savedPlansCopy } from "@shared/content/ui/planner";

/** The user's saved plans, newest first, to reopen or delete. */
export function SavedPlans({ onOpen, openingId }: { onOpen: (id: string) => void; openingId: string | null }) {
  const query = useSavedPlans();
  const remove = useDeletePlan();
  const [confirming, setConfirming] = useState<SavedPlanSummary | null>(null);

  async function confirmDelete() {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.id);
      toast({ title: "Plan Deleted", description: `${confirming.projectName} was deleted.` });
      setConfirming(null);
    } catch (error) {
      toast({
        title: "Delete Failed",
        description: errorMessage(error, "Failed to delete the plan. Please try again."),
        variant: "destructive",
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span id="saved-plans-heading">Saved plans</span>
        </CardTitle>
        <CardDescription>{savedPlansCopy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading saved plans">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : query.isError ? (
          <div
            className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
            role="alert"
          >
            Could not load your saved plans. {errorMessage(query.error)}
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            No saved plans yet. Plans you save appear here.
          </p>
        ) : (
          <ul className="grid gap-2" aria-labelledby="saved-plans-heading">
            {query.data.map((plan) => (
              <li
                key={plan.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3"
                data-testid="saved-plan"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{plan.projectName}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <Badge variant="secondary">{experienceLevelLabels[plan.experienceLevel]}</Badge>
                    <span>
                      {plan.answered} of {QUESTION_COUNT} answered
                    </span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={plan.updatedAt}>Saved {formatDateTime(plan.updatedAt)}</time>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onOpen(plan.id)}
                    disabled={openingId !== null}
                    aria-label={`Open ${plan.projectName}`}
                  >
                    {openingId === plan.id ? (
                      <Loader2 className="animate-spin" aria-hidden="true" />
                    ) : (
                      <FolderOpen aria-hidden="true" />
                    )}
                    Open
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setConfirming(plan)}
                    aria-label={`Delete ${plan.projectName}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this plan?"
        description={`${confirming?.projectName} and its conversation will be deleted. This cannot be undone.`}
        keepLabel="Keep Plan"
        deleteLabel="Delete Plan"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
