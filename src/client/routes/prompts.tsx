import { Sparkles } from "lucide-react";
import { ProGate } from "@/components/pro-locked-screen";
import { GeneratorPage } from "@/features/generator/components/generator-page";
import { usePageTitle } from "@/lib/use-page-title";

export function PromptsRoute() {
  usePageTitle("Custom Prompt Generator");
  return (
    <ProGate
      feature="prompts"
      title="Custom Prompt Generator"
      description="Describe the problem once and get three prompts written for it: your language, your AI tool, your error messages, each following a different proven strategy."
      benefits={[
        "Three prompts per problem, one per strategy, with step-by-step methodology",
        "Seven problem categories, from looping fixes to hallucinated packages",
        "Built around your code, error messages and the assistant you use",
        "Unlimited rescues, the AI Development Wizard and the project planner included",
      ]}
      icon={<Sparkles className="size-7" aria-hidden="true" />}
    >
      <GeneratorPage />
    </ProGate>
  );
}
