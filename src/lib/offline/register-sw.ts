/**
 * Registers the service worker (sw.js, built by vite-plugin-pwa) after the page has loaded, in
 * production builds only: dev and unit tests never get one. Kept tiny: it ships in the home
 * page's entry chunk.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  });
}
