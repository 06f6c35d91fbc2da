// The only module that imports mammoth. It runs inside mammoth.worker.ts (and, in unit tests,
// in-thread through in-thread-worker.setup.ts). Its HTML is RAW and unsanitised: callers must
// sanitise it on a thread that has a DOM (convert-docx.ts does).
import mammoth from "mammoth";
import { ARTICLE_MAMMOTH_OPTIONS, convertArticleRaw } from "./article-core.js";
import { convertLegacyDocx } from "./legacy-docx.js";
import { listMark, stripMarkChars } from "./list-marks";
import {
  type DocxReply,
  type DocxRequest,
  type ExtractedText,
  type LegacyFontReport,
  type RawConversion,
} from "./docx-types";

/** Article HTML with every shown image extracted and referenced as <img src="docx-image:N">. */
export function convertToArticle(original: ArrayBuffer, convertLegacyFonts = true): Promise<RawConversion> {
  // The same steps and options as the server's copy for old-site articles (article-core.js).
  return convertArticleRaw(mammoth, original, convertLegacyFonts);
}

// The browser build of mammoth reads `arrayBuffer`, the Node build `buffer`; JSZip under both
// accepts an ArrayBuffer, so one object serves the worker and Node tests alike.
const input = (arrayBuffer: ArrayBuffer) => ({ arrayBuffer, buffer: arrayBuffer as unknown as Buffer });

/**
 * The document with its legacy-font text converted to Unicode (unless `convert` is false), and
 * what was found. Runs before mammoth, which drops fonts.
 */
async function withLegacyFonts(
  arrayBuffer: ArrayBuffer,
  convert: boolean,
): Promise<{ buffer: ArrayBuffer; legacy: LegacyFontReport }> {
  const { buffer, report } = await convertLegacyDocx(arrayBuffer, { convert });
  return { buffer: buffer ?? arrayBuffer, legacy: report };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

// One pass, so "&amp;#39;" stays the text "&#39;".
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, e: string) =>
    e in ENTITIES ? ENTITIES[e] : String.fromCodePoint(Number(e.slice(1))),
  );

/**
 * mammoth's HTML as plain text: one line per paragraph (blank line between paragraphs, as
 * mammoth's raw text has) and one per manual line break. mammoth's extractRawText drops <w:br/>
 * (Shift+Enter), so options typed on manual line breaks ran together; its HTML keeps them as <br />.
 * Each list item's line starts with a list mark (list-marks.ts): Word's numbering is structure in
 * the HTML, not text, and the quiz parser needs it.
 * Runs in the worker (no DOM): mammoth's output is a small, known set of tags and escapes.
 */
export function htmlToPlainText(html: string): string {
  const lists: boolean[] = [];
  let out = "";
  let last = 0;
  for (const tag of html.matchAll(/<(\/?)([a-z0-9]+)\b[^>]*>/gi)) {
    out += stripMarkChars(decode(html.slice(last, tag.index)));
    last = tag.index + tag[0].length;
    const closing = tag[1] === "/";
    const name = tag[2].toLowerCase();
    if (name === "br") out += "\n";
    else if (name === "ol" || name === "ul") {
      if (closing) lists.pop();
      else lists.push(name === "ol");
      out += closing ? "\n\n" : "\n";
    } else if (name === "li" && !closing && lists.length > 0) {
      out += `\n${listMark({ depth: lists.length - 1, ordered: lists[lists.length - 1] })}`;
    } else if (closing && /^(p|h[1-6]|li|tr|td|th|table)$/.test(name)) out += "\n\n";
  }
  out += stripMarkChars(decode(html.slice(last)));
  return out.replace(/\n{3,}/g, "\n\n");
}

/** The document as plain text for the quiz parser, manual line breaks kept (see htmlToPlainText). */
export async function extractText(original: ArrayBuffer, convertLegacyFonts = true): Promise<ExtractedText> {
  const { buffer: arrayBuffer, legacy } = await withLegacyFonts(original, convertLegacyFonts);
  const result = await mammoth.convertToHtml(input(arrayBuffer), {
    ...ARTICLE_MAMMOTH_OPTIONS,
    // Images do not matter for questions: never read them.
    convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })),
  });
  return { text: htmlToPlainText(result.value), legacy };
}

/** One job as the worker runs it. Never rejects: a failure is a reply the client turns into a DocxError. */
export async function runDocxRequest(request: DocxRequest): Promise<DocxReply> {
  try {
    const convert = request.convertLegacyFonts ?? true;
    const result =
      request.job === "article"
        ? await convertToArticle(request.buffer, convert)
        : await extractText(request.buffer, convert);
    return { ok: true, result };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}
