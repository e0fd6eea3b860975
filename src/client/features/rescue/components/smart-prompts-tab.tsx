import { figureText, promptFigureText, rankPromptsByOutcome } from "@shared/domain/outcomes";
import type { RescueSession } from "@shared/schemas/sessions";
import { useOutcomeStats } from "@/api/outcomes";
import { usePromptStats } from "@/api/prompt-stats";
import { RecentSessionsList } from "@/components/recent-sessions-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { usePromptRatings, useRatePrompt } from "../hooks/use-prompt-ratings";
import { useSlotValues } from "../hooks/use-slot-values";
import { CustomGeneratorCard } from "./custom-generator-card";
import { ImportedPrompt } from "./imported-content";
import { PromptCard } from "./prompt-card";
import { smartPromptsCopy } from "@shared/content/ui/rescue";

export function SmartPromptsTab({
  session,
  userId,
  entitled,
}: {
  session: RescueSession;
  userId: string;
  entitled: boolean;
}) {
  const ratings = usePromptRatings(session.id);
  const rate = useRatePrompt(session, userId);
  const byIndex = new Map((ratings.data ?? []).map((r) => [r.promptIndex, r.rating]));
  const stats = usePromptStats(session.id, !session.imported);
  const statsByIndex = new Map((stats.data ?? []).map((s) => [s.promptIndex, s]));
  const outcomes = useOutcomeStats(session.problemType);
  const figures = (outcomes.data?.byPrompt ?? []).filter((f) => f.strategy === session.selectedStrategy);
  const figureByIndex = new Map(figures.map((f) => [f.promptIndex, f]));
  const order = rankPromptsByOutcome(session.prompts.length, figures, stats.data ?? []);
  const reordered = order.some((index, position) => index !== position);
  const slots = useSlotValues(session.id);
  const byOutcome = figures.some((f) => f.rate !== null);
  const strategyFigure = outcomes.data?.byStrategy.find((f) => f.strategy === session.selectedStrategy);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {session.imported ? (
        <div className="grid content-start gap-4">
          <p className="text-sm text-muted-foreground">{smartPromptsCopy.imported}</p>
          {session.prompts.map((prompt, index) => (
            <ImportedPrompt key={prompt.id} prompt={prompt} index={index} />
          ))}
        </div>
      ) : (
        <div className="grid content-start gap-4">
          <p className="text-sm text-muted-foreground">
            {session.facts ? smartPromptsCopy.withFacts : smartPromptsCopy.withoutFacts}
            {reordered &&
              (byOutcome
                ? " Prompts that got the most users unstuck come first."
                : " Prompts other users found most helpful come first.")}
          </p>
          {strategyFigure && (
            <p className="text-sm text-muted-foreground" data-testid="strategy-figure">
              <span className="font-medium text-foreground">{session.selectedStrategy} across users: </span>
              {figureText(strategyFigure)}
              {strategyFigure.medianMinutes !== null && ` · median ${strategyFigure.medianMinutes} min of timed work`}
            </p>
          )}
          {order
            .map((index) => ({ prompt: session.prompts[index]!, index }))
            .map(({ prompt, index }) => (
              <PromptCard
                key={prompt.id}
                prompt={prompt}
                index={index}
                stats={stats.isSuccess ? (statsByIndex.get(index) ?? null) : undefined}
                outcomeText={promptFigureText(figureByIndex.get(index))}
                rating={byIndex.get(index)}
                ratingDisabled={session.imported || rate.isPending}
                onRate={(rating) => rate.mutate({ promptIndex: index, rating })}
                slots={slots.draft}
                onSlotChange={slots.setValue}
                onSlotRemove={slots.remove}
              />
            ))}
        </div>
      )}
      <aside className="grid content-start gap-4">
        <CustomGeneratorCard entitled={entitled} />
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Recent Rescues</CardTitle>
          </CardHeader>
          <CardContent>
            <RecentSessionsList
              uid={userId}
              limit={5}
              currentId={session.id}
              emptyText="Your rescues will appear here."
            />
          </CardContent>
        </Card>
      </aside>
    </div>
  );
}
