import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { loadRoute } from "@/app/router";
import { registerServiceWorker } from "@/lib/offline/register-sw";
import "./index.css";

// The server's description tag is for readers without JavaScript (link previews, simple crawlers).
// From here on each page states its own through <PageMeta>; React 19 does not adopt a tag it did
// not render, so the server's copy goes to keep one description per page.
document.head.querySelector('meta[name="description"]')?.remove();

const render = () =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// When the server painted the page and sent its data (pb_hooks/lib/first-response.js), the first
// render waits for that data to be in SWR's cache and for the page's chunk (both preloaded by the
// HTML), so React replaces the server's paint with the same page, not a spinner. If either fails
// the app renders anyway and fetches as usual.
if (document.getElementById("initial-data"))
  void import("@/lib/initial-data")
    .then((m) => {
      const data = m.readInitialData();
      if (data) m.seedCache(data);
      return data?.route ? loadRoute(data.route) : undefined;
    })
    .then(render, render);
else render();

registerServiceWorker();
