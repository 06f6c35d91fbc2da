// Plain text of a .docx for the question parser. Admin-only: mammoth (~150 KB) is loaded only
// here, never by a public page. In the browser it runs in a Web Worker so a large paper (500
// questions: ~0.5 s of mammoth on the dev machine, seconds on a slow laptop) cannot freeze the
// page; where there is no Worker (unit tests in jsdom) it runs in-thread.
import { runWorker } from "@/lib/docx/run-worker";
import type { WorkerRequest, WorkerResponse } from "./admin-quiz-text.worker";
import { extractInThread, QuizDocxError, UNREADABLE } from "./extract-docx-core";

export { QuizDocxError };

export const MAX_QUIZ_DOCX_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

/** Checks the picked file before reading it; returns a message for the staff member, or null. */
export function checkQuizFile(file: File): string | null {
  if (!/\.docx$/i.test(file.name)) return "Please choose a Word document (.docx).";
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_QUIZ_DOCX_BYTES)
    return "This file is larger than 10 MB. Please split the question paper.";
  return null;
}

/** mammoth's raw text: one paragraph per line, paragraphs separated by blank lines. */
export function extractDocxText(data: ArrayBuffer): Promise<string> {
  if (typeof Worker === "undefined") return extractInThread(data);
  const request: WorkerRequest = { data };
  return runWorker({
    create: () =>
      new Worker(new URL("./admin-quiz-text.worker.ts", import.meta.url), {
        type: "module",
        name: "admin-quiz-text",
      }),
    request,
    transfer: [data],
    timeoutMs: TIMEOUT_MS,
    timeoutError: () =>
      new QuizDocxError("Reading this document took too long. Try a smaller question paper."),
    onReply: (r: WorkerResponse) => {
      if (r.ok) return r.text;
      throw new QuizDocxError(UNREADABLE);
    },
    crashError: () => new QuizDocxError(UNREADABLE),
  });
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
