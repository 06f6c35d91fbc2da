import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { loadRoute } from "@/app/router";
import { initialData } from "@/lib/initial-data";
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

// When the server painted the page and sent its data, the first render waits for the page's chunk
// (already preloaded by the HTML) so React replaces the server's paint with the same page, not a
// spinner. A failed chunk renders anyway: the app's own error handling takes over.
const route = initialData()?.route;
if (route) void loadRoute(route).then(render, render);
else render();
