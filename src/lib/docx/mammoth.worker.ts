/// <reference lib="webworker" />
// The one DOCX worker (article HTML and quiz text): mammoth runs off the main thread so a heavy or
// hostile document cannot freeze the tab, and run-docx-job.ts can terminate it at the time limit.
// The file name keeps "mammoth" so the built chunk is recognisable (the budget checks look for it).
import { runDocxRequest } from "./docx-core";
import { replyTransfer, type DocxRequest } from "./docx-types";

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<DocxRequest>) => {
  const reply = await runDocxRequest(event.data);
  scope.postMessage(reply, replyTransfer(reply));
};
