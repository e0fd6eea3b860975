import { Wand2 } from "lucide-react";
import { ProGate } from "@/components/pro-locked-screen";
import { WizardPage } from "@/features/wizard/components/wizard-page";
import { usePageTitle } from "@/lib/use-page-title";
import { wizardGateCopy } from "@shared/content/ui/wizard";

export function WizardRoute() {
  usePageTitle(wizardGateCopy.title);
  return (
    <ProGate
      feature="wizard"
      title={wizardGateCopy.title}
      description={wizardGateCopy.description}
      benefits={wizardGateCopy.benefits}
      icon={<Wand2 className="size-7" aria-hidden="true" />}
    >
      <WizardPage />
    </ProGate>
  );
}
