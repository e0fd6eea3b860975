import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { faqItems, faqSection } from "@shared/content/faq";
import { SectionHeading } from "./section-heading";

export function FaqSection() {
  return (
    <section id={faqSection.id} aria-labelledby="faq-title" className="border-t bg-card/30">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <SectionHeading id="faq-title" title={faqSection.title} subtitle={faqSection.subtitle} />
        <Accordion.Root type="multiple" className="divide-y rounded-lg border bg-card">
          {faqItems.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring">
                    {item.question}
                    <ChevronDown className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-muted-foreground">
                {item.answer.split(/\n\s*\n/).map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
