import { problemsSection, solutionsSection } from "@shared/content/landing";
import { Badge } from "@/components/ui/badge";
import { IconCard } from "./icon-card";
import { SectionHeading } from "./section-heading";

export function ProblemsSolutions() {
  return (
    <>
      <section aria-labelledby="problems-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionHeading id="problems-title" title={problemsSection.title} subtitle={problemsSection.subtitle} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {problemsSection.items.map((item) => (
            <IconCard
              key={item.problemType}
              icon={item.icon}
              tone="problem"
              title={item.title}
              description={item.description}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="solutions-title" className="border-y bg-card/30">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <SectionHeading id="solutions-title" title={solutionsSection.title} subtitle={solutionsSection.subtitle} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {solutionsSection.items.map((item) => (
              <IconCard
                key={item.problemType}
                icon={item.icon}
                tone="solution"
                title={item.title}
                description={item.description}
                badge={<Badge variant="secondary">{item.strategy}</Badge>}
              />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
