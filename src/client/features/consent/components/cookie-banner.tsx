import { Cookie, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { cookieBannerCopy as copy } from "@shared/content/legal";
import { acceptAll, COOKIE_CONSENT_KEY, customConsent, DEFAULT_CUSTOM_CHOICES, parseStoredConsent, rejectAll, serializeConsent, shouldShowConsentBanner, type StoredConsent } from "@shared/domain/consent";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

function readStored(): StoredConsent | null {
  try {
    return parseStoredConsent(localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch (error) {
    console.warn("Could not read the cookie consent", error);
    return null;
  }
}

function store(consent: StoredConsent) {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, serializeConsent(consent));
  } catch (error) {
    console.warn("Could not save the cookie consent", error);
  }
}

export function CookieBanner() {
  const [visible, setVisible] = useState(() => shouldShowConsentBanner(readStored()));
  const [customizing, setCustomizing] = useState(false);
  const [choices, setChoices] = useState({ ...DEFAULT_CUSTOM_CHOICES });

  if (!visible) return null;
  const decide = (consent: StoredConsent) => {
    store(consent);
    setVisible(false);
  };

  return (
    <section role="region" aria-label="Cookie consent" className="fixed inset-x-0 bottom-0 z-50 p-2 sm:p-4">
      <div className="mx-auto max-h-[85dvh] max-w-3xl overflow-y-auto rounded-xl border bg-card p-3 text-card-foreground shadow-2xl sm:p-5">
        {!customizing ? (
          <>
            <div className="flex gap-3">
              <Cookie className="mt-0.5 hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
              <div>
                <h2 className="font-semibold">{copy.title}</h2>
                <p className="mt-1 text-xs text-muted-foreground sm:text-sm">
                  {copy.message} Read our{" "}
                  <Link className="font-medium text-foreground underline underline-offset-2" to={copy.privacyLink.href}>
                    {copy.privacyLink.label}
                  </Link>{" "}
                  and{" "}
                  <Link className="font-medium text-foreground underline underline-offset-2" to={copy.termsLink.href}>
                    {copy.termsLink.label}
                  </Link>
                  .
                </p>
              </div>
            </div>
            <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:flex sm:justify-end">
              <Button variant="ghost" size="sm" className="px-2" onClick={() => setCustomizing(true)}>
                {copy.customize}
              </Button>
              <Button variant="outline" size="sm" className="px-2" onClick={() => decide(rejectAll(new Date()))}>
                {copy.rejectAll}
              </Button>
              <Button size="sm" className="px-2" onClick={() => decide(acceptAll(new Date()))}>
                {copy.acceptAll}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 className="font-semibold">{copy.preferencesTitle}</h2>
                <p className="mt-1 text-xs text-muted-foreground sm:text-sm">{copy.preferencesDescription}</p>
              </div>
              <Button variant="ghost" size="icon" aria-label={copy.closePreferences} onClick={() => setCustomizing(false)}>
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
                        {category.alwaysOn && <span className="ml-2 text-xs font-normal text-muted-foreground">({copy.alwaysOnLabel})</span>}
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
              <Button size="sm" onClick={() => decide(customConsent(choices, new Date()))}>
                {copy.savePreferences}
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
