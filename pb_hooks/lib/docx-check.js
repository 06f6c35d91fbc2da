/* global toBytes, ValidationError -- JSVM globals not in the shared ESLint list */
// The server's copy of the browser's DOCX preflight (src/lib/docx/zip-preflight.ts): an article's
// `doc` must be a zip whose central directory declares word/document.xml, no more than the entry
// count and unpacked size the browser allows, and no zip64. PocketBase itself only sniffs the
// MIME type, which a zip bomb, a truncated file or a renamed zip of anything passes.
// Nothing is inflated: the sizes are read from the central directory. Only the file's tail (the
// end-of-central-directory record and the directory itself) and its first 4 bytes are read.
const { DOCX_PREFLIGHT_LIMITS } = require(`${__hooks}/../src/lib/rules-core.cjs`);

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** @typedef {"not-docx" | "corrupt" | "zip-bomb"} Problem */

/** @type {Record<Problem, string>} */
const MESSAGES = {
  "not-docx": "This file is not a Word document (.docx). Save it from Word as .docx and upload it again.",
  corrupt: "This Word document is damaged or incomplete. Open it in Word, save it again and upload it.",
  "zip-bomb":
    "This Word document unpacks to far more data than a real document does, so it was refused. Save it from Word again and upload it.",
};

/** @typedef {ArrayLike<number>} Bytes a Go byte slice (indexable from JS), or any byte array */

/** Little-endian reads from a Go byte slice (indexable from JS). */
const u16 = (/** @type {Bytes} */ b, /** @type {number} */ i) => b[i] | (b[i + 1] << 8);
const u32 = (/** @type {Bytes} */ b, /** @type {number} */ i) =>
  (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;

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
 * { problem, detail } for an archive of `size` bytes, or null when it is acceptable.
 * @param {(offset: number, length: number) => Bytes} read reads `length` bytes at `offset` (fewer at the end)
 * @param {number} size
 * @returns {{ problem: Problem, detail: string } | null}
 */
function problemOf(read, size) {
  const L = DOCX_PREFLIGHT_LIMITS;
  const fail = (/** @type {Problem} */ problem, /** @type {string} */ detail) => ({ problem, detail });
  if (size < EOCD_MIN || u32(read(0, 4), 0) !== LOCAL_SIG) return fail("not-docx", "not a zip archive");

  // The end-of-central-directory record sits in the last 22 bytes plus up to 64 KB of comment.
  const tailStart = Math.max(0, size - EOCD_MIN - MAX_COMMENT);
  const tail = read(tailStart, size - tailStart);
  if (tail.length !== size - tailStart) return fail("corrupt", "short read");
  let at = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail[i] === 0x50 && u32(tail, i) === EOCD_SIG) {
      at = i;
      break;
    }
  }
  if (at < 0) return fail("corrupt", "end of central directory not found");
  const eocd = tailStart + at;
  const entryCount = u16(tail, at + 10);
  const cdirSize = u32(tail, at + 12);
  const cdirOffset = u32(tail, at + 16);
  if (entryCount === 0xffff || cdirOffset === 0xffffffff)
    return fail("zip-bomb", "zip64 archives are not accepted");
  if (entryCount > L.maxEntries) return fail("zip-bomb", `too many entries (${entryCount})`);
  if (cdirOffset + cdirSize > eocd) return fail("corrupt", "central directory out of range");

  const dir = read(cdirOffset, cdirSize);
  if (dir.length !== cdirSize) return fail("corrupt", "short read");
  let unpacked = 0;
  let hasDocument = false;
  let p = 0;
  for (let n = 0; n < entryCount; n++) {
    if (p + 46 > cdirSize || u32(dir, p) !== CDIR_SIG) return fail("corrupt", "bad central directory entry");
    const compressedSize = u32(dir, p + 20);
    const uncompressedSize = u32(dir, p + 24);
    const nameLen = u16(dir, p + 28);
    const extraLen = u16(dir, p + 30);
    const commentLen = u16(dir, p + 32);
    const localOffset = u32(dir, p + 42);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
      return fail("zip-bomb", "zip64 entries are not accepted");
    }
    if (p + 46 + nameLen > cdirSize) return fail("corrupt", "entry name out of range");
    if (localOffset + 30 > size || compressedSize > size) return fail("corrupt", "entry data out of range");
    // Names are compared as bytes: "word/document.xml" is ASCII.
    let name = "";
    for (let k = 0; k < nameLen && k < 64; k++) name += String.fromCharCode(dir[p + 46 + k]);
    if (name === "word/document.xml") hasDocument = true;
    unpacked += uncompressedSize;
    if (unpacked > L.maxUnpackedBytes) return fail("zip-bomb", "archive unpacks too large");
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (unpacked > L.ratioCheckFromBytes && unpacked / size > L.maxRatio) {
    return fail("zip-bomb", `unpacks ${Math.round(unpacked / size)}x its size`);
  }
  if (!hasDocument) return fail("not-docx", "no word/document.xml");
  return null;
}

/**
 * Throws a 400 with a `doc` field error when a newly uploaded `doc` is not an acceptable DOCX.
 * @param {HookRecordEvent} e
 */
function checkDoc(e) {
  for (const file of e.record.getUnsavedFiles("doc")) {
    if (!file) continue; // a Go nil in the list: nothing uploaded
    const reader = file.reader.open();
    /** @type {{ problem: Problem, detail: string } | null} */
    let found;
    try {
      found = problemOf((offset, length) => readAt(reader, offset, length), Number(file.size));
    } catch (err) {
      found = { problem: "corrupt", detail: String(err) };
    } finally {
      reader.close();
    }
    if (found) {
      const message = MESSAGES[found.problem];
      // The detail is for the server log; staff see the plain message.
      console.log(`docx-check: refused ${file.originalName}: ${found.detail}`);
      throw new BadRequestError(message, {
        doc: new ValidationError(`invalid_docx_${found.problem.replace("-", "_")}`, message),
      });
    }
  }
}

module.exports = { checkDoc, problemOf };
