// Legacy (ASCII) Punjabi fonts: the one list of them and the one text conversion, in plain
// JavaScript so the DOCX worker (src/lib/docx/docx-core.ts) and the seed (scripts/lib/render-docx.mjs)
// convert exactly alike. Only the DOCX worker and Node load this file (gurmukhi-utils never reaches
// a page's own bundle).
//
// The mapping is gurmukhi-utils' toUnicode (ShabadOS), written for the GurbaniAkhar layout, which
// AnmolLipi and GurbaniLipi share (all three by Kulbir S. Thind). Other legacy fonts type the same
// letters on other keys (Asees/Joy: "ਅਤੇ" is "ns/", Satluj: "Áå¶", DRChatrikWeb: "aqy" with
// "f" for kanna), so converting them with this mapping would publish nonsense: they are recognised
// and reported, never converted.
import gurmukhiUtils from "gurmukhi-utils";

/**
 * Every legacy font we recognise. `match` compares names without case, spaces, hyphens or
 * underscores; "prefix" also takes the family's weights ("GurbaniAkharThick", "AnmolLipiBold").
 * @type {readonly import("./legacy-fonts").LegacyFont[]}
 */
export const LEGACY_FONTS = Object.freeze([
  { name: "AnmolLipi", match: "prefix", layout: "gurbani-akhar" },
  { name: "AnmolKalmi", match: "prefix", layout: "gurbani-akhar" },
  { name: "GurbaniAkhar", match: "prefix", layout: "gurbani-akhar" },
  { name: "OpenGurbaniAkhar", match: "prefix", layout: "gurbani-akhar" },
  { name: "GurbaniLipi", match: "prefix", layout: "gurbani-akhar" },
  // Same keys as GurbaniAkhar, but its glyphs are Devanagari: converting to Gurmukhi would change
  // the script the reader saw.
  { name: "GurbaniHindi", match: "prefix", layout: "devanagari" },
  { name: "Asees", match: "exact", layout: "other" },
  { name: "Joy", match: "exact", layout: "other" },
  { name: "Satluj", match: "exact", layout: "other" },
  { name: "DRChatrik", match: "prefix", layout: "other" },
]);

/**
 * Fonts that hold ordinary Unicode text (Word's defaults, common Latin fonts and the Unicode
 * Gurmukhi/Devanagari fonts). A run in any other font is reported as "unknown": left as typed.
 */
const UNICODE_FONTS = [
  "Aptos",
  "Aptos Display",
  "Arial",
  "Arial Black",
  "Arial Narrow",
  "Arial Unicode MS",
  "Book Antiqua",
  "Bookman Old Style",
  "Calibri",
  "Calibri Light",
  "Cambria",
  "Cambria Math",
  "Candara",
  "Century",
  "Century Gothic",
  "Comic Sans MS",
  "Consolas",
  "Constantia",
  "Corbel",
  "Courier",
  "Courier New",
  "DejaVu Sans",
  "DejaVu Serif",
  "Franklin Gothic Medium",
  "Garamond",
  "Georgia",
  "Helvetica",
  "Impact",
  "Lato",
  "Liberation Mono",
  "Liberation Sans",
  "Liberation Serif",
  "Lucida Console",
  "Lucida Sans Unicode",
  "Mangal",
  "Microsoft Sans Serif",
  "Nirmala UI",
  "Noto Sans",
  "Noto Sans Devanagari",
  "Noto Sans Gurmukhi",
  "Noto Serif",
  "Noto Serif Gurmukhi",
  "Open Sans",
  "Palatino Linotype",
  "Raavi",
  "Roboto",
  "Segoe UI",
  "Symbol",
  "Tahoma",
  "Times",
  "Times New Roman",
  "Trebuchet MS",
  "Verdana",
  "Webdings",
  "Wingdings",
  "AnmolUni",
  "Gurbani Unicode",
  "Saab",
  "Mukta Mahee",
  "Baloo Paaji 2",
];

/** @param {string} name */
export function normalizeFontName(name) {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

const UNICODE_FONT_KEYS = new Set(UNICODE_FONTS.map(normalizeFontName));

/**
 * The legacy font a Word font name stands for, or null.
 * @param {string} fontName
 */
export function findLegacyFont(fontName) {
  const key = normalizeFontName(fontName);
  if (UNICODE_FONT_KEYS.has(key)) return null;
  for (const font of LEGACY_FONTS) {
    const fontKey = normalizeFontName(font.name);
    if (font.match === "exact" ? key === fontKey : key.startsWith(fontKey)) return font;
  }
  return null;
}

/** @param {string} fontName */
export function isUnicodeFont(fontName) {
  return UNICODE_FONT_KEYS.has(normalizeFontName(fontName));
}

// Dependent signs that gurmukhi-utils can leave before a pair-bindi (nukta): "ijæ" (sihari typed
// before ਜ, then the separate pair-bindi key) becomes ਜ + ਿ + ਼. Unicode wants the nukta right
// after its consonant (ਜ + ਼ + ਿ), or shaping engines draw a dotted circle.
const SIGNS_BEFORE_NUKTA = /([\u0A01-\u0A03\u0A3E-\u0A4C\u0A70\u0A71\u0A75]+)\u0A3C/g;

/**
 * Text typed in the GurbaniAkhar/AnmolLipi layout as Unicode Gurmukhi (NFC, so a precomposed
 * ਜ਼ typed as "z" and ਜ + pair-bindi typed as "jæ" come out as the same characters).
 * @param {string} ascii
 */
export function legacyToUnicode(ascii) {
  return gurmukhiUtils.toUnicode(ascii).replace(SIGNS_BEFORE_NUKTA, "\u0A3C$1").normalize("NFC");
}

// Characters of the layout that attach to the letter BEFORE them (vowel signs, nasal signs,
// subscripts, pair-bindi, addak), and sihari, which is typed BEFORE its letter. A run boundary
// next to one of them must not separate it from its letter (see splitSafely).
const ATTACHES_BACK = new Set([..."IuUyYNoOwWMRHÍ®§´Ïµμ@`~ÚüæØˆ¤¨Î†˜îçœ>Æ"]);
const SIHARI = "i";

/**
 * Converts consecutive pieces of one legacy-font text (the w:t of consecutive runs, which may
 * split a syllable anywhere) so that the result is the conversion of their concatenation, yet
 * each piece keeps its own characters (and so its run's bold, italic, links…). Boundaries move
 * to the nearest place that does not separate a letter from its signs: a trailing sihari moves
 * into the next piece, leading signs move into the previous piece.
 * @param {string[]} pieces
 * @returns {string[]}
 */
export function convertPieces(pieces) {
  return splitSafely(pieces).map(legacyToUnicode);
}

/**
 * @param {string[]} pieces
 * @returns {string[]}
 */
export function splitSafely(pieces) {
  const text = pieces.join("");
  const out = [];
  let start = 0;
  let end = 0;
  for (let k = 0; k < pieces.length; k++) {
    end += pieces[k].length;
    let cut = end;
    if (k < pieces.length - 1) {
      while (cut > start && text[cut - 1] === SIHARI) cut--;
      while (cut < text.length && ATTACHES_BACK.has(text[cut])) cut++;
    } else {
      cut = text.length;
    }
    cut = Math.max(cut, start);
    out.push(text.slice(start, cut));
    start = cut;
  }
  return out;
}
