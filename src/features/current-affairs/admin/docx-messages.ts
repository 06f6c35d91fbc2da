import { DocxError, MAX_DOCX_BYTES } from "@/lib/docx/convert-docx";

const MB = MAX_DOCX_BYTES / 1024 / 1024;

/** Checks that need no reading: the name says .docx, the file is not empty and not too big. */
export function quickFileProblem(file: File): string | null {
  if (!/\.docx$/i.test(file.name)) return "Only Word documents (.docx) can be uploaded.";
  if (file.size === 0) return "This file is empty (0 bytes). Choose the Word document again.";
  if (file.size > MAX_DOCX_BYTES) return `This file is larger than the ${MB} MB limit.`;
  return null;
}

/** A clear sentence for staff about why a chosen document was refused. */
export function docxProblem(err: unknown): string {
  if (err instanceof DocxError) {
    switch (err.code) {
      case "not-docx":
        return "This file is not a real Word document (.docx), even if its name ends in .docx.";
      case "too-large":
        return `This file is larger than the ${MB} MB limit.`;
      case "zip-bomb":
        return "This file unpacks to far more data than a Word document should, so it was refused.";
      case "timeout":
        return "The document took too long to convert. Try saving it again from Word, or split it.";
      case "corrupt":
        return "This Word document is damaged and cannot be read. Try saving it again from Word.";
    }
  }
  return err instanceof Error && err.message ? err.message : "The document could not be read.";
}

/** "Punjab-budget-2026.docx" → "Punjab budget 2026" (the spec's file-name rule). */
export function nameFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, "")
    .replace(/-/g, " ")
    .trim();
}
