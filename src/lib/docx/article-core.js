// The one DOCX → article HTML conversion, in plain JavaScript so the browser (the DOCX worker,
// docx-core.ts, and convert-docx.ts on the main thread) and Node (scripts/lib/render-docx.mjs: the
// seed, `npm run search:rebuild` and the start-up backfill of stored copies) run exactly the same
// steps with the same options: legacy Punjabi fonts → Unicode (legacy-docx.js), mammoth with no
// embedded style map and no external files, images extracted as docx-image:N placeholders; then,
// on a thread with a DOM, DOMPurify (sanitize-core.js) with placeholders allowed, the placeholders
// replaced by the images' URLs, DOMPurify again, and pictures without a usable source dropped.
import { convertLegacyDocx } from "./legacy-docx.js";

/** Raster types a browser shows everywhere; EMF/WMF/SVG etc. are dropped (SVG can carry script). */
export const SHOWN_IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** Placeholder scheme for extracted images (docx-types.ts's IMAGE_PLACEHOLDER). */
const PLACEHOLDER = "docx-image:";

/** mammoth's options for an article (an image converter is added per call). */
export const ARTICLE_MAMMOTH_OPTIONS = Object.freeze({
  // A .docx may carry its own style map that makes mammoth emit any tag and attribute
  // (event handlers included): never honour it.
  includeEmbeddedStyleMap: false,
  // Linked (not embedded) images must not make the converter read files or URLs.
  externalFileAccess: false,
});

/**
 * Raw (UNSANITISED) article HTML with every shown image extracted and referenced as
 * <img src="docx-image:N">. `mammoth` is passed in: the browser build in the worker, the Node
 * build in scripts.
 */
export async function convertArticleRaw(mammoth, original, convertLegacyFonts = true) {
  const { buffer, report } = await convertLegacyDocx(original, { convert: convertLegacyFonts });
  const arrayBuffer = buffer ?? original;
  const images = [];
  const convertImage = mammoth.images.imgElement(async (image) => {
    const contentType = image.contentType.toLowerCase();
    if (!SHOWN_IMAGE_TYPES.has(contentType)) return { src: "" };
    // mammoth's browser build hands back a Uint8Array (Buffer polyfill), not an ArrayBuffer: copy
    // it into an exact ArrayBuffer, or the worker's postMessage transfer list throws DataCloneError.
    const raw = await image.readAsArrayBuffer();
    images.push({ contentType, bytes: new Uint8Array(raw).buffer });
    return { src: `${PLACEHOLDER}${images.length - 1}` };
  });
  // The browser build of mammoth reads `arrayBuffer`, the Node build `buffer`; JSZip under both
  // accepts an ArrayBuffer, so one object serves both.
  const result = await mammoth.convertToHtml(
    { arrayBuffer, buffer: arrayBuffer },
    { ...ARTICLE_MAMMOTH_OPTIONS, convertImage },
  );
  return {
    html: result.value,
    images,
    messages: result.messages.map((m) => m.message),
    legacy: report,
  };
}

/** Images whose source was refused (unsupported type, unsafe URL) would show as broken icons. */
export function dropEmptyImages(html, document) {
  if (!html.includes("<img")) return html;
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  for (const img of Array.from(tpl.content.querySelectorAll("img:not([src]), img[src='']"))) img.remove();
  return tpl.innerHTML;
}

/** The first sanitising pass of raw mammoth HTML: placeholders kept, empty pictures dropped. */
export function sanitizeRawArticle(rawHtml, { sanitize, document }) {
  return dropEmptyImages(sanitize(rawHtml, { profile: "document", allowImagePlaceholders: true }), document);
}

/** Replaces docx-image:N placeholders with urls[N] and sanitises again. */
export function resolveImagePlaceholders(html, urls, { sanitize, document }) {
  // Nothing to replace (most documents): one sanitising pass, not a parse plus two passes, which
  // for a 5 MB article is seconds of a frozen tab.
  if (!html.includes(PLACEHOLDER)) return dropEmptyImages(sanitize(html, { profile: "document" }), document);
  const tpl = document.createElement("template");
  tpl.innerHTML = sanitize(html, { profile: "document", allowImagePlaceholders: true });
  for (const img of Array.from(tpl.content.querySelectorAll("img"))) {
    const src = img.getAttribute("src") ?? "";
    if (!src.startsWith(PLACEHOLDER)) continue;
    const url = urls[Number(src.slice(PLACEHOLDER.length))];
    if (url) img.setAttribute("src", url);
    else img.remove();
  }
  return dropEmptyImages(sanitize(tpl.innerHTML, { profile: "document" }), document);
}

/** An image's bytes as a data: URI (what the reader's page and the stored copy inline). */
export function imageDataUrl(image) {
  const bytes = new Uint8Array(image.bytes);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return `data:${image.contentType};base64,${globalThis.btoa(binary)}`;
}

/** Sanitised article HTML with its images inline as data: URIs, from mammoth's raw conversion. */
export function inlineArticleHtml(raw, deps) {
  return resolveImagePlaceholders(sanitizeRawArticle(raw.html, deps), raw.images.map(imageDataUrl), deps);
}
