// DOCX → article HTML, for the staff editor and the reader's legacy path: read-docx.ts (size,
// zip preflight) → mammoth in the DOCX worker (run-docx-job.ts) → DOMPurify on the main thread.
// The steps after reading are article-core.js's, which the server's stored copies of old-site
// articles (scripts/lib/render-docx.mjs) run too, so both give the same HTML.
// The worker always extracts images; the page then either inlines them (preview, legacy reader)
// or uploads them and points the HTML at their stored URLs, from that one conversion.
import { sanitizeHtml } from "@/lib/sanitize";
import { resolveImagePlaceholders as resolvePlaceholders, sanitizeRawArticle } from "./article-core.js";
import type { ConversionNote, LegacyFontReport } from "./docx-types";
import { readDocx } from "./read-docx";
import { runDocxJob } from "./run-docx-job";

export type ImageMode = "inline" | "extract";

export interface ConvertedDocx {
  /** Sanitised. In "extract" mode images are <img src="docx-image:N">, N = index into `images`. */
  html: string;
  images: File[];
  messages: string[];
  /** What could not be converted as it was, by kind (article-core.js's conversionNotes). */
  notes: ConversionNote[];
  /** Text found in legacy Punjabi fonts: converted to Unicode, or why it was left as typed. */
  legacy: LegacyFontReport;
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * Checks the archive, converts with mammoth in the DOCX worker (includeEmbeddedStyleMap: false,
 * no external files) under its time limit, and returns SANITISED html. imageMode "extract":
 * images as File objects in `images`, referenced as docx-image:N placeholders. imageMode
 * "inline": images as data: URIs and `images` empty. Text typed in a legacy Punjabi font
 * (AnmolLipi, GurbaniAkhar…) becomes Unicode Gurmukhi unless `convertLegacyFonts` is false.
 * Failures are DocxErrors.
 */
export async function convertDocx(
  input: Blob | ArrayBuffer,
  opts: { imageMode: ImageMode; convertLegacyFonts?: boolean },
): Promise<ConvertedDocx> {
  const raw = await runDocxJob("article", await readDocx(input), opts.convertLegacyFonts ?? true);
  const converted: ConvertedDocx = {
    html: sanitizeRawArticle(raw.html, { sanitize: sanitizeHtml, document }),
    images: raw.images.map(
      (img, i) =>
        new File([img.bytes], `image-${i + 1}.${EXTENSIONS[img.contentType] ?? "bin"}`, {
          type: img.contentType,
        }),
    ),
    messages: raw.messages,
    notes: raw.notes,
    legacy: raw.legacy,
  };
  if (opts.imageMode === "extract") return converted;
  return { ...converted, html: await inlineImages(converted), images: [] };
}

/** The extracted document's HTML with its images as data: URIs (what a preview shows). */
export async function inlineImages(converted: ConvertedDocx): Promise<string> {
  return resolveImagePlaceholders(converted.html, await Promise.all(converted.images.map(dataUrl)));
}

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("image could not be read"));
    reader.readAsDataURL(file);
  });
}

/** Replaces docx-image:N placeholders with urls[N] and sanitises again (article-core.js). */
export function resolveImagePlaceholders(html: string, urls: string[]): string {
  return resolvePlaceholders(html, urls, { sanitize: sanitizeHtml, document });
}
