import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

// A stand-in for the browser's paint timing: `paint(name)` reports an entry to the observers.
let observers: ((names: string[]) => void)[] = [];
class FakeObserver {
  static supportedEntryTypes = ["paint"];
  constructor(private cb: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {}
  observe() {
    observers.push((names) => this.cb({ getEntriesByName: (n) => names.filter((x) => x === n) }));
  }
  disconnect() {
    observers = [];
  }
}
const paint = (name: string) => observers.forEach((o) => o([name]));
const flush = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(20);
};
let readyState: DocumentReadyState;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  readyState = "interactive";
  visibility = "visible";
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("afterFirstPaint", () => {
  it("starts after the first contentful paint and the page's load, a frame later, once", async () => {
    const start = vi.fn();
    afterFirstPaint(start);
    await flush();
    expect(start).not.toHaveBeenCalled();
    paint("first-paint"); // not contentful yet
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(start).not.toHaveBeenCalled();
    paint("first-contentful-paint");
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000); // the safety timer does not start it again
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for the pictures (load) even when the words are already painted", async () => {
    vi.mocked(performance.getEntriesByName).mockReturnValue([{} as PerformanceEntry]);
    const start = vi.fn();
    afterFirstPaint(start);
    await flush();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once in a background tab, which gets no frames", () => {
    visibility = "hidden";
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts after load where the browser has no paint timing", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    readyState = "complete";
    const start = vi.fn();
    afterFirstPaint(start);
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once when the reader touches the page or presses a key first", async () => {
    const start = vi.fn();
    afterFirstPaint(start);
    await flush();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerdown"));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("keydown"));
    paint("first-contentful-paint");
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("never waits longer than maxWaitMs (a picture that never loads)", async () => {
    const start = vi.fn();
    afterFirstPaint(start, 1000);
    paint("first-contentful-paint");
    await vi.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
