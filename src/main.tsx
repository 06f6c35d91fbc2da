import { env } from "@/config/env";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { warmIntlOffThread } from "@/lib/intl-warmup/intl-warmup";
import { registerServiceWorker } from "@/lib/offline/register-sw";
import "./index.css";

// The entry is kept tiny (no React in it). When the server rendered the page (the app's own
// components, pb_hooks/lib/first-response.js, with its data in the HTML), the app starts once that
// page is on screen: on a phone on slow data the stylesheet and the pictures get the link first,
// and the words show while React is still on its way, not after it. A page without server HTML
// starts at once.
// Intl's data is set up by a worker from the start (lib/intl-warmup): making the worker costs the
// main thread a few milliseconds, better spent now, while the page is still loading, than inside the
// app's start; the app waits for it before its first render.
const intl = warmIntlOffThread(env.timeZone);
// A tap on one of the server's buttons (Start quiz, Share, the menu, Load more) before the app's
// code has arrived is kept and given to the app once it has hydrated the page (app/handover.tsx),
// not lost. Links and form buttons need nothing: they work as plain links and forms meanwhile.
// A form the app sends itself (no `action`: contact, Register Now, the search box) is kept the same
// way when submitted early, rather than reloading the page with what was typed in its address.
const earlyTaps: Element[] = [];
const earlySubmits: [HTMLFormElement, HTMLElement | null][] = [];
const keepTap = (e: Event) => {
  const button = (e.target as Element | null)?.closest?.('#root button:not([type="submit"])');
  if (!button) return;
  e.preventDefault();
  if (!earlyTaps.includes(button)) earlyTaps.push(button);
};
const keepSubmit = (e: Event) => {
  const form = e.target as HTMLFormElement;
  if (!form.closest("#root") || form.hasAttribute("action")) return;
  e.preventDefault();
  if (!earlySubmits.some(([f]) => f === form)) earlySubmits.push([form, (e as SubmitEvent).submitter]);
};
document.addEventListener("click", keepTap, true);
document.addEventListener("submit", keepSubmit, true);
if (document.getElementById("root")?.firstElementChild) afterFirstPaint(start);
else start();

registerServiceWorker();

function start() {
  // Every module the page needs (the server lists them in <meta name="app-modules">), preloaded
  // together, so none waits for another to be parsed first: two links a task (each costs a few
  // milliseconds; twenty at once kept a slow phone's main thread busy for 50 ms and more), React and
  // the app first.
  const list = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content ?? "";
  const hrefs = list.split(" ").filter((href) => href.startsWith("/assets/"));
  const preload = () => {
    for (const href of hrefs.splice(0, 2)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length) setTimeout(preload, 0);
  };
  setTimeout(() => {
    preload();
    void boot(intl);
  }, 0);
}

/** A task boundary: what follows runs in a new task, after the browser had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app starts in steps, each in a task of its own, so no single task keeps a slow phone's main
// thread (and the reader's taps and scrolls) waiting long: React (two thirds of the code) first,
// then the app, then the page's chunk, then the first render in slices.
async function boot(intlReady: Promise<void>) {
  const [{ createRoot, hydrateRoot }, { StrictMode, createElement, startTransition }] = await Promise.all([
    import("react-dom/client"),
    import("react"),
  ]);
  await nextTask();
  const { App, Handover, loadRoute, paintedState, readInitialData, seedCache, startLang } =
    await import("@/app/start");
  await nextTask();
  // The visit's language (src/lib/i18n.ts: the Punjabi messages it needs), fetched meanwhile.
  const lang = startLang();

  // The server's description tag is for readers without JavaScript (link previews, simple
  // crawlers). From here on each page states its own through <PageMeta>; React 19 does not adopt a
  // tag it did not render, so the server's copy goes to keep one description per page.
  document.head.querySelector('meta[name="description"]')?.remove();

  // When the server painted the page and sent its data (pb_hooks/lib/first-response.js), the first
  // render waits for that data to be in SWR's cache and for the page's chunk, so React replaces the
  // server's paint with the same page, not a spinner; and always for the language. If the chunk
  // fails the app renders anyway and fetches as usual (startLang falls back to English itself).
  const data = document.getElementById("initial-data") ? readInitialData() : null;
  if (data) seedCache(data);
  // The language first: a route's chunk waits for the rest of the Punjabi messages once the
  // language is known to be Punjabi.
  await lang;
  if (data?.route) await loadRoute(data.route).catch(() => undefined);
  // The page's dates and numbers: Intl's data set up by a worker meanwhile (lib/intl-warmup).
  await intlReady;
  await nextTask();

  // The server rendered this page with the app's own components (src/app/render-server.tsx) from
  // the same data: React hydrates it, keeping its nodes (in slices of a few milliseconds, so the
  // main thread is never blocked for long), and what the reader typed into it meanwhile moves
  // into React's state (app/handover.tsx). A page without server HTML (the offline shell, a
  // renderer that failed) is rendered here, in a transition.
  const root = document.getElementById("root")!;
  // From here on React itself replays a tap on a part it is still hydrating.
  document.removeEventListener("click", keepTap, true);
  document.removeEventListener("submit", keepSubmit, true);
  const painted = paintedState(root, earlyTaps, earlySubmits);
  const app = createElement(StrictMode, null, createElement(Handover, { from: painted }, createElement(App)));
  if (data && root.firstElementChild) hydrateRoot(root, app);
  else startTransition(() => createRoot(root).render(app));
}
