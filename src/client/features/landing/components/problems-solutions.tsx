import { problemsSection, solutionsSection } from "@shared/content/landing";
import { Badge } from "@/components/ui/badge";
import { LandingIcon } from "./landing-icon";
import { SectionHeading } from "./section-heading";

export function ProblemsSolutions() {
  return (
    <>
      <section aria-labelledby="problems-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionHeading id="problems-title" title={problemsSection.title} subtitle={problemsSection.subtitle} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {problemsSection.items.map((item) => (
            <li key={item.problemType} className="rounded-lg border bg-card p-5">
              <span className="mb-3 grid size-10 place-items-center rounded-lg bg-destructive/10 text-destructive">
                <LandingIcon name={item.icon} className="size-5" />
              </span>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="solutions-title" className="border-y bg-card/30">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <SectionHeading id="solutions-title" title={solutionsSection.title} subtitle={solutionsSection.subtitle} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {solutionsSection.items.map((item) => (
              <li key={item.problemType} className="rounded-lg border bg-card p-5">
                <div className="mb-3 flex items-center justify-between gap-2">
                  <span className="grid size-10 place-items-center rounded-lg bg-success/10 text-success">
                    <LandingIcon name={item.icon} className="size-5" />
                  </span>
                  <Badge variant="secondary">{item.strategy}</Badge>
                </div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
