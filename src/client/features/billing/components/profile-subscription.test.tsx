// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatus, TrialStatus } from "@shared/schemas/billing";
import { ProfileSubscription } from "./profile-subscription";

const user = { id: "user-1", email: "ada@example.test", name: "Ada" };
const free: SubscriptionStatus = {
  tier: "free",
  status: null,
  subscriptionId: null,
  autoUpgraded: false,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isPro: false,
  isProUser: false,
};
const noTrial: TrialStatus = { isTrialActive: false, daysRemaining: 0, trialEndsAt: null };

/** Answers the app's calls from a table; records the POSTs. */
function mockApi(state: { subscription: SubscriptionStatus; trial: TrialStatus; cancel?: () => Promise<Response> }) {
  const posts: string[] = [];
  const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === "POST") posts.push(url);
      if (url === "/api/auth/get-session") return ok({ user, session: { id: "s", expiresAt: "2099-01-01T00:00:00Z" } });
      if (url === "/api/register-user") return ok({ user });
      if (url.startsWith("/api/subscription-status/")) return ok(state.subscription);
      if (url.startsWith("/api/trial-status/")) return ok(state.trial);
      if (url.startsWith("/api/trial-eligibility/")) return ok({ eligible: !state.trial.trialEndsAt, reason: "" });
      if (url === "/api/billing-config") return ok({ provider: "local", testMode: true, portal: false });
      if (url === "/api/cancel-subscription")
        return state.cancel ? state.cancel() : ok({ success: true, message: "Done." });
      return Promise.resolve(new Response("{}", { status: 404 }));
    }),
  );
  return posts;
}

function renderCards() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileSubscription />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("profile subscription cards", () => {
  it("offers a free user the 3-day trial and no cancel", async () => {
    mockApi({ subscription: free, trial: noTrial });
    renderCards();
    expect(await screen.findByText("No active subscription")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Start 3-Day Trial" })).toHaveAttribute(
      "href",
      "/checkout?plan=pro_monthly&trial=1",
    );
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("cancels a trial after the trial confirmation, showing 'Canceling...' meanwhile", async () => {
    let finish: (res: Response) => void = () => undefined;
    const posts = mockApi({
      subscription: { ...free, tier: "pro_monthly", isPro: true },
      trial: { isTrialActive: true, daysRemaining: 0, trialEndsAt: "2099-01-05T12:00:00Z" },
      cancel: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderCards();
    expect(await screen.findByText("Free Trial Active")).toBeInTheDocument();
    expect(screen.getByText("Trial expires today")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(/Pro access ends now, when you confirm, and nothing is charged to your card/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, Cancel" }));
    expect(await within(dialog).findByRole("button", { name: "Canceling..." })).toBeDisabled();
    expect(posts).toContain("/api/cancel-subscription");
    finish(new Response(JSON.stringify({ success: true, message: "Your trial has been canceled." }), { status: 200 }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows a canceled yearly plan with its access date and offers reactivation", async () => {
    mockApi({
      subscription: {
        ...free,
        tier: "pro_yearly",
        status: "canceled",
        currentPeriodEnd: "2099-01-05T12:00:00Z",
        isPro: true,
        isProUser: true,
      },
      trial: noTrial,
    });
    renderCards();
    expect(await screen.findByText("Access Until:")).toBeInTheDocument();
    expect(screen.getByTestId("plan-price")).toHaveTextContent("$47.88/year");
    expect(screen.getByTestId("period-date")).toHaveTextContent("Jan 05, 2099");
    expect(screen.getByText("Subscription Canceled")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reactivate Subscription" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });
});
