// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { firstWentWrong, repeatChange, repeatHeadline } from "@shared/content/nudges";
import type { RescueTypeId } from "@shared/domain/detect-problem";
import { detectProblem } from "@shared/domain/detect-problem";
import { diagnoseSession } from "@shared/domain/sessions/diagnose-session";
import { readSession } from "@shared/domain/sessions/read-session";
import { findRepeats } from "@shared/domain/sessions/repeats";
import type { SessionFileResult } from "../workers/session-file-protocol";
import { SessionDiagnosisResult } from "./session-diagnosis-result";

const fixture = (path: string) =>
  readFileSync(resolve(import.meta.dirname, "../../../../../tests/fixtures/sessions", path), "utf8");

/** What the session-file worker answers for a fixture: the same shared functions on the same file. */
async function answer(path: string) {
  const read = await readSession(fixture(path), { name: path });
  if (!read.ok) throw new Error(read.error);
  const session: Extract<SessionFileResult, { ok: true }> = {
    ok: true,
    name: path,
    tool: read.tool,
    text: read.transcript.lines.map((l) => l.text).join("\n"),
    diagnosis: diagnoseSession(read),
    repeats: findRepeats(read.transcript.lines),
    userTurns: read.userTurns,
    warnings: read.warnings,
  };
  return { read, session };
}

function Harness({ session, onStart }: { session: Extract<SessionFileResult, { ok: true }>; onStart: () => void }) {
  const [chosen, setChosen] = useState<RescueTypeId | null>(null);
  return (
    <SessionDiagnosisResult
      session={session}
      chosen={chosen}
      onChoose={setChosen}
      onStart={onStart}
      starting={false}
      disabled={false}
    />
  );
}

describe("SessionDiagnosisResult (a dropped session file)", () => {
  it("shows the session's type, its first stuck turn and what repeats, in the CLI's words", async () => {
    const { session } = await answer("specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md");
    const onStart = vi.fn();
    render(<Harness session={session} onStart={onStart} />);

    expect(screen.getByRole("heading", { level: 3, name: "Repeated Failures" })).toBeInTheDocument();
    expect(screen.getByTestId("first-stuck-turn")).toHaveTextContent(
      firstWentWrong(2, "the agent first admitted an attempt was wrong here"),
    );
    expect(screen.getByTestId("first-stuck-turn")).toHaveTextContent("(Your 2nd message of 6.)");

    const repeats = screen.getByRole("region", { name: "What repeats" });
    const items = within(repeats).getAllByRole("listitem");
    expect(items).toHaveLength(session.repeats.length);
    expect(items[0]).toHaveTextContent("feb26/MAR26/sbk1.py was edited again and again (4 times, turns 1, 3, 4, 5)");
    expect(items[0]).toHaveTextContent(repeatChange(session.repeats[0]!)!);
    expect(repeatHeadline(session.repeats[0]!)).toContain("turns 1, 3, 4, 5");

    const evidence = screen.getByRole("region", { name: "The lines that decided it" });
    expect(within(evidence).getAllByRole("listitem")[0]).toHaveTextContent(/^Turn 2 · Line \d+ · the agent admitted/);

    // Keyboard: Tab reaches Start, Enter starts the rescue of the session's type.
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Start Repeated Failures rescue" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onStart).toHaveBeenCalledWith("repeated_failures");
  });

  it("names the session's type, not the whole text's, when they differ", async () => {
    const path = "aider/.aider.chat.history.md";
    const { read, session } = await answer(path);
    // The detector on the whole text leans to complexity overwhelm; no episode of the session is stuck.
    expect(detectProblem(read.transcript).type).toBe("complexity_overwhelm");
    expect(session.diagnosis.stuck).toBe(false);
    const onStart = vi.fn();
    render(<Harness session={session} onStart={onStart} />);

    expect(screen.getByRole("heading", { level: 3, name: "Nothing stuck found" })).toBeInTheDocument();
    expect(screen.queryByText("Complexity Overwhelm")).toBeInTheDocument(); // only as a choice to pick
    expect(screen.queryByTestId("detection-type")).toBeNull();
    expect(screen.queryByTestId("first-stuck-turn")).toBeNull();
    expect(screen.queryByRole("region", { name: "What repeats" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Start / })).toBeNull();

    // The person can still pick a type, by keyboard, and start it.
    await userEvent.tab();
    await userEvent.keyboard(" ");
    const picked = screen.getAllByRole("radio").find((r) => (r as HTMLInputElement).checked)!;
    await userEvent.click(screen.getByRole("button", { name: /^Start / }));
    expect(onStart).toHaveBeenCalledWith((picked as HTMLInputElement).value);
  });
});
