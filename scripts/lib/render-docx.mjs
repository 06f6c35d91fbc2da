// Renders a .docx to stored HTML in Node the way the staff editor does in the browser:
// mammoth with no embedded style map and no external files, then DOMPurify (on jsdom) with the
// same rules as the app (src/lib/sanitize-core.js).
// Images are inlined as data: URIs (the seed's banner is ~2 KB); staff saves store image files.
// Text in legacy Punjabi fonts (AnmolLipi…) is converted to Unicode first, by the same module the
// DOCX worker uses (src/lib/docx/legacy-docx.js).
import { convertLegacyDocx } from "../../src/lib/docx/legacy-docx.js";
import { createSanitizer } from "../../src/lib/sanitize-core.js";

const SHOWN_IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

let sanitize = null;

async function getSanitizer() {
  if (sanitize) return sanitize;
  const [{ JSDOM }, { default: DOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  sanitize = createSanitizer(DOMPurify(new JSDOM("").window));
  return sanitize;
}

/** @param {Buffer} docx @returns {Promise<string>} sanitised HTML */
export async function renderDocxHtml(docx) {
  const { default: mammoth } = await import("mammoth");
  const { buffer: converted } = await convertLegacyDocx(docx, { convert: true });
  const result = await mammoth.convertToHtml(
    { buffer: converted ? Buffer.from(converted) : docx },
    {
      includeEmbeddedStyleMap: false,
      externalFileAccess: false,
      convertImage: mammoth.images.imgElement(async (image) => {
        const type = image.contentType.toLowerCase();
        if (!SHOWN_IMAGE_TYPES.has(type)) return { src: "" };
        return { src: `data:${type};base64,${await image.readAsBase64String()}` };
      }),
    },
  );
  return (await getSanitizer())(result.value, { profile: "document" });
}
