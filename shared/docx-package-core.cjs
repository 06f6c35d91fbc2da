// What makes an upload a Word document, checked the same way by the browser before mammoth opens
// it (src/lib/docx/zip-preflight.ts) and by the server on every save of an article's `doc`
// (pb_hooks/lib/docx-check.js): a zip within the limits of rules-core's DOCX_PREFLIGHT_LIMITS
// (entries, declared unpacked size, ratio; no zip64), holding [Content_Types].xml and
// _rels/.rels, whose officeDocument relationship names a main part that exists and whose content
// type is a WordprocessingML document (Word Online may call it word/document2.xml). With
// `inflateAll`, every entry is also inflated with a running cap at its declared size, so a header
// that under-declares (316 KB that inflates to 300 MB) is refused after at most the declared
// bytes, never inflated in full.
// CommonJS and plain ES2019 with no imports or host globals (see rules-core.cjs): goja, Node and
// browsers run it. `read(offset, length)` returns the bytes there (any indexable byte array).
"use strict";

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_MIN = 22;
/** D0 CF 11 E0: an OLE compound file, which is what Word writes for a password-protected .docx and an old .doc. */
const OLE_SIG = 0xe011cfd0;
const OLE_DETAIL = "an OLE compound file (a password-protected .docx or an old .doc), not a zip archive";
const MAX_COMMENT = 0xffff;
/** Largest package part read as text ([Content_Types].xml, _rels/.rels). */
const MAX_META_BYTES = 1024 * 1024;

/**
 * The file's bytes at `offset` (fewer than `length` only at its end).
 * @typedef {(offset: number, length: number) => ArrayLike<number>} ReadBytes
 */
/** @typedef {(b: ArrayLike<number>, i: number) => number} ReadUint a little-endian unsigned integer at `i` */
/** @typedef {"not-docx" | "zip-bomb" | "corrupt"} Problem */
/** @typedef {{ ok: false, problem: Problem, detail: string }} Failure */
/**
 * @typedef {object} PackageEntry
 * @property {string} name
 * @property {number} method 0 stored, 8 deflated
 * @property {number} compressedSize
 * @property {number} uncompressedSize
 * @property {number} localOffset
 */
/**
 * @typedef {object} PackageLimits rules-core's DOCX_PREFLIGHT_LIMITS
 * @property {number} maxEntries
 * @property {number} maxUnpackedBytes
 * @property {number} ratioCheckFromBytes
 * @property {number} maxRatio
 */
/** @typedef {{ ok: true, entries: PackageEntry[], unpackedBytes: number }} Directory */
/** @typedef {{ ok: true, size: number, bytes: ArrayLike<number> }} KeptEntry an entry's bytes (`keep`) */
/** @typedef {{ ok: true, size: number, bytes: null }} CountedEntry an entry's size alone */
/** @typedef {Failure | (Directory & { mainPart: string })} PackageCheck */

/** @type {ReadUint} */
const u16 = (b, i) => b[i] | (b[i + 1] << 8);
/** @type {ReadUint} */
const u32 = (b, i) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;

// ---- inflate (RFC 1951), after zlib's puff.c: small and exact; output counted against a cap ----

const LEN_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

class InflateError extends Error {}

const FAST_BITS = 10;
const FAST_MASK = (1 << FAST_BITS) - 1;

/** @typedef {{ counts: Uint16Array, symbols: Uint16Array, fast: Int32Array }} Huffman */

/**
 * Canonical Huffman table from code lengths: counts per length and symbols in code order (for
 * codes longer than FAST_BITS), and a lookup by the next FAST_BITS input bits (LSB first, as
 * deflate packs them) giving symbol << 4 | length for the short codes that most symbols use.
 * @param {ArrayLike<number>} lengths
 * @param {number} n
 * @returns {Huffman}
 */
function huffman(lengths, n) {
  const counts = new Uint16Array(16);
  const symbols = new Uint16Array(n);
  for (let s = 0; s < n; s++) counts[lengths[s]]++;
  const offs = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offs[len + 1] = offs[len] + counts[len];
  for (let s = 0; s < n; s++) if (lengths[s] !== 0) symbols[offs[lengths[s]]++] = s;
  counts[0] = 0;
  const fast = new Int32Array(1 << FAST_BITS).fill(-1);
  const next = new Uint16Array(16);
  let code = 0;
  for (let len = 1; len < 16; len++) {
    code = (code + counts[len - 1]) << 1;
    next[len] = code;
  }
  for (let s = 0; s < n; s++) {
    const len = lengths[s];
    if (len === 0) continue;
    const c = next[len]++;
    if (len > FAST_BITS) continue;
    let rev = 0;
    for (let i = 0; i < len; i++) rev |= ((c >> i) & 1) << (len - 1 - i);
    for (let k = rev; k < 1 << FAST_BITS; k += 1 << len) fast[k] = (s << 4) | len;
  }
  return { counts, symbols, fast };
}

/** @type {{ lit: Huffman, dist: Huffman } | null} */
let FIXED = null;
function fixedTables() {
  if (FIXED) return FIXED;
  const l = new Uint8Array(288);
  for (let s = 0; s < 288; s++) l[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
  const d = new Uint8Array(30).fill(5);
  FIXED = { lit: huffman(l, 288), dist: huffman(d, 30) };
  return FIXED;
}

/**
 * Inflates src[start, end). Stops with an InflateError("over") as soon as the output passes
 * its cap (`limit`, and MAX_META_BYTES when kept). Returns { size, bytes } (bytes only when
 * `keep`, else null: then nothing is written at all, as the bit stream alone decides the size).
 * Written for goja (PocketBase's hooks) as much as for V8: few function calls per symbol.
 * @param {ArrayLike<number>} src
 * @param {number} start
 * @param {number} end
 * @param {number} limit
 * @param {boolean} keep
 * @returns {{ size: number, bytes: Uint8Array | null }}
 */
function inflate(src, start, end, limit, keep) {
  const WIN = 32768;
  const cap = keep ? Math.min(limit, MAX_META_BYTES) : limit;
  const out = keep ? new Uint8Array(cap) : null;
  // `out` is null exactly when `keep` is false, so below it is `out` that is tested: the same
  // test, and one that tells the type checker `out` is there.
  let size = 0;
  let pos = start;
  let bitBuf = 0;
  let bitCnt = 0;
  /** @param {number} need */
  const bits = (need) => {
    while (bitCnt < need) {
      if (pos >= end) throw new InflateError("truncated");
      bitBuf |= src[pos++] << bitCnt;
      bitCnt += 8;
    }
    const v = bitBuf & ((1 << need) - 1);
    bitBuf >>>= need;
    bitCnt -= need;
    return v;
  };
  /** @param {Huffman} t */
  const decode = (t) => {
    while (bitCnt < 16 && pos < end) {
      bitBuf |= src[pos++] << bitCnt;
      bitCnt += 8;
    }
    const hit = t.fast[bitBuf & FAST_MASK];
    if (hit >= 0 && (hit & 15) <= bitCnt) {
      bitBuf >>>= hit & 15;
      bitCnt -= hit & 15;
      return hit >> 4;
    }
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      code |= bits(1);
      const count = t.counts[len];
      if (code - first < count) return t.symbols[index + code - first];
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    throw new InflateError("bad code");
  };
  let last = 0;
  while (!last) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      // Stored block: drop to the byte boundary (whole bytes may sit in the bit buffer).
      bitBuf >>>= bitCnt & 7;
      bitCnt -= bitCnt & 7;
      const header = [bits(8), bits(8), bits(8), bits(8)];
      const len = header[0] | (header[1] << 8);
      if (bitCnt !== 0) throw new InflateError("bad stored block");
      if (pos + len > end) throw new InflateError("truncated");
      if (size + len > cap) throw new InflateError("over");
      if (out) for (let i = 0; i < len; i++) out[size + i] = src[pos + i];
      size += len;
      pos += len;
      continue;
    }
    let lit;
    let dist;
    if (type === 1) ({ lit, dist } = fixedTables());
    else if (type === 2) {
      const nlen = bits(5) + 257;
      const ndist = bits(5) + 1;
      const ncode = bits(4) + 4;
      const lengths = new Uint8Array(320);
      for (let i = 0; i < ncode; i++) lengths[CL_ORDER[i]] = bits(3);
      const cl = huffman(lengths, 19);
      lengths.fill(0);
      for (let i = 0; i < nlen + ndist;) {
        const sym = decode(cl);
        if (sym < 16) lengths[i++] = sym;
        else {
          let rep = 0;
          let val = 0;
          if (sym === 16) {
            if (i === 0) throw new InflateError("bad lengths");
            val = lengths[i - 1];
            rep = 3 + bits(2);
          } else rep = sym === 17 ? 3 + bits(3) : 11 + bits(7);
          if (i + rep > nlen + ndist) throw new InflateError("bad lengths");
          while (rep--) lengths[i++] = val;
        }
      }
      lit = huffman(lengths.subarray(0, nlen), nlen);
      dist = huffman(lengths.subarray(nlen, nlen + ndist), ndist);
    } else throw new InflateError("bad block type");
    const litFast = lit.fast;
    for (;;) {
      // The hot path, inlined: a short literal/length code straight from the lookup table.
      while (bitCnt < 16 && pos < end) {
        bitBuf |= src[pos++] << bitCnt;
        bitCnt += 8;
      }
      const hit = litFast[bitBuf & FAST_MASK];
      let sym;
      if (hit >= 0 && (hit & 15) <= bitCnt) {
        bitBuf >>>= hit & 15;
        bitCnt -= hit & 15;
        sym = hit >> 4;
      } else sym = decode(lit);
      if (sym < 256) {
        if (size >= cap) throw new InflateError("over");
        if (out) out[size] = sym;
        size++;
      } else if (sym === 256) break;
      else {
        const li = sym - 257;
        if (li >= 29) throw new InflateError("bad length");
        const len = LEN_BASE[li] + (LEN_EXTRA[li] ? bits(LEN_EXTRA[li]) : 0);
        const di = decode(dist);
        if (di >= 30) throw new InflateError("bad distance");
        const d = DIST_BASE[di] + (DIST_EXTRA[di] ? bits(DIST_EXTRA[di]) : 0);
        if (d > size || d > WIN) throw new InflateError("bad distance");
        if (size + len > cap) throw new InflateError("over");
        // Counting needs no output: the bit stream alone says how many bytes each step makes.
        if (out) for (let k = 0; k < len; k++, size++) out[size] = out[size - d];
        else size += len;
      }
    }
  }
  return { size, bytes: out ? out.subarray(0, size) : null };
}

// ---- the package ----

/**
 * @param {Problem} problem
 * @param {string} detail
 * @returns {Failure}
 */
function fail(problem, detail) {
  return { ok: false, problem, detail };
}

/**
 * Latin-1 is enough for names and the XML we look at (ASCII markup); others are compared as bytes.
 * @param {ArrayLike<number>} bytes
 * @param {number} [from]
 * @param {number} [to]
 */
function text(bytes, from, to) {
  let s = "";
  for (let i = from || 0, end = to === undefined ? bytes.length : to; i < end; i++)
    s += String.fromCharCode(bytes[i]);
  return s;
}

/**
 * The zip's central directory, or a failure.
 * @param {ReadBytes} read
 * @param {number} size
 * @param {PackageLimits} limits
 * @returns {Failure | Directory}
 */
function readDirectory(read, size, limits) {
  const head = read(0, 4);
  if (size >= 4 && u32(head, 0) === OLE_SIG) return fail("not-docx", OLE_DETAIL);
  if (size < EOCD_MIN || u32(head, 0) !== LOCAL_SIG) return fail("not-docx", "not a zip archive");
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
  if (entryCount > limits.maxEntries) return fail("zip-bomb", `too many entries (${entryCount})`);
  if (cdirOffset + cdirSize > eocd) return fail("corrupt", "central directory out of range");
  const dir = read(cdirOffset, cdirSize);
  if (dir.length !== cdirSize) return fail("corrupt", "short read");
  /** @type {PackageEntry[]} */
  const entries = [];
  let unpacked = 0;
  let p = 0;
  for (let n = 0; n < entryCount; n++) {
    if (p + 46 > cdirSize || u32(dir, p) !== CDIR_SIG) return fail("corrupt", "bad central directory entry");
    const method = u16(dir, p + 10);
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
    const name = text(dir, p + 46, p + 46 + nameLen);
    entries.push({ name, method, compressedSize, uncompressedSize, localOffset });
    unpacked += uncompressedSize;
    if (unpacked > limits.maxUnpackedBytes) return fail("zip-bomb", "archive unpacks too large");
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (unpacked > limits.ratioCheckFromBytes && unpacked / size > limits.maxRatio) {
    return fail("zip-bomb", `unpacks ${Math.round(unpacked / size)}x its size`);
  }
  return { ok: true, entries, unpackedBytes: unpacked };
}

/**
 * An entry's bytes, inflated (kept when `keep`) with the declared size as a running cap.
 * @overload
 * @param {ReadBytes} read
 * @param {number} size
 * @param {PackageEntry} entry
 * @param {true} keep
 * @returns {Failure | KeptEntry}
 */
/**
 * @overload
 * @param {ReadBytes} read
 * @param {number} size
 * @param {PackageEntry} entry
 * @param {false} keep
 * @returns {Failure | CountedEntry}
 */
/**
 * @param {ReadBytes} read
 * @param {number} size
 * @param {PackageEntry} entry
 * @param {boolean} keep
 * @returns {Failure | KeptEntry | CountedEntry}
 */
function entryData(read, size, entry, keep) {
  const local = read(entry.localOffset, 30);
  if (local.length !== 30 || u32(local, 0) !== LOCAL_SIG)
    return fail("corrupt", `bad local header for ${entry.name}`);
  const start = entry.localOffset + 30 + u16(local, 26) + u16(local, 28);
  if (start + entry.compressedSize > size) return fail("corrupt", `${entry.name} out of range`);
  const data = read(start, entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize)
      return fail("corrupt", `${entry.name} sizes disagree`);
    return { ok: true, size: data.length, bytes: keep ? data : null };
  }
  if (entry.method !== 8) return fail("corrupt", `${entry.name} uses compression method ${entry.method}`);
  try {
    const r = inflate(data, 0, data.length, entry.uncompressedSize, keep);
    if (r.size !== entry.uncompressedSize) return fail("corrupt", `${entry.name} is shorter than declared`);
    return { ok: true, size: r.size, bytes: r.bytes };
  } catch (err) {
    if (err instanceof InflateError && err.message === "over") {
      return fail("zip-bomb", `${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`);
    }
    if (err instanceof InflateError) return fail("corrupt", `${entry.name}: ${err.message}`);
    throw err;
  }
}

const OFFICE_DOCUMENT_REL = /\/officeDocument$/;
const WORD_MAIN_TYPE =
  /^application\/vnd\.(openxmlformats-officedocument\.wordprocessingml\.(document|template)|ms-word\.(document|template)\.macroEnabled)(\.main)?\+xml$/i;

/**
 * @param {string} tag
 * @param {string} name
 * @returns {string | null}
 */
const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return m ? (m[2] !== undefined ? m[2] : m[3]) : null;
};

/**
 * The main part's name from _rels/.rels ("word/document.xml", "word/document2.xml"), or null.
 * @param {string} relsXml
 * @returns {string | null}
 */
function mainPartName(relsXml) {
  const tags = relsXml.match(/<(?:\w+:)?Relationship\b[^>]*>/g) || [];
  for (const tag of tags) {
    const type = attr(tag, "Type");
    const target = attr(tag, "Target");
    if (type && target && OFFICE_DOCUMENT_REL.test(type) && attr(tag, "TargetMode") !== "External") {
      return target.replace(/^\/+/, "").replace(/^\.\//, "");
    }
  }
  return null;
}

/**
 * The content type [Content_Types].xml gives a part (an Override, else the Default for its extension).
 * @param {string} typesXml
 * @param {string} part
 * @returns {string | null}
 */
function contentTypeOf(typesXml, part) {
  const tags = typesXml.match(/<(?:\w+:)?(?:Override|Default)\b[^>]*>/g) || [];
  const ext = part.slice(part.lastIndexOf(".") + 1).toLowerCase();
  /** @type {string | null} */
  let byExt = null;
  for (const tag of tags) {
    const name = attr(tag, "PartName");
    if (name !== null && name.replace(/^\/+/, "").toLowerCase() === part.toLowerCase())
      return attr(tag, "ContentType");
    const e = attr(tag, "Extension");
    if (e !== null && e.toLowerCase() === ext) byExt = attr(tag, "ContentType");
  }
  return byExt;
}

/**
 * Checks a .docx package. Returns { ok: true, entries, unpackedBytes, mainPart } or
 * { ok: false, problem: "not-docx" | "zip-bomb" | "corrupt", detail }.
 * @param {ReadBytes} read
 * @param {number} size
 * @param {PackageLimits} limits
 * @param {{ inflateAll?: boolean }} [options]
 * @returns {PackageCheck}
 */
function checkDocxPackage(read, size, limits, options) {
  const inflateAll = Boolean(options && options.inflateAll);
  const dir = readDirectory(read, size, limits);
  if (!dir.ok) return dir;
  /** @type {Record<string, PackageEntry | undefined>} */
  const byName = {};
  for (const e of dir.entries) byName[e.name] = e;
  const types = byName["[Content_Types].xml"];
  const rels = byName["_rels/.rels"];
  if (!types) return fail("not-docx", "no [Content_Types].xml");
  if (!rels) return fail("not-docx", "no _rels/.rels");
  /**
   * @param {PackageEntry} entry
   * @returns {Failure | KeptEntry}
   */
  const meta = (entry) => {
    if (entry.uncompressedSize > MAX_META_BYTES) return fail("zip-bomb", `${entry.name} is too large`);
    return entryData(read, size, entry, true);
  };
  const relsData = meta(rels);
  if (!relsData.ok) return relsData;
  const main = mainPartName(text(relsData.bytes));
  if (!main) return fail("not-docx", "no officeDocument relationship in _rels/.rels");
  if (!byName[main]) return fail("not-docx", `main part ${main} is missing`);
  const typesData = meta(types);
  if (!typesData.ok) return typesData;
  const type = contentTypeOf(text(typesData.bytes), main);
  if (!type || !WORD_MAIN_TYPE.test(type))
    return fail("not-docx", `main part ${main} is ${type || "untyped"}, not a Word document`);
  if (inflateAll) {
    for (const e of dir.entries) {
      if (e.name.endsWith("/") && e.uncompressedSize === 0) continue;
      const r = entryData(read, size, e, false);
      if (!r.ok) return r;
    }
  }
  return { ok: true, entries: dir.entries, unpackedBytes: dir.unpackedBytes, mainPart: main };
}

/**
 * The sentence staff see for a refusal with a cause more precise than its problem: the document's
 * size rather than damage or a bomb (5,000 pictures, one huge table), naming the size and what to
 * do, or a password-protected/old .doc file; null for other refusals (the caller's own message for
 * the problem stands). Browser (read-docx.ts) and
 * server (pb_hooks/lib/docx-check.js) use the same words.
 * @param {Failure} failure
 * @param {PackageLimits} limits
 * @returns {string | null}
 */
function specificProblemMessage(failure, limits) {
  const parts = /^too many entries \((\d+)\)$/.exec(failure.detail);
  if (parts) {
    return (
      `This document has ${parts[1]} parts (each picture is one); at most ` +
      `${limits.maxEntries} are accepted. Split it into smaller documents and upload each.`
    );
  }
  if (failure.detail === OLE_DETAIL) {
    return "This file is password-protected, or an old Word document (.doc). In Word, remove the password (File > Info > Protect Document) or use Save As > Word Document (.docx), and upload it again.";
  }
  if (failure.detail === "archive unpacks too large") {
    return (
      `This document unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB ` +
      "(a very long table or many large pictures). Split it into smaller documents, or make its pictures smaller, and upload each."
    );
  }
  return null;
}

module.exports = { checkDocxPackage, inflate, mainPartName, contentTypeOf, specificProblemMessage };
