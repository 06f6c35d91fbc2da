// The only module that imports mammoth. It runs inside mammoth.worker.ts in the browser (and
// directly in Node tests). Its output is RAW, unsanitised HTML: callers must sanitise it on a
// thread that has a DOM (convert-docx.ts does).
import mammoth from "mammoth";
import { IMAGE_PLACEHOLDER, type ImageMode, type RawConversion, type RawImage } from "./docx-types";

/** Raster types a browser shows everywhere; EMF/WMF/SVG etc. are dropped (SVG can carry script). */
const SHOWN_IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

export async function convertWithMammoth(
  arrayBuffer: ArrayBuffer,
  imageMode: ImageMode,
): Promise<RawConversion> {
  const images: RawImage[] = [];
  const convertImage = mammoth.images.imgElement(async (image) => {
    const contentType = image.contentType.toLowerCase();
    if (!SHOWN_IMAGE_TYPES.has(contentType)) return { src: "" };
    if (imageMode === "inline") {
      return { src: `data:${contentType};base64,${await image.readAsBase64String()}` };
    }
    // mammoth's browser build hands back a Uint8Array (Buffer polyfill), not an ArrayBuffer: copy
    // it into an exact ArrayBuffer, or the worker's postMessage transfer list throws DataCloneError.
    const raw: ArrayBuffer | Uint8Array = await image.readAsArrayBuffer();
    images.push({ contentType, bytes: new Uint8Array(raw).buffer as ArrayBuffer });
    return { src: `${IMAGE_PLACEHOLDER}${images.length - 1}` };
  });

  const result = await mammoth.convertToHtml(
    // The browser build of mammoth reads `arrayBuffer`, the Node build `buffer`; JSZip under
    // both accepts an ArrayBuffer, so one object serves the worker and Node tests alike.
    { arrayBuffer, buffer: arrayBuffer as unknown as Buffer },
    {
      // A .docx may carry its own style map that makes mammoth emit any tag and attribute
      // (event handlers included): never honour it.
      includeEmbeddedStyleMap: false,
      // Linked (not embedded) images must not make the converter read files or URLs.
      externalFileAccess: false,
      convertImage,
    },
  );
  return { html: result.value, images, messages: result.messages.map((m) => m.message) };
}
