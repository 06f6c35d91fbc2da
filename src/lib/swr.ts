// Server state: every read goes through an SWR hook in its feature's api/ folder. Keys are arrays
// whose first item names the collection (["currentAffairs", "list", query]), so a write can
// refresh everything it affects with revalidate("currentAffairs").
import { useCallback } from "react";
import { useSWRConfig, type Cache, type Middleware, type SWRConfiguration } from "swr";
import { ClientResponseError, isAbort } from "./pocketbase";

/** An aborted request (page left, request superseded) is not an error anyone should see. */
export const ignoreAborts: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  // A Proxy keeps SWR's lazy getters: only the fields a component reads make it re-render.
  return new Proxy(swr, {
    get(target, prop, receiver) {
      if (prop === "error") {
        const error: unknown = target.error;
        return isAbort(error) ? undefined : error;
      }
      return Reflect.get(target, prop, receiver);
    },
  });
};

/** Only a lost connection is worth retrying on its own; 4xx answers will not change. */
function isRetryable(err: unknown): boolean {
  return err instanceof ClientResponseError ? err.status === 0 && !err.isAbort : false;
}

/**
 * The data the server embedded in the page, filled in before the first render by
 * lib/initial-data.ts (a chunk of its own, loaded only when there is such data): the cache starts
 * with it, and `fresh(key)` says a hook mounting on that key need not fetch it again.
 */
export const seed: {
  cache: Cache;
  fresh: (key: unknown) => boolean;
  /**
   * Server rendering only (src/app/render-server.tsx): told of every hook's key and fetcher as the
   * page renders, so the server can fetch what the page asked for and render it again with it.
   */
  collect?: (key: unknown, fetcher: unknown) => void;
} = {
  cache: new Map(),
  fresh: () => false,
};

const CLIENT_ONLY = "swrClientOnly";

/**
 * A fetcher the server's renderer never runs (a costly conversion in the reader's browser, data
 * that only a browser can get): the server paints its loading state, the browser fetches it after
 * hydrating, and the page counts as complete (so it is cached).
 */
export function clientOnly<F extends (...args: never[]) => unknown>(fetcher: F): F {
  return Object.assign(fetcher, { [CLIENT_ONLY]: true });
}

/** Whether `fetcher` was made with clientOnly. */
export function isClientOnly(fetcher: unknown): boolean {
  return (
    typeof fetcher === "function" && (fetcher as unknown as Record<string, unknown>)[CLIENT_ONLY] === true
  );
}

const seededFirst: Middleware = (next) => (key, fetcher, config) => {
  seed.collect?.(key, fetcher);
  return next(key, fetcher, seed.fresh(key) ? { ...config, revalidateOnMount: false } : config);
};

export const swrConfig: SWRConfiguration = {
  // Students pay for their data: coming back to a tab does not refetch; a page opened again
  // within a minute shows what it has without asking again (a write still refreshes it).
  revalidateOnFocus: false,
  dedupingInterval: 60_000,
  shouldRetryOnError: isRetryable,
  errorRetryCount: 2,
  use: [ignoreAborts, seededFirst],
  provider: () => seed.cache,
};

export type ScopedKey = readonly [scope: string, ...rest: unknown[]];

/**
 * After a write: `revalidate(scope)` refetches every result whose key starts with `scope` (mounted
 * views update in place; others refetch when next shown). Works on the cache of the nearest
 * SWRConfig, so tests with their own cache see it too.
 */
export function useRevalidate(): (scope: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((scope: string) => mutate((key) => Array.isArray(key) && key[0] === scope), [mutate]);
}
