import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadScreen } from "./app/router";
import { applyTheme, readPreferences } from "./lib/preferences";
import "./styles.css";

applyTheme(readPreferences().theme);

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Public pages arrive prerendered (decision 0215): their screen's code is loaded first, so hydration renders
// the same tree at once. Other pages start from an empty root.
if (root.hasChildNodes()) {
  // A screen whose code fails to load is shown by the error boundary once hydrated.
  void preloadScreen(window.location.pathname)
    .catch(() => {})
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
