// Unit tests only (listed in vite.config.ts setupFiles; never imported by app code). jsdom has no
// Web Worker, and the app has no in-thread fallback, so this stands in for mammoth.worker.ts: it
// runs the same runDocxRequest() the worker runs, with messages cloned and buffers transferred
// (detached) exactly as postMessage would, so a reply that cannot cross threads fails here too.
import { replyTransfer, type DocxRequest } from "./docx-types";

export class InThreadDocxWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private ended = false;

  constructor(url: string | URL) {
    if (!String(url).includes("mammoth.worker"))
      throw new Error(`InThreadDocxWorker only stands in for mammoth.worker.ts, not ${String(url)}`);
  }

  postMessage(message: DocxRequest, transfer: Transferable[] = []) {
    const request = structuredClone(message, { transfer });
    // Loaded on first use, so test files that never convert a document do not load mammoth.
    void import("./docx-core")
      .then(({ runDocxRequest }) => runDocxRequest(request))
      .then(
        (reply) => {
          if (this.ended) return;
          const data = structuredClone(reply, { transfer: replyTransfer(reply) });
          this.onmessage?.(new MessageEvent("message", { data }));
        },
        (err: unknown) => {
          if (this.ended) return;
          this.onerror?.(new ErrorEvent("error", { message: String(err), cancelable: true }));
        },
      );
  }

  terminate() {
    this.ended = true;
  }
}

if (typeof globalThis.Worker === "undefined") {
  globalThis.Worker = InThreadDocxWorker as unknown as typeof Worker;
}
