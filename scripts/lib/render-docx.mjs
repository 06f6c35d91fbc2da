// Renders a .docx to stored HTML in Node exactly as the browser does (the staff editor's preview
// and the reader's in-browser path for old-site articles): the same conversion module
// (src/lib/docx/article-core.js: legacy Punjabi fonts → Unicode, mammoth with no embedded style
// map and no external files, images as placeholders), then the same DOMPurify passes with the
// same rules (src/lib/sanitize-core.js, on jsdom), images inline as data: URIs.
// Before anything is unpacked, the file gets the browser's and the server's checks: at most
// MAX_DOCX_BYTES and the zip preflight (pb_hooks/lib/docx-check.js's problemOf, the server's copy
// of src/lib/docx/zip-preflight.ts), so a zip bomb among the old site's files never reaches mammoth.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { runInNewContext } from "node:vm";
import { convertArticleRaw, inlineArticleHtml } from "../../src/lib/docx/article-core.js";
import { createSanitizer } from "../../src/lib/sanitize-core.js";

/** src/lib/docx/docx-error.ts's MAX_DOCX_BYTES (and the `doc` field's upload limit). */
export const MAX_DOCX_BYTES = 20 * 1024 * 1024;

let deps = null;

/** The sanitiser and document (jsdom) the conversion's DOM steps use, made once. */
export async function articleDeps() {
  if (deps) return deps;
  const [{ JSDOM }, { default: DOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const { window } = new JSDOM("");
  deps = { sanitize: createSanitizer(DOMPurify(window)), document: window.document };
  return deps;
}

let problemOf = null;

/** The server's zip preflight (a JSVM module) run on a Node buffer: { problem, detail } or null. */
export function docxProblem(buf) {
  if (buf.length === 0) return { problem: "empty", detail: "0 bytes" };
  if (buf.length > MAX_DOCX_BYTES) return { problem: "too-large", detail: `${buf.length} bytes` };
  if (!problemOf) {
    // docx-check.js is a JSVM module: run it with what it uses of the JSVM at load (the require of
    // the shared src/lib modules by `${__hooks}/../src/lib/…`). problemOf itself only reads bytes
    // through the function it is given.
    const require = createRequire(import.meta.url);
    const module = { exports: {} };
    runInNewContext(readFileSync(require.resolve("../../pb_hooks/lib/docx-check.js"), "utf8"), {
      module,
      require: (path) => require(`../..${path.replace(/^\/\.\./, "")}`),
      __hooks: "",
    });
    problemOf = module.exports.problemOf;
  }
  try {
    return problemOf((offset, length) => buf.subarray(offset, offset + length), buf.length);
  } catch (err) {
    return { problem: "corrupt", detail: String(err?.message ?? err) };
  }
}

/** @param {Buffer} docx @returns {Promise<string>} sanitised HTML */
export async function renderDocxHtml(docx) {
  const found = docxProblem(docx);
  if (found) throw new Error(`not converted: ${found.problem} (${found.detail})`);
  const { default: mammoth } = await import("mammoth");
  // A copy as an exact ArrayBuffer (a Buffer may be a view into a larger pool).
  const arrayBuffer = new Uint8Array(docx).buffer;
  const raw = await convertArticleRaw(mammoth, arrayBuffer, true);
  return inlineArticleHtml(raw, await articleDeps());
}
