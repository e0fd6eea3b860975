import { Wand2 } from "lucide-react";
import { ProGate } from "@/components/pro-locked-screen";
import { WizardPage } from "@/features/wizard/components/wizard-page";
import { usePageTitle } from "@/lib/use-page-title";

export function WizardRoute() {
  usePageTitle("AI Development Wizard");
  return (
    <ProGate
      feature="wizard"
      title="AI Development Wizard"
      description="A chat that works out what kind of problem you have, asks three sharp questions and gives you a step-by-step plan with prompts for your coding assistant."
      benefits={[
        "Classifies your problem from your own words and error messages",
        "Three follow-up questions tailored to what you already said",
        "A step-by-step plan with copy-ready prompts and clear 'done when' checks",
        "Saved conversations you can reopen any time",
      ]}
      icon={<Wand2 className="size-7" aria-hidden="true" />}
    >
      <WizardPage />
    </ProGate>
  );
}
