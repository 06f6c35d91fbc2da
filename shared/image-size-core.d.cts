// Generated from image-size-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export type ImageSize = {
    width: number;
    height: number;
};
export type ImageKind = "png" | "jpeg" | "gif" | "webp";
export type Read = (b: ArrayLike<number>, i: number) => number;
/** The size of a PNG, JPEG, GIF or WebP data: URI; null for anything else or a damaged header. */
/**
 * The size of a PNG, JPEG, GIF or WebP data: URI; null for anything else or a damaged header.
 * @param {string} src
 * @returns {ImageSize | null}
 */
export function dataUriImageSize(src: string): ImageSize | null;
/**
 * The kind of image from its first bytes: "png" | "jpeg" | "gif" | "webp", or null.
 * @param {ArrayLike<number>} b
 * @returns {ImageKind | null}
 */
export function imageKindOf(b: ArrayLike<number>): ImageKind | null;
/**
 * { kind, width, height } of the image file whose bytes are `b` (a Uint8Array or any indexable
 * bytes; a JPEG's frame header may sit behind large metadata, so pass the whole file), or null
 * when it is no PNG, JPEG, GIF or WebP or its header gives no size.
 * @param {ArrayLike<number>} b
 * @returns {(ImageSize & { kind: ImageKind }) | null}
 */
export function imageSizeOfBytes(b: ArrayLike<number>): (ImageSize & {
    kind: ImageKind;
}) | null;
/**
 * Null when a picture of `size` may be uploaded, else the message that says so, naming the file
 * (the same words in the browser and from the server).
 * @param {string} fileName
 * @param {ImageSize | null} size
 * @returns {string | null}
 */
export function imagePixelsProblem(fileName: string, size: ImageSize | null): string | null;
/** The most pixels (width × height) an uploaded picture may have: 40 megapixels. */
export const MAX_IMAGE_PIXELS: number;
