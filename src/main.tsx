import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { loadRoute } from "@/app/router";
import { startLang } from "@/lib/i18n";
import { registerServiceWorker } from "@/lib/offline/register-sw";
import "./index.css";

// The server's description tag is for readers without JavaScript (link previews, simple crawlers).
// PageMeta renders its own (React 19 hoists it to <head>) and updates it on every page; React does
// not render, so the server's copy goes to keep one description per page.
document.head.querySelector('meta[name="description"]')?.remove();

const render = () =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The first render waits for the visit's language (src/lib/i18n.ts: the Punjabi messages it needs).
// When the server painted the page and sent its data (pb_hooks/lib/first-response.js), it also
// waits for that data to be in SWR's cache and for the page's chunk (both preloaded by the HTML),
// so React replaces the server's paint with the same page, not a spinner. If either fails the app
// renders anyway and fetches as usual.
const lang = startLang();
if (document.getElementById("initial-data"))
  void Promise.all([lang, import("@/lib/initial-data")])
    .then(([, m]) => {
      const data = m.readInitialData();
      if (data) m.seedCache(data);
      return data?.route ? loadRoute(data.route) : undefined;
    })
    .then(render, render);
else void lang.then(render, render);

registerServiceWorker();
