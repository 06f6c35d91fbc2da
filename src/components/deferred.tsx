import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { useLocation } from "react-router";
import { loadAllMessages } from "@/lib/i18n";

type Loader<P> = () => Promise<ComponentType<P>>;
type Taps = RefObject<HTMLElement[] | null>;

/**
 * Inside a deferred part's Suspense boundary, after the part: its effect runs once the part has
 * hydrated (or mounted), and taps again the buttons the reader tapped before that (Deferred).
 */
function TapReplay({ tapsRef }: { tapsRef: Taps }) {
  useEffect(() => {
    const kept = tapsRef.current;
    tapsRef.current = null;
    kept?.forEach((b) => b.isConnected && b.click());
  }, [tapsRef]);
  return null;
}

// Every deferred part's loader, so the server renderer (src/app/render-server.tsx) can have them
// all loaded before it renders: its HTML then holds the whole page, footer included.
const loaders: (() => Promise<unknown>)[] = [];

/** Server rendering: loads every deferred part registered so far (the route modules' and the app's). */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * A below-the-fold part of a page in a chunk of its own (the home page's JavaScript budget). The
 * server renders it in full (it is in the HTML, so the page is complete without JavaScript), and
 * in the browser its code is fetched when its place comes within 300 px of the viewport, or at the
 * visitor's first touch, click or keypress (so a keyboard user tabbing down finds it), whichever
 * comes first. Until then React keeps the server's HTML of it as it is (a Suspense boundary that
 * hydrates once its code is in), and a page opened in the app without server HTML shows an empty
 * box of `placeholder` classes in its place. In Punjabi it also waits for the rest of the
 * messages (scripts/i18n-keys.mjs puts its texts there). A failed fetch (flaky data) is tried
 * again at the next touch or keypress.
 *
 * `onView` false is for a part at the top of the page whose server HTML works without its code
 * (plain links: the home page's Today block): its code waits for the first touch, keypress or move
 * to another address, not for the viewport, so it is not part of the first screen's JavaScript.
 * Where the page has no server HTML of it (opened in the app), it is fetched at once.
 */
export function deferred<P extends object>(
  load: Loader<P>,
  placeholder: string,
  onView = true,
): ComponentType<P> {
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
  loaders.push(start);
  // React.lazy keeps a rejected promise for good: this one only ever resolves, once the part's
  // code is in (a failed fetch is retried at the next touch instead).
  let resolve!: (m: { default: ComponentType<P> }) => void;
  const arrived = new Promise<{ default: ComponentType<P> }>((r) => (resolve = r));
  const Lazy = lazy(() => (loaded ? Promise.resolve({ default: loaded }) : arrived));
  const Placeholder = () => <div className={placeholder} />;

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const tapsRef = useRef<HTMLElement[] | null>([]);
    // A part still waiting for its code keeps the server's HTML, and React cannot update a part it
    // has not hydrated: an update that reaches it (a navigation the router runs as a transition,
    // e.g. the search box's debounced new address) waits for its code. So the first move to
    // another address fetches it at once rather than at the next touch or scroll.
    const { key } = useLocation();
    const [firstKey] = useState(key);
    // If its code cannot be had (a deployment removed it), the part gives way to its empty box
    // rather than hold the navigation for good (the page itself then offers a reload).
    if (key !== firstKey && !loaded)
      void start().then(
        (c) => resolve({ default: c }),
        () => resolve({ default: Placeholder }),
      );
    useEffect(() => {
      if (loaded) return;
      let live = true;
      // React drops a tap on a part it cannot hydrate yet (its code is not in): a tap on one of the
      // server HTML's buttons is kept here (on the document, before React's listener on the root)
      // and tapped again once the part has hydrated (TapReplay).
      const keep = (e: MouseEvent) => {
        const b = (e.target as Element).closest?.("button");
        if (tapsRef.current && b && box.current?.contains(b)) {
          e.preventDefault();
          e.stopPropagation();
          tapsRef.current.push(b);
        }
      };
      document.addEventListener("click", keep, true);
      // Shown from the app (its placeholder, not the server's HTML): watched like any other part.
      const watch = onView || box.current?.firstElementChild?.className === placeholder;
      const io = !watch
        ? null
        : typeof IntersectionObserver === "function"
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
          (c) => resolve({ default: c }),
          () => live && arm(),
        );
      }
      if (io && box.current) io.observe(box.current);
      else if (!io && watch) go();
      arm();
      return () => {
        live = false;
        disarm();
        document.removeEventListener("click", keep, true);
      };
    }, []);
    const Part = loaded ?? Lazy;
    return (
      <div ref={box}>
        <Suspense fallback={<div className={placeholder} />}>
          <Part {...props} />
          <TapReplay tapsRef={tapsRef} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
