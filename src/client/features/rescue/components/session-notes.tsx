import { AlertCircle, Check, Loader2 } from "lucide-react";
import { NOTES_MAX_CHARS, type RescueSession } from "@shared/schemas/sessions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useNotesAutosave } from "../hooks/use-notes-autosave";
import { sessionNotesCopy } from "@shared/content/ui/rescue";

const statusText = {
  saved: "Saved",
  pending: "Unsaved changes",
  saving: "Saving…",
  error: "Not saved yet, retrying",
} as const;

export function SessionNotes({ session }: { session: RescueSession }) {
  const notes = useNotesAutosave(session.id, session.notes, session.imported);
  const fieldId = `notes-${session.id}`;

  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle className="text-base">
          <Label htmlFor={fieldId} className="text-base font-semibold">
            Session Notes
          </Label>
        </CardTitle>
        <CardDescription>What you tried, what the assistant said, what worked. Saved automatically.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {notes.conflict && (
          <div className="grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" role="alert">
            <p>{sessionNotesCopy.conflict}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={notes.restoreConflict}>
                Add them back
              </Button>
              <Button size="sm" variant="outline" onClick={notes.dismissConflict}>
                Discard
              </Button>
            </div>
          </div>
        )}
        <Textarea
          id={fieldId}
          value={notes.value}
          onChange={(e) => notes.onChange(e.target.value)}
          onBlur={() => void notes.saveNow()}
          maxLength={NOTES_MAX_CHARS}
          readOnly={session.imported}
          rows={10}
          className="min-h-48 read-only:bg-muted"
          placeholder={sessionNotesCopy.placeholder}
          aria-describedby={`${fieldId}-status`}
        />
        <div id={`${fieldId}-status`} className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1" role="status" data-testid="notes-status">
            {session.imported ? (
              "Imported sessions are read-only."
            ) : (
              <>
                {notes.status === "saved" && <Check className="size-3.5 text-success" aria-hidden="true" />}
                {notes.status === "saving" && <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />}
                {notes.status === "error" && <AlertCircle className="size-3.5 text-destructive" aria-hidden="true" />}
                {statusText[notes.status]}
                {notes.status === "error" && notes.error ? `: ${notes.error}` : ""}
              </>
            )}
          </span>
          <span className="tabular-nums">
            {notes.value.length.toLocaleString("en-US")} / {NOTES_MAX_CHARS.toLocaleString("en-US")}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
