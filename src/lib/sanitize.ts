// All HTML we did not write (DOCX output, quiz descriptions, settings text) goes through here
// before it is stored or rendered. A strict allowlist: no style, forms, iframes, scripts or
// event handlers; links keep only http(s)/mailto/tel and open safely. The rules themselves are
// in sanitize-core.js, shared with the seed script.
import DOMPurify from "dompurify";
import { domWindow } from "./dom-window";
import { createSanitizer, type SanitizeOptions } from "./sanitize-core";

export type { SanitizeOptions };

let sanitizer: ReturnType<typeof createSanitizer> | null = null;

export function sanitizeHtml(html: string, opts: SanitizeOptions = {}): string {
  sanitizer ??= createSanitizer(DOMPurify(domWindow()));
  return sanitizer(html, opts);
}

/** Plain text of an HTML fragment (for meta descriptions and previews). */
export function htmlToText(html: string): string {
  const doc = new (domWindow().DOMParser)().parseFromString(
    sanitizeHtml(html, { profile: "basic" }),
    "text/html",
  );
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
