import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/api/client";
import { useDeleteGeneratorResult } from "@/api/history";
import { toast } from "@/lib/toast-store";

/**
 * Deletes one saved generator result after a confirmation, from the history list (an icon button) or from
 * the result itself (a labelled one). Used by two features, so it lives with the shared components.
 */
export function DeleteGeneratorResult({
  id,
  title,
  labelled = false,
  onDeleted,
}: {
  id: string;
  title: string;
  labelled?: boolean;
  onDeleted?: () => void;
}) {
  const remove = useDeleteGeneratorResult();
  const [confirming, setConfirming] = useState(false);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(id);
      setConfirming(false);
      onDeleted?.();
      toast({ title: "Prompts Deleted", description: `${title} was deleted.` });
    } catch (error) {
      toast({
        title: "Delete Failed",
        description: errorMessage(error, "Failed to delete the prompts. Please try again."),
        variant: "destructive",
      });
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant={labelled ? "outline" : "ghost"}
        onClick={() => setConfirming(true)}
        aria-label={labelled ? undefined : `Delete ${title}`}
      >
        <Trash2 aria-hidden="true" />
        {labelled && "Delete"}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete these prompts?"
        description={`${title} will be deleted from your history. This cannot be undone.`}
        keepLabel="Keep Prompts"
        deleteLabel="Delete Prompts"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
