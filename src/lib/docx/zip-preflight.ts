// Checks that an upload is a Word package before mammoth (and its inflater) ever sees it: the same
// rules as the server's check on save (shared/docx-package-core.cjs, also loaded by
// pb_hooks/lib/docx-check.js). A zip bomb (declared or hidden behind lying headers: every entry is
// inflated against its declared size, output counted, nothing kept), a renamed zip of anything and
// a damaged file are refused here. Zip64 is refused on purpose: a real .docx under 20 MB never
// needs it, and its sizes would let a crafted file hide how big it unpacks.

import { checkDocxPackage, type PackageEntry } from "@shared/docx-package-core.cjs";
import { DOCX_PREFLIGHT_LIMITS } from "@shared/rules-core.cjs";

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

export type ZipEntryInfo = PackageEntry;

export type PreflightResult =
  | { ok: true; entries: ZipEntryInfo[]; unpackedBytes: number; mainPart: string }
  | { ok: false; problem: PreflightProblem; detail: string };

export function preflightDocx(
  buffer: ArrayBuffer,
  limits: PreflightLimits = DEFAULT_PREFLIGHT_LIMITS,
): PreflightResult {
  const size = buffer.byteLength;
  const read = (offset: number, length: number) =>
    new Uint8Array(buffer, Math.min(offset, size), Math.max(0, Math.min(length, size - offset)));
  return checkDocxPackage(read, size, limits, { inflateAll: true });
}
