import type { DOMPurify } from "dompurify";

export interface SanitizeOptions {
  /**
   * "document": headings, tables, images (articles). "basic": inline text and lists (descriptions).
   * "snippet": text with <mark> only (search results).
   */
  profile?: "document" | "basic" | "snippet";
  /** Keep `<img src="docx-image:N">` placeholders (only the DOCX extract path needs this). */
  allowImagePlaceholders?: boolean;
}
export function createSanitizer(purifier: DOMPurify): (html: string, opts?: SanitizeOptions) => string;
