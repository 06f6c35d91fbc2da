import { lazy, type ComponentType } from "react";

// Every lazy part's loader, so the server renderer (src/app/render-server.tsx) can load them all
// before it renders: a part the server cannot render would leave its Suspense boundary to the
// browser (React's error 419) instead of in the HTML.
const loaders: (() => Promise<unknown>)[] = [];

/** Server rendering: loads every lazy part registered so far. */
export function loadLazyParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * React.lazy for a part of a page in a chunk of its own (e.g. DOMPurify for search snippets),
 * inside a Suspense boundary: rendered at once on the server and wherever its code is already
 * in; in the browser, hydrated (or shown) when its code arrives.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (c) => (loaded = c),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  loaders.push(start);
  const Lazy = lazy(() => start().then((c) => ({ default: c })));
  function Part(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return Part;
}
