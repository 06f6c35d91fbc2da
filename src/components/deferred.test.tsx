import { act, render as renderBare, screen } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred } from "./deferred";

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
    observed = cb;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = null;
});

const Part = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** Deferred parts live inside the app's router. */
const render = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

describe("deferred", () => {
  it("shows a placeholder until its place nears the viewport, then the part", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const load = vi.fn(() => Promise.resolve(Part));
    const Lazy = deferred(load, "min-h-10");
    const { container } = render(<Lazy name="Asha" />);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector(".min-h-10")).not.toBeNull();
    observed!([{ isIntersecting: false }]);
    expect(load).not.toHaveBeenCalled();
    await act(async () => observed!([{ isIntersecting: true }]));
    expect(await screen.findByText("Hello Asha")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads at the first keypress (a keyboard user tabbing down), and tries again after a failure", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(Part);
    const Lazy = deferred(load, "min-h-10");
    render(<Lazy name="Ravi" />);
    await act(async () => void dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Hello Ravi")).toBeNull();
    await act(async () => void dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" })));
    expect(await screen.findByText("Hello Ravi")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("onView false: over the server's HTML it waits for a touch or key, not for the viewport", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const load = vi.fn(() => Promise.resolve(Part));
    const Lazy = deferred(load, "min-h-10", false);
    // The server's HTML of the part (what Deferred renders once loaded), then hydrated.
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <div>
        <Suspense fallback={<div className="min-h-10" />}>
          <Part name="Simran" />
        </Suspense>
      </div>,
    );
    document.body.append(container);
    await act(
      async () =>
        void hydrateRoot(
          container,
          <MemoryRouter>
            <Lazy name="Simran" />
          </MemoryRouter>,
        ),
    );
    expect(observed).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe("Hello Simran");
    await act(async () => void dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" })));
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it("onView false: shown by the app (no server HTML), it loads as any part does", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const load = vi.fn(() => Promise.resolve(Part));
    const Lazy = deferred(load, "min-h-10", false);
    render(<Lazy name="Jas" />);
    await act(async () => observed!([{ isIntersecting: true }]));
    expect(await screen.findByText("Hello Jas")).toBeInTheDocument();
  });
});
