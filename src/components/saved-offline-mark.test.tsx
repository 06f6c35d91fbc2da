import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage } from "@/testing/fake-caches";
import { CACHE } from "@/lib/offline/sw-routes";
import { SavedOfflineMark } from "./saved-offline-mark";

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("SavedOfflineMark", () => {
  it("shows nothing without a service worker (dev, tests, old browsers)", async () => {
    const { container } = render(<SavedOfflineMark path="/currentaffairs/a" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it("marks an article the service worker has saved, and only that one", async () => {
    const storage = new FakeCacheStorage();
    storage.cache(CACHE.articles).put(`${location.origin}/currentaffairs/a`, "<title>A</title>");
    vi.stubGlobal("caches", storage);
    // A worker that never takes control: nothing new is saved, only the cache is read.
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { ready: new Promise(() => undefined), controller: null, addEventListener: vi.fn() },
    });
    const { rerender } = render(<SavedOfflineMark path="/currentaffairs/a" />);
    expect(await screen.findByText("Saved for offline reading")).toBeInTheDocument();
    rerender(<SavedOfflineMark path="/currentaffairs/b" />);
    await new Promise((r) => setTimeout(r, 20));
    // Another article (the same page component): a's mark does not carry over.
    expect(screen.queryByText("Saved for offline reading")).not.toBeInTheDocument();
    rerender(<SavedOfflineMark path="/currentaffairs/a" />);
    expect(await screen.findByText("Saved for offline reading")).toBeInTheDocument();
  });
});
