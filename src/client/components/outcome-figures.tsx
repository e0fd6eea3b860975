import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { FIGURES_ATTRIBUTE, figuresPlaceholderHtml, fillOutcomeFigures } from "@/lib/outcome-figures";

/**
 * The measured unstick rate, median time and number of rescues (decision 0275). React renders only the
 * placeholder and never touches the content again (the HTML string does not change), so the figures the
 * boot script filled in before hydration stay as they are; rendered in the browser, it fills them itself.
 */
export function OutcomeFigures({ className, labelledBy }: { className?: string; labelledBy?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current?.parentElement) fillOutcomeFigures(ref.current.parentElement);
  }, []);
  return (
    <div
      ref={ref}
      className={cn(className)}
      aria-labelledby={labelledBy}
      aria-live="polite"
      data-testid="outcome-figures"
      {...{ [FIGURES_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{ __html: figuresPlaceholderHtml }}
      suppressHydrationWarning
    />
  );
}
