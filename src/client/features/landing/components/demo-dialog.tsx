import { demoModal, howItWorksSection } from "@shared/content/landing";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export function DemoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" closeLabel={demoModal.closeLabel}>
        <DialogHeader>
          <DialogTitle>{demoModal.title}</DialogTitle>
          <DialogDescription>{demoModal.description}</DialogDescription>
        </DialogHeader>
        <video
          className="aspect-video w-full rounded-lg border bg-black"
          controls
          playsInline
          preload="metadata"
          poster="/demo/poster.png"
          aria-label={demoModal.title}
        >
          <source src="/demo/unstuck-demo.webm" type="video/webm" />
          {demoModal.videoFallback}
        </video>
        <ol className="grid gap-2 text-sm sm:grid-cols-2">
          {howItWorksSection.steps.map((step) => (
            <li key={step.step} className="rounded-md bg-muted/60 p-3">
              <span className="font-semibold">
                {step.step}. {step.title}
              </span>{" "}
              <span className="text-muted-foreground">({step.duration})</span>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
