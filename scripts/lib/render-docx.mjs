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
import { Worker } from "node:worker_threads";
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

/**
 * Longest a stored copy's conversion may take (wall clock, on its own thread). The corpus's slowest
 * file takes ~2 s of CPU (docs/benchmarks.md); 20 s leaves room for a busy 2-core server.
 */
export const DOCX_TIME_LIMIT_MS = 20_000;

/** A .docx's size for a message: "4.2 MB", "316 KB". */
export function sizeText(bytes) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Thrown when a conversion passes its time limit: its message names the size and what to do. */
export class DocxTimeLimitError extends Error {}

let worker = null;
let seq = 0;
const pending = new Map();

function getWorker() {
  if (worker) return worker;
  const w = new Worker(new URL("./render-docx-worker.mjs", import.meta.url));
  w.on("message", ({ id, html, error }) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    clearTimeout(job.timer);
    if (!pending.size) w.unref();
    if (error === undefined) job.resolve(html);
    else job.reject(new Error(error));
  });
  w.on("error", (err) => stopWorker(w, err));
  w.on("exit", () => stopWorker(w, new Error("the conversion thread stopped")));
  worker = w;
  return w;
}

function stopWorker(w, err) {
  if (worker === w) worker = null;
  for (const [id, job] of pending) {
    if (job.worker !== w) continue;
    pending.delete(id);
    clearTimeout(job.timer);
    job.reject(err);
  }
  void w.terminate();
}

/**
 * renderDocxHtml on a thread of its own, stopped after `timeLimitMs`: then it rejects with a
 * DocxTimeLimitError whose message names the file's size and what to do. One thread serves every
 * call (started on the first, replaced after a stop); it does not keep the process alive when idle.
 * @param {Buffer} docx
 * @param {{ timeLimitMs?: number }} [opts]
 * @returns {Promise<string>}
 */
export function renderDocxHtmlLimited(docx, opts = {}) {
  const limit = opts.timeLimitMs ?? DOCX_TIME_LIMIT_MS;
  return new Promise((resolve, reject) => {
    const w = getWorker();
    const id = ++seq;
    const timer = setTimeout(() => {
      stopWorker(
        w,
        new DocxTimeLimitError(
          `converting this ${sizeText(docx.length)} .docx took over ${limit / 1000} s, so it was stopped. ` +
            "Open it in Word, save it again (or split it into smaller documents) and upload it again.",
        ),
      );
    }, limit);
    pending.set(id, { resolve, reject, timer, worker: w });
    w.ref();
    // A copy: the caller keeps its buffer.
    w.postMessage({ id, bytes: new Uint8Array(docx) });
  });
}
