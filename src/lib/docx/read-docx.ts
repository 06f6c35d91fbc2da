// The front half shared by both jobs: checks that need no reading, then our own copy of the bytes,
// then the zip preflight, so nothing that is not a sane .docx ever reaches mammoth.
import { specificProblemMessage } from "@shared/docx-package-core.cjs";
import { DOCX_PREFLIGHT_LIMITS } from "@shared/rules-core.cjs";
import { DocxError, MAX_DOCX_BYTES, tooLargeMessage } from "./docx-error";
import { preflightDocx } from "./zip-preflight";

/**
 * A picked file's problem before reading it, as a sentence for staff, or null. Each page words
 * the wrong-type case itself ("Only Word documents…", "Please choose a Word document…").
 */
export function checkDocxFile(file: File, wrongTypeMessage: string): string | null {
  if (!/\.docx$/i.test(file.name)) return wrongTypeMessage;
  return sizeProblem(file.size)?.message ?? null;
}

function sizeProblem(size: number): DocxError | null {
  if (size === 0) return new DocxError("empty");
  if (size > MAX_DOCX_BYTES) return new DocxError("too-large", `${size} bytes`, tooLargeMessage(size));
  return null;
}

/**
 * The bytes of a .docx that passed the size check and the zip preflight, as a fresh ArrayBuffer
 * (it is transferred to the worker, which detaches it, so never the caller's own buffer).
 */
export async function readDocx(input: Blob | ArrayBuffer): Promise<ArrayBuffer> {
  const tooBig = sizeProblem(isArrayBuffer(input) ? input.byteLength : input.size);
  if (tooBig) throw tooBig;
  const buffer = isArrayBuffer(input) ? input.slice(0) : await readBlob(input);
  const check = preflightDocx(buffer);
  if (!check.ok) {
    throw new DocxError(
      check.problem,
      check.detail,
      specificProblemMessage(check, DOCX_PREFLIGHT_LIMITS) ?? undefined,
    );
  }
  return buffer;
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
    reader.onerror = () => reject(new DocxError("read-failed", String(reader.error)));
    reader.readAsArrayBuffer(blob);
  });
}
