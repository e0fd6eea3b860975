import { ArrowLeft, ClipboardList } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ProGate } from "@/components/pro-locked-screen";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/api/client";
import { useCurrentUser } from "@/api/auth";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast-store";
import { usePageTitle } from "@/lib/use-page-title";
import { fetchProjectPlan } from "@/api/planner";
import { usePlannerSession } from "../hooks/use-planner-session";
import { PlannerSession } from "./planner-session";
import { SavedPlans } from "./saved-plans";
import { SetupForm } from "./setup-form";
import { plannerGateCopy, plannerPageCopy } from "@shared/content/ui/planner";

export function PlannerPage() {
  usePageTitle(plannerGateCopy.title);
  return (
    <ProGate
      feature="planner"
      title={plannerGateCopy.title}
      description={plannerGateCopy.description}
      benefits={plannerGateCopy.benefits}
      icon={<ClipboardList className="size-7" aria-hidden="true" />}
    >
      <PlannerScreen />
    </ProGate>
  );
}

function PlannerScreen() {
  const session = usePlannerSession();
  const { user } = useCurrentUser();
  const { state } = session;
  const [openingId, setOpeningId] = useState<string | null>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.view]);

  // /planner?plan=<id> (from the history page) opens that plan once.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedPlan = searchParams.get("plan");
  useEffect(() => {
    if (!linkedPlan) return;
    setSearchParams({}, { replace: true });
    void openSaved(linkedPlan);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openSaved is recreated each render; the id is what matters.
  }, [linkedPlan]);

  async function openSaved(id: string) {
    setOpeningId(id);
    try {
      session.open(await fetchProjectPlan(id));
    } catch (error) {
      toast({
        title: "Could not open the plan",
        description: errorMessage(error, "Failed to open the plan. Please try again."),
        variant: "destructive",
      });
    } finally {
      setOpeningId(null);
    }
  }

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <Badge variant="pro" className="mb-2">
            Pro Feature
          </Badge>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">AI Project Planner</h1>
          <p className="mt-2 text-muted-foreground">{plannerPageCopy.intro}</p>
        </div>
        {state.view === "setup" && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.problems}>
              <ArrowLeft aria-hidden="true" />
              Back to Problems
            </Link>
          </Button>
        )}
      </header>
      {state.view === "setup" ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SetupForm
            initial={state.project}
            onStart={session.start}
            draftKey={user ? `planner-setup:${user.id}` : null}
          />
          <SavedPlans onOpen={(id) => void openSaved(id)} openingId={openingId} />
        </div>
      ) : (
        <PlannerSession
          state={state}
          saving={session.saving}
          onAnswer={session.answer}
          onSave={() => void session.save()}
          onBack={session.backToSetup}
        />
      )}
    </main>
  );
}
