// Plain text of a .docx for the question parser. Admin-only: mammoth (~150 KB) is imported
// dynamically here so that it is never part of a public page's download.
export const MAX_QUIZ_DOCX_BYTES = 10 * 1024 * 1024;

export class QuizDocxError extends Error {}

/** Checks the picked file before reading it; returns a message for the staff member, or null. */
export function checkQuizFile(file: File): string | null {
  if (!/\.docx$/i.test(file.name)) return "Please choose a Word document (.docx).";
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_QUIZ_DOCX_BYTES) return "This file is larger than 10 MB. Please split the question paper.";
  return null;
}

/** mammoth's raw-text extraction: one paragraph per line, paragraphs separated by blank lines. */
export async function extractDocxText(data: ArrayBuffer): Promise<string> {
  const { default: mammoth } = await import("mammoth");
  try {
    // The browser build of mammoth reads `arrayBuffer`, the Node build (unit tests) `buffer`;
    // JSZip under both accepts an ArrayBuffer. extractRawText applies no style map at all.
    const result = await mammoth.extractRawText({ arrayBuffer: data, buffer: data as unknown as Buffer });
    return result.value;
  } catch {
    throw new QuizDocxError("This file could not be read as a Word document. Save it as .docx and try again.");
  }
}

/** A picked file's bytes. FileReader rather than Blob.arrayBuffer(): older browsers (and jsdom) lack the latter. */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new QuizDocxError("This file could not be read. Try choosing it again."));
    reader.readAsArrayBuffer(file);
  });
}
