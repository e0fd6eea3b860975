/** Every view of the main page has its own URL (decision 0002) so back, forward, refresh and shared links work. */
export const paths = {
  landing: "/",
  problems: "/problems",
  rescue: (sessionId: string | number) => `/rescue/${sessionId}`,
  customPrompts: "/prompts",
  templates: "/templates",
  projectPlanner: "/planner",
  aiWizard: "/wizard",
  settings: "/settings",
  dashboard: "/dashboard",
  checkout: (plan: string) => `/checkout?plan=${encodeURIComponent(plan)}`,
  pricing: "/pricing",
  profile: "/profile",
  terms: "/terms",
  privacy: "/privacy",
  refund: "/refund",
  cookiePolicy: "/cookie-policy",
} as const;
