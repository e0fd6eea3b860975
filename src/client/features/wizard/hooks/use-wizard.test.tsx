// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fallbackClassification, fallbackQuestions, solutionFailureMessage } from "@shared/content/wizard-fallbacks";
import type { Solution } from "@shared/schemas/wizard";
import { ApiError } from "@/api/client";
import * as api from "@/api/wizard";
import { useWizard, wizardDelays } from "./use-wizard";

vi.mock("@/api/wizard", () => ({
  classifyProblem: vi.fn(),
  generateQuestions: vi.fn(),
  generateSolution: vi.fn(),
  saveConversation: vi.fn().mockResolvedValue({ success: true }),
  updateConversation: vi.fn().mockResolvedValue({ success: true }),
}));
vi.mock("@/api/auth", () => ({ useCurrentUser: () => ({ user: { id: "user-1" }, isPending: false }) }));

const solution: Solution = {
  diagnosis: "The assistant is looping on the same fix.",
  expectedTime: "20-40 minutes",
  solutionSteps: [1, 2, 3].map((n) => ({
    step: n,
    title: `Step title ${n}`,
    expectedTime: "5 minutes",
    description: `Do thing ${n} carefully.`,
    aiPrompt: `Prompt ${n}: don't edit files yet.`,
    successCriteria: [`check ${n}`],
  })),
  alternativeApproaches: ["Write it yourself"],
  preventionTips: ["Commit often"],
  learningResources: [],
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(api.classifyProblem).mockResolvedValue({ ...fallbackClassification, category: "repeated_failures" });
  vi.mocked(api.generateQuestions).mockResolvedValue(["Q one?", "Q two?", "Q three?"]);
  vi.mocked(api.generateSolution).mockResolvedValue(solution);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function answerAll(result: { current: ReturnType<typeof useWizard> }) {
  await act(async () => void result.current.send("Cursor loops on a TypeError"));
  await advance(wizardDelays.typing);
  for (const [i, answer] of ["a1", "a2", "a3"].entries()) {
    await act(async () => void result.current.send(answer));
    if (i < 2) await advance(wizardDelays.typing);
  }
}

describe("useWizard", () => {
  it("runs the stages with the spec's delays and saves after each exchange", async () => {
    const { result } = renderHook(() => useWizard(), { wrapper });
    await act(async () => void result.current.send("Cursor loops on a TypeError"));
    expect(result.current.state.stage).toBe("intake");
    expect(result.current.state.typing).toBe(true);
    await advance(wizardDelays.typing);
    expect(result.current.state.stage).toBe("questioning");
    expect(result.current.state.messages.at(-1)).toMatchObject({ content: "Q one?", questionIndex: 0 });
    expect(api.saveConversation).toHaveBeenCalledTimes(1);

    await act(async () => void result.current.send("a1"));
    expect(result.current.state.typing).toBe(true);
    await advance(wizardDelays.typing - 1);
    expect(result.current.state.messages.at(-1)?.content).toBe("a1");
    await advance(1);
    expect(result.current.state.messages.at(-1)).toMatchObject({ content: "Q two?", questionIndex: 1 });
    expect(api.updateConversation).toHaveBeenCalled();

    await act(async () => void result.current.send("a2"));
    await advance(wizardDelays.typing);
    await act(async () => void result.current.send("a3"));
    expect(result.current.state.stage).toBe("analysis");
    await advance(wizardDelays.typing); // "putting your plan together"
    expect(api.generateSolution).toHaveBeenCalledWith(
      expect.objectContaining({ category: "repeated_failures" }),
      [
        { question: "Q one?", answer: "a1" },
        { question: "Q two?", answer: "a2" },
        { question: "Q three?", answer: "a3" },
      ],
      expect.any(String),
      "Cursor loops on a TypeError",
    );
    expect(result.current.state.stage).toBe("solution");
    expect(result.current.state.messages.at(-1)?.content).toContain("### Diagnosis");
    await advance(wizardDelays.betweenSteps);
    expect(result.current.state.messages.at(-1)?.content).toContain("### Step 1: Step title 1");
    await advance(wizardDelays.betweenSteps * 2);
    expect(result.current.state.messages.at(-1)?.content).toContain("### Step 3: Step title 3");
    await advance(wizardDelays.beforeAlternatives);
    expect(result.current.state.messages.at(-1)?.content).toContain("### Alternative approaches");
    expect(result.current.state.busy).toBe(true);
    await advance(wizardDelays.typing);
    expect(result.current.state.stage).toBe("post-solution");
    expect(result.current.state.busy).toBe(false);

    await act(async () => void result.current.send("elaborate on step 2"));
    await advance(wizardDelays.typing);
    expect(result.current.state.messages.at(-1)?.content).toContain("### Step 2: Step title 2");
  });

  it("uses the spec's defaults and generic questions when the requests fail", async () => {
    vi.mocked(api.classifyProblem).mockRejectedValue(new ApiError(500, "INTERNAL", "boom"));
    vi.mocked(api.generateQuestions).mockRejectedValue(new ApiError(0, "NETWORK", "offline"));
    const { result } = renderHook(() => useWizard(), { wrapper });
    await act(async () => void result.current.send("help"));
    await advance(wizardDelays.typing);
    expect(result.current.state.classification).toEqual(fallbackClassification);
    expect(result.current.state.questions).toEqual(fallbackQuestions);
  });

  it("shows the debugging steps and stays at analysis when the solution fails, then retries", async () => {
    vi.mocked(api.generateSolution).mockRejectedValueOnce(new ApiError(503, "UNAVAILABLE", "down"));
    const { result } = renderHook(() => useWizard(), { wrapper });
    await answerAll(result);
    await advance(wizardDelays.typing);
    expect(result.current.state.stage).toBe("analysis");
    expect(result.current.state.messages.at(-1)?.content).toBe(solutionFailureMessage);
    expect(result.current.state.busy).toBe(false);
    await act(async () => void result.current.send("try again"));
    await advance(wizardDelays.typing);
    expect(result.current.state.stage).toBe("solution");
  });

  it("shows a refusal and lets the first message be sent again", async () => {
    vi.mocked(api.classifyProblem).mockRejectedValueOnce(
      new ApiError(429, "RATE_LIMITED", "Too many AI requests. Please wait 30 seconds and try again."),
    );
    const { result } = renderHook(() => useWizard(), { wrapper });
    await act(async () => void result.current.send("my problem"));
    expect(result.current.state.stage).toBe("welcome");
    expect(result.current.state.messages.at(-1)?.content).toMatch(/Too many AI requests/);
  });

  it("drops the old conversation's pending replies when a new one starts", async () => {
    const { result } = renderHook(() => useWizard(), { wrapper });
    await act(async () => void result.current.send("first problem"));
    act(() => result.current.startNew());
    await advance(wizardDelays.typing * 2);
    expect(result.current.state.stage).toBe("welcome");
    expect(result.current.state.messages).toHaveLength(1);
  });
});
