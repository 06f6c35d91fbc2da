// The thread that converts one .docx at a time for renderDocxHtmlLimited (render-docx.mjs), so a
// file that takes too long can be stopped (the thread is terminated) without stopping the server's
// start-up or `npm run search:rebuild`.
import { parentPort } from "node:worker_threads";
import { renderDocxHtml } from "./render-docx.mjs";

parentPort?.on("message", async ({ id, bytes }) => {
  try {
    parentPort?.postMessage({ id, html: await renderDocxHtml(Buffer.from(bytes)) });
  } catch (err) {
    parentPort?.postMessage({ id, error: String(err?.message ?? err) });
  }
});
