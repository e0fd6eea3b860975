import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { PageLoader } from "@/components/layout/page-loader";
import { Toaster } from "@/components/ui/toaster";
import { AuthQueryParams } from "@/features/auth/components/auth-query-params";
import { BillingReturn } from "@/features/billing/components/billing-return";
import { TrialBanner } from "@/features/billing/components/trial-banner";
import { CookieBanner } from "@/features/consent/components/cookie-banner";
import { useAuthDialog } from "@/lib/auth-dialog";

// The dialog (and its forms) load only when someone opens it, keeping the landing page light.
const AuthDialog = lazy(() => import("@/features/auth/components/auth-dialog").then((m) => ({ default: m.AuthDialog })));

export function AppLayout() {
  const { view } = useAuthDialog();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground">
        Skip to content
      </a>
      <Header />
      <TrialBanner />
      <div className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <AuthQueryParams />
      <BillingReturn />
      {view && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      <CookieBanner />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
