import { PartyPopper } from "lucide-react";
import { Link } from "react-router";
import type { RescueSession } from "@shared/schemas/sessions";
import { computeProgress, totalTimeSpent } from "@shared/domain/progress";
import { formatDuration } from "@shared/domain/time-format";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { paths } from "@/lib/paths";
import { successDialogCopy } from "@shared/content/ui/rescue";

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: RescueSession;
  problemTitle: string;
}

export function SuccessDialog({ open, onOpenChange, session, problemTitle }: SuccessDialogProps) {
  const { stepsCompleted, totalSteps } = computeProgress(session.actionSteps);
  // The Progress tab's time spent: the steps' timers (decision 0276), not the hours the tab stayed open.
  const spent = totalTimeSpent(session.actionSteps);
  const rows: [string, string][] = [
    ["Problem", problemTitle],
    ["Strategy used", session.selectedStrategy],
    ["Time spent", formatDuration(spent)],
    ["Steps completed", `${stepsCompleted} of ${totalSteps}`],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <PartyPopper className="mb-2 size-10 text-success" aria-hidden="true" />
          <DialogTitle>Rescue successful!</DialogTitle>
          <DialogDescription>{successDialogCopy.description}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm" data-testid="success-summary">
          {rows.map(([term, value]) => (
            <div key={term} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to={paths.problems}>New Session</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
