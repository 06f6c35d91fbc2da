// The worker's protocol, shared by the worker, its client and the converters. Deliberately free
// of imports so that pulling a type or constant from here can never drag mammoth into a page.

/** What each job of the one DOCX worker returns. */
export interface DocxJobResults {
  /** Article HTML (raw, unsanitised) with images extracted. */
  article: RawConversion;
  /** Plain text for the quiz parser: one paragraph per line, blank lines between paragraphs. */
  text: string;
}

export type DocxJob = keyof DocxJobResults;

export type DocxRequest = { [J in DocxJob]: { job: J; buffer: ArrayBuffer } }[DocxJob];

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
}

/** Placeholder scheme for extracted images: <img src="docx-image:N">, N = index into images. */
export const IMAGE_PLACEHOLDER = "docx-image:";

/** Image bytes travel back from the worker by transfer, not by copy. */
export function replyTransfer(reply: DocxReply): Transferable[] {
  if (!reply.ok || typeof reply.result === "string") return [];
  return reply.result.images.map((i) => i.bytes);
}
