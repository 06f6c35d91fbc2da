import type { ConversionNote, RawConversion, RawImage } from "./docx-types";

export interface ArticleDeps {
  sanitize: (
    html: string,
    opts?: { profile?: "document" | "basic" | "snippet"; allowImagePlaceholders?: boolean },
  ) => string;
  document: Document;
}

export const SHOWN_IMAGE_TYPES: Set<string>;
export const ARTICLE_MAMMOTH_OPTIONS: Readonly<{ includeEmbeddedStyleMap: false; externalFileAccess: false }>;
export function convertArticleRaw(
  mammoth: unknown,
  original: ArrayBuffer,
  convertLegacyFonts?: boolean,
): Promise<RawConversion>;
export function topLevelChunks(html: string): string[];
export function dropEmptyImages(html: string, document: Document): string;
export function sanitizeRawArticle(rawHtml: string, deps: ArticleDeps): string;
export function resolveImagePlaceholders(html: string, urls: string[], deps: ArticleDeps): string;
export function imageDataUrl(image: RawImage): string;
export function inlineArticleHtml(raw: RawConversion, deps: ArticleDeps): string;
export function conversionNotes(
  rawHtml: string,
  messages: string[],
  counts: { unshownImages: number; equations?: number },
): ConversionNote[];
export function documentIdPrefix(bytes: ArrayBuffer | Uint8Array): string;
