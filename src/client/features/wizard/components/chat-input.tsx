import { Loader2, Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId } from "react";
import type { WizardStage } from "@shared/schemas/wizard";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useLocalDraft } from "@/lib/use-local-draft";
import { wizardChatCopy } from "@shared/content/ui/wizard";

const labels: Record<WizardStage, string> = {
  welcome: "Describe your problem",
  intake: "Describe your problem",
  questioning: "Your answer",
  analysis: "Add a detail or send anything to retry",
  solution: "Ask about the solution",
  "post-solution": "Ask about the solution",
};

const placeholders: Record<WizardStage, string> = {
  welcome: wizardChatCopy.welcomePlaceholder,
  intake: "",
  questioning: "Type your answer…",
  analysis: "Send any message to try again",
  solution: "",
  "post-solution": 'e.g. "elaborate on step 2" or "step 3 fails with …"',
};

interface ChatInputProps {
  stage: WizardStage;
  disabled: boolean;
  busy: boolean;
  onSend(text: string): Promise<boolean>;
  /** Where the unsent text is kept as it is typed (per user); none keeps it in memory only. */
  draftKey?: string | null;
}

/** Enter sends, Shift+Enter inserts a new line; sending is disabled while empty or while the wizard works. */
export function ChatInput({ stage, disabled, busy, onSend, draftKey }: ChatInputProps) {
  const [text, setText] = useLocalDraft(draftKey ?? null, "");
  const id = useId();
  const hintId = `${id}-hint`;
  const canSend = text.trim().length > 0 && !disabled;

  const submit = async () => {
    if (!canSend) return;
    const value = text;
    setText("");
    const sent = await onSend(value);
    if (!sent) setText(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="border-t p-3 sm:p-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {labels[stage]}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholders[stage]}
          aria-describedby={hintId}
          rows={2}
          maxLength={8000}
          className="max-h-48 min-h-12 resize-y"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" className="shrink-0">
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
        Enter to send, Shift+Enter for a new line.
      </p>
    </form>
  );
}
