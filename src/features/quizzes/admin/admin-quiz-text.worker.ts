/// <reference lib="webworker" />
// Runs mammoth's raw-text extraction off the main thread (see extract-docx-text.ts).
import { extractInThread } from "./extract-docx-core";

export interface WorkerRequest {
  data: ArrayBuffer;
}

export type WorkerResponse = { ok: true; text: string } | { ok: false };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    response = { ok: true, text: await extractInThread(event.data.data) };
  } catch {
    response = { ok: false };
  }
  scope.postMessage(response);
};
