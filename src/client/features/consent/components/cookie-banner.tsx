import { Cookie } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { cookieBannerCopy as copy } from "@shared/content/cookie-banner";
import {
  acceptAll,
  COOKIE_CONSENT_KEY,
  customConsent,
  parseStoredConsent,
  rejectAll,
  serializeConsent,
  shouldShowConsentBanner,
  type StoredConsent,
} from "@shared/domain/consent";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";

const CookiePreferences = lazy(() => import("./cookie-preferences").then((m) => ({ default: m.CookiePreferences })));

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

/**
 * Prerendered pages carry the banner for everyone, hidden by CSS unless the page's boot script found no
 * stored choice (`html[data-consent-needed]`, decision 0230); once hydrated, the stored choice decides.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(() => !import.meta.env.SSR && shouldShowConsentBanner(readStored()));
  const [customizing, setCustomizing] = useState(false);

  if (hydrated && !visible) return null;
  const decide = (consent: StoredConsent) => {
    store(consent);
    setVisible(false);
  };

  return (
    <section
      role="region"
      aria-label="Cookie consent"
      data-consent-pending={!hydrated || undefined}
      className="fixed inset-x-0 bottom-0 z-50 p-2 sm:p-4"
    >
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
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading cookie preferences…</p>}>
            <CookiePreferences
              onBack={() => setCustomizing(false)}
              onSave={(choices) => decide(customConsent(choices, new Date()))}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
