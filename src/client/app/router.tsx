import { type ComponentType, createElement, use } from "react";
import { matchRoutes, Route, Routes } from "react-router";
import { loadOnce } from "@/lib/load-once";
import { AppLayout } from "./app-layout";

/**
 * Each screen is its own chunk. The declarative router (not the data router) keeps about a third of
 * react-router's code off every page, the landing page included (decision 0215).
 *
 * A screen whose chunk is already loaded renders at once: the entry loads the current screen before it
 * hydrates the prerendered HTML, so hydration finds the same tree the server rendered.
 */
function screen(load: () => Promise<ComponentType>) {
  const { loaded, preload } = loadOnce(load);
  function Screen() {
    return createElement(loaded() ?? use(preload()));
  }
  return { Screen, preload };
}

const history = (kind: "sessions" | "plans" | "conversations" | "generated") =>
  screen(async () => (await import("@/routes/history")).historyRoute(kind));
const legal = (kind: "terms" | "privacy" | "refund" | "cookie-policy") =>
  screen(async () => (await import("@/routes/legal")).legalRoute(kind));
const pricing = screen(async () => (await import("@/routes/pricing")).PricingRoute);

const screens: { path: string; screen: ReturnType<typeof screen> }[] = [
  {
    path: "/",
    screen: screen(async () => {
      const landing = await import("@/routes/landing");
      // Prerendered, the landing page's static sections render too (in the browser they keep that HTML).
      if (import.meta.env.SSR) await landing.preloadLandingSections();
      return landing.LandingRoute;
    }),
  },
  { path: "/problems", screen: screen(async () => (await import("@/routes/problems")).ProblemsRoute) },
  { path: "/rescue/:sessionId", screen: screen(async () => (await import("@/routes/rescue")).RescueRoute) },
  { path: "/prompts", screen: screen(async () => (await import("@/routes/prompts")).PromptsRoute) },
  { path: "/templates", screen: screen(async () => (await import("@/routes/templates")).TemplatesRoute) },
  { path: "/planner", screen: screen(async () => (await import("@/routes/planner")).PlannerRoute) },
  { path: "/wizard", screen: screen(async () => (await import("@/routes/wizard")).WizardRoute) },
  { path: "/settings", screen: screen(async () => (await import("@/routes/settings")).SettingsRoute) },
  { path: "/dashboard", screen: screen(async () => (await import("@/routes/dashboard")).DashboardRoute) },
  { path: "/checkout", screen: screen(async () => (await import("@/routes/checkout")).CheckoutRoute) },
  { path: "/pricing", screen: pricing },
  { path: "/upgrade", screen: pricing },
  { path: "/profile", screen: screen(async () => (await import("@/routes/profile")).ProfileRoute) },
  { path: "/welcome", screen: screen(async () => (await import("@/routes/welcome")).WelcomeRoute) },
  { path: "/sessions", screen: history("sessions") },
  { path: "/plans", screen: history("plans") },
  { path: "/conversations", screen: history("conversations") },
  { path: "/generated", screen: history("generated") },
  {
    path: "/shared/:token",
    screen: screen(async () => (await import("@/routes/shared-session")).SharedSessionRoute),
  },
  { path: "/terms", screen: legal("terms") },
  { path: "/privacy", screen: legal("privacy") },
  { path: "/refund", screen: legal("refund") },
  { path: "/cookie-policy", screen: legal("cookie-policy") },
  {
    path: "/reset-password",
    screen: screen(async () => (await import("@/routes/reset-password")).ResetPasswordRoute),
  },
  { path: "*", screen: screen(async () => (await import("@/routes/not-found")).NotFoundRoute) },
];

/** Loads the code of the screen at this path (before hydrating, or ahead of a navigation). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const match = matchRoutes(screens, pathname)?.[0];
  return match ? match.route.screen.preload() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {screens.map(({ path, screen: { Screen } }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </Route>
    </Routes>
  );
}
