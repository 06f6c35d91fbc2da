// The client side of the one DOCX worker: a fresh worker per job, one time limit, and every
// failure (bad reply, crash, time limit) as a DocxError.
import { DocxError, timeoutMessage } from "./docx-error";
import type { DocxJob, DocxJobResults, DocxReply, DocxRequest } from "./docx-types";
import { runWorker } from "./run-worker";

/**
 * Long enough for a 500-question paper on a slow laptop (3 s on the shared 2-core dev machine);
 * only a stuck or pathological conversion reaches it, as the preflight has already refused bombs.
 */
export const DOCX_TIME_LIMIT_MS = 60_000;

/**
 * Runs one job on `buffer` (which is transferred, so detached) in the DOCX worker. Text in legacy
 * Punjabi fonts is converted to Unicode unless `convertLegacyFonts` is false.
 */
export function runDocxJob<J extends DocxJob>(
  job: J,
  buffer: ArrayBuffer,
  convertLegacyFonts = true,
): Promise<DocxJobResults[J]> {
  const request = { job, buffer, convertLegacyFonts } as DocxRequest;
  // Read before the transfer detaches the buffer: the time-limit message names the size.
  const bytes = buffer.byteLength;
  return runWorker({
    // Vite bundles this worker, and mammoth with it, into its own mammoth.worker-[hash].js: the
    // only copy of mammoth in the build. new Worker(new URL(…)) must stay literal for Vite to see it.
    create: () =>
      new Worker(new URL("./mammoth.worker.ts", import.meta.url), { type: "module", name: "mammoth" }),
    request,
    transfer: [buffer],
    timeoutMs: DOCX_TIME_LIMIT_MS,
    timeoutError: () =>
      new DocxError("timeout", `no reply within ${DOCX_TIME_LIMIT_MS} ms`, timeoutMessage(bytes)),
    onReply: (reply: DocxReply) => {
      if (!reply.ok) throw new DocxError("corrupt", reply.detail);
      // The worker ran `job`, so its result has that job's shape.
      return reply.result as DocxJobResults[J];
    },
    crashError: (event) => new DocxError("corrupt", event.message || "worker failed"),
  });
}
