// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyProjectPlan, type ProjectPlan } from "@shared/schemas/planner";
import { useToasts } from "@/lib/toast-store";
import * as api from "@/api/planner";
import { usePlannerSession } from "./use-planner-session";

vi.mock("@/api/planner", async (original) => ({
  ...(await original<typeof api>()),
  updateProjectPlan: vi.fn(),
  finalizeProjectPlan: vi.fn(),
  saveProjectPlan: vi.fn(),
}));

const project = { projectName: "Demo", projectDescription: "d".repeat(200), experienceLevel: "beginner" as const };
const planWith = (purpose: string): ProjectPlan => ({
  ...emptyProjectPlan(),
  overview: { purpose, goals: [], targetUsers: "" },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ session: usePlannerSession(), toasts: useToasts() }), { wrapper });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("usePlannerSession", () => {
  it("posts the first question after 1 s and the next 1.5 s after an answer", async () => {
    vi.mocked(api.updateProjectPlan).mockResolvedValue(planWith("A"));
    const { result } = setup();
    act(() => result.current.session.start(project));
    await advance(999);
    expect(result.current.session.state.messages).toHaveLength(0);
    await advance(1);
    expect(result.current.session.state.messages).toHaveLength(1);
    expect(result.current.session.state.status).toBe("awaiting");

    act(() => void result.current.session.answer("An answer"));
    expect(result.current.session.state.status).toBe("typing");
    await advance(1499);
    expect(result.current.session.state.messages).toHaveLength(2);
    await advance(1);
    expect(result.current.session.state.messages).toHaveLength(3);
    expect(result.current.session.state.plan.overview.purpose).toBe("A");
    expect(api.updateProjectPlan).toHaveBeenCalledWith(
      expect.objectContaining({
        questionIndex: 0,
        answer: "An answer",
        currentPlan: emptyProjectPlan(),
        projectName: "Demo",
      }),
    );
  });

  it("runs plan updates one after another, each on the plan the previous one returned", async () => {
    const first = deferred<ProjectPlan>();
    vi.mocked(api.updateProjectPlan).mockReturnValueOnce(first.promise).mockResolvedValueOnce(planWith("B"));
    const { result } = setup();
    act(() => result.current.session.start(project));
    await advance(1000);
    act(() => void result.current.session.answer("one"));
    await advance(1500);
    act(() => void result.current.session.answer("two"));
    await advance(10);
    // The second update waits for the first, which is still on its way.
    expect(api.updateProjectPlan).toHaveBeenCalledTimes(1);
    expect(result.current.session.state.pendingUpdates).toBe(2);
    await act(async () => first.resolve(planWith("A")));
    await advance(10);
    expect(api.updateProjectPlan).toHaveBeenCalledTimes(2);
    expect(vi.mocked(api.updateProjectPlan).mock.calls[1]![0]).toMatchObject({
      questionIndex: 1,
      answer: "two",
      currentPlan: planWith("A"),
    });
    expect(result.current.session.state.plan.overview.purpose).toBe("B");
    expect(result.current.session.state.pendingUpdates).toBe(0);
  });

  it("finalises after the ninth answer, keeps the plan when an update fails, and saves", async () => {
    vi.mocked(api.updateProjectPlan).mockResolvedValue(planWith("A"));
    vi.mocked(api.updateProjectPlan).mockRejectedValueOnce(new Error("network"));
    vi.mocked(api.finalizeProjectPlan).mockResolvedValue(planWith("Final"));
    const at = "2026-11-27T10:00:00.000Z";
    vi.mocked(api.saveProjectPlan).mockResolvedValue({
      success: true,
      id: "plan-1",
      plan: {
        id: "plan-1",
        projectName: "Recipe box",
        projectDescription: "",
        experienceLevel: "beginner",
        projectPlan: planWith("Final"),
        messages: [],
        createdAt: at,
        updatedAt: at,
      },
    });
    const { result } = setup();
    act(() => result.current.session.start(project));
    await advance(1000);
    for (let i = 0; i < 9; i++) {
      act(() => void result.current.session.answer(`answer ${i}`));
      await advance(1500);
    }
    await advance(500);
    const { state } = result.current.session;
    expect(state.status).toBe("complete");
    expect(state.plan.overview.purpose).toBe("Final");
    expect(api.finalizeProjectPlan).toHaveBeenCalledWith(expect.objectContaining({ currentPlan: planWith("A") }));
    const sent = vi.mocked(api.finalizeProjectPlan).mock.calls[0]![0].messages;
    expect(sent).toHaveLength(9);
    expect(sent.every((m) => m.type === "user")).toBe(true);

    await act(() => result.current.session.save());
    expect(api.saveProjectPlan).toHaveBeenCalledWith(
      expect.objectContaining({ projectName: "Demo", projectPlan: planWith("Final"), id: undefined }),
    );
    expect(result.current.session.state.savedId).toBe("plan-1");
    expect(String(result.current.toasts[0]?.title)).toBe("Plan Saved");

    vi.mocked(api.saveProjectPlan).mockRejectedValueOnce(new Error("down"));
    await act(() => result.current.session.save());
    expect(vi.mocked(api.saveProjectPlan).mock.calls[1]![0].id).toBe("plan-1");
    expect(result.current.toasts[0]).toMatchObject({
      title: "Save Failed",
      description: "Failed to save project plan. Please try again.",
      variant: "destructive",
    });
  });

  it("drops answers of a session that was left", async () => {
    const late = deferred<ProjectPlan>();
    vi.mocked(api.updateProjectPlan).mockReturnValueOnce(late.promise);
    const { result } = setup();
    act(() => result.current.session.start(project));
    await advance(1000);
    act(() => void result.current.session.answer("one"));
    act(() => result.current.session.backToSetup());
    await act(async () => late.resolve(planWith("Stale")));
    await advance(10);
    expect(result.current.session.state.view).toBe("setup");
    expect(result.current.session.state.plan).toEqual(emptyProjectPlan());
  });
});
