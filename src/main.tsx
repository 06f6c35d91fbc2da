import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { startLang } from "@/lib/i18n";
import "./index.css";

// The server's description tag is for readers without JavaScript (link previews, simple crawlers).
// From here on each page states its own through <PageMeta>; React 19 does not adopt a tag it did
// not render, so the server's copy goes to keep one description per page.
document.head.querySelector('meta[name="description"]')?.remove();

void startLang().then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
