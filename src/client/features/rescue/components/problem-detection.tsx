import { FileUp, ScanSearch } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent } from "react";
import { detectProblem, type ProblemDetection as Detection, type RescueTypeId } from "@shared/domain/detect-problem";
import { getProblemType, rescueTypeIds } from "@shared/content/problem-types";
import type { ProblemTypeId } from "@shared/schemas/content";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { SESSION_TOOL_NAMES } from "@shared/domain/sessions/read-session";
import { redactSecrets } from "@shared/domain/redact-secrets";
import type { SessionFileResponse, SessionFileResult } from "../workers/session-file-protocol";
import { problemDetectionCopy } from "@shared/content/ui/rescue";
import { StartRow, TypeChoice, type ResultProps } from "./detection-parts";
import { SessionDiagnosisResult } from "./session-diagnosis-result";

/** Text files and pastes up to this size are read; the detector itself samples anything beyond 1 MB. */
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Assistants' own session files are read in a worker, streamed, up to this size. */
export const SESSION_FILE_MAX_BYTES = 200 * 1024 * 1024;
const TEXT_TYPES = [".txt", ".log"];
/** Claude Code, Codex, Gemini CLI (.jsonl, .json), Cline (.json, or a task exported as .md), Aider and SpecStory (.md), Cursor (state.vscdb). */
const SESSION_TYPES = [".jsonl", ".json", ".md", ".vscdb"];
const FILE_TYPES = [...TEXT_TYPES, ...SESSION_TYPES];
type SessionRead = Extract<SessionFileResult, { ok: true }>;
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

const isSessionFile = (file: File) => SESSION_TYPES.some((ext) => file.name.toLowerCase().endsWith(ext));

function fileError(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!FILE_TYPES.some((ext) => name.endsWith(ext))) return problemDetectionCopy.notASessionFile(file.name);
  if (isSessionFile(file) ? file.size > SESSION_FILE_MAX_BYTES : file.size > FILE_MAX_BYTES)
    return isSessionFile(file)
      ? problemDetectionCopy.sessionFileTooLarge(file.name, (file.size / 1024 / 1024).toFixed(0))
      : problemDetectionCopy.fileTooLarge(file.name, (file.size / 1024 / 1024).toFixed(1));
  return null;
}

/** One worker per box, made on the first dropped session file; each answer carries its request's id. */
function useSessionFileWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, (answer: SessionFileResponse) => void>());
  const next = useRef(0);
  useEffect(() => () => worker.current?.terminate(), []);
  return useCallback(
    (file: File) =>
      new Promise<SessionFileResponse>((resolve) => {
        if (!worker.current) {
          const w = new Worker(new URL("../workers/session-file.worker.ts", import.meta.url), { type: "module" });
          w.onmessage = (e: MessageEvent<SessionFileResponse>) => {
            pending.current.get(e.data.id)?.(e.data);
            pending.current.delete(e.data.id);
          };
          w.onerror = () => {
            for (const [id, answer] of pending.current)
              answer({ id, ok: false, name: file.name, error: `${file.name} could not be read in this browser.` });
            pending.current.clear();
            worker.current = null;
          };
          worker.current = w;
        }
        next.current += 1;
        pending.current.set(next.current, resolve);
        worker.current.postMessage({ id: next.current, file });
      }),
    [],
  );
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
  const [session, setSession] = useState<SessionRead | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const pasted = useMemo(() => (analysed ? detectProblem(analysed) : null), [analysed]);
  // A session file is shown by its own diagnosis (SessionDiagnosisResult), a paste by the detector's.
  const detection = session ? null : pasted;

  const analyse = (input: string) => {
    setChosen(null);
    setSession(null);
    setAnalysed(input);
    onAnalysed?.(input);
  };

  const showText = (file: File, content: string) => {
    setFileText({ name: file.name, text: content });
    setText(content.length > SHOWN_MAX ? content.slice(0, SHOWN_MAX) : content);
    const masked = content.includes("[REDACTED]") ? problemDetectionCopy.secretsMasked : "";
    setFileMessage({
      kind: "info",
      text:
        content.length > SHOWN_MAX
          ? problemDetectionCopy.readLongFile(file.name, (file.size / 1024).toFixed(0), masked)
          : problemDetectionCopy.readFile(file.name, (file.size / 1024).toFixed(0), masked),
    });
    analyse(content);
  };

  const readInWorker = useSessionFileWorker();
  const latestFile = useRef<File | null>(null);

  const showSession = (answer: SessionRead) => {
    setChosen(null);
    setAnalysed(null);
    setSession(answer);
    setFileText({ name: answer.name, text: answer.text });
    setText(answer.text.length > SHOWN_MAX ? answer.text.slice(0, SHOWN_MAX) : answer.text);
    const turns = problemDetectionCopy.turnsFromYou(answer.userTurns);
    const masked = answer.text.includes("[REDACTED]") ? problemDetectionCopy.secretsMasked : "";
    setFileMessage({
      kind: "info",
      text: problemDetectionCopy.readSession(
        answer.name,
        SESSION_TOOL_NAMES[answer.tool],
        turns,
        masked,
        answer.warnings,
      ),
    });
  };

  const readFile = async (file: File) => {
    const error = fileError(file);
    if (error) {
      setFileMessage({ kind: "error", text: error });
      return;
    }
    latestFile.current = file;
    setReading(file.name);
    setFileMessage({ kind: "info", text: `Reading ${file.name}…` });
    const answer = await readInWorker(file);
    if (latestFile.current !== file) return;
    setReading(null);
    if (!answer.ok) setFileMessage({ kind: "error", text: answer.error });
    // A .txt, a log, or notes saved as .md: read as pasted text, line by line (secrets masked in the worker).
    else if (answer.tool === "text") showText(file, answer.raw ?? "");
    else showSession(answer);
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
            Paste what your assistant did
          </span>
        </CardTitle>
        <CardDescription>{problemDetectionCopy.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (session && text === session.text.slice(0, SHOWN_MAX)) return;
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
                setSession(null);
              }}
              rows={6}
              className="font-mono text-xs sm:text-sm"
              aria-describedby={`${id}-file-note`}
              placeholder={problemDetectionCopy.pastePlaceholder}
            />
          </div>
          <p
            id={`${id}-file-note`}
            role={fileMessage?.kind === "error" ? "alert" : undefined}
            className={cn("text-xs", fileMessage?.kind === "error" ? "text-destructive" : "text-muted-foreground")}
          >
            {fileMessage?.text ?? problemDetectionCopy.fileNote}
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
            <Button
              type="button"
              variant="outline"
              onClick={() => fileInput.current?.click()}
              disabled={reading !== null}
            >
              <FileUp aria-hidden="true" />
              {reading ? "Reading…" : "Choose file"}
            </Button>
            <Button type="submit" variant="secondary" disabled={text.trim() === ""}>
              <ScanSearch aria-hidden="true" />
              Detect problem
            </Button>
          </div>
        </form>

        <div aria-live="polite">
          {session ? (
            <SessionDiagnosisResult
              session={session}
              chosen={chosen}
              onChoose={setChosen}
              onStart={(type) => onStart(type, session.text)}
              starting={starting}
              disabled={disabled}
              disabledReason={disabledReason}
            />
          ) : (
            detection && (
              <DetectionResult
                detection={detection}
                chosen={chosen}
                onChoose={setChosen}
                onStart={(type) => onStart(type, redactSecrets(analysed ?? ""))}
                starting={starting}
                disabled={disabled}
                disabledReason={disabledReason}
              />
            )
          )}
        </div>
      </CardContent>
    </Card>
  );
}

interface DetectionResultProps extends ResultProps {
  detection: Detection;
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
  const startRow = (type: ProblemTypeId, title: string) => (
    <StartRow
      type={type}
      title={title}
      onStart={onStart}
      starting={starting}
      disabled={disabled}
      disabledReason={disabledReason}
    />
  );
  if (detection.type === null) {
    const picked = chosen ? getProblemType(chosen) : null;
    const nothingStuck = detection.verdict === "none";
    return (
      <div className="grid gap-3 rounded-lg border bg-muted/30 p-4" data-testid="detection-result">
        <p className="font-semibold" data-testid="detection-verdict">
          {nothingStuck ? "Nothing here looks stuck" : "Not sure"}
        </p>
        {nothingStuck ? (
          <p className="text-sm text-muted-foreground">{problemDetectionCopy.nothingStuck}</p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {problemDetectionCopy.notSure.before}
            <strong>{problemDetectionCopy.notSure.strong}</strong>
            {problemDetectionCopy.notSure.after}
          </p>
        )}
        <TypeChoice
          name={choiceName}
          options={rescueTypeIds.map((t) => ({ type: t, line: null }))}
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
            {close ? "It could be either of two problems" : "This looks like"}
          </p>
          <p className="text-lg font-semibold" data-testid="detection-type">
            {getProblemType(detection.type).title}
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{type.strategy}</Badge>
            <Badge variant="outline" title={problemDetectionCopy.confidenceTitle}>
              {percent}% · {detection.confidenceLabel} confidence
            </Badge>
          </div>
        </div>
      </div>

      {close ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Which sounds more like it?</legend>
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
