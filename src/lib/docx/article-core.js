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

/**
 * The prefix of every id the article's HTML carries (footnotes, endnotes, comments, bookmarks:
 * "d1k2j3h-footnote-1"), from the file's bytes (FNV-1a): the same in the browser and the server,
 * different for two documents, so two articles on one page never share an id. The sanitiser keeps
 * only ids and "#" links of this shape (sanitize-policy.json's safeId).
 * @param {ArrayBuffer | Uint8Array} bytes
 */
export function documentIdPrefix(bytes) {
  const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let h = 0x811c9dc5;
  // Every byte up to 1 MB, then every 64th: a few ms for the largest upload, still a different
  // prefix for different files in practice.
  const step = (i) => (i < 1 << 20 ? 1 : 64);
  for (let i = 0; i < b.length; i += step(i)) {
    h ^= b[i];
    h = Math.imul(h, 0x01000193);
  }
  return `d${(h >>> 0).toString(36).padStart(4, "0")}-`;
}

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
  const { buffer, report, prepared } = await convertLegacyDocx(original, { convert: convertLegacyFonts });
  const arrayBuffer = buffer ?? original;
  const images = [];
  let unshownImages = 0;
  const convertImage = mammoth.images.imgElement(async (image) => {
    const contentType = image.contentType.toLowerCase();
    if (!SHOWN_IMAGE_TYPES.has(contentType)) {
      unshownImages++;
      return { src: "" };
    }
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
    { ...ARTICLE_MAMMOTH_OPTIONS, convertImage, idPrefix: documentIdPrefix(original) },
  );
  const messages = result.messages.map((m) => m.message);
  return {
    html: result.value,
    images,
    messages,
    legacy: report,
    notes: conversionNotes(result.value, messages, { unshownImages, equations: prepared.equations }),
  };
}

// Unrecognised elements that carry no content of their own (formatting, shape geometry, locks):
// mammoth's warning about them is not something staff lost.
const NO_CONTENT_ELEMENT =
  /^(?:w:(?:tblPrEx|smartTagPr|customXmlPr|proofErr|permStart|permEnd|lastRenderedPageBreak)|v:\w+|\{urn:schemas-microsoft-com:office:office\}(?:lock|ink|signatureline|callout|extrusion|skew)|\{urn:schemas-microsoft-com:(?:vml|office:word)\}\w+)$/;

/**
 * What could not be converted, counted by kind, from mammoth's messages and the raw HTML: the
 * preview says it in plain words (docx-notes.ts) and the corpus test records it. Kinds:
 * "picture-no-description" (a shown picture without Word's description: its alt text is empty),
 * "picture-not-shown" (EMF/WMF/SVG or linked pictures, left out), "object-left-out" (embedded OLE
 * objects: old equations, charts), "symbol-left-out" (w:sym in a symbol font), "content-left-out"
 * (other elements mammoth does not know). Styles mammoth does not know are not listed: the text
 * is kept, only its style is plain.
 * @param {string} rawHtml
 * @param {string[]} messages
 * @param {{ unshownImages: number, equations?: number }} counts
 * @returns {{ kind: string, count: number }[]}
 */
export function conversionNotes(rawHtml, messages, counts) {
  const tally = new Map();
  const add = (kind, n = 1) => {
    if (n > 0) tally.set(kind, (tally.get(kind) ?? 0) + n);
  };
  add("equation-as-text", counts.equations ?? 0);
  for (const img of rawHtml.match(/<img\b[^>]*>/g) ?? []) {
    if (img.includes(`src="${PLACEHOLDER}`) && !/\salt="[^"]*\S[^"]*"/.test(img))
      add("picture-no-description");
  }
  add("picture-not-shown", counts.unshownImages);
  for (const m of messages) {
    if (/^could not read external image/.test(m)) add("picture-not-shown");
    else if (/^A w:sym element with an unsupported character/.test(m)) add("symbol-left-out");
    else if (
      /^An unrecognised element was ignored: \{urn:schemas-microsoft-com:office:office\}OLEObject$/.test(m)
    )
      add("object-left-out");
    else if (/^An unrecognised element was ignored: /.test(m)) {
      const el = m.slice("An unrecognised element was ignored: ".length);
      if (!NO_CONTENT_ELEMENT.test(el)) add("content-left-out");
    }
  }
  return [...tally].map(([kind, count]) => ({ kind, count }));
}

/** Images whose source was refused (unsupported type, unsafe URL) would show as broken icons. */
export function dropEmptyImages(html, document) {
  if (!html.includes("<img")) return html;
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  for (const img of Array.from(tpl.content.querySelectorAll("img:not([src]), img[src='']"))) img.remove();
  return tpl.innerHTML;
}

const VOID_TAGS = new Set([
  "br",
  "hr",
  "img",
  "col",
  "wbr",
  "input",
  "meta",
  "link",
  "area",
  "base",
  "source",
]);
/** Top-level elements per piece: a few hundred keeps each parse small wherever the DOM is. */
const CHUNK_ELEMENTS = 200;
const CHUNK_CHARS = 256 * 1024;

/**
 * HTML cut between top-level elements into pieces of at most CHUNK_ELEMENTS elements (or about
 * CHUNK_CHARS), so that each DOM step parses a small fragment: jsdom (the server's backfill and
 * search:rebuild) inserts siblings in time that grows with their number, so one template of 2,000
 * paragraphs took 0.5 s to parse and 1.1 s to sanitise, 10,000 took minutes; pieces make it linear.
 * Cutting only where the open-element depth is 0 keeps every piece balanced (mammoth's HTML
 * escapes < and > in text and attributes); if the tags do not balance, the HTML stays in one
 * piece. Each piece is sanitised on its own, so a cut can never open a way past the sanitiser.
 * @param {string} html
 * @returns {string[]}
 */
export function topLevelChunks(html) {
  if (html.length < 4096) return [html];
  const chunks = [];
  let depth = 0;
  let start = 0;
  let elements = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const name = m[2].toLowerCase();
    if (VOID_TAGS.has(name) || m[0].endsWith("/>")) {
      if (depth === 0) elements++;
    } else if (m[1]) {
      depth--;
      if (depth < 0) return [html];
      if (depth === 0) elements++;
    } else depth++;
    const end = m.index + m[0].length;
    if (depth === 0 && (elements >= CHUNK_ELEMENTS || end - start >= CHUNK_CHARS)) {
      chunks.push(html.slice(start, end));
      start = end;
      elements = 0;
    }
  }
  if (depth !== 0) return [html];
  if (start < html.length) chunks.push(html.slice(start));
  return chunks;
}

/** `step` run on each top-level piece of `html` (topLevelChunks), joined. */
const byChunks = (html, step) => topLevelChunks(html).map(step).join("");

/** The first sanitising pass of raw mammoth HTML: placeholders kept, empty pictures dropped. */
export function sanitizeRawArticle(rawHtml, { sanitize, document }) {
  return byChunks(rawHtml, (part) =>
    dropEmptyImages(sanitize(part, { profile: "document", allowImagePlaceholders: true }), document),
  );
}

/** Replaces docx-image:N placeholders with urls[N] and sanitises again. */
export function resolveImagePlaceholders(html, urls, deps) {
  return byChunks(html, (part) => resolvePlaceholdersIn(part, urls, deps));
}

function resolvePlaceholdersIn(html, urls, { sanitize, document }) {
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
  const clean = sanitizeRawArticle(raw.html, deps);
  // No pictures: nothing to put in, and sanitising the sanitised HTML again gives the same HTML
  // (the parity test compares with the browser's two passes) at the cost of a second full pass,
  // seconds on jsdom for a long document.
  if (!raw.images.length) return clean;
  return resolveImagePlaceholders(clean, raw.images.map(imageDataUrl), deps);
}
