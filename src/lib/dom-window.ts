// The DOM that HTML work (sanitising with DOMPurify, reshaping stored article HTML) runs on: the
// page's own in the browser; on the server (src/app/render-server.tsx) a jsdom window it hands in,
// so the server's HTML is made by the same code as the browser's. Never a global `window` on the
// server: libraries take that to mean a browser.
type DomWindow = typeof window;
let given: DomWindow | null = null;

export function setDomWindow(win: DomWindow): void {
  given = win;
}

export function domWindow(): DomWindow {
  return given ?? window;
}
