import { Construction } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

/** Temporary screen for views whose issue has not landed yet; each one is replaced by its feature. */
export function PlaceholderRoute({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <main id="main" className="mx-auto grid min-h-[50vh] max-w-lg place-items-center px-4 text-center">
      <div className="space-y-4">
        <Construction className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">This part of Unstuck is not open yet.</p>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </main>
  );
}
