import type { AiToolOption, LanguageOption } from "../../../shared/schemas/generator.js";
import type { ToolMechanic } from "../../../shared/content/generator-categories.js";
import {
  type LanguageProfile,
  languageProfiles,
  toolProfiles,
  universalHints,
  universalMechanics,
} from "../../../shared/content/stack-profiles.js";

// The words are content (src/shared/content/stack-profiles.ts); this module picks and labels them.
export {
  type Ecosystem,
  ecosystemChecks,
  type LanguageProfile,
  toolProfiles,
} from "../../../shared/content/stack-profiles.js";

export function languageProfile(language: LanguageOption | undefined): LanguageProfile | undefined {
  return language && language !== "Other" ? languageProfiles[language] : undefined;
}

/** A named tool when the user picked one; undefined for none or "Other". */
export function namedTool(tool: AiToolOption | undefined): AiToolOption | undefined {
  return tool && tool !== "Other" ? tool : undefined;
}

/**
 * Universal wording plus, when verified for the chosen tool, the tool variant labelled
 * with the tool name, so a command is never presented as if every agent had it.
 */
export function mechanicPhrase(mechanic: ToolMechanic, tool: AiToolOption | undefined): string {
  return `${universalMechanics[mechanic]}${toolVariantOrHint(mechanic, tool)}`;
}

export function toolVariantOrHint(mechanic: ToolMechanic, tool: AiToolOption | undefined): string {
  return toolVariant(mechanic, tool) || (universalHints[mechanic] ?? "");
}

/** " (Tool: specific)" when the chosen tool has a verified variant, else "". */
export function toolVariant(mechanic: ToolMechanic, tool: AiToolOption | undefined): string {
  const named = namedTool(tool);
  const specific = named ? toolProfiles[named]?.mechanics[mechanic] : undefined;
  return specific ? ` (${named}: ${specific})` : "";
}
