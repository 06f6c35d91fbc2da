/** How a recognised legacy font maps its keys: only "gurbani-akhar" is converted. */
export type LegacyLayout = "gurbani-akhar" | "devanagari" | "other";

export interface LegacyFont {
  /** The family name as staff know it ("AnmolLipi"). */
  name: string;
  match: "exact" | "prefix";
  layout: LegacyLayout;
}

export const LEGACY_FONTS: readonly LegacyFont[];
export function normalizeFontName(name: string): string;
export function findLegacyFont(fontName: string): LegacyFont | null;
export function isUnicodeFont(fontName: string): boolean;
export function legacyToUnicode(ascii: string): string;
export function convertPieces(pieces: string[]): string[];
export function splitSafely(pieces: string[]): string[];
