// The one error type of the DOCX pipeline, for the article form, the quiz import and the reader's
// legacy path alike. Its message is the sentence staff see; `detail` is the technical reason
// (for logs and tests) and never shown.

/** Matches the `doc` file field's maxSize in pb_migrations; the quiz import uses the same limit. */
export const MAX_DOCX_BYTES = 20 * 1024 * 1024;

const MB = MAX_DOCX_BYTES / 1024 / 1024;

const MESSAGES = {
  empty: "This file is empty (0 bytes). Choose the Word document again.",
  "too-large": `This file is larger than the ${MB} MB limit.`,
  "read-failed": "This file could not be read. Try choosing it again.",
  "not-docx": "This file is not a real Word document (.docx), even if its name ends in .docx.",
  "zip-bomb": "This file unpacks to far more data than a Word document should, so it was refused.",
  corrupt: "This Word document is damaged and cannot be read. Try saving it again from Word.",
  timeout: "The document took too long to convert. Try saving it again from Word, or split it.",
} as const;

export type DocxErrorCode = keyof typeof MESSAGES;

/** A file's size for a message: "4.2 MB", "316 KB". */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Too big to upload, naming its size and what to do. */
export function tooLargeMessage(bytes: number): string {
  return `This file is ${sizeText(bytes)}, larger than the ${MB} MB limit. Make its pictures smaller (in Word: Compress Pictures) or split it into smaller documents, and upload it again.`;
}

/** Converting took longer than the time limit, naming the size and what to do. */
export function timeoutMessage(bytes: number): string {
  return `This ${sizeText(bytes)} document took too long to convert, so it was stopped. Open it in Word, save it again (or split it into smaller documents) and upload it again.`;
}

export class DocxError extends Error {
  readonly code: DocxErrorCode;
  readonly detail: string;
  /** `message` replaces the code's sentence when there is a more precise one (naming the size). */
  constructor(code: DocxErrorCode, detail: string = code, message?: string) {
    super(message ?? MESSAGES[code]);
    this.name = "DocxError";
    this.code = code;
    this.detail = detail;
  }
}

/** The message for staff: a DocxError's own, or `fallback` for anything unexpected. */
export function docxErrorMessage(err: unknown, fallback = "The document could not be read."): string {
  return err instanceof DocxError ? err.message : fallback;
}
