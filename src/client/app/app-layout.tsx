import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation, useSearchParams } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { KeyboardShortcuts } from "@/components/layout/keyboard-shortcuts";
import { PageLoader } from "@/components/layout/page-loader";
import { ScrollToTopOnNavigate } from "@/components/layout/scroll-to-top";
import { CookieBanner } from "@/features/consent/components/cookie-banner";
import { announceAppReady } from "@/lib/app-ready";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useCurrentUser } from "@/api/auth";
import { cn } from "@/lib/cn";
import { useToasts } from "@/lib/toast-store";
import { ScreenErrorBoundary } from "./screen-error-boundary";
import { ScrollMemory } from "./scroll-memory";

// Radix Toast loads with the first notification: most visits never show one.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

// The handlers of the auth and billing query parameters load when the address carries one (or, for billing's
// watchers, when someone is signed in): a plain visit to a public page never downloads them (decision 0225).
const AuthQueryParams = lazy(() =>
  import("@/features/auth/components/auth-query-params").then((m) => ({ default: m.AuthQueryParams })),
);
const BillingReturn = lazy(() =>
  import("@/features/billing/components/billing-return").then((m) => ({ default: m.BillingReturn })),
);
const authParams = ["auth_error", "link_error", "action", "signup"];
const billingParams = ["payment", "action", "upgrade", "trial"];

function QueryParamHandlers({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const auth = authParams.some((name) => params.has(name));
  const billing = signedIn || billingParams.some((name) => params.has(name));
  useEffect(() => {
    // Back from a sign-in provider without an error: the handler is not needed, only this cleanup.
    if (!auth) sessionStorage.removeItem("auth-redirect-pending");
  }, [auth, params]);
  return (
    <Suspense fallback={null}>
      {auth && <AuthQueryParams />}
      {billing && <BillingReturn />}
    </Suspense>
  );
}

// Only signed-in users can have a trial, so visitors never download the banner.
const TrialBanner = lazy(() =>
  import("@/features/billing/components/trial-banner").then((m) => ({ default: m.TrialBanner })),
);

// The dialog (and its forms) load only when someone opens it, keeping the landing page light.
const AuthDialog = lazy(() =>
  import("@/features/auth/components/auth-dialog").then((m) => ({ default: m.AuthDialog })),
);

/**
 * Mounted with the screen, once it is hydrated or rendered (React hydrates the screen's Suspense boundary
 * after the layout): a prerendered page's clicks made before the app had loaded are replayed from then on
 * (decision 0230).
 */
function ScreenReady() {
  useEffect(announceAppReady, []);
  return null;
}

export function AppLayout() {
  const { view } = useAuthDialog();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={cn(
          "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md",
          "focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground",
        )}
      >
        Skip to content
      </a>
      <Header />
      {user && (
        <Suspense fallback={null}>
          <TrialBanner />
        </Suspense>
      )}
      <div className="flex-1">
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <ScreenReady />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
      <Footer />
      <QueryParamHandlers signedIn={Boolean(user)} />
      {view && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      <CookieBanner />
      <KeyboardShortcuts />
      <DeferredToaster />
      <ScrollMemory />
      <ScrollToTopOnNavigate />
    </div>
  );
}
