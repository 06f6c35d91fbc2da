// @vitest-environment node
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { problemOf } = requireHook<typeof import("./docx-check.js")>("lib/docx-check.js");
const { DOCX_PREFLIGHT_LIMITS } =
  requireHook<typeof import("../../shared/rules-core.cjs")>("../shared/rules-core.cjs");

/** problemOf on bytes in memory, read as the hook reads an upload (seek + read). */
const check = (buf: Uint8Array) =>
  problemOf((offset, length) => buf.subarray(offset, offset + length), buf.length);

async function zip(files: Record<string, string | Uint8Array>, compression: "STORE" | "DEFLATE" = "DEFLATE") {
  const z = new JSZip();
  // No folder entries: the archive holds exactly the files named.
  for (const [name, content] of Object.entries(files)) z.file(name, content, { createFolders: false });
  return z.generateAsync({ type: "uint8array", compression });
}

// The smallest real package: content types naming the main part, the root relationships pointing
// at it, and the document (shared/docx-package-core.cjs finds the main part that way).
const DOCX = {
  "[Content_Types].xml":
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "_rels/.rels":
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  "word/document.xml": "<w:document><w:body><w:p><w:r><w:t>ਪੰਜਾਬ</w:t></w:r></w:p></w:body></w:document>",
};

describe("problemOf", () => {
  it("accepts a zip that holds word/document.xml", async () => {
    expect(check(await zip(DOCX))).toBeNull();
    expect(check(await zip(DOCX, "STORE"))).toBeNull();
  });

  it("calls a zip without word/document.xml, or no zip at all, not a Word document", async () => {
    expect(check(await zip({ "content.xml": "<office/>" }))).toEqual({
      problem: "not-docx",
      detail: "no [Content_Types].xml",
    });
    expect(check(new TextEncoder().encode("This is a plain text file renamed to .docx"))).toEqual({
      problem: "not-docx",
      detail: "not a zip archive",
    });
    expect(check(new Uint8Array(0))).toEqual({ problem: "not-docx", detail: "not a zip archive" });
  });

  it("calls a cut-off download damaged", async () => {
    const whole = await zip(DOCX);
    expect(check(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({
      problem: "corrupt",
      detail: "end of central directory not found",
    });
  });

  it("refuses more entries than a document has", async () => {
    const files: Record<string, string> = { ...DOCX };
    for (let i = 0; i < DOCX_PREFLIGHT_LIMITS.maxEntries; i++) files[`word/media/${i}.txt`] = "";
    const found = check(await zip(files, "STORE"));
    const parts = DOCX_PREFLIGHT_LIMITS.maxEntries + 3;
    expect(found).toEqual({
      problem: "zip-bomb",
      detail: `too many entries (${parts})`,
      // Staff's message names the count, the limit and what to do (not "a bomb").
      message: `This document has ${parts} parts (each picture is one); at most ${DOCX_PREFLIGHT_LIMITS.maxEntries} are accepted. Split it into smaller documents and upload each.`,
    });
  });

  it("refuses an archive that unpacks to far more than its size", async () => {
    const huge = new Uint8Array(DOCX_PREFLIGHT_LIMITS.ratioCheckFromBytes + 1); // zeros pack ~1000:1
    const found = check(await zip({ ...DOCX, "word/media/blank.bin": huge }));
    expect(found?.problem).toBe("zip-bomb");
    expect(found?.detail).toMatch(/^unpacks \d+x its size$/);
  });
});
