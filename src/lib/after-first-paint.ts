/**
 * Calls `start` once the server's paint is on screen: after the page's first contentful paint has
 * been presented and its pictures have loaded (the window's `load`), then one more frame so the
 * last picture is painted too. The browser's paint timing tells when pixels were presented; where
 * it is missing (or the tab is in the background, which gets no frames) `start` runs after `load`
 * or at once. A touch, a key press or a scroll starts it at once; it never waits more than
 * `maxWaitMs` (a picture that never finishes loading).
 * Kept tiny: it ships in the entry chunk.
 */
export function afterFirstPaint(start: () => void, maxWaitMs = 4000): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    start();
  };
  const timer = setTimeout(go, maxWaitMs);
  // A reader who touches, types or scrolls before then (a Start button, the menu, the page's
  // lower parts) wants the app now.
  for (const type of ["pointerdown", "keydown", "scroll"])
    window.addEventListener(type, go, { once: true, capture: true, passive: true });
  // Two frames: the one that paints the last picture, and the one after its presentation.
  const goSoon = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timer);
          go();
        }, 0),
      ),
    );
  if (document.visibilityState !== "visible") {
    clearTimeout(timer);
    return go();
  }
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    const supported =
      typeof PerformanceObserver !== "undefined" &&
      PerformanceObserver.supportedEntryTypes?.includes("paint");
    if (!supported) return resolve();
    if (performance.getEntriesByName("first-contentful-paint").length) return resolve();
    const seen = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return; // "first-paint" comes too
      seen.disconnect();
      resolve();
    });
    seen.observe({ type: "paint", buffered: true });
  });
  void Promise.all([loaded, painted]).then(goSoon);
}
