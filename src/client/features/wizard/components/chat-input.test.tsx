// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChatInput } from "./chat-input";

describe("ChatInput", () => {
  it("sends on Enter, inserts a new line on Shift+Enter and clears after sending", async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    render(<ChatInput stage="questioning" busy={false} disabled={false} onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Your answer" });
    await userEvent.type(box, "first line{Shift>}{Enter}{/Shift}second line");
    expect(box).toHaveValue("first line\nsecond line");
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, "{Enter}");
    expect(onSend).toHaveBeenCalledWith("first line\nsecond line");
    expect(box).toHaveValue("");
  });

  it("disables sending while empty or busy, and never sends blank text", async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    const { rerender } = render(<ChatInput stage="welcome" busy={false} disabled={false} onSend={onSend} />);
    const button = screen.getByRole("button", { name: "Send message" });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: "Describe your problem" }), "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox"), "hello");
    expect(button).toBeEnabled();
    rerender(<ChatInput stage="welcome" busy disabled onSend={onSend} />);
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox"), "{Enter}");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("puts the text back when the message could not be sent", async () => {
    const onSend = vi.fn().mockResolvedValue(false);
    render(<ChatInput stage="post-solution" busy={false} disabled={false} onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Ask about the solution" });
    await userEvent.type(box, "step 2{Enter}");
    expect(onSend).toHaveBeenCalledWith("step 2");
    expect(box).toHaveValue("step 2");
  });
});
