// Resized copies of stored pictures (PocketBase's `?thumb=WxH`, made on first request and then
// kept). A thumb size is served only when the file field declares it in a migration (settings
// slides 1280x720 and 640x360, courses 200x0/400x0/800x0, result photos 160x160); any other size
// gets the original file.
import { fileUrl } from "./pocketbase";

type FileRecord = Parameters<typeof fileUrl>[0];

export interface ResponsiveImage {
  /** The fallback URL (the `fallback` thumb). */
  src: string;
  /** Every thumb with its pixel width, for the browser to choose from with `sizes`. */
  srcSet: string;
}

/** The pixel width of a thumb size such as "640x360" or "400x0" (0 height keeps the ratio). */
export function thumbWidth(thumb: string): number {
  const m = /^(\d+)x(\d+)[tbf]?$/.exec(thumb);
  if (!m || m[1] === "0") throw new Error(`Not a thumb size with a width: ${thumb}`);
  return Number(m[1]);
}

/** The URL of one thumb of a stored file. */
export function thumbUrl(record: FileRecord, file: string, thumb: string): string {
  return fileUrl(record, file, { thumb });
}

/** `src` and `srcSet` for an <img> over a file's declared thumbs (narrowest first in srcset);
 * `src` is the `fallback` thumb, by default the widest. */
export function responsiveImage(
  record: FileRecord,
  file: string,
  thumbs: readonly string[],
  fallback?: string,
): ResponsiveImage {
  const sorted = [...thumbs].sort((a, b) => thumbWidth(a) - thumbWidth(b));
  return {
    src: thumbUrl(record, file, fallback ?? sorted[sorted.length - 1]),
    srcSet: sorted.map((t) => `${thumbUrl(record, file, t)} ${thumbWidth(t)}w`).join(", "),
  };
}
