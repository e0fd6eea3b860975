import { createBrowserRouter } from "react-router";
import { RouteError } from "@/components/layout/route-error";
import { AppLayout } from "./app-layout";

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: async () => ({ Component: (await import("@/routes/landing")).LandingRoute }) },
      { path: "problems", lazy: async () => ({ Component: (await import("@/routes/problems")).ProblemsRoute }) },
      { path: "rescue/:sessionId", lazy: async () => ({ Component: (await import("@/routes/rescue")).RescueRoute }) },
      { path: "prompts", lazy: async () => ({ Component: (await import("@/routes/prompts")).PromptsRoute }) },
      { path: "templates", lazy: async () => ({ Component: (await import("@/routes/templates")).TemplatesRoute }) },
      { path: "planner", lazy: async () => ({ Component: (await import("@/routes/planner")).PlannerRoute }) },
      { path: "wizard", lazy: async () => ({ Component: (await import("@/routes/wizard")).WizardRoute }) },
      { path: "settings", lazy: async () => ({ Component: (await import("@/routes/settings")).SettingsRoute }) },
      { path: "dashboard", lazy: async () => ({ Component: (await import("@/routes/dashboard")).DashboardRoute }) },
      { path: "checkout", lazy: async () => ({ Component: (await import("@/routes/checkout")).CheckoutRoute }) },
      { path: "pricing", lazy: async () => ({ Component: (await import("@/routes/pricing")).PricingRoute }) },
      { path: "upgrade", lazy: async () => ({ Component: (await import("@/routes/pricing")).PricingRoute }) },
      { path: "profile", lazy: async () => ({ Component: (await import("@/routes/profile")).ProfileRoute }) },
      { path: "welcome", lazy: async () => ({ Component: (await import("@/routes/welcome")).WelcomeRoute }) },
      {
        path: "sessions",
        lazy: async () => ({ Component: (await import("@/routes/history")).historyRoute("sessions") }),
      },
      { path: "plans", lazy: async () => ({ Component: (await import("@/routes/history")).historyRoute("plans") }) },
      {
        path: "conversations",
        lazy: async () => ({ Component: (await import("@/routes/history")).historyRoute("conversations") }),
      },
      {
        path: "generated",
        lazy: async () => ({ Component: (await import("@/routes/history")).historyRoute("generated") }),
      },
      {
        path: "shared/:token",
        lazy: async () => ({ Component: (await import("@/routes/shared-session")).SharedSessionRoute }),
      },
      { path: "terms", lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("terms") }) },
      { path: "privacy", lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("privacy") }) },
      { path: "refund", lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("refund") }) },
      {
        path: "cookie-policy",
        lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("cookie-policy") }),
      },
      {
        path: "reset-password",
        lazy: async () => ({ Component: (await import("@/routes/reset-password")).ResetPasswordRoute }),
      },
      { path: "*", lazy: async () => ({ Component: (await import("@/routes/not-found")).NotFoundRoute }) },
    ],
  },
]);
