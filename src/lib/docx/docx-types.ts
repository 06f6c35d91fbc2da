// The worker's protocol, shared by the worker, its client and the converters. Deliberately free
// of imports so that pulling a type or constant from here can never drag mammoth into a page.

/** What each job of the one DOCX worker returns. */
export interface DocxJobResults {
  /** Article HTML (raw, unsanitised) with images extracted. */
  article: RawConversion;
  /**
   * Plain text for the quiz parser: one paragraph per line, blank lines between paragraphs, list
   * items' lines starting with a list mark (list-marks.ts).
   */
  text: ExtractedText;
}

export interface ExtractedText {
  text: string;
  legacy: LegacyFontReport;
}

export type DocxJob = keyof DocxJobResults;

export type DocxRequest = {
  [J in DocxJob]: {
    job: J;
    buffer: ArrayBuffer;
    /** Convert text in legacy Punjabi fonts (AnmolLipi…) to Unicode (legacy-fonts.js). Default true. */
    convertLegacyFonts?: boolean;
  };
}[DocxJob];

export type DocxReply = { ok: true; result: DocxJobResults[DocxJob] } | { ok: false; detail: string };

export interface RawImage {
  contentType: string;
  bytes: ArrayBuffer;
}

/** mammoth's output before sanitising. */
export interface RawConversion {
  html: string;
  images: RawImage[];
  messages: string[];
  legacy: LegacyFontReport;
  /** What could not be converted, by kind (article-core.js's conversionNotes). */
  notes: ConversionNote[];
}

/** One kind of thing the conversion could not keep as it was, and how many. */
export interface ConversionNote {
  kind:
    | "equation-as-text"
    | "picture-no-description"
    | "picture-not-shown"
    | "object-left-out"
    | "symbol-left-out"
    | "content-left-out";
  count: number;
}

export interface LegacyFontCount {
  /** The family ("AnmolLipi"), or the document's own name for an unknown font. */
  font: string;
  /** Text runs (w:t) in that font. */
  runs: number;
  /** Characters typed in it, spaces not counted. */
  characters: number;
}

/** What the legacy-font step (legacy-docx.js) did to one document. */
export interface LegacyFontReport {
  converted: LegacyFontCount[];
  /**
   * Left as typed: "off" = convertible but staff turned conversion off; "other" = a legacy font
   * whose keyboard layout gurmukhi-utils does not map (Asees, Joy, Satluj, DRChatrikWeb);
   * "devanagari" = GurbaniHindi (its glyphs are Devanagari); "unknown" = neither a known legacy
   * nor a known Unicode font.
   */
  skipped: (LegacyFontCount & { reason: "off" | "other" | "devanagari" | "unknown" })[];
}

/** Placeholder scheme for extracted images: <img src="docx-image:N">, N = index into images. */
export const IMAGE_PLACEHOLDER = "docx-image:";

/** Image bytes travel back from the worker by transfer, not by copy. */
export function replyTransfer(reply: DocxReply): Transferable[] {
  if (!reply.ok || !("images" in reply.result)) return [];
  return reply.result.images.map((i) => i.bytes);
}
