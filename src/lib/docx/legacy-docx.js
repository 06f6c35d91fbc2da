// Converts the legacy-font text of a .docx to Unicode Gurmukhi BEFORE mammoth renders it.
// mammoth's document model keeps only a run's direct w:ascii font (not w:hAnsi/w:cs, not the
// fonts of character and paragraph styles or the document defaults), so this reads the parts
// itself: styles.xml for the style chain and defaults, then each w:t of document.xml (and the
// footnotes/endnotes mammoth also renders) with its run's effective font. Text in a convertible
// legacy font is rewritten (consecutive runs of one font together, see convertPieces) and the
// archive is rebuilt for mammoth; other text is left exactly as typed.
// Plain JavaScript: runs in the DOCX worker (docx-core.ts) and in Node for the seed.
import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import JSZip from "jszip";
import { mainPartName } from "../../../shared/docx-package-core.cjs";
import { convertPieces, findLegacyFont, isUnicodeFont, normalizeFontName } from "./legacy-fonts.js";
import { prepareWordXml } from "./word-prepass.js";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
/** The parts besides the main one (whose name _rels/.rels gives: Word Online may write document2.xml). */
const NOTE_PARTS = ["word/footnotes.xml", "word/endnotes.xml"];
const STYLES_PART = "word/styles.xml";
/** The three font slots of w:rFonts that can name the font of a run's text, in the order we trust them. */
const SLOTS = /** @type {const} */ (["ascii", "hAnsi", "cs"]);
const THEME_ATTR = { ascii: "asciiTheme", hAnsi: "hAnsiTheme", cs: "cstheme" };
/** Style chains longer than this are cyclic or hostile. */
const MAX_STYLE_DEPTH = 20;

/**
 * @typedef {{ ascii?: string, hAnsi?: string, cs?: string }} Fonts  A slot is a font name, or
 *   "" for a theme font (Word's Calibri/Cambria, never a legacy font).
 * @typedef {{ fonts: Fonts, basedOn: string | null }} StyleInfo
 * @typedef {import("./legacy-docx").LegacyFontReport} LegacyFontReport
 */

/** Cheap test before any parsing: does any part name a font that is not an ordinary Unicode one? */
function mentionsOddFont(/** @type {string[]} */ xmls) {
  const attr = /w:(?:ascii|hAnsi|cs)="([^"]*)"/g;
  for (const xml of xmls) {
    for (const m of xml.matchAll(attr)) if (!isUnicodeFont(decodeXmlAttr(m[1]))) return true;
  }
  return false;
}

/** Does any part name a font that findLegacyFont knows (directly, in a style or the defaults)? */
function mentionsLegacyFont(/** @type {string[]} */ xmls) {
  const attr = /w:(?:ascii|hAnsi|cs)="([^"]*)"/g;
  for (const xml of xmls) {
    for (const m of xml.matchAll(attr)) if (findLegacyFont(decodeXmlAttr(m[1]))) return true;
  }
  return false;
}

/**
 * "Unknown font" report lines from the runs whose own w:rFonts name a font that is neither a
 * known legacy nor a known Unicode font, without parsing the XML: one pass over the runs.
 * @param {string[]} xmls
 * @returns {LegacyFontReport["skipped"]}
 */
function unknownFontRuns(xmls) {
  /** @type {Map<string, { font: string, layout: string, runs: number, characters: number }>} */
  const tally = new Map();
  const RUN = /<w:r(?:\s[^>]*)?>([\s\S]*?)<\/w:r>/g;
  for (const xml of xmls) {
    for (const run of xml.matchAll(RUN)) {
      const body = run[1];
      const fonts = /<w:rFonts\b([^>]*)>/.exec(body);
      if (!fonts) continue;
      /** @type {Fonts} */
      const f = {};
      for (const slot of SLOTS) {
        const v = new RegExp(`\\sw:${slot}="([^"]*)"`).exec(fonts[1]);
        if (v) f[slot] = decodeXmlAttr(v[1]);
      }
      const name = shownFont(f);
      if (!name || isUnicodeFont(name)) continue;
      const text = [...body.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => decodeXmlAttr(m[1]))
        .join("");
      if (text.trim()) count(tally, `unknown:${normalizeFontName(name)}`, name, "unknown", text);
    }
  }
  return [...tally.values()].map((e) => ({
    font: e.font,
    runs: e.runs,
    characters: e.characters,
    reason: /** @type {const} */ ("unknown"),
  }));
}

function decodeXmlAttr(/** @type {string} */ v) {
  return v
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** @param {Element | null | undefined} parent @param {string} local */
function child(parent, local) {
  if (!parent) return null;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && /** @type {Element} */ (n).namespaceURI === W && n.localName === local)
      return /** @type {Element} */ (n);
  }
  return null;
}

/** @param {Element} el @param {string} local */
function wAttr(el, local) {
  return el.getAttributeNS(W, local) || null;
}

/** The w:rFonts of an rPr as slots. @param {Element | null} rPr @returns {Fonts} */
function readFonts(rPr) {
  const rFonts = child(rPr, "rFonts");
  /** @type {Fonts} */
  const fonts = {};
  if (!rFonts) return fonts;
  for (const slot of SLOTS) {
    if (wAttr(rFonts, THEME_ATTR[slot]) !== null) fonts[slot] = "";
    else {
      const name = wAttr(rFonts, slot);
      if (name !== null) fonts[slot] = name;
    }
  }
  return fonts;
}

/** @param {Fonts} into @param {Fonts} from  fills the slots `into` does not have yet */
function inherit(into, from) {
  for (const slot of SLOTS) if (into[slot] === undefined && from[slot] !== undefined) into[slot] = from[slot];
}

/** @param {Document | null} styles */
function readStyles(styles) {
  /** @type {Map<string, StyleInfo>} */
  const byId = new Map();
  /** @type {Fonts} */
  let defaults = {};
  let defaultParagraphStyle = null;
  if (!styles) return { byId, defaults, defaultParagraphStyle };
  const root = styles.documentElement;
  const docDefaults = child(root, "docDefaults");
  defaults = readFonts(child(child(docDefaults, "rPrDefault"), "rPr"));
  for (let n = root.firstChild; n; n = n.nextSibling) {
    const el = /** @type {Element} */ (n);
    if (n.nodeType !== 1 || el.namespaceURI !== W || el.localName !== "style") continue;
    const id = wAttr(el, "styleId");
    if (!id) continue;
    const basedOn = child(el, "basedOn");
    byId.set(id, { fonts: readFonts(child(el, "rPr")), basedOn: basedOn ? wAttr(basedOn, "val") : null });
    const isDefault = wAttr(el, "default");
    if (wAttr(el, "type") === "paragraph" && (isDefault === "1" || isDefault === "true"))
      defaultParagraphStyle = id;
  }
  return { byId, defaults, defaultParagraphStyle };
}

/**
 * @param {Map<string, StyleInfo>} byId
 * @param {Map<string, Fonts>} cache
 * @param {string | null} id
 * @returns {Fonts}
 */
function styleFonts(byId, cache, id) {
  if (!id) return {};
  const hit = cache.get(id);
  if (hit) return hit;
  /** @type {Fonts} */
  const fonts = {};
  let current = id;
  for (let depth = 0; current && depth < MAX_STYLE_DEPTH; depth++) {
    const style = byId.get(current);
    if (!style) break;
    inherit(fonts, style.fonts);
    current = style.basedOn;
  }
  cache.set(id, fonts);
  return fonts;
}

/** The font a run's text shows in: w:ascii, else w:hAnsi, else (only if neither is set) w:cs. @param {Fonts} f */
function shownFont(f) {
  if (f.ascii !== undefined) return f.ascii;
  if (f.hAnsi !== undefined) return f.hAnsi;
  return f.cs ?? "";
}

/** @param {Node} node */
function enclosing(node, /** @type {string} */ local) {
  for (let p = node.parentNode; p; p = p.parentNode) {
    if (p.nodeType === 1 && /** @type {Element} */ (p).namespaceURI === W && p.localName === local)
      return /** @type {Element} */ (p);
  }
  return null;
}

/**
 * The report plus the new archive (or null when nothing was changed). Every text part is first
 * run through word-prepass.js (equations as text, simple fields and ruby kept): `prepared` says
 * how many of each it rewrote.
 * @param {ArrayBuffer | Uint8Array} input
 * @param {{ convert: boolean }} opts
 * @returns {Promise<{ buffer: ArrayBuffer | null, report: LegacyFontReport, prepared: { equations: number, fields: number, ruby: number } }>}
 */
export async function convertLegacyDocx(input, opts) {
  /** @type {LegacyFontReport} */
  const report = { converted: [], skipped: [] };
  const prepared = { equations: 0, fields: 0, ruby: 0 };
  const zip = await JSZip.loadAsync(input);
  const stylesXml = await zip.file(STYLES_PART)?.async("string");
  /** @type {[string, string][]} */
  const parts = [];
  let changed = false;
  const relsXml = await zip.file("_rels/.rels")?.async("string");
  const main = (relsXml && mainPartName(relsXml)) || "word/document.xml";
  for (const name of [main, ...NOTE_PARTS]) {
    const xml = await zip.file(name)?.async("string");
    if (xml === undefined) continue;
    const p = prepareWordXml(xml);
    if (p.xml !== xml) {
      zip.file(name, p.xml);
      changed = true;
      prepared.equations += p.equations;
      prepared.fields += p.fields;
      prepared.ruby += p.ruby;
    }
    parts.push([name, p.xml]);
  }
  // Stored, not deflated: mammoth reads it straight back in this same thread.
  const rebuilt = async () =>
    changed ? await zip.generateAsync({ type: "arraybuffer", compression: "STORE" }) : null;
  const xmls = [stylesXml ?? "", ...parts.map(([, xml]) => xml)];
  if (!mentionsOddFont(xmls)) return { buffer: await rebuilt(), report, prepared };
  // The XML is parsed (seconds for a 10 MB part) only when a font it names is a legacy font we
  // know; a document whose only odd fonts are unknown ones (Wingdings, a designer's font) gets its
  // "unknown font" lines from a linear scan of the runs that name them directly.
  if (!mentionsLegacyFont(xmls)) {
    report.skipped.push(...unknownFontRuns(parts.map(([, xml]) => xml)));
    return { buffer: await rebuilt(), report, prepared };
  }

  const parser = new DOMParser({ onError: () => {} });
  const styles = readStyles(stylesXml ? parser.parseFromString(stylesXml, "text/xml") : null);
  /** @type {Map<string, Fonts>} */
  const cache = new Map();
  /** @type {Map<string, { font: string, layout: string, runs: number, characters: number }>} */
  const tally = new Map();

  for (const [name, xml] of parts) {
    const doc = parser.parseFromString(xml, "text/xml");
    /** @type {{ group: Element[], font: string } | null} */
    let open = null;
    /** @type {{ nodes: Element[], font: string }[]} */
    const groups = [];
    /** @type {Element | null} */
    let openParagraph = null;
    const texts = doc.getElementsByTagNameNS(W, "t");
    for (let i = 0; i < texts.length; i++) {
      const t = texts[i];
      const run = t.parentNode;
      if (!run || run.localName !== "r") continue;
      const text = t.textContent ?? "";
      const paragraph = enclosing(t, "p");
      const rPr = child(/** @type {Element} */ (run), "rPr");
      const fonts = readFonts(rPr);
      const rStyle = child(rPr, "rStyle");
      inherit(fonts, styleFonts(styles.byId, cache, rStyle ? wAttr(rStyle, "val") : null));
      const pStyle = child(child(paragraph, "pPr"), "pStyle");
      inherit(
        fonts,
        styleFonts(styles.byId, cache, pStyle ? wAttr(pStyle, "val") : styles.defaultParagraphStyle),
      );
      inherit(fonts, styles.defaults);
      const fontName = shownFont(fonts);
      const legacy = fontName ? findLegacyFont(fontName) : null;
      const convertible = legacy?.layout === "gurbani-akhar" && opts.convert;
      if (!legacy && fontName && !isUnicodeFont(fontName) && text.trim()) {
        count(tally, `unknown:${normalizeFontName(fontName)}`, fontName, "unknown", text);
      } else if (legacy && text) {
        const why = legacy.layout === "gurbani-akhar" ? (opts.convert ? "converted" : "off") : legacy.layout;
        count(tally, `${why}:${legacy.name}`, legacy.name, why, text);
      }
      if (convertible && open && open.font === legacy.name && openParagraph === paragraph) {
        open.group.push(t);
      } else {
        open = null;
        if (convertible) {
          open = { group: [t], font: legacy.name };
          groups.push({ nodes: open.group, font: legacy.name });
          openParagraph = paragraph;
        }
      }
    }
    for (const { nodes } of groups) {
      const converted = convertPieces(nodes.map((t) => t.textContent ?? ""));
      nodes.forEach((t, k) => {
        while (t.firstChild) t.removeChild(t.firstChild);
        t.appendChild(doc.createTextNode(converted[k]));
        t.setAttributeNS(XML_NS, "xml:space", "preserve");
      });
      changed = true;
    }
    if (groups.length) zip.file(name, new XMLSerializer().serializeToString(doc));
  }

  for (const entry of tally.values()) {
    const line = { font: entry.font, runs: entry.runs, characters: entry.characters };
    if (entry.layout === "converted") report.converted.push(line);
    else
      report.skipped.push({
        ...line,
        reason: /** @type {LegacyFontReport["skipped"][number]["reason"]} */ (entry.layout),
      });
  }
  return { buffer: await rebuilt(), report, prepared };
}

/**
 * @param {Map<string, { font: string, layout: string, runs: number, characters: number }>} tally
 * @param {string} key @param {string} font @param {string} layout @param {string} text
 */
function count(tally, key, font, layout, text) {
  const entry = tally.get(key) ?? { font, layout, runs: 0, characters: 0 };
  entry.runs += 1;
  entry.characters += text.replace(/\s/g, "").length;
  tally.set(key, entry);
}
