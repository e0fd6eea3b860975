import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { finalCta } from "@shared/content/landing";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { usePageTitle } from "@/lib/use-page-title";
import { useGoToRescueStart } from "@/lib/use-go-to-rescue-start";
import { CostCalculator } from "./cost-calculator";
import { HeroSection } from "./hero-section";
import { PricingSection } from "./pricing-section";
import { staticIsland } from "./static-island";

const story = staticIsland(async () => (await import("./story-sections")).StorySections);
const faq = staticIsland(async () => (await import("./faq-section")).FaqSection);

/** Prerendering waits for the static sections' code, so no boundary is left suspended (decision 0215). */
export const preloadLandingSections = () => Promise.all([story.preload(), faq.preload()]);

const DemoDialog = lazy(() => import("./demo-dialog").then((m) => ({ default: m.DemoDialog })));

export function LandingPage() {
  usePageTitle("");
  const start = useGoToRescueStart();
  const startRescue = () => void start();
  const [demoOpen, setDemoOpen] = useState(false);
  const { hash, key } = useLocation();
  // Hydrating the prerendered page, the browser has made its own jump to the #anchor long ago, and the
  // app may load much later (decision 0230), when the visitor has scrolled on.
  const hydrated = useHydrated();
  const [hydratedKey] = useState(hydrated ? null : key);

  // The sections render after the route's code loads, too late for the browser's own jump to #anchor.
  useEffect(() => {
    if (!hash || key === hydratedKey) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: "start" });
  }, [hash, key, hydratedKey]);

  return (
    <main id="main">
      <HeroSection onStart={startRescue} onDemo={() => setDemoOpen(true)} />
      <story.Island />
      <CostCalculator />
      <PricingSection onStartFree={startRescue} />
      <faq.Island />
      <section aria-labelledby="final-cta-title" className="border-t">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-20">
          <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {finalCta.headline}
          </h2>
          <p className="mt-3 text-muted-foreground sm:text-lg">{finalCta.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={startRescue}>
              {finalCta.primaryCta} <ArrowRight />
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href={finalCta.secondaryHref}>{finalCta.secondaryCta}</a>
            </Button>
          </div>
        </div>
      </section>
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} onStart={startRescue} />
        </Suspense>
      )}
    </main>
  );
}
