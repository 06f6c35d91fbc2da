// A small data-loading hook for public pages: loading / error / data, a shared in-memory cache
// per key (shown at once, refreshed in the background when older than maxAgeMs), and stale
// results ignored when the key changes. (TanStack Query would cost ~11 KB gzipped on every
// public page; the home page budget is 120 KB in total.)
import { useCallback, useEffect, useState } from "react";
import { isAbort } from "./pocketbase";

type Entry = { data?: unknown; promise?: Promise<unknown>; at: number };
const cache = new Map<string, Entry>();

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

interface State<T> {
  key: string | null;
  data?: T;
  error?: unknown;
  loading: boolean;
}

function initial<T>(key: string | null): State<T> {
  const data = key ? (cache.get(key)?.data as T | undefined) : undefined;
  return { key, data, loading: !!key && data === undefined };
}

/** Loads `fn()` for `key` (null = don't load). */
export function useResource<T>(key: string | null, fn: () => Promise<T>, maxAgeMs = 60_000): Resource<T> {
  const [state, setState] = useState<State<T>>(() => initial<T>(key));
  const [nonce, setNonce] = useState(0);

  // Derive during render when the key changed (no effect round-trip).
  if (state.key !== key) setState(initial<T>(key));

  useEffect(() => {
    if (!key) return;
    const entry = cache.get(key);
    if (nonce === 0 && entry?.data !== undefined && Date.now() - entry.at < maxAgeMs) return;
    let live = true;
    // Share an in-flight request between components asking for the same key.
    const promise = nonce === 0 && entry?.promise ? entry.promise : fn();
    cache.set(key, { data: entry?.data, promise, at: entry?.at ?? 0 });
    promise.then(
      (data) => {
        cache.set(key, { data, at: Date.now() });
        if (live) setState({ key, data: data as T, loading: false });
      },
      (error) => {
        cache.delete(key);
        if (live && !isAbort(error)) setState({ key, error, loading: false });
      },
    );
    return () => {
      live = false;
    };
    // fn is intentionally not a dependency: the key identifies the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce, maxAgeMs]);

  const reload = useCallback(() => {
    if (key) cache.delete(key);
    setState((s) => ({ ...s, error: undefined, loading: true }));
    setNonce((n) => n + 1);
  }, [key]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** Drops cached results whose key starts with `prefix` (after a write). */
export function invalidateResources(prefix: string) {
  for (const k of cache.keys()) if (k.startsWith(prefix)) cache.delete(k);
}
