// The one DOCX → HTML pipeline, shared by the reader's legacy path and the staff editor:
// archive preflight (size, real zip, unpacked size, entry count) → mammoth in a Web Worker with
// a time limit → DOMPurify on the main thread. mammoth is only ever in the worker's chunk.
import { sanitizeHtml } from "@/lib/sanitize";
import { IMAGE_PLACEHOLDER, type ImageMode, type RawConversion } from "./docx-types";
import type { WorkerRequest, WorkerResponse } from "./mammoth.worker";
import { runWorker } from "./run-worker";
import { preflightDocx } from "./zip-preflight";

export type DocxErrorCode = "not-docx" | "too-large" | "zip-bomb" | "corrupt" | "timeout";

export class DocxError extends Error {
  readonly code: DocxErrorCode;
  constructor(code: DocxErrorCode, message: string) {
    super(message);
    this.name = "DocxError";
    this.code = code;
  }
}

/** Matches the `doc` file field's maxSize in pb_migrations. */
export const MAX_DOCX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ConvertedDocx {
  html: string;
  images: File[];
  messages: string[];
}

export interface ConvertOptions {
  imageMode: ImageMode;
  timeoutMs?: number;
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * Checks the archive, converts with mammoth in a Web Worker (includeEmbeddedStyleMap: false, no
 * external files) with a time limit, and returns SANITISED html. imageMode "inline": images as
 * data: URIs. imageMode "extract": images as File objects in `images`, referenced in html as
 * <img src="docx-image:N"> (N = index into images).
 */
export async function convertDocx(input: Blob | ArrayBuffer, opts: ConvertOptions): Promise<ConvertedDocx> {
  const size = isArrayBuffer(input) ? input.byteLength : input.size;
  if (size > MAX_DOCX_BYTES)
    throw new DocxError("too-large", `The file is larger than ${MAX_DOCX_BYTES / 1024 / 1024} MB.`);
  // Always work on our own copy: the buffer is transferred to the worker (and so detached).
  const buffer = isArrayBuffer(input) ? input.slice(0) : await readBlob(input);

  const check = preflightDocx(buffer);
  if (!check.ok) throw new DocxError(check.problem, `Not a usable Word document: ${check.detail}.`);

  const raw = await runConversion(buffer, opts.imageMode, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const extract = opts.imageMode === "extract";
  const html = dropEmptyImages(
    sanitizeHtml(raw.html, { profile: "document", allowImagePlaceholders: extract }),
  );
  const images = extract
    ? raw.images.map(
        (img, i) =>
          new File([img.bytes], `image-${i + 1}.${EXTENSIONS[img.contentType] ?? "bin"}`, {
            type: img.contentType,
          }),
      )
    : [];
  return { html, images, messages: raw.messages };
}

// instanceof fails across realms (iframes, jsdom), so ask for the built-in tag instead.
function isArrayBuffer(input: Blob | ArrayBuffer): input is ArrayBuffer {
  return Object.prototype.toString.call(input) === "[object ArrayBuffer]";
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  // Older engines (and jsdom) lack Blob.arrayBuffer().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new DocxError("corrupt", "The file could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}

/** Replaces docx-image:N placeholders with urls[N] and sanitises again. */
export function resolveImagePlaceholders(html: string, urls: string[]): string {
  const tpl = document.createElement("template");
  tpl.innerHTML = sanitizeHtml(html, { profile: "document", allowImagePlaceholders: true });
  for (const img of Array.from(tpl.content.querySelectorAll("img"))) {
    const src = img.getAttribute("src") ?? "";
    if (!src.startsWith(IMAGE_PLACEHOLDER)) continue;
    const url = urls[Number(src.slice(IMAGE_PLACEHOLDER.length))];
    if (url) img.setAttribute("src", url);
    else img.remove();
  }
  return dropEmptyImages(sanitizeHtml(tpl.innerHTML, { profile: "document" }));
}

/** Images whose source was refused (unsupported type, unsafe URL) would show as broken icons. */
function dropEmptyImages(html: string): string {
  if (!html.includes("<img")) return html;
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  for (const img of Array.from(tpl.content.querySelectorAll("img:not([src]), img[src='']"))) img.remove();
  return tpl.innerHTML;
}

function runConversion(buffer: ArrayBuffer, imageMode: ImageMode, timeoutMs: number): Promise<RawConversion> {
  if (typeof Worker === "undefined") return runInThread(buffer, imageMode, timeoutMs);
  const request: WorkerRequest = { buffer, imageMode };
  return runWorker({
    // Vite bundles this worker (and mammoth with it) into its own mammoth.worker-[hash].js.
    create: () =>
      new Worker(new URL("./mammoth.worker.ts", import.meta.url), { type: "module", name: "mammoth" }),
    request,
    transfer: [buffer],
    timeoutMs,
    timeoutError: () => new DocxError("timeout", "The document took too long to convert."),
    onReply: (r: WorkerResponse): RawConversion => {
      if (r.ok) return { html: r.html, images: r.images, messages: r.messages };
      throw new DocxError("corrupt", `The document could not be read: ${r.message}`);
    },
    crashError: (event) =>
      new DocxError("corrupt", `The document could not be converted: ${event.message || "worker failed"}`),
  });
}

/** Without Web Workers (unit tests in jsdom, very old browsers): same converter, lazily loaded. */
async function runInThread(
  buffer: ArrayBuffer,
  imageMode: ImageMode,
  timeoutMs: number,
): Promise<RawConversion> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DocxError("timeout", "The document took too long to convert.")),
      timeoutMs,
    );
  });
  try {
    const { convertWithMammoth } = await import("./mammoth-convert");
    return await Promise.race([convertWithMammoth(buffer, imageMode), timeout]);
  } catch (err) {
    if (err instanceof DocxError) throw err;
    throw new DocxError(
      "corrupt",
      `The document could not be read: ${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
