// Reads a .docx (zip) central directory WITHOUT inflating anything, so a zip bomb or a file
// that is not a Word document is refused before mammoth (and its inflater) ever sees it.
// Zip64 is refused on purpose: a real .docx under 20 MB never needs it, and its sizes would
// let a crafted file hide how big it unpacks.

import { DOCX_PREFLIGHT_LIMITS } from "@/lib/rules";

export type PreflightProblem = "not-docx" | "zip-bomb" | "corrupt";

export interface PreflightLimits {
  /** Most entries a document may hold (Word writes ~15–40 plus one per image). */
  maxEntries: number;
  /** Hard cap on the declared unpacked size of all entries together. */
  maxUnpackedBytes: number;
  /** Above this unpacked size, an overall ratio over `maxRatio` counts as a bomb. */
  ratioCheckFromBytes: number;
  maxRatio: number;
}

// The same numbers the server checks on every save (pb_hooks/lib/docx-check.js).
export const DEFAULT_PREFLIGHT_LIMITS: PreflightLimits = { ...DOCX_PREFLIGHT_LIMITS };

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export type PreflightResult =
  | { ok: true; entries: ZipEntryInfo[]; unpackedBytes: number }
  | { ok: false; problem: PreflightProblem; detail: string };

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

function fail(problem: PreflightProblem, detail: string): PreflightResult {
  return { ok: false, problem, detail };
}

export function preflightDocx(
  buffer: ArrayBuffer,
  limits: PreflightLimits = DEFAULT_PREFLIGHT_LIMITS,
): PreflightResult {
  const view = new DataView(buffer);
  const size = buffer.byteLength;
  if (size < 22 || view.getUint32(0, true) !== LOCAL_SIG) return fail("not-docx", "not a zip archive");

  // The end-of-central-directory record sits in the last 22 bytes + up to 64 KB of comment.
  let eocd = -1;
  for (let i = size - 22; i >= Math.max(0, size - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return fail("corrupt", "end of central directory not found");

  const entryCount = view.getUint16(eocd + 10, true);
  const cdirSize = view.getUint32(eocd + 12, true);
  const cdirOffset = view.getUint32(eocd + 16, true);
  if (entryCount === 0xffff || cdirOffset === 0xffffffff)
    return fail("zip-bomb", "zip64 archives are not accepted");
  if (entryCount > limits.maxEntries) return fail("zip-bomb", `too many entries (${entryCount})`);
  if (cdirOffset + cdirSize > eocd) return fail("corrupt", "central directory out of range");

  const entries: ZipEntryInfo[] = [];
  const decoder = new TextDecoder();
  let unpacked = 0;
  let p = cdirOffset;
  for (let n = 0; n < entryCount; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CDIR_SIG)
      return fail("corrupt", "bad central directory entry");
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
      return fail("zip-bomb", "zip64 entries are not accepted");
    }
    if (p + 46 + nameLen > eocd) return fail("corrupt", "entry name out of range");
    if (localOffset + 30 > size || compressedSize > size) return fail("corrupt", "entry data out of range");
    const name = decoder.decode(new Uint8Array(buffer, p + 46, nameLen));
    entries.push({ name, compressedSize, uncompressedSize });
    unpacked += uncompressedSize;
    if (unpacked > limits.maxUnpackedBytes) return fail("zip-bomb", "archive unpacks too large");
    p += 46 + nameLen + extraLen + commentLen;
  }

  if (unpacked > limits.ratioCheckFromBytes && unpacked / size > limits.maxRatio) {
    return fail("zip-bomb", `unpacks ${Math.round(unpacked / size)}× its size`);
  }
  if (!entries.some((e) => e.name === "word/document.xml")) return fail("not-docx", "no word/document.xml");
  return { ok: true, entries, unpackedBytes: unpacked };
}
