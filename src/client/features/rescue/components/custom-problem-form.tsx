import { Loader2, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { CUSTOM_PROBLEM_MAX_CHARS, PROJECT_DESCRIPTION_MAX_CHARS } from "@shared/schemas/sessions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { customProblemCopy } from "@shared/content/ui/rescue";

interface CustomProblemFormProps {
  id: string;
  initialProblem?: string;
  onSubmit: (input: { customProblem: string; projectDescription: string }) => void;
  onCancel: () => void;
  starting: boolean;
  disabled: boolean;
}

/** Get Custom Solution stays disabled while the situation is empty or only spaces. */
export function CustomProblemForm({
  id,
  initialProblem = "",
  onSubmit,
  onCancel,
  starting,
  disabled,
}: CustomProblemFormProps) {
  const [problem, setProblem] = useState(initialProblem);
  const [project, setProject] = useState("");
  const fieldId = useId();
  const blank = problem.trim() === "";

  return (
    <Card id={id} className="border-primary/50">
      <CardHeader>
        <CardTitle>
          <span className="flex items-center gap-2">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            Describe your situation
          </span>
        </CardTitle>
        <CardDescription>{customProblemCopy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!blank) onSubmit({ customProblem: problem.trim(), projectDescription: project.trim() });
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${fieldId}-problem`}>What is going wrong?</Label>
            <Textarea
              id={`${fieldId}-problem`}
              value={problem}
              onChange={(e) => setProblem(e.target.value)}
              maxLength={CUSTOM_PROBLEM_MAX_CHARS}
              rows={5}
              placeholder={customProblemCopy.problemPlaceholder}
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${fieldId}-project`}>
              Project description <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${fieldId}-project`}
              value={project}
              onChange={(e) => setProject(e.target.value)}
              maxLength={PROJECT_DESCRIPTION_MAX_CHARS}
              rows={3}
              placeholder="e.g. Next.js 15 app with Supabase auth, deployed on Vercel."
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank || starting || disabled}>
              {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {starting ? "Analysing your problem…" : "Get Custom Solution"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
