// Types of image-size-core.cjs (a CommonJS file shared with PocketBase's hooks).
export interface ImageSize {
  width: number;
  height: number;
}
export function dataUriImageSize(src: string): ImageSize | null;
export type ImageKind = "png" | "jpeg" | "gif" | "webp";
export const MAX_IMAGE_PIXELS: number;
export function imageKindOf(bytes: ArrayLike<number>): ImageKind | null;
export function imageSizeOfBytes(bytes: ArrayLike<number>): (ImageSize & { kind: ImageKind }) | null;
export function imagePixelsProblem(fileName: string, size: ImageSize | null): string | null;
