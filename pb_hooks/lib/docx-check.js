/* global toBytes, ValidationError -- JSVM globals not in the shared ESLint list */
// The server's half of the DOCX check the browser runs before converting (src/lib/docx/zip-preflight.ts):
// one rule set, shared/docx-package-core.cjs. An article's `doc` must be a zip within the entry
// count and unpacked size the browser allows (no zip64), holding [Content_Types].xml and a main
// document part found through _rels/.rels whatever its name, typed as a Word document; every entry
// is inflated against its declared size with a running cap, so lying headers are refused.
// PocketBase's own MIME sniff is not the gate: it calls valid Word files a plain zip when docProps/
// or folder entries come first (migration 1764500000 accepts those types; this check decides).
const { DOCX_PREFLIGHT_LIMITS } = require(`${__hooks}/../shared/rules-core.cjs`);
const { checkDocxPackage, specificProblemMessage } = require(`${__hooks}/../shared/docx-package-core.cjs`);

/** @typedef {"not-docx" | "corrupt" | "zip-bomb"} Problem */

/** @type {Record<Problem, string>} */
const MESSAGES = {
  "not-docx": "This file is not a Word document (.docx). Save it from Word as .docx and upload it again.",
  corrupt: "This Word document is damaged or incomplete. Open it in Word, save it again and upload it.",
  "zip-bomb":
    "This Word document unpacks to far more data than a real document does, so it was refused. Save it from Word again and upload it.",
};

/**
 * @param {io.ReadSeekCloser} reader
 * @param {number} offset
 * @param {number} length
 */
function readAt(reader, offset, length) {
  reader.seek(offset, 0);
  return toBytes(reader, length);
}

/**
 * { problem, detail, message? } for an archive of `size` bytes, or null when it is acceptable.
 * `message` is set when the cause is the document's size (too many parts, unpacks too large).
 * @param {(offset: number, length: number) => ArrayLike<number>} read reads `length` bytes at `offset` (fewer at the end)
 * @param {number} size
 * @returns {{ problem: Problem, detail: string, message?: string } | null}
 */
function problemOf(read, size) {
  const r = checkDocxPackage(
    (/** @type {number} */ offset, /** @type {number} */ length) =>
      read(offset, Math.max(0, Math.min(length, size - offset))),
    size,
    DOCX_PREFLIGHT_LIMITS,
    { inflateAll: true },
  );
  if (r.ok) return null;
  const message = specificProblemMessage(r, DOCX_PREFLIGHT_LIMITS);
  return { problem: /** @type {Problem} */ (r.problem), detail: r.detail, ...(message ? { message } : {}) };
}

/**
 * Throws a 400 with a `doc` field error when a newly uploaded `doc` is not an acceptable DOCX.
 * @param {HookRecordEvent} e
 */
function checkDoc(e) {
  for (const file of e.record.getUnsavedFiles("doc")) {
    if (!file) continue; // a Go nil in the list: nothing uploaded
    const reader = file.reader.open();
    /** @type {{ problem: Problem, detail: string, message?: string } | null} */
    let found;
    try {
      found = problemOf((offset, length) => readAt(reader, offset, length), Number(file.size));
    } catch (err) {
      found = { problem: "corrupt", detail: String(err) };
    } finally {
      reader.close();
    }
    if (found) {
      const message = found.message || MESSAGES[found.problem];
      // The detail is for the server log; staff see the plain message.
      console.log(`docx-check: refused ${file.originalName}: ${found.detail}`);
      throw new BadRequestError(message, {
        doc: new ValidationError(`invalid_docx_${found.problem.replace("-", "_")}`, message),
      });
    }
  }
}

module.exports = { checkDoc, problemOf };
