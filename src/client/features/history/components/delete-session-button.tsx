import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/api/client";
import { useDeleteRescueSession } from "@/api/sessions";
import { toast } from "@/lib/toast-store";
import { deleteSessionCopy } from "@shared/content/ui/history";

/** Deletes one rescue session from History after a confirmation; the server refuses this month's free rescues. */
export function DeleteSessionButton({ id, title }: { id: string; title: string }) {
  const remove = useDeleteRescueSession();
  const [confirming, setConfirming] = useState(false);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(id);
      setConfirming(false);
      toast({ title: "Session Deleted", description: `${title} was deleted from your history.` });
    } catch (error) {
      setConfirming(false);
      toast({
        title: "Not Deleted",
        description: errorMessage(error, "Failed to delete the session. Please try again."),
        variant: "destructive",
      });
    }
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${title}`}>
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this session?"
        description={deleteSessionCopy.description(title)}
        keepLabel="Keep Session"
        deleteLabel="Delete Session"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
