import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Banner, SLIDE_INTERVAL_MS } from "./banner";

const SLIDES = [1, 2, 3, 4].map((n) => ({ title: `Slide ${n}`, text: `Text ${n}` }));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** The slide the visitor sees: the only one not made inert. */
const visible = () =>
  screen
    .getAllByRole("group", { hidden: true })
    .filter((g) => !g.hasAttribute("inert"))
    .map((g) => g.getAttribute("aria-label"));

const tick = () => act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Banner", () => {
  it("plays in a loop and pauses while hovered", () => {
    mockReducedMotion(false);
    render(<Banner slides={SLIDES} heading="Highlights" />);
    expect(visible()).toEqual(["1 of 4"]);
    tick();
    expect(visible()).toEqual(["2 of 4"]);
    tick();
    tick();
    tick();
    expect(visible()).toEqual(["1 of 4"]);
    const carousel = screen.getByRole("region", { name: "Highlights" });
    fireEvent.mouseEnter(carousel);
    tick();
    tick();
    expect(visible()).toEqual(["1 of 4"]);
    fireEvent.mouseLeave(carousel);
    tick();
    expect(visible()).toEqual(["2 of 4"]);
  });

  it("pauses while a control has keyboard focus and with the Pause button", () => {
    mockReducedMotion(false);
    render(<Banner slides={SLIDES} heading="Highlights" />);
    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    tick();
    expect(visible()).toEqual(["1 of 4"]);
    fireEvent.click(screen.getByRole("button", { name: /Pause/ }));
    act(() => next.blur());
    tick();
    expect(visible()).toEqual(["1 of 4"]);
    expect(screen.getByRole("button", { name: /Play/ })).toBeInTheDocument();
  });

  it("never autoplays when the visitor prefers reduced motion, but the controls still work", () => {
    mockReducedMotion(true);
    render(<Banner slides={SLIDES} heading="Highlights" />);
    tick();
    tick();
    expect(visible()).toEqual(["1 of 4"]);
    expect(screen.queryByRole("button", { name: /Pause/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visible()).toEqual(["4 of 4"]);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
    expect(visible()).toEqual(["2 of 4"]);
    expect(screen.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("Slide 2")).toBeInTheDocument();
  });
});

describe("slide pictures", () => {
  it("gives each picture its size (nothing shifts) and a smaller source for phones", () => {
    mockReducedMotion(false);
    const { container } = render(
      <Banner
        slides={[
          { title: "A", text: "", image: "a.png" },
          { title: "B", text: "" },
        ]}
        heading="Highlights"
        imageOf={(s) =>
          s.image ? { src: `/big/${s.image}`, srcSet: `/small/${s.image} 640w, /big/${s.image} 1280w` } : null
        }
      />,
    );
    const imgs = container.querySelectorAll("img");
    expect(imgs).toHaveLength(1);
    expect(imgs[0]).toHaveAttribute("width", "1280");
    expect(imgs[0]).toHaveAttribute("height", "720");
    expect(imgs[0]).toHaveAttribute("srcset", "/small/a.png 640w, /big/a.png 1280w");
    expect(imgs[0]).toHaveAttribute("alt", "");
    // The first slide is the page's largest paint: fetched at once and first.
    expect(imgs[0]).toHaveAttribute("loading", "eager");
    expect(imgs[0]).toHaveAttribute("fetchpriority", "high");
  });

  it("loads a later slide's picture only shortly before that slide is shown", () => {
    mockReducedMotion(false);
    const { container } = render(
      <Banner
        slides={["a", "b", "c"].map((x) => ({ title: x, text: "", image: `${x}.png` }))}
        heading="Highlights"
        imageOf={(s) => ({ src: `/big/${s.image}`, srcSet: `/big/${s.image} 1280w` })}
      />,
    );
    const pictures = () => [...container.querySelectorAll("img")].map((i) => i.getAttribute("src"));
    expect(pictures()).toEqual(["/big/a.png"]);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS / 2));
    expect(pictures()).toEqual(["/big/a.png", "/big/b.png"]);
    expect(container.querySelectorAll("img")[1]).toHaveAttribute("loading", "lazy");
    // Going straight to the third slide shows its picture at once.
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(pictures()).toEqual(["/big/a.png", "/big/b.png", "/big/c.png"]);
  });
});
