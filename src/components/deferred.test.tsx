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

  it("a tap on the server's button before the part's code has arrived is tapped again once it has hydrated", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const clicked: string[] = [];
    const Tabs = () => (
      <div>
        {["Teaching", "Banking"].map((name) => (
          <button key={name} type="button" onClick={() => clicked.push(name)}>
            {name}
          </button>
        ))}
      </div>
    );
    let arrive!: (c: typeof Tabs) => void;
    const load = vi.fn(() => new Promise<typeof Tabs>((r) => (arrive = r)));
    const Lazy = deferred(load, "min-h-10");
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <div>
        <Suspense fallback={<div className="min-h-10" />}>
          <Tabs />
        </Suspense>
      </div>,
    );
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <MemoryRouter>{<Lazy />}</MemoryRouter>));
    // The part nears the viewport: its code is on its way; the reader taps "Banking" meanwhile.
    await act(async () => observed!([{ isIntersecting: true }]));
    const banking = screen.getByRole("button", { name: "Banking" });
    await act(async () => banking.click());
    expect(clicked).toEqual([]);
    await act(async () => arrive(Tabs));
    await vi.waitFor(() => expect(clicked).toEqual(["Banking"]));
    // Once hydrated, taps are the part's own (not kept, not tapped twice).
    await act(async () => screen.getByRole("button", { name: "Teaching" }).click());
    expect(clicked).toEqual(["Banking", "Teaching"]);
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
