import { BookOpen, ClipboardList, Lock, type LucideIcon, Sparkles, Wand2 } from "lucide-react";
import { Link } from "react-router";
import type { SessionCount } from "@shared/schemas/sessions";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { moreToolsCopy } from "@shared/content/ui/rescue";

type Access = SessionCount["access"] | undefined;

function ProBadge({ access }: { access: Access }) {
  if (!access) return null;
  if (access.trialActive) return <Badge variant="pro">Available in Trial</Badge>;
  if (access.isPro) return <Badge variant="pro">Pro Feature</Badge>;
  return (
    <Badge variant="warning">
      <Lock aria-hidden="true" />
      Upgrade Required
    </Badge>
  );
}

function ToolCard({
  to,
  icon: Icon,
  title,
  description,
  badge,
  locked,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  badge: React.ReactNode;
  locked: boolean;
}) {
  return (
    <Link
      to={to}
      className={cn(
        "group flex h-full flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground",
        "shadow-sm transition-colors hover:border-primary/60 hover:bg-muted/40",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="flex flex-wrap justify-end gap-1.5">{badge}</span>
      </span>
      <span className="flex items-center gap-2 text-base font-semibold">
        {title}
        {locked && (
          <>
            <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">(locked)</span>
          </>
        )}
      </span>
      <span className="text-sm text-muted-foreground">{description}</span>
    </Link>
  );
}

/** Wizard, prompt generator and project planner are Pro (or trial); templates are free for everyone. */
export function MoreTools({ access }: { access: Access }) {
  const locked = access ? !access.isPro : false;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <ToolCard
        to={paths.aiWizard}
        icon={Wand2}
        title={moreToolsCopy.wizard.title}
        description={moreToolsCopy.wizard.description}
        badge={<ProBadge access={access} />}
        locked={locked}
      />
      <ToolCard
        to={paths.customPrompts}
        icon={Sparkles}
        title={moreToolsCopy.prompts.title}
        description={moreToolsCopy.prompts.description}
        badge={<ProBadge access={access} />}
        locked={locked}
      />
      <ToolCard
        to={paths.projectPlanner}
        icon={ClipboardList}
        title={moreToolsCopy.planner.title}
        description={moreToolsCopy.planner.description}
        badge={<ProBadge access={access} />}
        locked={locked}
      />
      <ToolCard
        to={paths.templates}
        icon={BookOpen}
        title={moreToolsCopy.templates.title}
        description={moreToolsCopy.templates.description}
        badge={<Badge variant="success">Free</Badge>}
        locked={false}
      />
    </div>
  );
}
