import { Check, Copy, Download } from "lucide-react";
import { AGENTS_FILE_NAME } from "@shared/domain/plan-markdown";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { downloadText } from "@/lib/download-text";
import { agentsExportCopy } from "@shared/content/ui/planner";

/** Beyond the spec: the plan as an AGENTS.md brief (ordered tasks with acceptance criteria) to copy or download. */
export function AgentsExportDialog({
  open,
  onOpenChange,
  brief,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brief: string;
}) {
  const { copied, copy: copyText } = useCopyToClipboard();
  const copy = () => copyText(brief);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Export for coding agents</DialogTitle>
          <DialogDescription>{agentsExportCopy.description(AGENTS_FILE_NAME)}</DialogDescription>
        </DialogHeader>
        <pre
          className="max-h-[50vh] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-xs"
          tabIndex={0}
          aria-label={`${AGENTS_FILE_NAME} preview`}
          data-testid="agents-preview"
        >
          {brief}
        </pre>
        <DialogFooter>
          <span className="self-center text-sm text-success sm:mr-auto" role="status" aria-live="polite">
            {copied ? "Copied to clipboard!" : ""}
          </span>
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
          <Button onClick={() => downloadText(AGENTS_FILE_NAME, brief)}>
            <Download aria-hidden="true" />
            Download {AGENTS_FILE_NAME}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
