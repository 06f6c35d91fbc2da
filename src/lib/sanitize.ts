// All HTML we did not write (DOCX output, quiz descriptions, settings text) goes through here
// before it is stored or rendered. A strict allowlist: no style, forms, iframes, scripts or
// event handlers; links keep only http(s)/mailto/tel and open safely.
import DOMPurify from "dompurify";
import policy from "./sanitize-policy.json";

// The allowlist lives in JSON so the seed script (scripts/lib/render-docx.mjs) applies the same one.
const DOCUMENT_TAGS = policy.documentTags;
const DOCUMENT_ATTRS = policy.documentAttrs;

const SAFE_LINK = new RegExp(policy.safeLink, "i");
// Images: http(s), same-origin paths (PocketBase file URLs) and inline raster data URIs.
const SAFE_IMG = new RegExp(policy.safeImg, "i");
// Placeholders for images extracted from a DOCX before staff save them (see lib/docx).
const IMAGE_PLACEHOLDER = /^docx-image:\d+$/;
// DOMPurify's own URI check rejects unknown schemes; in placeholder mode it must let this one by.
const PLACEHOLDER_URI = /^(?:(?:https?|mailto|tel|docx-image):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// Set only for the duration of one synchronous sanitize() call.
let allowPlaceholders = false;
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      const href = node.getAttribute("href") ?? "";
      if (!SAFE_LINK.test(href.trim())) node.removeAttribute("href");
      else {
        node.setAttribute("rel", "noopener noreferrer");
        if (/^https?:/i.test(href)) node.setAttribute("target", "_blank");
      }
    }
    if (node.nodeName === "IMG") {
      const src = node.getAttribute("src") ?? "";
      const ok = SAFE_IMG.test(src.trim()) || (allowPlaceholders && IMAGE_PLACEHOLDER.test(src.trim()));
      if (!ok) node.removeAttribute("src");
      node.setAttribute("loading", "lazy");
    }
  });
  purifier = p;
  return p;
}

export interface SanitizeOptions {
  /** "document": headings, tables, images (articles). "basic": inline text and lists (descriptions). */
  profile?: "document" | "basic";
  /** Keep `<img src="docx-image:N">` placeholders (only the DOCX extract path needs this). */
  allowImagePlaceholders?: boolean;
}

const BASIC_TAGS = policy.basicTags;

export function sanitizeHtml(
  html: string,
  { profile = "document", allowImagePlaceholders = false }: SanitizeOptions = {},
): string {
  allowPlaceholders = allowImagePlaceholders && profile === "document";
  try {
    return sanitizeWith(html, profile, allowPlaceholders);
  } finally {
    allowPlaceholders = false;
  }
}

function sanitizeWith(html: string, profile: "document" | "basic", placeholders: boolean): string {
  return getPurifier().sanitize(html, {
    ...(placeholders ? { ALLOWED_URI_REGEXP: PLACEHOLDER_URI } : {}),
    ALLOWED_TAGS: profile === "document" ? DOCUMENT_TAGS : BASIC_TAGS,
    ALLOWED_ATTR: profile === "document" ? DOCUMENT_ATTRS : policy.basicAttrs,
    // target/rel/loading are set by our hook after attribute filtering.
    ADD_ATTR: ["target", "rel", "loading"],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: policy.forbidTags,
    KEEP_CONTENT: true,
  });
}

/** Plain text of an HTML fragment (for meta descriptions and previews). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html, { profile: "basic" }), "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
