import { Check, Copy, Download, Link2, Loader2, Share2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { renderSessionMarkdown, sessionFileName } from "@shared/domain/session-markdown";
import type { RescueSession } from "@shared/schemas/sessions";
import { useSessionShare, useSetSessionShared } from "@/api/history";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/api/client";
import { downloadText } from "@/lib/download-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast-store";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { shareDialogCopy } from "@shared/content/ui/rescue";

const markdownToasts = {
  copied: { title: "Copied as Markdown", description: "The whole rescue is on your clipboard." },
};
const promptToasts = {
  copied: { title: "Copied to Clipboard", description: "Prompt has been copied to your clipboard." },
};

/** Keys typed into a field are text, not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

/**
 * Copy, download and share a rescue (decision 0143). Inside a session, 1–9 copy that prompt and M copies
 * the whole rescue as Markdown; the shortcuts dialog (?) lists them.
 */
export function SessionTakeAway({ session }: { session: RescueSession }) {
  const markdown = () => renderSessionMarkdown(session);
  const { copied, copy } = useCopyToClipboard(markdownToasts);
  const { copy: copyPrompt } = useCopyToClipboard(promptToasts);
  const [sharing, setSharing] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      if (document.querySelector("[role=dialog]")) return;
      if (/^[1-9]$/.test(e.key)) {
        const prompt = session.prompts[Number(e.key) - 1];
        if (!prompt) return;
        e.preventDefault();
        // The card's own Copy: it copies the prompt with the user's fields and waits while one is open.
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="Copy prompt ${e.key}"]`);
        if (button && !button.disabled) button.click();
        else if (button) document.querySelector<HTMLInputElement>(`[data-testid="prompt-${e.key}"] input`)?.focus();
        else void copyPrompt(prompt.text);
      } else if (e.key === "m" || e.key === "M") {
        e.preventDefault();
        void copy(renderSessionMarkdown(session));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [session, copy, copyPrompt]);

  return (
    <section aria-label="Take this rescue with you" className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void copy(markdown())} aria-keyshortcuts="M">
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? "Copied!" : "Copy as Markdown"}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          downloadText(sessionFileName(session), markdown());
          toast({ title: "Download started", description: sessionFileName(session) });
        }}
      >
        <Download aria-hidden="true" />
        Download .md
      </Button>
      <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
        <Share2 aria-hidden="true" />
        Share link
      </Button>
      {sharing && <ShareDialog sessionId={session.id} onClose={() => setSharing(false)} />}
    </section>
  );
}

function ShareDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const id = useId();
  const share = useSessionShare(sessionId);
  const setShared = useSetSessionShared(sessionId);
  const { copied, copy } = useCopyToClipboard({
    copied: { title: "Link copied", description: "Anyone with this link can read the rescue." },
  });
  const token = share.data?.token ?? null;
  const url = token ? `${window.location.origin}${paths.shared(token)}` : "";

  const toggle = (on: boolean) =>
    setShared.mutate(on, {
      onError: (error) =>
        toast({ title: "Could not change sharing", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share a read-only link</DialogTitle>
          <DialogDescription>{shareDialogCopy.description}</DialogDescription>
        </DialogHeader>
        {share.isPending ? (
          <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-label="Loading" />
        ) : share.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(share.error)}
          </p>
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
              <Label htmlFor={`${id}-switch`} className="grid gap-0.5">
                <span>Share this rescue</span>
                <span className="text-xs font-normal text-muted-foreground">
                  {token ? "On: the link below works." : "Off: nobody else can see it."}
                </span>
              </Label>
              <Switch
                id={`${id}-switch`}
                checked={Boolean(token)}
                disabled={setShared.isPending}
                onCheckedChange={toggle}
              />
            </div>
            {token && (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-url`}>Link</Label>
                <div className="flex gap-2">
                  <Input id={`${id}-url`} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
                  <Button variant="outline" onClick={() => void copy(url)}>
                    {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
                    {copied ? "Copied!" : "Copy link"}
                  </Button>
                </div>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
