import { ScanSearch } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { detectProblemType } from "@shared/domain/classifier";
import { getProblemType } from "@shared/content/problem-types";
import type { ProblemTypeId } from "@shared/schemas/content";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

const TEXT_MAX = 50_000;

interface ProblemDetectionProps {
  onStart: (type: ProblemTypeId, pasted: string) => void;
  starting: boolean;
  disabled: boolean;
}

/** Basic problem detection: the shared classifier runs in the browser, so nothing pasted here is sent anywhere. */
export function ProblemDetection({ onStart, starting, disabled }: ProblemDetectionProps) {
  const [text, setText] = useState("");
  const [analysed, setAnalysed] = useState<string | null>(null);
  const id = useId();
  const detection = useMemo(() => (analysed ? detectProblemType(analysed) : null), [analysed]);
  const type = detection ? getProblemType(detection.type ?? "custom") : null;
  const secondary = detection?.secondary ? getProblemType(detection.secondary) : null;
  const confidence = detection?.confidence ?? "low";

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="flex items-center gap-2">
            <ScanSearch className="size-5 text-primary" aria-hidden="true" />
            Not sure which one? Paste the conversation
          </span>
        </CardTitle>
        <CardDescription>
          Paste what your assistant said or the error log. It is analysed in your browser; nothing is sent.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) setAnalysed(text);
          }}
        >
          <Label htmlFor={`${id}-paste`} className="sr-only">
            Assistant reply or error log
          </Label>
          <Textarea
            id={`${id}-paste`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={TEXT_MAX}
            rows={5}
            className="font-mono text-xs sm:text-sm"
            placeholder={
              "e.g.\nYou're absolutely right, I apologize. This should fix it.\nError: Cannot read properties of undefined (reading 'map')"
            }
          />
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" disabled={text.trim() === ""}>
              <ScanSearch aria-hidden="true" />
              Detect problem
            </Button>
          </div>
        </form>

        <div aria-live="polite">
          {detection && type && (
            <div className="grid gap-4 rounded-lg border bg-muted/30 p-4" data-testid="detection-result">
              {detection.type === null ? (
                <p className="text-sm">
                  No clear pattern found. Describe the problem in your own words with <strong>Custom Problem</strong>,
                  or paste more of the conversation.
                </p>
              ) : (
                <>
                  <div className="flex flex-wrap items-start gap-3">
                    <ProblemIcon type={type} />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-muted-foreground">This looks like</p>
                      <p className="text-lg font-semibold">{type.title}</p>
                      <div className="mt-1 flex flex-wrap gap-1.5">
                        <Badge variant="secondary">{type.strategy}</Badge>
                        <Badge variant="outline">{confidence} confidence</Badge>
                      </div>
                    </div>
                  </div>
                  {detection.signals.length > 0 && (
                    <div>
                      <p className="mb-2 text-sm font-medium">Signals found</p>
                      <ul className="grid gap-1.5 text-sm">
                        {detection.signals.slice(0, 6).map((signal, i) => (
                          <li key={`${signal.label}-${i}`} className="rounded-md border bg-card px-3 py-2">
                            <span className="font-medium">{signal.label}</span>
                            {signal.evidence && (
                              <span className="mt-0.5 block break-words font-mono text-xs text-muted-foreground">
                                “{signal.evidence}”
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {secondary && secondary.id !== type.id && (
                    <p className="text-sm text-muted-foreground">Also possible: {secondary.title}.</p>
                  )}
                  <div className="flex justify-end">
                    <Button onClick={() => onStart(type.id, analysed ?? "")} disabled={starting || disabled}>
                      Start {type.title} rescue
                    </Button>
                  </div>
                </>
              )}
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
