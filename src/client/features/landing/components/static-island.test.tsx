// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { staticIsland } from "./static-island";

const Sections = () => <p>Rendered by the client</p>;

describe("staticIsland", () => {
  it("keeps the prerendered HTML when hydrating, without loading the sections' code", async () => {
    const load = vi.fn(async () => Sections);
    const { Island } = staticIsland(load);
    const container = document.createElement("div");
    container.innerHTML = '<div class="contents"><section><h2>From the server</h2></section></div>';
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => void hydrateRoot(container, <Island />));
    expect(container.innerHTML).toBe('<div class="contents"><section><h2>From the server</h2></section></div>');
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("loads and renders the sections when rendered in the browser (a client navigation)", async () => {
    const load = vi.fn(async () => Sections);
    const { Island } = staticIsland(load);
    await act(async () => void render(<Island />));
    expect(await screen.findByText("Rendered by the client")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
