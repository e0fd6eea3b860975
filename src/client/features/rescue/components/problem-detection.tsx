import { FileUp, ScanSearch } from "lucide-react";
import { useId, useMemo, useRef, useState, type DragEvent } from "react";
import { detectProblem, type ProblemDetection as Detection, type RescueTypeId } from "@shared/domain/detect-problem";
import { getProblemType, rescueProblemTypeIds } from "@shared/content/problem-types";
import type { ProblemTypeId } from "@shared/schemas/content";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";

/** Files and pastes up to this size are read; the detector itself samples anything beyond 1 MB. */
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
const FILE_TYPES = [".txt", ".log", ".md", ".jsonl"];
/** The box shows the start of a very large file; the whole file is analysed. */
const SHOWN_MAX = 200_000;

interface ProblemDetectionProps {
  onStart: (type: ProblemTypeId, pasted: string) => void;
  starting: boolean;
  disabled: boolean;
  /** Why Start is disabled, shown beside it and named by its aria-describedby. */
  disabledReason?: string;
  /** A paste kept from before a sign-in or checkout: shown and analysed again. */
  initialText?: string;
  /** Called with each text that is analysed, so the page can keep it as a draft. */
  onAnalysed?: (text: string) => void;
}

function fileError(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!FILE_TYPES.some((ext) => name.endsWith(ext)))
    return `${file.name} is not a .txt, .log, .md or .jsonl file. Export the chat or log as text and try again.`;
  if (file.size > FILE_MAX_BYTES)
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB. Paste the last part of the session instead.`;
  return null;
}

/** Problem detection that runs in the browser: pasted or dropped text never leaves the page. */
export function ProblemDetection({
  onStart,
  starting,
  disabled,
  disabledReason,
  initialText,
  onAnalysed,
}: ProblemDetectionProps) {
  const [text, setText] = useState(initialText ?? "");
  const [fileText, setFileText] = useState<{ name: string; text: string } | null>(null);
  const [analysed, setAnalysed] = useState<string | null>(initialText || null);
  const [chosen, setChosen] = useState<RescueTypeId | null>(null);
  const [dragging, setDragging] = useState(false);
  const [fileMessage, setFileMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const detection = useMemo(() => (analysed ? detectProblem(analysed) : null), [analysed]);

  const analyse = (input: string) => {
    setChosen(null);
    setAnalysed(input);
    onAnalysed?.(input);
  };

  const readFile = async (file: File) => {
    const error = fileError(file);
    if (error) {
      setFileMessage({ kind: "error", text: error });
      return;
    }
    try {
      const content = await file.text();
      setFileText({ name: file.name, text: content });
      setText(content.length > SHOWN_MAX ? content.slice(0, SHOWN_MAX) : content);
      setFileMessage({
        kind: "info",
        text:
          content.length > SHOWN_MAX
            ? `Read ${file.name} (${(file.size / 1024).toFixed(0)} KB); the box shows its start, the whole file is analysed.`
            : `Read ${file.name} (${(file.size / 1024).toFixed(0)} KB).`,
      });
      analyse(content);
    } catch {
      setFileMessage({ kind: "error", text: `${file.name} could not be read. Try pasting its text instead.` });
    }
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void readFile(file);
  };

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
          Paste the session, the assistant&apos;s reply or the error log, or drop a .txt, .log, .md or .jsonl file (up
          to 5 MB). It is analysed in your browser; nothing is sent or uploaded.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            const input = fileText && text === fileText.text.slice(0, SHOWN_MAX) ? fileText.text : text;
            if (input.trim()) analyse(input);
          }}
        >
          <Label htmlFor={`${id}-paste`} className="sr-only">
            Assistant reply or error log
          </Label>
          <div
            data-testid="paste-drop-zone"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn("rounded-md", dragging && "ring-2 ring-primary ring-offset-2")}
          >
            <Textarea
              id={`${id}-paste`}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setFileText(null);
              }}
              rows={6}
              className="font-mono text-xs sm:text-sm"
              aria-describedby={`${id}-file-note`}
              placeholder={
                "e.g.\n> the login test is still failing\n⏺ You're absolutely right. This should fix it.\n  ⎿  TypeError: Cannot read properties of undefined (reading 'user')"
              }
            />
          </div>
          <p
            id={`${id}-file-note`}
            role={fileMessage?.kind === "error" ? "alert" : undefined}
            className={cn("text-xs", fileMessage?.kind === "error" ? "text-destructive" : "text-muted-foreground")}
          >
            {fileMessage?.text ?? "Drop a file on the box above, or choose one: .txt, .log, .md or .jsonl, up to 5 MB."}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={FILE_TYPES.join(",")}
              className="sr-only"
              tabIndex={-1}
              aria-label="Session or log file"
              data-testid="paste-file-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void readFile(file);
                e.target.value = "";
              }}
            />
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
              <FileUp aria-hidden="true" />
              Choose file
            </Button>
            <Button type="submit" variant="secondary" disabled={text.trim() === ""}>
              <ScanSearch aria-hidden="true" />
              Detect problem
            </Button>
          </div>
        </form>

        <div aria-live="polite">
          {detection && (
            <DetectionResult
              detection={detection}
              chosen={chosen}
              onChoose={setChosen}
              onStart={(type) => onStart(type, analysed ?? "")}
              starting={starting}
              disabled={disabled}
              disabledReason={disabledReason}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

interface DetectionResultProps {
  detection: Detection;
  chosen: RescueTypeId | null;
  onChoose: (type: RescueTypeId) => void;
  onStart: (type: ProblemTypeId) => void;
  starting: boolean;
  disabled: boolean;
  disabledReason?: string;
}

function DetectionResult({
  detection,
  chosen,
  onChoose,
  onStart,
  starting,
  disabled,
  disabledReason,
}: DetectionResultProps) {
  const choiceName = useId();
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  const startRow = (type: ProblemTypeId, title: string) => (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {reason && (
        <p id={reasonId} className="text-sm text-muted-foreground" data-testid="start-disabled-reason">
          {reason}
        </p>
      )}
      <Button
        onClick={() => onStart(type)}
        disabled={starting || disabled}
        aria-describedby={reason ? reasonId : undefined}
      >
        Start {title} rescue
      </Button>
    </div>
  );
  if (detection.type === null) {
    const picked = chosen ? getProblemType(chosen) : null;
    return (
      <div className="grid gap-3 rounded-lg border bg-muted/30 p-4" data-testid="detection-result">
        <p className="font-semibold">Not sure</p>
        <p className="text-sm text-muted-foreground">
          Nothing in this text points to one problem. Which of these is closest to what is happening? You can also paste
          more of the conversation, or describe it in your own words with <strong>Custom Problem</strong>.
        </p>
        <TypeChoice
          name={choiceName}
          options={rescueProblemTypeIds.map((t) => ({ type: t, line: null }))}
          chosen={chosen}
          onChoose={onChoose}
        />
        {picked && startRow(picked.id, picked.title)}
      </div>
    );
  }

  const close = detection.ambiguous ? detection.alternatives[0]! : null;
  const current = chosen ?? detection.type;
  const type = getProblemType(current);
  const percent = Math.round(detection.confidence * 100);
  const others = detection.alternatives.filter((a) => a !== close).slice(0, 2);

  return (
    <div className="grid gap-4 rounded-lg border bg-muted/30 p-4" data-testid="detection-result">
      <div className="flex flex-wrap items-start gap-3">
        <ProblemIcon type={type} />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">
            {close ? "This looks like one of two problems" : "This looks like"}
          </p>
          <p className="text-lg font-semibold" data-testid="detection-type">
            {getProblemType(detection.type).title}
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{type.strategy}</Badge>
            <Badge variant="outline" title="How sure the detector is, from the strength and agreement of the signals">
              {percent}% · {detection.confidenceLabel} confidence
            </Badge>
          </div>
        </div>
      </div>

      {close ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Two problems fit about equally. Which is closer?</legend>
          <TypeChoice
            name={choiceName}
            options={[
              { type: detection.type, line: detection.evidence[0] ?? null },
              { type: close.type, line: close.evidence },
            ]}
            chosen={current}
            onChoose={onChoose}
          />
        </fieldset>
      ) : null}

      {detection.evidence.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-medium">The lines that decided it</p>
          <ol className="grid gap-1.5 text-sm" data-testid="detection-evidence">
            {detection.evidence.map((e) => (
              <li key={`${e.line}-${e.reason}`} className="rounded-md border bg-card px-3 py-2">
                <span className="text-xs text-muted-foreground">
                  Line {e.line} · {e.reason}
                </span>
                <mark className="mt-1 block break-words rounded bg-warning/20 px-1.5 py-0.5 font-mono text-xs text-foreground">
                  {e.text}
                </mark>
              </li>
            ))}
          </ol>
        </div>
      )}

      {others.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Also seen: {others.map((o) => getProblemType(o.type).title).join(", ")}.
        </p>
      )}
      {startRow(type.id, type.title)}
    </div>
  );
}

interface TypeChoiceProps {
  name: string;
  options: { type: RescueTypeId; line: { line: number; text: string } | null }[];
  chosen: RescueTypeId | null;
  onChoose: (type: RescueTypeId) => void;
}

function TypeChoice({ name, options, chosen, onChoose }: TypeChoiceProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Problem type">
      {options.map(({ type, line }) => {
        const t = getProblemType(type);
        const checked = chosen === type;
        return (
          <label
            key={type}
            className={cn(
              "flex cursor-pointer gap-3 rounded-md border bg-card p-3 text-sm focus-within:ring-2 focus-within:ring-ring",
              checked && "border-primary ring-1 ring-primary",
            )}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={checked}
              onChange={() => onChoose(type)}
              className="mt-1 accent-[var(--color-primary)]"
            />
            <span className="min-w-0">
              <span className="block font-medium">{t.title}</span>
              {line && (
                <mark className="mt-1 block break-words rounded bg-warning/20 px-1 font-mono text-xs text-foreground">
                  Line {line.line}: {line.text}
                </mark>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}
