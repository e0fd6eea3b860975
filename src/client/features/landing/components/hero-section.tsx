import { ArrowRight, PlayCircle } from "lucide-react";
import { hero } from "@shared/content/landing";
import { OutcomeFigures } from "@/components/outcome-figures";
import { Button } from "@/components/ui/button";

export function HeroSection({ onStart, onDemo }: { onStart: () => void; onDemo: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(139,92,246,0.22),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pb-16 pt-16 text-center sm:pb-24 sm:pt-24">
        <p className="mx-auto mb-5 inline-flex rounded-full border bg-card/60 px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
          {hero.eyebrow}
        </p>
        <h1 id="hero-title" className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {hero.headline}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-muted-foreground sm:text-lg">{hero.subheadline}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={onStart} className="w-full sm:w-auto">
            {hero.primaryCta} <ArrowRight />
          </Button>
          <Button size="lg" variant="outline" onClick={onDemo} className="w-full sm:w-auto">
            <PlayCircle /> {hero.secondaryCta}
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{hero.trustLine}</p>
        <section aria-labelledby="hero-figures-title" className="mx-auto mt-12 max-w-3xl">
          <h2 id="hero-figures-title" className="mb-3 text-sm font-semibold text-muted-foreground">
            {hero.figuresTitle}
          </h2>
          <OutcomeFigures />
        </section>
        <p className="mt-8 text-xs text-muted-foreground sm:text-sm">{hero.toolsLine}</p>
      </div>
    </section>
  );
}
