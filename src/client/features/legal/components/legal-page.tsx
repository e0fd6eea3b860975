import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { getLegalDocument, lastUpdatedLabel, type LegalSlug } from "@shared/content/legal";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

const slugify = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function LegalPage({ slug }: { slug: LegalSlug }) {
  const doc = getLegalDocument(slug)!;
  usePageTitle(doc.title);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Button variant="ghost" size="sm" asChild className="-ml-3 mb-6">
        <Link to="/">
          <ArrowLeft /> Back to Home
        </Link>
      </Button>
      <div className="lg:grid lg:grid-cols-[1fr_16rem] lg:gap-12">
        <article className="min-w-0">
          <header className="mb-8 border-b pb-6">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
            <p className="mt-2 text-sm text-muted-foreground" data-testid="last-updated">
              {lastUpdatedLabel(doc, new Date())}
            </p>
            <p className="mt-5 leading-relaxed">{doc.intro}</p>
          </header>
          {doc.sections.map((section) => (
            <section key={section.heading} aria-labelledby={slugify(section.heading)} className="mb-8">
              <h2 id={slugify(section.heading)} className="mb-3 text-xl font-semibold">
                {section.heading}
              </h2>
              <div className="space-y-3 leading-relaxed text-foreground/90">
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 60)}>{p}</p>
                ))}
                {section.bullets && (
                  <ul className="list-disc space-y-1.5 pl-6">
                    {section.bullets.map((b) => (
                      <li key={b.slice(0, 60)}>{b}</li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
        </article>
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24 rounded-lg border bg-card p-4 text-sm">
            <h2 className="mb-2 font-semibold">On this page</h2>
            <ol className="space-y-1.5 text-muted-foreground">
              {doc.sections.map((section) => (
                <li key={section.heading}>
                  <a className="hover:text-foreground" href={`#${slugify(section.heading)}`}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      </div>
    </main>
  );
}
