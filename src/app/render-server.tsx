// The server's half of the one renderer: a page rendered by the app's own components, with the
// app's own data fetchers, to the HTML and data of PocketBase's first response
// (pb_hooks/lib/first-response.js). The browser hydrates it (src/main.tsx). Built for Node by
// `vite build --ssr` (dist-server/) and run by the Node process that supervises PocketBase
// (scripts/lib/render-server.mjs).
//
// A page is rendered, and every SWR hook it mounts tells what it would fetch (lib/swr.ts's
// `collect`); the server fetches those as a visitor without a sign-in would (the public API, so
// the collections' own rules decide what is shown), puts the answers in the cache and renders
// again, until the page asks for nothing new (an article's day quiz needs the article first).
// What was fetched goes into the page as its initial data, so the browser's first render is
// this one.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { unstable_serialize, type Key } from "swr";
import { loadDeferredParts } from "@/components/deferred";
import { loadLazyParts } from "@/components/lazy-part";
import { ROUTES } from "@/config/routes";
import { setDomWindow } from "@/lib/dom-window";
import { onPageStatus } from "@/lib/http-status";
import { loadAllLanguages, setRenderLang, type Lang } from "@/lib/i18n";
import { cacheKeyOf, fillCache, type InitialData } from "@/lib/initial-data";
import { ClientResponseError, pb } from "@/lib/pocketbase";
import { setSiteOrigin } from "@/lib/site-origin";
import { isClientOnly, seed } from "@/lib/swr";
import { AppBody } from "./app";
import { loadRoute } from "./router";

/** Render, fetch, render again: at most this many renders (a chain longer than this is a bug). */
const MAX_PASSES = 5;

let ready: Promise<void> | null = null;

/**
 * Loads what a render needs synchronously: every route module (so React.lazy never suspends),
 * every deferred part (footer, the home page's lower half) and both languages' messages; and
 * points the app's PocketBase client at `apiBase` (the app asks for "/api/…" as in the browser, so
 * the file links it makes are the same as the browser's). `apiBase()` is the address of the
 * PocketBase whose page is being rendered (one Node process may serve several in tests).
 */
export function prepare({ apiBase }: { apiBase: () => string }): Promise<void> {
  pb.beforeSend = (url, options) => ({ url: /^https?:/.test(url) ? url : `${apiBase()}${url}`, options });
  // What this page's cache has is what the render shows (not a loading state): the cache is the
  // page's own (seed.cache, swapped per render), so no freshness chain builds up across renders.
  seed.fresh = (key) => {
    const k = cacheKeyOf(key);
    return k !== "" && seed.cache.get(k) !== undefined;
  };
  return (ready ??= (async () => {
    // HTML work (DOMPurify, reshaping stored articles) on a DOM of its own (lib/dom-window.ts).
    const { JSDOM } = await import("jsdom");
    setDomWindow(new JSDOM("<!doctype html>").window as unknown as typeof window);
    await loadAllLanguages();
    const modules = new Set(ROUTES.map(([, , m]) => m).filter((m) => m && m !== "admin"));
    await Promise.all([...modules, "not-found"].map((m) => loadRoute(m)));
    await Promise.all([loadDeferredParts(), loadLazyParts()]);
  })());
}

export interface RenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  lang: Lang;
  /** InitialData.route: the route module the page needs first (the browser loads it before hydrating). */
  route?: string;
  /** The site's address for the links it shares (lib/site-origin.ts). */
  origin?: string;
}

export interface RenderResult {
  /** The HTML inside #root: the same tree the browser's first render makes from `data`. */
  html: string;
  /** What the page's hooks fetched, for the browser's cache. */
  data: InitialData;
  /** 404 when the page says it is not there, else 200. */
  status: number;
  /** False when a fetch failed (not a 404): the page shows a loading or error state, not its content. */
  complete: boolean;
}

type Fetcher = (arg: unknown) => unknown;
interface Job {
  kind: "swr" | "pages";
  key: Key;
  run: () => Promise<unknown>;
}

/** The hooks' keys and fetchers this render asked for that the cache does not have yet. */
function collector(jobs: Map<string, Job>, tried: Set<string>) {
  return (key: unknown, fetcher: unknown) => {
    if (typeof fetcher !== "function" || key == null || key === false || isClientOnly(fetcher)) return;
    const fetch = fetcher as Fetcher;
    let job: Job;
    let k: string;
    try {
      if (typeof key === "function") {
        // useSWRInfinite's getKey: its first page (the page renders more only when asked).
        const first = (key as (i: number, p: null) => Key)(0, null);
        if (first == null) return;
        k = `$inf$${unstable_serialize(first)}`;
        job = { kind: "pages", key: first, run: async () => fetch(first) };
      } else {
        k = unstable_serialize(key as Key);
        job = { kind: "swr", key: key as Key, run: async () => fetch(key) };
      }
    } catch {
      return; // a key that cannot be made yet (it depends on data not there)
    }
    if (!k || tried.has(k) || jobs.has(k) || seed.cache.get(k) !== undefined) return;
    jobs.set(k, job);
  };
}

/** The page for `url` in `lang`: rendered, its data fetched, rendered again until complete. */
export async function render({ url, lang, route, origin }: RenderRequest): Promise<RenderResult> {
  if (!ready) throw new Error("render() before prepare()");
  await ready;
  const data: InitialData = { route, origin, swr: [], pages: [], missing: [] };
  const tried = new Set<string>();
  // This page's own cache: renders of other pages run between this one's fetches.
  const cache = new Map();
  // Everything between two awaits runs alone: the module-wide language, origin and cache are set
  // to this page's at the start of each such stretch.
  const own = () => {
    seed.cache = cache;
    setRenderLang(lang);
    setSiteOrigin(origin);
  };
  let complete = true;
  let html = "";
  let status = 200;
  for (let pass = 1; ; pass++) {
    const jobs = new Map<string, Job>();
    status = 200;
    own();
    seed.collect = collector(jobs, tried);
    onPageStatus((s) => (status = Math.max(status, s)));
    try {
      html = renderToString(
        <StaticRouter location={url}>
          <AppBody />
        </StaticRouter>,
      );
    } finally {
      seed.collect = undefined;
      onPageStatus(null);
    }
    if (!jobs.size) break;
    if (pass === MAX_PASSES) {
      complete = false;
      break;
    }
    const fetched: InitialData = { swr: [], pages: [], missing: [] };
    await Promise.all(
      [...jobs].map(async ([k, job]) => {
        tried.add(k);
        // A failure other than "not found" (a busy server, a dropped connection) is asked once more.
        for (let attempt = 1; ; attempt++) {
          try {
            const value = await job.run();
            (job.kind === "pages" ? fetched.pages! : fetched.swr!).push([job.key, value]);
          } catch (err) {
            if (err instanceof ClientResponseError && err.status === 404) fetched.missing!.push(job.key);
            else if (attempt < 2) continue;
            else {
              complete = false;
              console.error("render: a page's data could not be fetched", url, err);
            }
          }
          break;
        }
      }),
    );
    own();
    fillCache(fetched);
    data.swr!.push(...fetched.swr!);
    data.pages!.push(...fetched.pages!);
    data.missing!.push(...fetched.missing!);
  }
  return { html, data, status, complete };
}
