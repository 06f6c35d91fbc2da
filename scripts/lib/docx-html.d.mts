import type PocketBase from "pocketbase";

export const DOC_HTML_MAX_BYTES: number;
export const NEEDS_DOC_HTML: string;
export interface FillResult {
  done: number;
  skipped: string[];
  failed: string[];
  texts: number;
}
export function fillDocHtml(
  pb: PocketBase,
  opts?: {
    createdBefore?: string;
    ids?: string[];
    render?: (docx: Buffer) => Promise<string>;
    textOnlyWhenTooBig?: boolean;
  },
): Promise<FillResult>;
export function logFill(r: FillResult, log?: (m: string) => void, warn?: (m: string) => void): void;
export function fillDocHtmlInBackground(o: {
  url: string;
  bin: string;
  dataDir: string;
  startedAt: string;
  log?: (m: string) => void;
}): Promise<void>;
export function pbDate(d?: Date): string;
