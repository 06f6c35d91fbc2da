import { docxErrorMessage } from "@/lib/docx/docx-error";
import { checkDocxFile } from "@/lib/docx/read-docx";

/** Checks that need no reading: the name says .docx, the file is not empty and not too big. */
export function quickFileProblem(file: File): string | null {
  return checkDocxFile(file, "Only Word documents (.docx) can be uploaded.");
}

/** A clear sentence for staff about why a chosen document was refused. */
export function docxProblem(err: unknown): string {
  // Anything that is not a DocxError (e.g. an image the browser could not read) keeps its own words.
  return docxErrorMessage(err, err instanceof Error && err.message ? err.message : undefined);
}

/** "Punjab-budget-2026.docx" → "Punjab budget 2026" (the spec's file-name rule). */
export function nameFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, "")
    .replace(/-/g, " ")
    .trim();
}
