// Types of image-size-core.cjs (a CommonJS file shared with PocketBase's hooks).
export interface ImageSize {
  width: number;
  height: number;
}
export function dataUriImageSize(src: string): ImageSize | null;
