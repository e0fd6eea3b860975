import { CalendarClock, Code2, Layers, Loader2, ShieldAlert, Target, Users } from "lucide-react";
import type { ReactNode } from "react";
import { plannerQuestions } from "@shared/content/planner-questions";
import type { PlanSectionKey, ProjectPlan } from "@shared/schemas/planner";
import { planSectionTitles } from "@shared/schemas/planner";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const icons: Record<PlanSectionKey, ReactNode> = {
  overview: <Target className="size-4" aria-hidden="true" />,
  features: <Layers className="size-4" aria-hidden="true" />,
  technical: <Code2 className="size-4" aria-hidden="true" />,
  userExperience: <Users className="size-4" aria-hidden="true" />,
  timeline: <CalendarClock className="size-4" aria-hidden="true" />,
  challenges: <ShieldAlert className="size-4" aria-hidden="true" />,
};

/** The question numbers that feed a section, for the "waiting" hint. */
const questionsFor = (section: PlanSectionKey) =>
  plannerQuestions
    .filter((q) => q.section === section)
    .map((q) => q.index + 1)
    .join(" and ");

function Pending({ section }: { section: PlanSectionKey }) {
  return <p className="text-sm italic text-muted-foreground">Fills in after question {questionsFor(section)}.</p>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</h4>
      {children}
    </div>
  );
}

function Items({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">None yet.</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

const Text = ({ text }: { text: string }) =>
  text ? (
    <p className="whitespace-pre-wrap text-sm">{text}</p>
  ) : (
    <p className="text-sm text-muted-foreground">Not decided yet.</p>
  );

function Section({ section, filled, children }: { section: PlanSectionKey; filled: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`plan-${section}`}
      className="rounded-lg border bg-card p-4"
      data-testid={`plan-${section}`}
    >
      <h3 id={`plan-${section}`} className="mb-3 flex items-center gap-2 font-semibold">
        <span className="text-primary">{icons[section]}</span>
        {planSectionTitles[section]}
      </h3>
      {filled ? <div className="grid gap-3">{children}</div> : <Pending section={section} />}
    </section>
  );
}

/** The Live Project Plan, updated after every answer. */
export function PlanPanel({ plan, updating }: { plan: ProjectPlan; updating: boolean }) {
  const { overview, features, technical, userExperience, timeline, challenges } = plan;
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-3 sm:pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Live Project Plan</CardTitle>
          <span className="flex items-center gap-1 text-xs text-muted-foreground" role="status" aria-live="polite">
            {updating && (
              <>
                <Loader2 className="size-3 animate-spin" aria-hidden="true" />
                Updating…
              </>
            )}
          </span>
        </div>
        <CardDescription>Each answer goes into its section as you reply.</CardDescription>
      </CardHeader>
      <div className="grid gap-3 px-5 pb-5 sm:px-6 sm:pb-6">
        <Section section="overview" filled={Boolean(overview.purpose || overview.goals.length || overview.targetUsers)}>
          <Field label="Purpose">
            <Text text={overview.purpose} />
          </Field>
          <Field label="Goals">
            <Items items={overview.goals} />
          </Field>
          <Field label="Target users">
            <Text text={overview.targetUsers} />
          </Field>
        </Section>
        <Section section="features" filled={features.essential.length + features.niceToHave.length > 0}>
          <Field label="Essential">
            <Items items={features.essential} />
          </Field>
          <Field label="Nice to have">
            <Items items={features.niceToHave} />
          </Field>
        </Section>
        <Section section="technical" filled={technical.techStack.length > 0 || Boolean(technical.architecture)}>
          <Field label="Tech stack">
            {technical.techStack.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {technical.techStack.map((t) => (
                  <li
                    key={t}
                    className="rounded-full border bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
                  >
                    {t}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">None yet.</p>
            )}
          </Field>
          <Field label="Architecture">
            <Text text={technical.architecture} />
          </Field>
        </Section>
        <Section
          section="userExperience"
          filled={userExperience.userFlows.length + userExperience.interfaceNeeds.length > 0}
        >
          <Field label="User flows">
            <Items items={userExperience.userFlows} />
          </Field>
          <Field label="Interface needs">
            <Items items={userExperience.interfaceNeeds} />
          </Field>
        </Section>
        <Section section="timeline" filled={timeline.phases.length > 0 || Boolean(timeline.totalEstimate)}>
          <ol className="grid gap-2">
            {timeline.phases.map((phase, i) => (
              <li key={`${i}-${phase.name}`} className="rounded-md border-l-2 border-primary/60 pl-3">
                <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-medium">
                  <span>
                    {i + 1}. {phase.name}
                  </span>
                  <span className="text-xs font-normal text-muted-foreground">{phase.duration}</span>
                </p>
                <p className="text-sm text-muted-foreground">{phase.description}</p>
              </li>
            ))}
          </ol>
          {timeline.totalEstimate && (
            <p className="text-sm">
              <span className="font-medium">Total estimate:</span> {timeline.totalEstimate}
            </p>
          )}
        </Section>
        <Section section="challenges" filled={challenges.risks.length + challenges.solutions.length > 0}>
          <ul className="grid gap-2">
            {challenges.risks.map((risk, i) => (
              <li key={`${i}-${risk}`} className="text-sm">
                <p className="font-medium">{risk}</p>
                {challenges.solutions[i] && <p className="text-muted-foreground">{challenges.solutions[i]}</p>}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </Card>
  );
}
