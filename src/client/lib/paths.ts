/** Every view of the main page has its own URL (decision 0002) so back, forward, refresh and shared links work. */
export const paths = {
  landing: "/",
  problems: "/problems",
  /** The rescue entry with a paste waiting: a new account comes back here, not to the first-run screen. */
  problemsWithPaste: "/problems?paste=kept",
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
  /** The subscription management card (Cancel, Reactivate) on the profile page. */
  billing: "/profile#billing",
  welcome: "/welcome",
  sessions: "/sessions",
  plans: "/plans",
  conversations: "/conversations",
  generated: "/generated",
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
  /** A saved plan or generator run opened from history. */
  savedPlan: (id: string) => `/planner?plan=${encodeURIComponent(id)}`,
  savedConversation: (id: string) => `/wizard?c=${encodeURIComponent(id)}`,
  savedGeneratorResult: (id: string) => `/prompts?result=${encodeURIComponent(id)}`,
  terms: "/terms",
  privacy: "/privacy",
  refund: "/refund",
  cookiePolicy: "/cookie-policy",
} as const;
