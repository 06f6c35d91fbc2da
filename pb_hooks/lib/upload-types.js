/* global toBytes -- a JSVM global not in the shared ESLint list */
// Issue 25, hole 5: uploaded scripts. A GIF that is also valid JavaScript, uploaded as an article
// picture named p.js, passed the field's type check (its bytes are a GIF) and kept its name, and
// PocketBase serves a stored ".js" file as text/javascript whatever it holds, so a page could run
// it with <script src="/api/files/…/p_….js">. Three layers now:
// - on upload (upload-types.pb.js, a model hook for every collection) a new file's extension is
//   made to match what its bytes are: a picture gets its picture extension (p.js holding a GIF is
//   stored as p_….gif), a PDF .pdf, and any other file whose extension is not one of the few this
//   site stores gets .bin;
// - on download (onFileDownloadRequest) a file is served with the type PocketBase sniffed from its
//   bytes when it was stored, inline only when that is a raster picture; everything else is an
//   attachment, and a type a browser would run or render (script, HTML, SVG, XML) goes out as
//   application/octet-stream. X-Content-Type-Options: nosniff is on every response (security.js);
// - the pages' Content-Security-Policy no longer trusts the files route for scripts (security.js).

/** The extension each raster picture kind is stored with. */
const IMAGE_EXTENSIONS = { png: ".png", jpeg: ".jpg", gif: ".gif", webp: ".webp" };

/** Extensions a non-picture upload may keep (the brochure PDF, Word files). */
const SAFE_OTHER_EXTENSIONS = [".pdf", ".docx", ".doc", ".zip"];

/** Sniffed types served inline, as themselves (what an <img> shows; no script can run in them). */
const INLINE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/x-icon", "image/bmp"];

/** Sniffed types that a browser would run or render as a document: never sent as themselves. */
const ACTIVE_TYPE = /(javascript|ecmascript|html|xml|svg|css|text\/plain|^$)/i;

/**
 * The stored file name for an upload whose first bytes are `head` (PocketBase's generated name,
 * e.g. "p_x1y2z3a4b5.js"), with its extension fixed to what the bytes are. Pure: unit-tested.
 * @param {string} name
 * @param {string | null} imageKind "png" | "jpeg" | "gif" | "webp" | null (image-size-core's imageKindOf)
 * @param {boolean} isPdf the bytes start with %PDF-
 * @returns {string}
 */
function safeName(name, imageKind, isPdf) {
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : "";
  /** @type {string} */
  let want;
  if (imageKind && Object.prototype.hasOwnProperty.call(IMAGE_EXTENSIONS, imageKind)) {
    want = IMAGE_EXTENSIONS[/** @type {keyof typeof IMAGE_EXTENSIONS} */ (imageKind)];
    if (want === ".jpg" && ext === ".jpeg") want = ".jpeg";
  } else if (isPdf) {
    want = ".pdf";
  } else {
    want = SAFE_OTHER_EXTENSIONS.indexOf(ext) >= 0 && ext !== ".pdf" ? ext : ".bin";
  }
  return ext === want ? name : base + want;
}

/**
 * The headers a stored file is served with, from the type sniffed when it was stored.
 * @param {string} sniffedType the blob's content type (PocketBase sniffs it from the bytes)
 * @param {string} servedName
 * @param {boolean} forceDownload ?download=1
 * @returns {{ type: string, disposition: string }}
 */
function servingHeaders(sniffedType, servedName, forceDownload) {
  const type = String(sniffedType || "")
    .split(";")[0]
    .trim()
    .toLowerCase();
  const filename = String(servedName || "file").replace(/[^\w.-]/g, "_");
  const inline = !forceDownload && INLINE_TYPES.indexOf(type) >= 0;
  return {
    type: inline || !ACTIVE_TYPE.test(type) ? type : "application/octet-stream",
    disposition: `${inline ? "inline" : "attachment"}; filename="${filename}"`,
  };
}

/**
 * onRecordValidate body (after the fields' own checks): each new file's extension made to match
 * its bytes.
 * @param {HookRecordEvent} e
 */
function fixNames(e) {
  const core = require(`${__hooks}/../shared/image-size-core.cjs`);
  const fields = e.record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field.type() !== "file") continue;
    for (const file of e.record.getUnsavedFiles(field.getName())) {
      if (!file) continue;
      const reader = file.reader.open();
      let head;
      try {
        head = toBytes(reader, 16);
      } finally {
        reader.close();
      }
      const isPdf = head.length >= 5 && String.fromCharCode(...Array.from(head).slice(0, 5)) === "%PDF-";
      const name = safeName(String(file.name), core.imageKindOf(head), isPdf);
      if (name !== file.name) file.name = name;
    }
  }
}

/**
 * onFileDownloadRequest body: the stored file's sniffed type decides how it is served.
 * goja does not promote the embedded request event's fields on this event (e.request and
 * e.response are undefined): they are read from e.requestEvent, its embedded struct by name.
 * @param {core.FileDownloadRequestEvent} e
 */
function serve(e) {
  const ev = /** @type {{ requestEvent: HookRequestEvent }} */ (/** @type {unknown} */ (e)).requestEvent;
  let sniffed = "";
  const fsys = $app.newFilesystem();
  try {
    const reader = fsys.getReader(e.servedPath);
    try {
      sniffed = reader.contentType();
    } finally {
      reader.close();
    }
  } catch {
    sniffed = ""; // missing file: PocketBase answers 404 itself
  } finally {
    fsys.close();
  }
  const q = ev.request.url.query().get("download") || "";
  const force = q !== "" && q !== "0" && q.toLowerCase() !== "false";
  const h = servingHeaders(sniffed, e.servedName, force);
  const header = ev.response.header();
  header.set("Content-Type", h.type);
  header.set("Content-Disposition", h.disposition);
  header.set("X-Content-Type-Options", "nosniff");
  return e.next();
}

module.exports = { safeName, servingHeaders, fixNames, serve, INLINE_TYPES };
