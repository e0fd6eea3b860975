import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { PageLoader } from "@/components/layout/page-loader";
import { Toaster } from "@/components/ui/toaster";
import { CookieBanner } from "@/features/consent/components/cookie-banner";

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground">
        Skip to content
      </a>
      <Header />
      <div className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <CookieBanner />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
