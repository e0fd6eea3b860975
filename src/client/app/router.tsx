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
      { index: true, lazy: placeholder("Unstuck") },
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
      { path: "profile", lazy: placeholder("Profile & Subscription") },
      { path: "terms", lazy: placeholder("Terms of Service") },
      { path: "privacy", lazy: placeholder("Privacy Policy") },
      { path: "refund", lazy: placeholder("Refund Policy") },
      { path: "cookie-policy", lazy: placeholder("Cookie Policy") },
      { path: "*", lazy: async () => ({ Component: (await import("@/routes/not-found")).NotFoundRoute }) },
    ],
  },
]);
