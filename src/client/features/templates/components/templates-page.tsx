import { ArrowLeft, BookOpen, Search, SearchX, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { countTemplates, templateCategories } from "@shared/content/templates";
import { templatesPageCopy } from "@shared/content/ui/templates";
import { rankByUnstickRate } from "@shared/domain/outcomes";
import type { Template, TemplateCategory } from "@shared/schemas/content";
import { useCurrentUser } from "@/api/auth";
import { useMyTemplateOutcomes, useOutcomeStats } from "@/api/outcomes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/lib/paths";
import { usePageTitle } from "@/lib/use-page-title";
import { matchReason, searchTemplates } from "../search-templates";
import { templateKey, useSlotValues } from "../use-slot-values";
import { CategoryGrid } from "./category-grid";
import { CategoryIcon } from "./category-icon";
import { TemplateCard } from "./template-card";
import { TemplateOutcome } from "./template-outcome";

const categoryHref = (id: string) => `${paths.templates}?category=${encodeURIComponent(id)}`;

/** The free template library: categories, one category's templates, or search results. */
export function TemplatesPage() {
  const [params, setParams] = useSearchParams();
  const categoryId = params.get("category");
  const query = params.get("q") ?? "";
  const searching = query.trim() !== "";
  const category = categoryId ? templateCategories.find((c) => c.id === categoryId) : undefined;
  const { valuesFor, setValuesFor } = useSlotValues();
  const searchId = useId();
  usePageTitle(category && !searching ? `${category.title} templates` : "AI Coding Agent Templates");

  const categoryHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    // After a card or Back is followed, move focus into the new view (not on the first load of the page).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (categoryId) categoryHeading.current?.focus({ preventScroll: true });
  }, [categoryId]);

  const setQuery = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("q", next);
        else updated.delete("q");
        return updated;
      },
      { replace: true },
    );

  const results = searching ? searchTemplates(templateCategories, query) : [];

  // How often each template got people unstuck, once 5 users answered (decision 0275): best first in a category.
  const { user } = useCurrentUser();
  const stats = useOutcomeStats();
  const mine = useMyTemplateOutcomes(Boolean(user));
  const figureOf = (id: string) => stats.data?.byTemplate.find((f) => f.templateId === id);
  const answerOf = (id: string) => mine.data?.find((a) => a.templateId === id)?.outcome;
  const idOf = (c: TemplateCategory, template: Template) => `${c.id}/${c.prompts.indexOf(template) + 1}`;
  const rankedTemplates = (c: TemplateCategory) => rankByUnstickRate(c.prompts, (t) => figureOf(idOf(c, t))?.rate);
  const reordered = (id: string) => {
    const c = templateCategories.find((entry) => entry.id === id);
    return Boolean(c && rankedTemplates(c).some((t, i) => t !== c.prompts[i]));
  };
  const outcomeFooter = (c: TemplateCategory, template: Template) => (
    <TemplateOutcome
      templateId={idOf(c, template)}
      templateName={template.name}
      figure={figureOf(idOf(c, template))}
      answer={answerOf(idOf(c, template))}
      signedIn={Boolean(user)}
    />
  );

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <header className="mb-6 max-w-3xl">
        <Badge variant="success" className="mb-3">
          <BookOpen aria-hidden="true" />
          Free for everyone
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">AI Coding Agent Templates</h1>
        <p className="mt-3 text-muted-foreground">
          {templatesPageCopy.intro(countTemplates(), templateCategories.length)}
        </p>
      </header>

      <search className="mb-8 max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Search all templates
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search name, text or category"
            className="pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden"
            autoComplete="off"
            maxLength={200}
          />
          {query && (
            <Button
              variant="ghost"
              size="icon"
              className="absolute right-0.5 top-1/2 size-9 -translate-y-1/2"
              onClick={() => setQuery("")}
              aria-label="Clear search"
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </search>

      {searching ? (
        <section aria-labelledby="results-heading">
          <p className="sr-only" aria-live="polite">
            {results.length === 0
              ? "No templates found"
              : `${results.length} ${results.length === 1 ? "template" : "templates"} found`}
          </p>
          {results.length === 0 ? (
            <div
              className="grid place-items-center rounded-lg border border-dashed px-4 py-12 text-center"
              data-testid="templates-empty"
            >
              <SearchX className="mb-3 size-10 text-muted-foreground" aria-hidden="true" />
              <h2 id="results-heading" className="font-semibold">
                No templates match “{query.trim()}”
              </h2>
              <p className="mt-1 max-w-sm text-sm text-muted-foreground">
                Try fewer or different words, such as a framework, “migration” or “flaky test”.
              </p>
              <Button variant="outline" className="mt-4" onClick={() => setQuery("")}>
                Clear search
              </Button>
            </div>
          ) : (
            <div className="grid gap-6">
              <h2 id="results-heading" className="text-lg font-semibold">
                {results.length} {results.length === 1 ? "template matches" : "templates match"} “{query.trim()}”
              </h2>
              {results.map((match) => {
                const { category: c, template } = match;
                const key = templateKey(c.id, template.name);
                return (
                  <div key={key} className="grid gap-2" data-testid="search-result">
                    <p className="text-sm text-muted-foreground" data-testid="match-reason">
                      {matchReason(match)}
                      {match.excerpt && !match.fields.includes("title") && (
                        <>
                          : <Highlighted text={match.excerpt} words={match.matchedWords} />
                        </>
                      )}
                    </p>
                    <TemplateCard
                      template={template}
                      categoryLabel={c.title}
                      values={valuesFor(key)}
                      onChange={(v) => setValuesFor(key, v)}
                      footer={outcomeFooter(c, template)}
                    />
                  </div>
                );
              })}
            </div>
          )}
        </section>
      ) : categoryId ? (
        <section aria-labelledby="category-heading">
          <Button asChild variant="outline" size="sm" className="mb-6">
            <Link to={paths.templates}>
              <ArrowLeft aria-hidden="true" />
              Back to Categories
            </Link>
          </Button>
          {category ? (
            <>
              <div className="mb-6 flex items-start gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary">
                  <CategoryIcon id={category.id} className="size-6" />
                </span>
                <div>
                  <div className="flex flex-wrap items-center gap-2">
                    <h2
                      id="category-heading"
                      ref={categoryHeading}
                      tabIndex={-1}
                      className="text-2xl font-semibold tracking-tight outline-none"
                    >
                      {category.title}
                    </h2>
                    <Badge variant="secondary">{category.category}</Badge>
                  </div>
                  <p className="mt-1 text-muted-foreground">{category.description}</p>
                </div>
              </div>
              <div className="grid gap-6">
                {reordered(category.id) && (
                  <p className="text-sm text-muted-foreground" data-testid="templates-order-note">
                    Templates that got the most people unstuck come first.
                  </p>
                )}
                {rankedTemplates(category).map((template) => {
                  const key = templateKey(category.id, template.name);
                  return (
                    <TemplateCard
                      key={key}
                      template={template}
                      values={valuesFor(key)}
                      onChange={(v) => setValuesFor(key, v)}
                      footer={outcomeFooter(category, template)}
                    />
                  );
                })}
              </div>
            </>
          ) : (
            <div className="rounded-lg border border-dashed px-4 py-12 text-center">
              <h2 id="category-heading" className="font-semibold">
                That template category does not exist
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{templatesPageCopy.unknownCategory}</p>
            </div>
          )}
        </section>
      ) : (
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="sr-only">
            Categories
          </h2>
          <CategoryGrid categories={templateCategories} hrefFor={categoryHref} />
        </section>
      )}
    </main>
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The excerpt with the words that matched marked. */
function Highlighted({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <q>{text}</q>;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "g");
  return (
    <q>
      {text.split(pattern).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-primary/15 px-0.5 font-medium text-foreground">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </q>
  );
}
