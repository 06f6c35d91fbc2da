// A small data-loading hook for public pages: loading / error / data, one shared store per key
// (every component asking for a key sees the same result as soon as it arrives, and a request
// in flight is shared), cached results shown at once and refreshed in the background when
// older than maxAgeMs. (TanStack Query would cost ~11 KB gzipped on every public page; the home
// page budget is 120 KB in total.)
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { isAbort } from "./pocketbase";

interface Snapshot {
  data?: unknown;
  error?: unknown;
  loading: boolean;
  at: number;
}

const store = new Map<string, Snapshot>();
const inflight = new Map<string, Promise<void>>();
const listeners = new Map<string, Set<() => void>>();
const IDLE: Snapshot = { loading: false, at: 0 };
const FIRST_LOAD: Snapshot = { loading: true, at: 0 };

function publish(key: string, snap: Snapshot) {
  store.set(key, snap);
  listeners.get(key)?.forEach((l) => l());
}

/** Starts loading `key` unless a request for it is already in flight. */
function load(key: string, fn: () => Promise<unknown>, visible: boolean) {
  if (inflight.has(key)) return;
  const prev = store.get(key);
  if (visible || prev?.data === undefined) {
    publish(key, { data: prev?.data, loading: true, at: prev?.at ?? 0 });
  }
  const p = fn().then(
    (data) => publish(key, { data, loading: false, at: Date.now() }),
    (error) => {
      const cur = store.get(key);
      if (isAbort(error)) publish(key, { data: cur?.data, loading: false, at: cur?.at ?? 0 });
      else publish(key, { data: cur?.data, error, loading: false, at: 0 });
    },
  );
  const tracked = p.finally(() => inflight.delete(key));
  inflight.set(key, tracked);
}

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads `fn()` for `key` (null = don't load). */
export function useResource<T>(key: string | null, fn: () => Promise<T>, maxAgeMs = 60_000): Resource<T> {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });

  const subscribe = useCallback(
    (cb: () => void) => {
      if (!key) return () => {};
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(cb);
      return () => {
        set.delete(cb);
      };
    },
    [key],
  );
  const getSnapshot = () => (key ? (store.get(key) ?? FIRST_LOAD) : IDLE);
  const snap = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  useEffect(() => {
    if (!key) return;
    const s = store.get(key);
    // Fresh data: nothing to do. Anything else (nothing yet, stale, or an earlier error) loads.
    if (s && s.data !== undefined && !s.error && Date.now() - s.at < maxAgeMs) return;
    load(key, () => fnRef.current(), false);
  }, [key, maxAgeMs]);

  const reload = useCallback(() => {
    if (key) load(key, () => fnRef.current(), true);
  }, [key]);

  return { data: snap.data as T | undefined, error: snap.error, loading: snap.loading, reload };
}

/** Drops cached results whose key starts with `prefix` (after a write): the next use reloads. */
export function invalidateResources(prefix: string) {
  for (const k of [...store.keys()]) if (k.startsWith(prefix)) store.delete(k);
}
