import { Loader2, Sparkles, X } from "lucide-react";
import { useId } from "react";
import { aiToolOptions, type GeneratorCategoryId, generatorLimits, languageOptions } from "@shared/schemas/generator";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CategoryPicker } from "./category-picker";
import { cn } from "@/lib/cn";
import { generatorFormCopy } from "@shared/content/ui/generator";

export interface GeneratorDraft {
  category: GeneratorCategoryId | "";
  problemDescription: string;
  customProblemDescription: string;
  programmingLanguage: string;
  aiTool: string;
  codeContext: string;
  errorMessages: string;
}

export const emptyDraft: GeneratorDraft = {
  category: "",
  problemDescription: "",
  customProblemDescription: "",
  programmingLanguage: "",
  aiTool: "",
  codeContext: "",
  errorMessages: "",
};

/**
 * Decision 0052: the button needs the description that the chosen category uses (the custom one for
 * 'other', the standard one otherwise) to be non-empty; blank-only text reaches the spec's messages.
 */
export function canGenerate(draft: GeneratorDraft, generating: boolean): boolean {
  if (generating) return false;
  return draft.category === "other" ? draft.customProblemDescription !== "" : draft.problemDescription !== "";
}

interface GeneratorFormProps {
  draft: GeneratorDraft;
  onChange: (draft: GeneratorDraft) => void;
  onSubmit: () => void;
  generating: boolean;
}

export function GeneratorForm({ draft, onChange, onSubmit, generating }: GeneratorFormProps) {
  const id = useId();
  const set = <K extends keyof GeneratorDraft>(key: K, value: GeneratorDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const isOther = draft.category === "other";

  return (
    <form
      className="grid gap-5"
      aria-label="Describe your problem"
      onSubmit={(e) => {
        e.preventDefault();
        if (canGenerate(draft, generating)) onSubmit();
      }}
    >
      <CategoryPicker value={draft.category} onChange={(category) => set("category", category)} disabled={generating} />

      {isOther && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-custom`}>
            Describe your specific problem <span className="text-destructive">*</span>
          </Label>
          <Textarea
            id={`${id}-custom`}
            value={draft.customProblemDescription}
            onChange={(e) => set("customProblemDescription", e.target.value)}
            maxLength={generatorLimits.customProblemDescription}
            rows={4}
            placeholder={generatorFormCopy.customProblemPlaceholder}
            aria-required="true"
          />
        </div>
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-problem`}>
          {isOther ? (
            <>
              More details <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          ) : (
            <>
              Problem description <span className="text-destructive">*</span>
            </>
          )}
        </Label>
        <Textarea
          id={`${id}-problem`}
          value={draft.problemDescription}
          onChange={(e) => set("problemDescription", e.target.value)}
          maxLength={generatorLimits.problemDescription}
          rows={isOther ? 3 : 5}
          placeholder={isOther ? generatorFormCopy.otherContextPlaceholder : generatorFormCopy.descriptionPlaceholder}
          aria-required={!isOther}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          id={`${id}-language`}
          label="Language"
          placeholder="Choose a language"
          options={languageOptions}
          value={draft.programmingLanguage}
          onChange={(v) => set("programmingLanguage", v)}
        />
        <OptionSelect
          id={`${id}-tool`}
          label="AI tool"
          placeholder="Choose your assistant"
          options={aiToolOptions}
          value={draft.aiTool}
          onChange={(v) => set("aiTool", v)}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>
          Code context <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-code`}
          value={draft.codeContext}
          onChange={(e) => set("codeContext", e.target.value)}
          maxLength={generatorLimits.codeContext}
          rows={4}
          spellCheck={false}
          className="font-mono text-xs sm:text-sm"
          placeholder="Paste the relevant function, component or config."
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-errors`}>
          Error messages <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-errors`}
          value={draft.errorMessages}
          onChange={(e) => set("errorMessages", e.target.value)}
          maxLength={generatorLimits.errorMessages}
          rows={3}
          spellCheck={false}
          className="font-mono text-xs sm:text-sm"
          placeholder="Paste the exact error and stack trace."
        />
      </div>

      <Button type="submit" size="lg" disabled={!canGenerate(draft, generating)}>
        {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {generating ? "Analyzing Problem..." : "Generate Prompts"}
      </Button>
    </form>
  );
}

interface OptionSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** Optional choice: a Radix Select item may not have an empty value, so a clear button undoes a choice. */
function OptionSelect({ id, label, placeholder, options, value, onChange }: OptionSelectProps) {
  return (
    <div className="grid gap-2">
      <div className="flex min-h-4 items-end justify-between gap-2">
        <Label htmlFor={id}>
          {label} <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        {value && (
          <button
            type="button"
            className={cn(
              "inline-flex items-center gap-1 rounded text-xs text-muted-foreground hover:text-foreground",
              "focus-visible:outline-2 focus-visible:outline-ring",
            )}
            onClick={() => onChange("")}
            aria-label={`Clear ${label.toLowerCase()}`}
          >
            <X className="size-3" aria-hidden="true" />
            Clear
          </button>
        )}
      </div>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
