import { Sparkles } from "lucide-react";
import { ProGate } from "@/components/pro-locked-screen";
import { GeneratorPage } from "@/features/generator/components/generator-page";
import { usePageTitle } from "@/lib/use-page-title";
import { promptsGateCopy } from "@shared/content/ui/generator";

export function PromptsRoute() {
  usePageTitle(promptsGateCopy.title);
  return (
    <ProGate
      feature="prompts"
      title={promptsGateCopy.title}
      description={promptsGateCopy.description}
      benefits={promptsGateCopy.benefits}
      icon={<Sparkles className="size-7" aria-hidden="true" />}
    >
      <GeneratorPage />
    </ProGate>
  );
}
