// DOCX → plain text for the quiz import's question parser: the same checks, zip preflight, worker
// and time limit as the article path (convert-docx.ts), legacy Punjabi fonts converted to Unicode
// the same way. Failures are DocxErrors.
import type { ExtractedText } from "./docx-types";
import { readDocx } from "./read-docx";
import { runDocxJob } from "./run-docx-job";

export type { ExtractedText } from "./docx-types";

/** The document's text: one paragraph per line (blank lines between) and one per manual line break. */
export async function extractDocxText(input: Blob | ArrayBuffer): Promise<string> {
  return (await extractDocxTextReport(input)).text;
}

/** The text and what the legacy-font step did (for the "Converted N characters…" line). */
export async function extractDocxTextReport(
  input: Blob | ArrayBuffer,
  opts: { convertLegacyFonts?: boolean } = {},
): Promise<ExtractedText> {
  return runDocxJob("text", await readDocx(input), opts.convertLegacyFonts ?? true);
}
