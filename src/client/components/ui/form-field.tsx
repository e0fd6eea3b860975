import type { ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

type FormFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  /** A short rule under the field, read out with it. */
  hint?: string;
};

/** A labelled text input: the label, the input, and an optional hint tied to it by aria-describedby. */
export function FormField({ id, label, hint, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hintId} {...input} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
