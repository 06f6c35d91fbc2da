// Renders a .docx to stored HTML in Node the way the staff editor does in the browser:
// mammoth with no embedded style map and no external files, then DOMPurify (on jsdom) with the
// same allowlist as src/lib/sanitize.ts (shared through src/lib/sanitize-policy.json).
// Images are inlined as data: URIs (the seed's banner is ~2 KB); staff saves store image files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./pocketbase.mjs";

const policy = JSON.parse(readFileSync(join(ROOT, "src/lib/sanitize-policy.json"), "utf8"));
const SAFE_LINK = new RegExp(policy.safeLink, "i");
const SAFE_IMG = new RegExp(policy.safeImg, "i");
const SHOWN_IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

let purifier = null;

async function getPurifier() {
  if (purifier) return purifier;
  const [{ JSDOM }, { default: DOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const p = DOMPurify(new JSDOM("").window);
  p.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      const href = node.getAttribute("href") ?? "";
      if (!SAFE_LINK.test(href.trim())) node.removeAttribute("href");
      else {
        node.setAttribute("rel", "noopener noreferrer");
        if (/^https?:/i.test(href)) node.setAttribute("target", "_blank");
      }
    }
    if (node.nodeName === "IMG") {
      if (!SAFE_IMG.test((node.getAttribute("src") ?? "").trim())) node.removeAttribute("src");
      node.setAttribute("loading", "lazy");
    }
  });
  purifier = p;
  return p;
}

/** @param {Buffer} docx @returns {Promise<string>} sanitised HTML */
export async function renderDocxHtml(docx) {
  const { default: mammoth } = await import("mammoth");
  const result = await mammoth.convertToHtml(
    { buffer: docx },
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
  const p = await getPurifier();
  return p.sanitize(result.value, {
    ALLOWED_TAGS: policy.documentTags,
    ALLOWED_ATTR: policy.documentAttrs,
    ADD_ATTR: ["target", "rel", "loading"],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: policy.forbidTags,
    KEEP_CONTENT: true,
  });
}
