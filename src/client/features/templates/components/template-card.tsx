import { Check, Copy, Eraser } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { fillSlots, parseSlots, type Slot, unfilledSlots } from "@shared/domain/placeholders";
import type { Template } from "@shared/schemas/content";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { SlotPreview } from "./slot-preview";
import { templateCardCopy } from "@shared/content/ui/templates";

// Slots that usually hold pasted logs, output or several lines get a multi-line field.
const longSlot =
  /trace|output|log|one per line|one line per|pasted|error text|examples|listing|rules$|description|numbers over time|each field/i;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface TemplateCardProps {
  template: Template;
  /** Shown on search results, where templates of many categories are mixed. */
  categoryLabel?: string;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  /** Below the copy button: how often the template got people unstuck, and the user's own answer. */
  footer?: ReactNode;
}

/** The templates screen's own copy toasts. */
const templateCopyToasts = {
  copied: { title: "Copied to clipboard" },
  failed: { title: "Failed to copy", description: "Please copy the text manually.", variant: "destructive" as const },
};

/** One template: a field per `[slot]`, the live text as it will be copied (or its filled example), and a copy button. */
export function TemplateCard({ template, categoryLabel, values, onChange, footer }: TemplateCardProps) {
  const id = useId();
  const [showExample, setShowExample] = useState(false);
  const example = template.example;
  const { copied, copy: copyText } = useCopyToClipboard(templateCopyToasts);
  const slots = parseSlots(template.text);
  const open = unfilledSlots(template.text, values);
  const filledCount = slots.length - open.length;

  const copy = () => copyText(fillSlots(template.text, values));

  const field = (slot: Slot, index: number) => {
    const fieldId = `${id}-slot-${index}`;
    const common = {
      id: fieldId,
      value: values[slot.key] ?? "",
      onChange: (e: { target: { value: string } }) => onChange({ ...values, [slot.key]: e.target.value }),
      placeholder: `[${slot.label}]`,
      maxLength: 20_000,
    };
    const long = longSlot.test(slot.label);
    return (
      <div key={slot.key} className={long ? "grid gap-1.5 sm:col-span-2 lg:col-span-1" : "grid gap-1.5"}>
        <Label htmlFor={fieldId}>{capitalise(slot.label)}</Label>
        {long ? (
          <Textarea {...common} rows={3} className="min-h-20 font-mono text-xs sm:text-sm" spellCheck={false} />
        ) : (
          <Input {...common} />
        )}
      </div>
    );
  };

  return (
    <Card data-testid="template-card" aria-labelledby={`${id}-name`}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`${id}-name`} className="text-lg font-semibold leading-snug">
            {template.name}
          </h3>
          {categoryLabel && <Badge variant="secondary">{categoryLabel}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{template.explanation}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <fieldset className="grid min-w-0 gap-3 rounded-md border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">
              Fill in the blanks{" "}
              <span className="font-normal text-muted-foreground">
                ({filledCount} of {slots.length} filled)
              </span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">{slots.map(field)}</div>
          </fieldset>
          <div className="grid min-w-0 gap-1.5 lg:sticky lg:top-20">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold">{example && showExample ? "Filled example" : "Text to copy"}</p>
              {example && (
                <div role="group" aria-label="Preview" className="inline-flex gap-0.5 rounded-md border p-0.5">
                  <Button
                    variant={showExample ? "ghost" : "secondary"}
                    size="sm"
                    className="h-8"
                    aria-pressed={!showExample}
                    onClick={() => setShowExample(false)}
                  >
                    Your text
                  </Button>
                  <Button
                    variant={showExample ? "secondary" : "ghost"}
                    size="sm"
                    className="h-8"
                    aria-pressed={showExample}
                    onClick={() => setShowExample(true)}
                  >
                    See a filled example
                  </Button>
                </div>
              )}
            </div>
            {example && showExample ? (
              <>
                <SlotPreview text={template.text} values={example} label={`${template.name}, filled example`} />
                <p className="text-xs text-muted-foreground" data-testid="example-note">
                  {templateCardCopy.exampleNote}
                </p>
              </>
            ) : (
              <SlotPreview text={template.text} values={values} label={`${template.name}, text to copy`} />
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="unfilled-hint">
            {open.length === 0 ? (
              <span className="text-success">All slots filled. Ready to copy.</span>
            ) : (
              <>
                {open.length === 1 ? "1 slot is" : `${open.length} slots are`} still open and will be copied as written:{" "}
                {open.map((slot) => `[${slot.label}]`).join(", ")}
              </>
            )}
          </p>
          <div className="flex shrink-0 gap-2">
            <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={filledCount === 0}>
              <Eraser aria-hidden="true" />
              Clear
            </Button>
            <Button size="sm" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied!" : "Copy"} <span className="sr-only">{template.name}</span>
            </Button>
          </div>
        </div>
        {footer}
      </CardContent>
    </Card>
  );
}
