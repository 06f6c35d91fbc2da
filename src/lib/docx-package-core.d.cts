// Types of docx-package-core.cjs (a CommonJS file, so TypeScript cannot infer them).

/** Bytes of the file at `offset` (fewer than `length` only at its end). */
export type ReadBytes = (offset: number, length: number) => ArrayLike<number>;

export interface PackageEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export type PackageCheck =
  | { ok: true; entries: PackageEntry[]; unpackedBytes: number; mainPart: string }
  | { ok: false; problem: "not-docx" | "zip-bomb" | "corrupt"; detail: string };

export interface PackageLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  ratioCheckFromBytes: number;
  maxRatio: number;
}

/** Checks a .docx package (see the file's header); `inflateAll` also inflates every entry against its declared size. */
export function checkDocxPackage(
  read: ReadBytes,
  size: number,
  limits: PackageLimits,
  options?: { inflateAll?: boolean },
): PackageCheck;
/** Inflates src[start, end) with a running cap on the output; throws when it passes the cap or is malformed. */
export function inflate(
  src: ArrayLike<number>,
  start: number,
  end: number,
  limit: number,
  keep: boolean,
): { size: number; bytes: Uint8Array | null };
/** The main part named by a package's _rels/.rels, or null. */
export function mainPartName(relsXml: string): string | null;
/** A part's content type from [Content_Types].xml, or null. */
export function contentTypeOf(typesXml: string, part: string): string | null;
/** The sentence for a refusal caused by the document's size (too many parts, unpacks too large), or null. */
export function specificProblemMessage(
  failure: { ok: false; problem: string; detail: string },
  limits: PackageLimits,
): string | null;
