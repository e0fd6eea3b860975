import { ArrowRight, Loader2, PartyPopper } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { getProblemType, rescueTypeIds } from "@shared/content/problem-types";
import { ProblemIcon } from "@/components/problem-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { fallbackSessionCount, useSessionCount } from "@/api/sessions";
import { useCurrentUser } from "@/api/auth";
import { usePageTitle } from "@/lib/use-page-title";
import { useStartRescue } from "../hooks/use-start-rescue";
import { ProblemDetection } from "./problem-detection";
import { cn } from "@/lib/cn";
import { welcomeScreenCopy } from "@shared/content/ui/rescue";

/** Where a new account lands (decision 0142): two ways into a first rescue, nothing else to read. */
export function WelcomeScreen() {
  usePageTitle("Welcome");
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const countQuery = useSessionCount(user?.id);
  const count = countQuery.isError ? fallbackSessionCount() : countQuery.data;
  const { start, starting } = useStartRescue(count);

  if (isPending) {
    return (
      <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10" role="status" aria-label="Loading">
        <Skeleton className="h-40" />
      </main>
    );
  }
  if (!user) {
    return (
      <main id="main" className="mx-auto grid w-full max-w-md justify-items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Create an account to start</h1>
        <Button onClick={() => authDialog.open("signup-choice", paths.welcome)}>Sign Up</Button>
      </main>
    );
  }
  const firstName = (user.name ?? "").trim().split(/\s+/)[0];

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <PartyPopper className="size-4" aria-hidden="true" />
          Your account is ready
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          Welcome{firstName ? `, ${firstName}` : ""}. What is your assistant doing?
        </h1>
        <p className="mt-3 text-muted-foreground">{welcomeScreenCopy.intro}</p>
      </header>

      <div className="grid gap-6">
        <section aria-labelledby="welcome-paste">
          <h2 id="welcome-paste" className="mb-3 text-lg font-semibold">
            1. Paste what the assistant said
          </h2>
          <ProblemDetection
            starting={Boolean(starting)}
            disabled={Boolean(count && !count.canCreateSession)}
            onStart={(type) => {
              if (type === "custom") navigate(paths.problems);
              else void start({ problemType: type });
            }}
          />
        </section>

        <section aria-labelledby="welcome-pick">
          <Card>
            <CardHeader>
              <CardTitle id="welcome-pick">2. Or pick the problem</CardTitle>
              <CardDescription>One click starts the rescue.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 sm:grid-cols-2">
                {rescueTypeIds.map((id) => {
                  const type = getProblemType(id);
                  return (
                    <li key={id}>
                      <button
                        type="button"
                        className={cn(
                          "flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left transition-colors",
                          "hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60",
                        )}
                        disabled={Boolean(starting) || Boolean(count && !count.canCreateSession)}
                        onClick={() => void start({ problemType: id })}
                      >
                        <ProblemIcon type={type} size="sm" />
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium">{type.title}</span>
                          <span className="block text-xs text-muted-foreground">{type.symptoms[0]}</span>
                        </span>
                        {starting === id ? (
                          <Loader2 className="size-4 animate-spin" aria-label="Starting" />
                        ) : (
                          <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-4 text-sm text-muted-foreground">
                None of these?{" "}
                <Link to={paths.problems} className="font-medium text-foreground underline underline-offset-4">
                  Describe your own problem
                </Link>
                .
              </p>
            </CardContent>
          </Card>
        </section>

        <p className="text-center text-sm text-muted-foreground">
          Not stuck right now?{" "}
          <Link to={paths.dashboard} className="underline underline-offset-4">
            Go to your dashboard
          </Link>
        </p>
      </div>
    </main>
  );
}
