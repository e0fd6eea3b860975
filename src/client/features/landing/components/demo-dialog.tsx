import { ArrowLeft, ArrowRight } from "lucide-react";
import { useState } from "react";
import { demoModal, demoTour } from "@shared/content/landing";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A guided tour of the real app: screenshots of the real screens, one step at a time, with arrow keys. */
export function DemoDialog({
  open,
  onOpenChange,
  onStart,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStart: () => void;
}) {
  const [index, setIndex] = useState(0);
  const step = demoTour[index]!;
  const last = index === demoTour.length - 1;
  const go = (next: number) => setIndex(Math.min(demoTour.length - 1, Math.max(0, next)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-4xl"
        closeLabel={demoModal.closeLabel}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") go(index + 1);
          if (event.key === "ArrowLeft") go(index - 1);
        }}
      >
        <DialogHeader>
          <DialogTitle>{demoModal.title}</DialogTitle>
          <DialogDescription>{demoModal.description}</DialogDescription>
        </DialogHeader>
        <figure className="grid gap-3" aria-live="polite" data-testid="demo-step">
          <img
            src={step.image}
            alt={`Screenshot: ${step.title}`}
            width={1280}
            height={720}
            className="aspect-video w-full rounded-lg border bg-muted object-cover object-top"
          />
          <figcaption>
            <p className="text-xs font-medium text-muted-foreground">
              Step {index + 1} of {demoTour.length}
            </p>
            <p className="font-semibold">{step.title}</p>
            <p className="text-sm text-muted-foreground">{step.caption}</p>
          </figcaption>
        </figure>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-1.5" aria-hidden="true">
            {demoTour.map((s, i) => (
              <span key={s.image} className={`size-2 rounded-full ${i === index ? "bg-primary" : "bg-muted"}`} />
            ))}
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
              <ArrowLeft aria-hidden="true" /> Back
            </Button>
            {last ? (
              <Button
                onClick={() => {
                  onOpenChange(false);
                  onStart();
                }}
              >
                Start a Rescue <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button onClick={() => go(index + 1)}>
                Next <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
