// mammoth's raw-text extraction itself, shared by the page (no Worker) and the worker. Kept apart
// from extract-docx-text.ts so the worker bundle does not contain the code that starts it.
export const UNREADABLE = "This file could not be read as a Word document. Save it as .docx and try again.";

export class QuizDocxError extends Error {}

/** mammoth's raw-text extraction in this thread (also what the worker runs). */
export async function extractInThread(data: ArrayBuffer): Promise<string> {
  const { default: mammoth } = await import("mammoth");
  try {
    // The browser build of mammoth reads `arrayBuffer`, the Node build (unit tests) `buffer`;
    // JSZip under both accepts an ArrayBuffer. extractRawText applies no style map at all.
    const result = await mammoth.extractRawText({ arrayBuffer: data, buffer: data as unknown as Buffer });
    return result.value;
  } catch {
    throw new QuizDocxError(UNREADABLE);
  }
}

