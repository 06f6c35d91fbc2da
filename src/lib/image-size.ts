// The check of a picked picture's pixel count before upload (the server checks the same,
// pb_hooks/lib/image-size.js), with the header rules of shared/image-size-core.cjs.
import { imagePixelsProblem, imageSizeOfBytes } from "@shared/image-size-core.cjs";

/** The file's bytes (FileReader: every browser, and jsdom in the tests). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file."));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Null when the picked picture's header says at most 40 megapixels (or gives no size: the server
 * judges those), else the message naming the file. Reads the whole file, which is small (the
 * pickers' limit is 2 MB): a JPEG's size can sit behind its metadata.
 */
export async function imageFilePixelsProblem(file: File): Promise<string | null> {
  return imagePixelsProblem(file.name, imageSizeOfBytes(await readBytes(file)));
}
