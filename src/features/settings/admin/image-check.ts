// Client-side checks of a picked image or brochure, before anything is sent. The server checks the
// same (PocketBase reads the file's real type; sizes are the fields' limits in the migrations; the
// pixel count is pb_hooks/lib/image-size.js).
import { imageFilePixelsProblem } from "@/lib/image-size";

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BROCHURE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_EXT: Record<string, string> = { png: "png", jpeg: "jpg", webp: "webp" };

/** The first `n` bytes (FileReader: every browser, and jsdom in the tests). */
function head(file: Blob, n: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file."));
    reader.readAsArrayBuffer(file.slice(0, n));
  });
}

/** "png" | "jpeg" | "webp" from the file's first bytes, or null. */
export async function imageKind(file: Blob): Promise<"png" | "jpeg" | "webp" | null> {
  const b = await head(file, 12);
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "png";
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  const ascii = String.fromCharCode(...b);
  if (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") return "webp";
  return null;
}

/** null when `file` is an acceptable image, else the message to show next to the field. */
export async function imageProblem(file: File): Promise<string | null> {
  if (file.size === 0) return `“${file.name}” is empty. Choose a PNG, JPEG or WebP picture.`;
  if (file.size > IMAGE_MAX_BYTES) return `“${file.name}” is larger than 2 MB. Choose a smaller picture.`;
  if (!(await imageKind(file))) return `“${file.name}” is not a PNG, JPEG or WebP picture.`;
  // A small file can still say 24000 × 24000 pixels and take a gigabyte to make a thumbnail of.
  return imageFilePixelsProblem(file);
}

/** The picked image under a unique, plain name (the slide refers to it as "new:<name>"). */
export async function renameImage(file: File, prefix: string): Promise<File> {
  const kind = (await imageKind(file)) ?? "png";
  const random = Math.random().toString(36).slice(2, 10);
  return new File([file], `${prefix}-${random}.${IMAGE_EXT[kind]}`, { type: file.type || `image/${kind}` });
}

/** null when `file` is an acceptable brochure, else the message to show. */
export async function brochureProblem(file: File): Promise<string | null> {
  if (file.size === 0) return `“${file.name}” is empty. Choose the brochure PDF.`;
  if (file.size > BROCHURE_MAX_BYTES)
    return `“${file.name}” is larger than 10 MB. Make the PDF smaller and try again.`;
  const b = await head(file, 5);
  if (String.fromCharCode(...b) !== "%PDF-")
    return `“${file.name}” is not a PDF file. Save the brochure as PDF and choose it again.`;
  return null;
}
