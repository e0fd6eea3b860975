import { Star } from "lucide-react";
import { testimonialsSection } from "@shared/content/landing";
import { SectionHeading } from "./section-heading";

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="testimonials-title"
        title={testimonialsSection.title}
        subtitle={testimonialsSection.subtitle}
      />
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {testimonialsSection.items.map((t) => (
          <li key={t.name} className="flex flex-col rounded-lg border bg-card p-6">
            <div className="mb-3 flex gap-0.5 text-warning" role="img" aria-label={`${t.rating} out of 5 stars`}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  className={i < t.rating ? "size-4 fill-current" : "size-4 opacity-30"}
                  aria-hidden="true"
                />
              ))}
            </div>
            <blockquote className="flex-1 text-sm leading-relaxed">“{t.quote}”</blockquote>
            <p className="mt-4 text-sm font-semibold">
              {t.name} <span className="block font-normal text-muted-foreground">{t.role}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
