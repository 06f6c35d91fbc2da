import type { LegacyFontReport } from "./docx-types";

export type { LegacyFontCount, LegacyFontReport } from "./docx-types";

export function convertLegacyDocx(
  input: ArrayBuffer | Uint8Array,
  opts: { convert: boolean },
): Promise<{
  buffer: ArrayBuffer | null;
  report: LegacyFontReport;
  /** What word-prepass.js rewrote: equations as text, simple fields and ruby unwrapped. */
  prepared: { equations: number; fields: number; ruby: number };
}>;
