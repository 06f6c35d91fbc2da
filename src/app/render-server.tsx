// The server's half of the one renderer: the app's own components rendered to HTML with the data
// the first response embeds (pb_hooks/lib/first-response.js), which the browser then hydrates
// (src/main.tsx). Built for Node by `vite build --ssr` (dist-server/) and run by the Node process
// that supervises PocketBase (scripts/lib/render-server.mjs).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { loadDeferredParts } from "@/components/deferred";
import { ROUTES } from "@/config/routes";
import { setDomWindow } from "@/lib/dom-window";
import { seedCache, type InitialData } from "@/lib/initial-data";
import { loadAllLanguages, setRenderLang, type Lang } from "@/lib/i18n";
import { resetSeed } from "@/lib/swr";
import { AppBody } from "./app";
import { loadRoute } from "./router";

let ready: Promise<void> | null = null;

/**
 * Loads what a render needs synchronously: every route module (so React.lazy never suspends),
 * every deferred part (footer, the home page's lower half) and both languages' messages.
 */
export function prepare(): Promise<void> {
  return (ready ??= (async () => {
    // HTML work (DOMPurify, reshaping stored articles) on a DOM of its own (lib/dom-window.ts).
    const { JSDOM } = await import("jsdom");
    setDomWindow(new JSDOM("<!doctype html>").window as unknown as typeof window);
    await loadAllLanguages();
    const modules = new Set(ROUTES.map(([, , m]) => m).filter((m) => m && m !== "admin"));
    await Promise.all([...modules, "not-found"].map((m) => loadRoute(m)));
    await loadDeferredParts();
  })());
}

export interface RenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  lang: Lang;
  data: InitialData;
}

/** The HTML inside #root for a page: the same tree the browser's first render makes. */
export function render({ url, lang, data }: RenderRequest): string {
  if (!ready) throw new Error("render() before prepare()");
  setRenderLang(lang);
  resetSeed();
  seedCache(data, Number.POSITIVE_INFINITY);
  return renderToString(
    <StaticRouter location={url}>
      <AppBody />
    </StaticRouter>,
  );
}
