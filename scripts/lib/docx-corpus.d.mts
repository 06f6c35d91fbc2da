import type { ConversionNote } from "../../src/lib/docx/docx-types";
export const CORPUS_DIR: string;
export const RESULTS_FILE: string;
export function corpusFiles(): string[];
export function readCorpusFile(name: string): Buffer;
export function visibleChars(s: string): number;
export function htmlText(html: string): string;
export function documentText(buf: Uint8Array, mainPart: string): string;
export type CorpusAnalysis =
  | {
      status: "refused";
      reason: string;
      textIn: 0;
      textOut: 0;
      messages: string[];
      notes: ConversionNote[];
      cpuMs: number;
    }
  | {
      status: "accepted";
      textIn: number;
      textOut: number;
      /** The sanitised article. */
      html: string;
      /** mammoth's raw HTML (the quiz text's source). */
      raw: string;
      messages: string[];
      notes: ConversionNote[];
      cpuMs: number;
    };
export function analyseDocx(buf: Buffer): Promise<CorpusAnalysis>;
