export const MAX_DOCX_BYTES: number;
export function docxProblem(buf: Buffer): { problem: string; detail: string } | null;
export function renderDocxHtml(docx: Buffer): Promise<string>;
export function articleDeps(): Promise<import("../../src/lib/docx/article-core.js").ArticleDeps>;
export const DOCX_TIME_LIMIT_MS: number;
export function sizeText(bytes: number): string;
export class DocxTimeLimitError extends Error {}
export function renderDocxHtmlLimited(docx: Buffer, opts?: { timeLimitMs?: number }): Promise<string>;
