// DOCX → plain text for the quiz import's question parser: the same checks, zip preflight, worker
// and time limit as the article path (convert-docx.ts). Failures are DocxErrors.
import { readDocx } from "./read-docx";
import { runDocxJob } from "./run-docx-job";

/** The document's text: one paragraph per line (blank lines between) and one per manual line break. */
export async function extractDocxText(input: Blob | ArrayBuffer): Promise<string> {
  return runDocxJob("text", await readDocx(input));
}
