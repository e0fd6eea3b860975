import { FeaturesSection, HowItWorksSection } from "./features-how";
import { ProblemsSolutions } from "./problems-solutions";

/** The landing page's static middle: problems and answers, features, how it works. */
export function StorySections() {
  return (
    <>
      <ProblemsSolutions />
      <FeaturesSection />
      <HowItWorksSection />
    </>
  );
}
