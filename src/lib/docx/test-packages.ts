// Test-only .docx packages the way other writers lay them out, and ones that only look like Word
// files, for the browser preflight's unit test and the server check's integration test (the same
// files, the same verdicts). Built with jszip; nothing binary is committed. Never imported by app code.
import JSZip from "jszip";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

const types = (main: string, mainType = WORD_MAIN) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="${mainType}"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;

const rootRels = (main: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${REL}"><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="${main}"/></Relationships>`;

const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

const CORE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Teacher</dc:creator></cp:coreProperties>`;
const APP = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Macintosh Word</Application></Properties>`;

/** A JPEG-like thumbnail: incompressible bytes, stored as they are (as Word for Mac writes one). */
function thumbnail(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  out.set([0xff, 0xd8, 0xff, 0xe0]);
  let x = 2463534242;
  for (let i = 4; i < bytes; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

async function zipOf(files: [string, string | Uint8Array | null][]): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new JSZip();
  // jszip writes entries in insertion order; a null body is a folder entry.
  for (const [name, body] of files) {
    if (body === null) zip.folder(name);
    else if (typeof body === "string") zip.file(name, body, { createFolders: false });
    else zip.file(name, body, { createFolders: false, compression: "STORE" });
  }
  return new Uint8Array(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }));
}

/**
 * As Word for Mac writes it: folder entries and docProps/ (with its thumbnail) before word/,
 * [Content_Types].xml last. PocketBase's sniff reads the first 3 KB and, finding no word/ entry
 * there, calls it application/zip.
 */
export function macOrderDocx(text = "Written on Word for Mac"): Promise<Uint8Array<ArrayBuffer>> {
  return zipOf([
    ["docProps/", null],
    ["docProps/thumbnail.jpeg", thumbnail(12 * 1024)],
    ["docProps/app.xml", APP],
    ["docProps/core.xml", CORE],
    ["_rels/", null],
    ["_rels/.rels", rootRels("word/document.xml")],
    ["word/", null],
    ["word/document.xml", documentXml(text)],
    ["[Content_Types].xml", types("word/document.xml")],
  ]);
}

/** As Word Online can write it: the main part is word/document2.xml, found through _rels/.rels. */
export function document2Docx(text = "Saved from Word Online"): Promise<Uint8Array<ArrayBuffer>> {
  return zipOf([
    ["[Content_Types].xml", types("word/document2.xml")],
    ["_rels/.rels", rootRels("/word/document2.xml")],
    ["word/document2.xml", documentXml(text)],
    ["docProps/core.xml", CORE],
  ]);
}

/** A Windows program renamed to .docx. */
export function renamedExe(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4096);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  for (let i = 64; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  return bytes;
}

/** A zip of photos and notes, renamed to .docx. */
export function randomZip(): Promise<Uint8Array<ArrayBuffer>> {
  return zipOf([
    ["notes.txt", "Syllabus for the PCS exam"],
    ["photos/", null],
    ["photos/class.jpg", "\u00ff\u00d8\u00ff not really a jpeg"],
  ]);
}

/** A spreadsheet: a valid OOXML package whose main part is not a Word document. */
export function spreadsheetPackage(): Promise<Uint8Array<ArrayBuffer>> {
  return zipOf([
    [
      "[Content_Types].xml",
      types("xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
    ],
    ["_rels/.rels", rootRels("xl/workbook.xml")],
    ["xl/workbook.xml", "<workbook/>"],
  ]);
}

/**
 * A package whose headers under-declare document.xml's size: it says 2 KB and inflates to 8 MB.
 * Both the local header and the central directory are rewritten, as a crafted file would be.
 */
export async function lyingHeadersDocx(): Promise<Uint8Array<ArrayBuffer>> {
  const big = documentXml("x".repeat(8 * 1024 * 1024));
  const out = (
    await zipOf([
      ["[Content_Types].xml", types("word/document.xml")],
      ["_rels/.rels", rootRels("word/document.xml")],
      ["word/document.xml", big],
    ])
  ).slice();
  const view = new DataView(out.buffer);
  const eocd = out.byteLength - 22;
  let p = view.getUint32(eocd + 16, true);
  for (let n = view.getUint16(eocd + 10, true); n > 0; n--) {
    const nameLen = view.getUint16(p + 28, true);
    const name = new TextDecoder().decode(out.subarray(p + 46, p + 46 + nameLen));
    if (name === "word/document.xml") {
      view.setUint32(p + 24, 2048, true);
      view.setUint32(view.getUint32(p + 42, true) + 22, 2048, true);
    }
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return out;
}

/** A valid package with `pictures` pictures in word/media/ (5,000: more parts than accepted). */
export function manyPicturesDocx(pictures: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const media: [string, Uint8Array][] = [];
  for (let i = 1; i <= pictures; i++) media.push([`word/media/image${i}.png`, png]);
  return zipOf([
    ["[Content_Types].xml", types("word/document.xml")],
    ["_rels/.rels", rootRels("word/document.xml")],
    ["word/document.xml", documentXml("Pictures")],
    ...media,
  ]);
}

/**
 * A one-table document whose directory declares what a ~20 MB file of one huge table unpacks to
 * (130 MB of XML, over the 120 MB limit), without building 130 MB in a unit test: the real table
 * rows are there, only the declared size is the large one, which is what the check reads first.
 */
export async function hugeTableDocx(): Promise<Uint8Array<ArrayBuffer>> {
  const row = "<w:tr><w:tc><w:p><w:r><w:t>cell</w:t></w:r></w:p></w:tc></w:tr>";
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body><w:tbl>${row.repeat(1000)}</w:tbl></w:body></w:document>`;
  const out = (
    await zipOf([
      ["[Content_Types].xml", types("word/document.xml")],
      ["_rels/.rels", rootRels("word/document.xml")],
      ["word/document.xml", xml],
    ])
  ).slice();
  const view = new DataView(out.buffer);
  const eocd = out.byteLength - 22;
  let p = view.getUint32(eocd + 16, true);
  for (let n = view.getUint16(eocd + 10, true); n > 0; n--) {
    const nameLen = view.getUint16(p + 28, true);
    if (new TextDecoder().decode(out.subarray(p + 46, p + 46 + nameLen)) === "word/document.xml") {
      view.setUint32(p + 24, 130 * 1024 * 1024, true);
    }
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return out;
}
