import { ChevronDown } from "lucide-react";
import { faqItems, faqSection } from "@shared/content/faq";
import { SectionHeading } from "./section-heading";
import { cn } from "@/lib/cn";

// Native <details>: keyboard and screen-reader support come from the browser, with no script on the landing page.
export function FaqSection() {
  return (
    <section id={faqSection.id} aria-labelledby="faq-title" className="border-t bg-card/30">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <SectionHeading id="faq-title" title={faqSection.title} subtitle={faqSection.subtitle} />
        <div className="divide-y rounded-lg border bg-card">
          {faqItems.map((item) => (
            <details key={item.id} className="group">
              <summary
                className={cn(
                  "flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4",
                  "text-left font-medium hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring",
                  "[&::-webkit-details-marker]:hidden",
                )}
              >
                <h3>{item.question}</h3>
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-muted-foreground">
                {item.answer.split(/\n\s*\n/).map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
