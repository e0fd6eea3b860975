import { X } from "lucide-react";
import { useState } from "react";
import { cookieBannerCopy as copy } from "@shared/content/cookie-banner";
import { DEFAULT_CUSTOM_CHOICES } from "@shared/domain/consent";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Choices = { analytics: boolean; marketing: boolean };

/** The banner's Customize panel; loaded when someone opens it, so the banner on every page stays small. */
export function CookiePreferences({ onBack, onSave }: { onBack: () => void; onSave: (choices: Choices) => void }) {
  const [choices, setChoices] = useState<Choices>({ ...DEFAULT_CUSTOM_CHOICES });
  return (
    <div>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">{copy.preferencesTitle}</h2>
          <p className="mt-1 text-xs text-muted-foreground sm:text-sm">{copy.preferencesDescription}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={copy.closePreferences} onClick={onBack}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <ul className="mt-4 space-y-3">
        {copy.categories.map((category) => {
          const id = `consent-${category.key}`;
          const checked = category.alwaysOn ? true : choices[category.key as "analytics" | "marketing"];
          return (
            <li key={category.key} className="flex items-start justify-between gap-4 rounded-lg border p-3">
              <div>
                <Label htmlFor={id}>
                  {category.label}
                  {category.alwaysOn && (
                    <span className="ml-2 text-xs font-normal text-muted-foreground">({copy.alwaysOnLabel})</span>
                  )}
                </Label>
                <p className="mt-1 text-xs text-muted-foreground" id={`${id}-description`}>
                  {category.description}
                </p>
              </div>
              <Switch
                id={id}
                checked={checked}
                disabled={category.alwaysOn}
                aria-describedby={`${id}-description`}
                onCheckedChange={(value) => setChoices((c) => ({ ...c, [category.key]: value }))}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button size="sm" onClick={() => onSave(choices)}>
          {copy.savePreferences}
        </Button>
      </div>
    </div>
  );
}
