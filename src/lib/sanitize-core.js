// The one sanitising policy, in plain JavaScript so both the app (src/lib/sanitize.ts, with the
// browser's DOM) and the seed script (scripts/lib/render-docx.mjs, with jsdom) apply exactly
// the same rules. Allowlists live in sanitize-policy.json.
import policy from "./sanitize-policy.json" with { type: "json" };

const SAFE_LINK = new RegExp(policy.safeLink, "i");
// Ids only as a converted .docx names its notes and bookmarks: "d<per-document prefix>-footnote-1"
// (article-core.js), so in-page links work and two articles on one page cannot clash or clobber.
const SAFE_ID = new RegExp(policy.safeId);
// Images: http(s), same-origin paths (PocketBase file URLs) and inline raster data URIs.
const SAFE_IMG = new RegExp(policy.safeImg, "i");
// Placeholders for images extracted from a DOCX before staff save them (see lib/docx).
const IMAGE_PLACEHOLDER = /^docx-image:\d+$/;
// DOMPurify's own URI check rejects unknown schemes; in placeholder mode it must let this one by.
const PLACEHOLDER_URI = /^(?:(?:https?|mailto|tel|docx-image):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * @param {import("dompurify").DOMPurify} purifier a DOMPurify instance bound to a window
 * @returns {(html: string, opts?: { profile?: "document" | "basic" | "snippet", allowImagePlaceholders?: boolean }) => string}
 */
// "snippet": search results' text with its matches in <mark> (nothing else).
const TAGS = { document: policy.documentTags, basic: policy.basicTags, snippet: policy.snippetTags };
const ATTRS = { document: policy.documentAttrs, basic: policy.basicAttrs, snippet: policy.snippetAttrs };

export function createSanitizer(purifier) {
  // Set only for the duration of one synchronous sanitize() call.
  let allowPlaceholders = false;
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.hasAttribute?.("id") && !SAFE_ID.test(node.getAttribute("id") ?? "")) node.removeAttribute("id");
    if (node.nodeName === "A") {
      const href = (node.getAttribute("href") ?? "").trim();
      if (!SAFE_LINK.test(href)) node.removeAttribute("href");
      else {
        if (!href.startsWith("#")) node.setAttribute("rel", "noopener noreferrer");
        if (/^https?:/i.test(href)) node.setAttribute("target", "_blank");
      }
    }
    if (node.nodeName === "IMG") {
      const src = (node.getAttribute("src") ?? "").trim();
      const ok = SAFE_IMG.test(src) || (allowPlaceholders && IMAGE_PLACEHOLDER.test(src));
      if (!ok) node.removeAttribute("src");
      node.setAttribute("loading", "lazy");
    }
  });

  return (html, { profile = "document", allowImagePlaceholders = false } = {}) => {
    allowPlaceholders = allowImagePlaceholders && profile === "document";
    try {
      return purifier.sanitize(html, {
        ...(allowPlaceholders ? { ALLOWED_URI_REGEXP: PLACEHOLDER_URI } : {}),
        ALLOWED_TAGS: TAGS[profile] ?? policy.basicTags,
        ALLOWED_ATTR: ATTRS[profile] ?? policy.basicAttrs,
        // target/rel/loading are set by the hook after attribute filtering.
        ADD_ATTR: ["target", "rel", "loading"],
        ALLOW_DATA_ATTR: false,
        ALLOW_ARIA_ATTR: false,
        FORBID_TAGS: policy.forbidTags,
        KEEP_CONTENT: true,
      });
    } finally {
      allowPlaceholders = false;
    }
  };
}
