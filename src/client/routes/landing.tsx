import { LandingPage, preloadLandingSections } from "@/features/landing/components/landing-page";

export function LandingRoute() {
  return <LandingPage />;
}

export { preloadLandingSections };
