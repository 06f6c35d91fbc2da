// The site's own address for links it shares (an article's WhatsApp link, the print footer): the
// one the server put in the page (pb_hooks/lib/first-response.js: SITE_URL, else the settings' site
// address, else where it listens), so the server's HTML and the browser's render agree; else the
// address the page was opened at.
let origin: string | null = null;

export function setSiteOrigin(value: string | null | undefined): void {
  origin = value ? value.replace(/\/+$/, "") : null;
}

export function siteOrigin(): string {
  return origin ?? (typeof location === "undefined" ? "" : location.origin);
}
