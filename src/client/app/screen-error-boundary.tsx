import { Component, type ReactNode } from "react";
import { RouteError } from "@/components/layout/route-error";
import { announceAppReady } from "@/lib/app-ready";

/** A screen that fails to load or render shows a way forward; the header and footer stay. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error("A screen failed", error);
    // The page answers clicks (header, Reload) even though its screen never mounted (decision 0230).
    announceAppReady();
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
