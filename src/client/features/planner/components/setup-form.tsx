import { Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  descriptionTooShortMessage,
  type ExperienceLevel,
  experienceLevelLabels,
  experienceLevels,
  MISSING_INFORMATION,
  plannerLimits,
} from "@shared/schemas/planner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast-store";
import type { PlannerProjectDraft } from "../session-reducer";
import { readDraft, writeDraft } from "@/lib/use-local-draft";
import { setupFormCopy } from "@shared/content/ui/planner";

const levelHints: Record<ExperienceLevel, string> = {
  beginner: "More time per phase, a setup-and-learning phase, and a simple stack.",
  intermediate: "A balanced timeline with tests from the start.",
  advanced: "A tight timeline that starts from the architecture.",
};

/** Name and description required, a live counter and the 200-character minimum (decision 0070). */
export function SetupForm({
  initial,
  onStart,
  draftKey = null,
}: {
  initial: PlannerProjectDraft;
  onStart: (project: PlannerProjectDraft) => void;
  /** Where the form is kept as it is typed (per user); none keeps it in memory only. */
  draftKey?: string | null;
}) {
  const [saved] = useState(() => readDraft<PlannerProjectDraft>(draftKey));
  const [name, setName] = useState(initial.projectName || saved?.projectName || "");
  const [description, setDescription] = useState(initial.projectDescription || saved?.projectDescription || "");
  const [level, setLevel] = useState<ExperienceLevel>(
    initial.projectName ? initial.experienceLevel : (saved?.experienceLevel ?? initial.experienceLevel),
  );
  useEffect(() => {
    writeDraft(
      draftKey,
      name || description ? { projectName: name, projectDescription: description, experienceLevel: level } : undefined,
    );
  }, [draftKey, name, description, level]);
  const [showShort, setShowShort] = useState(false);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const length = description.trim().length;
  const missing = plannerLimits.descriptionMin - length;
  const tooShort = missing > 0;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim() || !description.trim()) {
      toast({ title: MISSING_INFORMATION.title, description: MISSING_INFORMATION.message, variant: "destructive" });
      return;
    }
    if (tooShort) {
      setShowShort(true);
      descriptionRef.current?.focus();
      return;
    }
    onStart({ projectName: name.trim(), projectDescription: description.trim(), experienceLevel: level });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Describe your project</CardTitle>
        <CardDescription>{setupFormCopy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Project name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={plannerLimits.projectName}
              placeholder="e.g. InvoiceBuddy"
              autoComplete="off"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Project description</Label>
            <Textarea
              id={`${id}-description`}
              ref={descriptionRef}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={plannerLimits.descriptionMax}
              rows={6}
              aria-invalid={showShort && tooShort ? true : undefined}
              aria-describedby={`${id}-counter${showShort && tooShort ? ` ${id}-short` : ""}`}
              placeholder={setupFormCopy.descriptionPlaceholder}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
              <p
                id={`${id}-counter`}
                className={cn("tabular-nums", tooShort ? "text-muted-foreground" : "text-success")}
                data-testid="description-counter"
              >
                {length} / {plannerLimits.descriptionMin} characters minimum
                {tooShort ? ` (${missing} more needed)` : " ✓"}
              </p>
              <p className="text-muted-foreground">Up to {plannerLimits.descriptionMax.toLocaleString("en-US")}</p>
            </div>
            {showShort && tooShort && (
              <p id={`${id}-short`} role="alert" className="text-sm text-destructive">
                {descriptionTooShortMessage(length)}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-level`}>Experience level</Label>
            <Select value={level} onValueChange={(v) => setLevel(v as ExperienceLevel)}>
              <SelectTrigger id={`${id}-level`} aria-describedby={`${id}-level-hint`} className="sm:max-w-xs">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {experienceLevels.map((l) => (
                  <SelectItem key={l} value={l}>
                    {experienceLevelLabels[l]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id={`${id}-level-hint`} className="text-xs text-muted-foreground">
              {levelHints[level]}
            </p>
          </div>
          <div>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <Sparkles aria-hidden="true" />
              Start Planning Session
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
