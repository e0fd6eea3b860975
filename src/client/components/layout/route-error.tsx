import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { routeErrorCopy } from "@shared/content/ui/app";

/** Shown when a view fails to load or render: a way forward instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  const message = chunkFailed ? routeErrorCopy.newVersion : routeErrorCopy.screenFailed;
  return (
    <main className="mx-auto grid min-h-[60vh] max-w-lg place-items-center px-4 text-center">
      <div className="space-y-4">
        <AlertTriangle className="mx-auto size-10 text-warning" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="outline" asChild>
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
