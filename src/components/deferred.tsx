import { useEffect, useRef, useState, type ComponentType } from "react";
import { loadAllMessages } from "@/lib/i18n";

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A below-the-fold part of a page in a chunk of its own (the home page's JavaScript budget): it is
 * fetched when its place comes within 300 px of the viewport, or at the visitor's first
 * touch, click or keypress (so a keyboard user tabbing down finds it), whichever comes first. In
 * Punjabi it also waits for the rest of the messages (scripts/i18n-keys.mjs puts its texts there).
 * Until then an empty box of `placeholder` classes keeps its place. A failed fetch (flaky data)
 * is tried again at the next touch or keypress.
 */
export function deferred<P extends object>(load: Loader<P>, placeholder: string): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= Promise.all([load(), loadAllMessages()]).then(
      ([c]) => (loaded = c),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));

  function Deferred(props: P) {
    const [Loaded, setLoaded] = useState(() => loaded);
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      const io =
        typeof IntersectionObserver === "function"
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
              rootMargin: "300px 0px",
            })
          : null;
      const events = ["pointerdown", "keydown"] as const;
      const arm = () => {
        for (const type of events) addEventListener(type, go, { capture: true, passive: true });
      };
      const disarm = () => {
        io?.disconnect();
        for (const type of events) removeEventListener(type, go, { capture: true });
      };
      function go() {
        disarm();
        start().then(
          (c) => live && setLoaded(() => c),
          () => live && arm(),
        );
      }
      if (io && box.current) io.observe(box.current);
      else if (!io) go();
      arm();
      return () => {
        live = false;
        disarm();
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : <div ref={box} className={placeholder} />;
  }
  return Deferred;
}
