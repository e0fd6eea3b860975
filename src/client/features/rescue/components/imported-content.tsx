import { Check, Copy, FileInput } from "lucide-react";
import type { SessionPrompt } from "@shared/schemas/sessions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { importedNoticeCopy } from "@shared/content/ui/rescue";

/**
 * An imported session's prompts, steps and notes are the text of someone's file, not Unstuck's: they are
 * labelled as such wherever a person sees them, never styled as a rescue prompt (decision 0262).
 */
export function ImportedNotice({ shared = false }: { shared?: boolean }) {
  return (
    <Alert data-testid="imported-notice">
      <FileInput aria-hidden="true" />
      <AlertTitle>Imported from a file — not written by Unstuck</AlertTitle>
      <AlertDescription>{shared ? importedNoticeCopy.shared : importedNoticeCopy.own}</AlertDescription>
    </Alert>
  );
}

const copyToasts = { copied: { title: "Copied to Clipboard", description: "The imported text has been copied." } };

/** One imported prompt: a plainly labelled block of the file's text, with no rating, number or prompt style. */
export function ImportedPrompt({
  prompt,
  index,
  shared = false,
}: {
  prompt: SessionPrompt | Omit<SessionPrompt, "used">;
  index: number;
  shared?: boolean;
}) {
  const { copied, copy } = useCopyToClipboard(copyToasts);
  const captionId = `imported-prompt-${index + 1}-caption`;
  return (
    <figure
      className="grid gap-2 rounded-lg border border-dashed bg-card p-4"
      aria-labelledby={captionId}
      data-testid={`imported-prompt-${index + 1}`}
    >
      <figcaption id={captionId} className="grid gap-1">
        <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <FileInput className="size-3.5" aria-hidden="true" />
          {shared
            ? "Imported by the owner — not written by Unstuck"
            : "Imported from your file — not written by Unstuck"}
        </span>
        <span className="break-words font-medium">{prompt.name}</span>
      </figcaption>
      <pre
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border border-dashed p-3 font-mono text-xs leading-relaxed sm:text-sm"
        tabIndex={0}
        aria-label={`Imported text ${index + 1}`}
      >
        {prompt.text}
      </pre>
      {prompt.explanation.trim() && (
        <p className="break-words text-sm text-muted-foreground">
          <span className="font-medium">Note in the file: </span>
          {prompt.explanation}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy(prompt.text)}
          aria-label={`Copy imported text ${index + 1}`}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied!" : "Copy"}
        </Button>
      </div>
    </figure>
  );
}
