import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Download, Loader2, Palette, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { Preferences } from "@shared/domain/preferences";
import { promptStyleInstructions } from "@shared/domain/prompt-style";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/api/client";
import { readPreferences, writePreferences } from "@/lib/preferences";
import { fetchAllSessions, importSessionBatch, sessionKeys } from "@/api/sessions";
import { useCurrentUser } from "@/api/auth";
import { usePreferences } from "@/lib/use-preferences";
import { StorageMeter } from "@/components/storage-usage";
import {
  buildBundle,
  bundleFileName,
  IMPORT_FILE_MAX_BYTES,
  importInBatches,
  ImportStopped,
  parseBundle,
} from "../data-bundle";
import { importCopy, preferencesSectionCopy } from "@shared/content/ui/preferences";

const themeLabels: Record<Preferences["theme"], string> = { dark: "Dark", light: "Light", system: "System" };
const styleLabels: Record<Preferences["defaultPromptStyle"], string> = {
  direct: "Direct: the prompt as written",
  detailed: "Detailed: asks the assistant to explain its reasoning first",
  socratic: "Socratic: asks the assistant questions before any code",
};

type ImportReport = { kind: "error"; title: string; problems: string[] } | { kind: "success"; message: string };

/** Settings → Preferences and data: theme, default prompt style, export and import. */
export function PreferencesSection() {
  const preferences = usePreferences();
  const styleInstruction = promptStyleInstructions[preferences.defaultPromptStyle];
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  const update = (patch: Partial<Preferences>) => writePreferences({ ...preferences, ...patch });

  async function exportData() {
    setExporting(true);
    setExportError(null);
    try {
      const sessions = user ? await fetchAllSessions() : [];
      const bundle = buildBundle(sessions, readPreferences());
      const url = URL.createObjectURL(new Blob([JSON.stringify(bundle, null, 2)], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = bundleFileName();
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  async function importFile(file: File) {
    setReport(null);
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      setReport({
        kind: "error",
        title: "Nothing was imported",
        problems: [importCopy.fileTooLarge(IMPORT_FILE_MAX_BYTES / 1024 / 1024)],
      });
      return;
    }
    setImporting(true);
    try {
      const parsed = parseBundle(await file.text());
      if (!parsed.ok) {
        setReport({ kind: "error", title: "Nothing was imported: the file has problems", problems: parsed.problems });
        return;
      }
      const { sessions, preferences: imported } = parsed.bundle;
      if (sessions.length > 0 && !user) {
        setReport({
          kind: "error",
          title: "Nothing was imported",
          problems: ["Sign in to import sessions: they are added to your account."],
        });
        return;
      }
      const result =
        sessions.length > 0 ? await importInBatches(sessions, importSessionBatch) : { imported: 0, skipped: 0 };
      writePreferences(imported);
      const parts = [`${result.imported} ${result.imported === 1 ? "session" : "sessions"} added to your history`];
      if (result.skipped > 0) parts.push(`${result.skipped} already there and skipped`);
      setReport({ kind: "success", message: `Import complete: ${parts.join(", ")}. Preferences applied.` });
    } catch (error) {
      const added = error instanceof ImportStopped ? error.done.imported : null;
      setReport({
        kind: "error",
        title: "The import stopped",
        problems: [
          errorMessage(error instanceof ImportStopped ? error.cause : error),
          added === null ? importCopy.earlierSessionsKept : importCopy.sessionsKept(added),
        ],
      });
    } finally {
      // Batches accepted before an error are kept: lists and storage reload either way.
      void client.invalidateQueries({ queryKey: sessionKeys.all });
      setImporting(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-heading`} className="flex items-center gap-2">
            <Palette className="size-5 text-primary" aria-hidden="true" />
            Preferences
          </CardTitle>
          <CardDescription>Stored in this browser.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-theme`}>Theme</Label>
            <Select
              value={preferences.theme}
              onValueChange={(value) => update({ theme: value as Preferences["theme"] })}
            >
              <SelectTrigger id={`${id}-theme`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(themeLabels).map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-style`}>Default prompt style</Label>
            <Select
              value={preferences.defaultPromptStyle}
              onValueChange={(value) => update({ defaultPromptStyle: value as Preferences["defaultPromptStyle"] })}
            >
              <SelectTrigger id={`${id}-style`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(styleLabels).map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="text-xs text-muted-foreground" data-testid="prompt-style-hint">
              {preferencesSectionCopy.promptStyleHint}
              {styleInstruction ? preferencesSectionCopy.promptStyleAdds(styleInstruction) : ""}
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Your data</CardTitle>
          <CardDescription>{preferencesSectionCopy.yourData}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {user && <StorageMeter />}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => void exportData()} disabled={exporting}>
              {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
              Export data
            </Button>
            <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={importing}>
              {importing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              Import data
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              tabIndex={-1}
              aria-label="Choose an Unstuck export file to import"
              data-testid="import-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void importFile(file);
              }}
            />
          </div>
          {!user && <p className="text-sm text-muted-foreground">{preferencesSectionCopy.signedOutExport}</p>}
          {exportError && (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden="true" />
              <AlertTitle>Export failed</AlertTitle>
              <AlertDescription>{exportError}</AlertDescription>
            </Alert>
          )}
          <div aria-live="polite">
            {report?.kind === "success" && (
              <Alert variant="success" data-testid="import-report">
                <CheckCircle2 aria-hidden="true" />
                <AlertTitle>Imported</AlertTitle>
                <AlertDescription>{report.message}</AlertDescription>
              </Alert>
            )}
            {report?.kind === "error" && (
              <Alert variant="destructive" data-testid="import-report">
                <AlertTriangle aria-hidden="true" />
                <AlertTitle>{report.title}</AlertTitle>
                <AlertDescription>
                  <ul className="mt-1 list-disc pl-4">
                    {report.problems.map((problem) => (
                      <li key={problem} className="break-words">
                        {problem}
                      </li>
                    ))}
                  </ul>
                </AlertDescription>
              </Alert>
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
