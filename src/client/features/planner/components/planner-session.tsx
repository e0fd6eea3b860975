import { ArrowLeft, Bot, Download, Loader2, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { planFileName, renderAgentsBrief, renderPlanMarkdown } from "@shared/domain/plan-markdown";
import { experienceLevelLabels } from "@shared/schemas/planner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { downloadText } from "@/lib/download-text";
import type { PlannerState } from "../session-reducer";
import { answeredCount } from "../session-reducer";
import { AgentsExportDialog } from "./agents-export-dialog";
import { ChatPanel } from "./chat-panel";
import { PlanPanel } from "./plan-panel";
import { useCurrentUser } from "@/api/auth";
import { plannerSessionCopy } from "@shared/content/ui/planner";

interface PlannerSessionProps {
  state: PlannerState;
  saving: boolean;
  onAnswer: (text: string) => boolean;
  onSave: () => void;
  onBack: () => void;
}

export function PlannerSession({ state, saving, onAnswer, onSave, onBack }: PlannerSessionProps) {
  const { user } = useCurrentUser();
  const [exportOpen, setExportOpen] = useState(false);
  const [confirmBack, setConfirmBack] = useState(false);
  const { project, plan } = state;
  const brief = useMemo(() => (exportOpen ? renderAgentsBrief(project, plan) : ""), [exportOpen, project, plan]);
  const hasAnswers = answeredCount(state.messages) > 0;

  const back = () => {
    // Leaving drops the conversation; only ask when there is unsaved work.
    if (state.unsaved && hasAnswers) setConfirmBack(true);
    else onBack();
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold sm:text-2xl">{project.projectName}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{experienceLevelLabels[project.experienceLevel]}</Badge>
            <span role="status" data-testid="save-state">
              {state.savedId ? (state.unsaved ? "Unsaved changes" : "Saved") : "Not saved yet"}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSave} disabled={saving}>
            {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {saving ? "Saving…" : "Save Plan"}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              downloadText(planFileName(project.projectName), renderPlanMarkdown(project, plan, new Date()))
            }
          >
            <Download aria-hidden="true" />
            Download
          </Button>
          <Button variant="outline" onClick={() => setExportOpen(true)}>
            <Bot aria-hidden="true" />
            Export for coding agents
          </Button>
          <Button variant="ghost" onClick={back}>
            <ArrowLeft aria-hidden="true" />
            Back to Setup
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-2">
        {/* On wide screens the chat stays in view while the longer plan scrolls. */}
        <div className="min-w-0 lg:top-20 lg:[@media(min-height:860px)]:sticky">
          <ChatPanel state={state} onAnswer={onAnswer} draftKey={user ? `planner-answer:${user.id}` : null} />
        </div>
        <PlanPanel plan={plan} updating={state.pendingUpdates > 0 || state.status === "finalizing"} />
      </div>

      <AgentsExportDialog open={exportOpen} onOpenChange={setExportOpen} brief={brief} />

      <Dialog open={confirmBack} onOpenChange={setConfirmBack}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Leave without saving?</DialogTitle>
            <DialogDescription>{plannerSessionCopy.leaveUnsaved}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmBack(false)}>
              Stay
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirmBack(false);
                onBack();
              }}
            >
              Leave Without Saving
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
