import { createBrowserRouter } from "react-router";
import { RouteError } from "@/components/layout/route-error";
import { AppLayout } from "./app-layout";

const placeholder = (title: string) => async () => {
  const { PlaceholderRoute } = await import("@/routes/placeholder");
  return { Component: () => <PlaceholderRoute title={title} /> };
};

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: async () => ({ Component: (await import("@/routes/landing")).LandingRoute }) },
      { path: "problems", lazy: async () => ({ Component: (await import("@/routes/problems")).ProblemsRoute }) },
      { path: "rescue/:sessionId", lazy: async () => ({ Component: (await import("@/routes/rescue")).RescueRoute }) },
      { path: "prompts", lazy: placeholder("Custom Prompt Generator") },
      { path: "templates", lazy: placeholder("AI Coding Agent Templates") },
      { path: "planner", lazy: placeholder("AI Project Planner") },
      { path: "wizard", lazy: placeholder("AI Development Wizard") },
      { path: "settings", lazy: async () => ({ Component: (await import("@/routes/settings")).SettingsRoute }) },
      { path: "dashboard", lazy: async () => ({ Component: (await import("@/routes/dashboard")).DashboardRoute }) },
      { path: "checkout", lazy: placeholder("Checkout") },
      { path: "pricing", lazy: placeholder("Pricing") },
      { path: "upgrade", lazy: placeholder("Pricing") },
      { path: "profile", lazy: async () => ({ Component: (await import("@/routes/profile")).ProfileRoute }) },
      { path: "terms", lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("terms") }) },
      { path: "privacy", lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("privacy") }) },
      { path: "refund", lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("refund") }) },
      { path: "cookie-policy", lazy: async () => ({ Component: (await import("@/routes/legal")).legalRoute("cookie-policy") }) },
      { path: "reset-password", lazy: async () => ({ Component: (await import("@/routes/reset-password")).ResetPasswordRoute }) },
      { path: "*", lazy: async () => ({ Component: (await import("@/routes/not-found")).NotFoundRoute }) },
    ],
  },
]);
