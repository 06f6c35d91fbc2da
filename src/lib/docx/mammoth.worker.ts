/// <reference lib="webworker" />
// Runs mammoth off the main thread so a heavy or hostile document cannot freeze the tab;
// convert-docx.ts terminates this worker when its time limit passes.
import type { ImageMode } from "./docx-types";
import { convertWithMammoth } from "./mammoth-convert";

export interface WorkerRequest {
  buffer: ArrayBuffer;
  imageMode: ImageMode;
}

export type WorkerResponse =
  | { ok: true; html: string; images: { contentType: string; bytes: ArrayBuffer }[]; messages: string[] }
  | { ok: false; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    const out = await convertWithMammoth(event.data.buffer, event.data.imageMode);
    response = { ok: true, ...out };
  } catch (err) {
    response = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  const transfer = response.ok ? response.images.map((i) => i.bytes) : [];
  scope.postMessage(response, transfer);
};
