import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";
import { notFoundCopy } from "@shared/content/ui/not-found";

export function NotFoundRoute() {
  usePageTitle("Page not found");
  return (
    <main id="main" className="mx-auto grid min-h-[60vh] max-w-lg place-items-center px-4 text-center">
      <div className="space-y-4">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
        <p className="text-muted-foreground">{notFoundCopy.description}</p>
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </main>
  );
}
