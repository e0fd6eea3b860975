import { SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { promptStyleNames, type PromptStyle } from "@shared/domain/prompt-style";
import { paths } from "@/lib/paths";

/** Says which prompt style shaped the text below, and where to change it. */
export function PromptStyleNote({ style }: { style: PromptStyle }) {
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground" data-testid="prompt-style-note">
      <SlidersHorizontal className="size-3.5" aria-hidden="true" />
      Prompt style: <span className="font-medium text-foreground">{promptStyleNames[style]}</span>
      <Link to={paths.settings} className="underline underline-offset-2 hover:text-foreground">
        Change in Settings
      </Link>
    </p>
  );
}
