import { FeaturesSection, HowItWorksSection } from "./features-how";
import { ProblemsSolutions } from "./problems-solutions";
import { Testimonials } from "./testimonials";

/** The landing page's static middle: problems and answers, features, how it works, testimonials. */
export function StorySections() {
  return (
    <>
      <ProblemsSolutions />
      <FeaturesSection />
      <HowItWorksSection />
      <Testimonials />
    </>
  );
}
