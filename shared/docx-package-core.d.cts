// Generated from docx-package-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export type Huffman = {
    counts: Uint16Array;
    symbols: Uint16Array;
    fast: Int32Array;
};
/**
 * The file's bytes at `offset` (fewer than `length` only at its end).
 */
export type ReadBytes = (offset: number, length: number) => ArrayLike<number>;
/**
 * a little-endian unsigned integer at `i`
 */
export type ReadUint = (b: ArrayLike<number>, i: number) => number;
export type Problem = "not-docx" | "zip-bomb" | "corrupt";
export type Failure = {
    ok: false;
    problem: Problem;
    detail: string;
};
export type PackageEntry = {
    name: string;
    /**
     * 0 stored, 8 deflated
     */
    method: number;
    compressedSize: number;
    uncompressedSize: number;
    localOffset: number;
};
/**
 * rules-core's DOCX_PREFLIGHT_LIMITS
 */
export type PackageLimits = {
    maxEntries: number;
    maxUnpackedBytes: number;
    ratioCheckFromBytes: number;
    maxRatio: number;
};
export type Directory = {
    ok: true;
    entries: PackageEntry[];
    unpackedBytes: number;
};
/**
 * an entry's bytes (`keep`)
 */
export type KeptEntry = {
    ok: true;
    size: number;
    bytes: ArrayLike<number>;
};
/**
 * an entry's size alone
 */
export type CountedEntry = {
    ok: true;
    size: number;
    bytes: null;
};
export type PackageCheck = Failure | (Directory & {
    mainPart: string;
});
/**
 * Checks a .docx package. Returns { ok: true, entries, unpackedBytes, mainPart } or
 * { ok: false, problem: "not-docx" | "zip-bomb" | "corrupt", detail }.
 * @param {ReadBytes} read
 * @param {number} size
 * @param {PackageLimits} limits
 * @param {{ inflateAll?: boolean }} [options]
 * @returns {PackageCheck}
 */
export function checkDocxPackage(read: ReadBytes, size: number, limits: PackageLimits, options?: {
    inflateAll?: boolean;
}): PackageCheck;
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
export function inflate(src: ArrayLike<number>, start: number, end: number, limit: number, keep: boolean): {
    size: number;
    bytes: Uint8Array | null;
};
/**
 * The main part's name from _rels/.rels ("word/document.xml", "word/document2.xml"), or null.
 * @param {string} relsXml
 * @returns {string | null}
 */
export function mainPartName(relsXml: string): string | null;
/**
 * The content type [Content_Types].xml gives a part (an Override, else the Default for its extension).
 * @param {string} typesXml
 * @param {string} part
 * @returns {string | null}
 */
export function contentTypeOf(typesXml: string, part: string): string | null;
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
export function specificProblemMessage(failure: Failure, limits: PackageLimits): string | null;
