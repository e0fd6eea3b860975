// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useToasts } from "@/lib/toast-store";
import { GeneratorPage } from "./generator-page";

const refreshBilling = vi.fn();
vi.mock("@/api/auth", () => ({
  useCurrentUser: () => ({ user: { id: "user-1", email: "a@example.test", name: "A" }, isPending: false, error: null }),
}));
vi.mock("@/api/billing", () => ({
  useAccess: () => ({ isPro: true, isTrial: true, isLoading: false }),
  useRefreshBilling: () => refreshBilling,
}));

const prompt = (n: number) => ({
  title: `Strategy ${n}`,
  difficulty: "beginner",
  methodology_steps: ["one", "two", "three"],
  prompt: `Prompt text ${n}`,
  explanation: `Why ${n}`,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function Toasts() {
  const toasts = useToasts();
  return (
    <output data-testid="toast">
      {toasts
        .filter((t) => t.open)
        .map((t) => `${String(t.title)}|${String(t.description ?? "")}`)
        .join()}
    </output>
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GeneratorPage />
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const requests: unknown[] = [];
let replies: Response[] = [];
beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
  replies = [];
  refreshBilling.mockClear();
  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as unknown as typeof window.matchMedia;
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)));
    const reply = replies.shift();
    if (!reply) throw new Error("no reply queued");
    return reply;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillLostDirection(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("radio", { name: /^Lost Direction/ }));
  await user.click(screen.getByLabelText(/Problem description/));
  await user.paste("The agent rewrote the router twice");
}

// Rendering the whole page under jsdom is slow on a busy machine.
describe("GeneratorPage", { timeout: 20_000 }, () => {
  it("asks for a category before sending anything", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText(/Problem description/));
    await user.paste("Loops");
    await user.click(screen.getByRole("button", { name: "Generate Prompts" }));
    expect(screen.getByTestId("toast")).toHaveTextContent("Missing Category|Please select a problem category first.");
    expect(requests).toEqual([]);
  });

  it("answers a description of only spaces with 'Missing Description'", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("radio", { name: /^AI Hallucination/ }));
    await user.click(screen.getByLabelText(/Problem description/));
    await user.paste("   ");
    await user.click(screen.getByRole("button", { name: "Generate Prompts" }));
    expect(screen.getByTestId("toast")).toHaveTextContent("Missing Description|Please describe your specific problem.");
    expect(requests).toEqual([]);
  });

  it("shows the failure with a retry, then the prompts and the success toast", async () => {
    const user = userEvent.setup();
    replies = [
      json(500, { error: { code: "INTERNAL", message: "Something went wrong on our side." } }),
      json(200, { id: "run-1", prompts: [1, 2, 3].map(prompt) }),
    ];
    renderPage();
    expect(screen.getByTestId("generator-empty")).toBeInTheDocument();
    await fillLostDirection(user);
    await user.click(screen.getByRole("button", { name: "Generate Prompts" }));
    await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByTestId("toast")).toHaveTextContent("Generation Failed|Something went wrong on our side.");
    expect(requests[0]).toEqual({
      userId: "user-1",
      category: "lost-direction",
      problemDescription: "The agent rewrote the router twice",
    });

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Prompt text 3");
    expect(screen.getByRole("heading", { name: "Your prompts for Lost Direction" })).toBeInTheDocument();
    expect(screen.getByTestId("toast")).toHaveTextContent(
      "Category-Specific Prompts Generated|Generated 3 specialized prompts for Lost Direction.",
    );
    expect(requests).toHaveLength(2);
  });

  it("answers a 403 with the Pro message and re-reads the plan", async () => {
    const user = userEvent.setup();
    replies = [
      json(403, {
        error: {
          code: "PRO_REQUIRED",
          message: "Custom prompt generation requires a Pro subscription. Please upgrade to continue.",
        },
      }),
    ];
    renderPage();
    await fillLostDirection(user);
    await user.click(screen.getByRole("button", { name: "Generate Prompts" }));
    await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByTestId("toast")).toHaveTextContent(
      "Pro Subscription Required|Custom prompt generation requires a Pro subscription. Please upgrade to continue.",
    );
    expect(refreshBilling).toHaveBeenCalledTimes(1);
  });

  it("falls back to the spec's message when the server gives none", async () => {
    const user = userEvent.setup();
    replies = [new Response("", { status: 502 })];
    renderPage();
    await fillLostDirection(user);
    await user.click(screen.getByRole("button", { name: "Generate Prompts" }));
    await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByTestId("toast")).toHaveTextContent("Generation Failed|Failed to generate custom prompts.");
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to generate custom prompts.");
  });
});
