// Test-only builders for small .docx files, benign and hostile (unit tests and e2e specs).
// Built with jszip so no binary fixtures need committing. Never imported by app code.
import JSZip from "jszip";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const REL = "http://schemas.openxmlformats.org/package/2006/relationships";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Default Extension="png" ContentType="image/png"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${REL}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export interface TestDocxOptions {
  /** Raw <w:body> children; use para() / link() to build them. */
  body: string;
  /** Extra document relationships (e.g. hyperlinks): [id, target, external?]. */
  links?: [string, string][];
  /** A mammoth embedded style map (the attack mammoth must ignore). */
  styleMap?: string;
  /** An embedded PNG referenced by relationship id "rImg1". */
  png?: Uint8Array;
  /** word/styles.xml children (use style() / docDefaults() to build them). */
  styles?: string;
}

export interface RunOptions {
  /** w:rFonts: one name for w:ascii, w:hAnsi and w:cs, or the slots one by one. */
  font?: string | { ascii?: string; hAnsi?: string; cs?: string; asciiTheme?: string };
  bold?: boolean;
  /** A character style id (w:rStyle). */
  style?: string;
}

function rFonts(font: RunOptions["font"]): string {
  if (font === undefined) return "";
  const slots = typeof font === "string" ? { ascii: font, hAnsi: font, cs: font } : font;
  const attrs = Object.entries(slots)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` w:${k}="${escapeXml(v)}"`)
    .join("");
  return `<w:rFonts${attrs}/>`;
}

/** One run (w:r) with its font, bold and character style. */
export function run(text: string, o: RunOptions = {}): string {
  const props = `${o.style ? `<w:rStyle w:val="${o.style}"/>` : ""}${rFonts(o.font)}${o.bold ? "<w:b/>" : ""}`;
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

/** A paragraph of runs (see run()), optionally in a paragraph style. */
export function runs(parts: string[], style?: string): string {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : "";
  return `<w:p>${pPr}${parts.join("")}</w:p>`;
}

/** A w:style for styles.xml, with the font its runs show in. */
export function style(o: {
  id: string;
  name: string;
  type?: "paragraph" | "character";
  font?: RunOptions["font"];
  basedOn?: string;
  isDefault?: boolean;
}): string {
  const type = o.type ?? "paragraph";
  return `<w:style w:type="${type}" w:styleId="${o.id}"${o.isDefault ? ' w:default="1"' : ""}><w:name w:val="${escapeXml(o.name)}"/>${o.basedOn ? `<w:basedOn w:val="${o.basedOn}"/>` : ""}${o.font ? `<w:rPr>${rFonts(o.font)}</w:rPr>` : ""}</w:style>`;
}

/** The document defaults (w:docDefaults) with a default run font. */
export function docDefaults(font: RunOptions["font"]): string {
  return `<w:docDefaults><w:rPrDefault><w:rPr>${rFonts(font)}</w:rPr></w:rPrDefault></w:docDefaults>`;
}

export function para(text: string, style?: string): string {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : "";
  return `<w:p>${pPr}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

export function link(relId: string, text: string): string {
  return `<w:p><w:hyperlink r:id="${relId}"><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:hyperlink></w:p>`;
}

export const IMAGE_PARA = `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="Picture 1" descr="Banner"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:blipFill><a:blip r:embed="rImg1"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

/** A 1×1 transparent PNG. */
export const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
);

/** Bytes backed by a plain ArrayBuffer (what Blob, File and Response accept). */
export type DocxBytes = Uint8Array<ArrayBuffer>;

export async function makeTestDocx(o: TestDocxOptions): Promise<DocxBytes> {
  const rels = (o.links ?? []).map(
    ([id, target]) =>
      `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${escapeXml(target)}" TargetMode="External"/>`,
  );
  if (o.styles !== undefined) {
    rels.push(
      `<Relationship Id="rStyles1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`,
    );
  }
  if (o.png) {
    rels.push(
      `<Relationship Id="rImg1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/>`,
    );
  }
  let contentTypes = CONTENT_TYPES;
  if (o.styleMap !== undefined) {
    rels.push(
      `<Relationship Id="rMammothStyleMap" Type="http://schemas.zwobble.org/mammoth/style-map" Target="/mammoth/style-map"/>`,
    );
    contentTypes = contentTypes.replace(
      "</Types>",
      `<Override PartName="/mammoth/style-map" ContentType="text/prs.mammoth.style-map"/></Types>`,
    );
  }
  // Entry order matters to servers that sniff the type (PocketBase does): the package parts
  // come first, as Word writes them.
  const zip = new JSZip();
  zip.file("[Content_Types].xml", contentTypes);
  zip.file("_rels/.rels", ROOT_RELS);
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${o.body}</w:body></w:document>`,
  );
  zip.file(
    "word/_rels/document.xml.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${REL}">${rels.join("")}</Relationships>`,
  );
  if (o.styles !== undefined) {
    zip.file(
      "word/styles.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">${o.styles}</w:styles>`,
    );
  }
  if (o.png) zip.file("word/media/image1.png", o.png);
  if (o.styleMap !== undefined) zip.file("mammoth/style-map", o.styleMap);
  return new Uint8Array(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }));
}

/** A valid-looking .docx whose document.xml unpacks to `megabytes` MB of whitespace (a zip bomb). */
export async function makeZipBomb(megabytes = 40): Promise<DocxBytes> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", CONTENT_TYPES);
  zip.file("_rels/.rels", ROOT_RELS);
  const filler = " ".repeat(megabytes * 1024 * 1024);
  zip.file(
    "word/document.xml",
    `<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body>${filler}</w:body></w:document>`,
  );
  return new Uint8Array(
    await zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 9 } }),
  );
}
