// The browser's preflight on packages from other writers and on files that only look like Word
// documents: the same files the server's check is tested with (tests/integration/docx-packages.test.ts).
import { describe, expect, it } from "vitest";
import { contentTypeOf, mainPartName } from "@shared/docx-package-core.cjs";
import {
  document2Docx,
  lyingHeadersDocx,
  macOrderDocx,
  randomZip,
  renamedExe,
  spreadsheetPackage,
} from "./test-packages";
import { extractDocxText } from "./extract-docx-text";
import { preflightDocx } from "./zip-preflight";

const ab = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;

describe("Word packages as other writers lay them out", () => {
  it("accepts docProps/ and folder entries before word/ (Word for Mac) and reads its text", async () => {
    const bytes = await macOrderDocx("Written on Word for Mac");
    expect(preflightDocx(ab(bytes))).toMatchObject({ ok: true, mainPart: "word/document.xml" });
    expect((await extractDocxText(ab(bytes))).trim()).toBe("Written on Word for Mac");
  });

  it("finds the main part through _rels/.rels when it is word/document2.xml", async () => {
    const bytes = await document2Docx("Saved from Word Online");
    expect(preflightDocx(ab(bytes))).toMatchObject({ ok: true, mainPart: "word/document2.xml" });
    expect((await extractDocxText(ab(bytes))).trim()).toBe("Saved from Word Online");
  });
});

describe("files that are not Word documents", () => {
  it.each([
    ["a renamed .exe", async () => renamedExe(), "not-docx", "not a zip archive"],
    ["a random zip", randomZip, "not-docx", "no [Content_Types].xml"],
    [
      "a spreadsheet",
      spreadsheetPackage,
      "not-docx",
      "main part xl/workbook.xml is application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml, not a Word document",
    ],
    [
      "lying size headers",
      lyingHeadersDocx,
      "zip-bomb",
      "word/document.xml inflates past its declared 2048 bytes",
    ],
  ])("refuses %s", async (_name, make, problem, detail) => {
    expect(preflightDocx(ab(await make()))).toEqual({ ok: false, problem, detail });
  });
});

describe("package parts", () => {
  it("reads the officeDocument target, ignoring other relationships and a leading slash", () => {
    const rels = `<Relationships><Relationship Id="a" Type="http://x/metadata/core-properties" Target="docProps/core.xml"/><Relationship Target='/word/main.xml' Id="b" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/></Relationships>`;
    expect(mainPartName(rels)).toBe("word/main.xml");
    expect(mainPartName("<Relationships/>")).toBeNull();
  });

  it("types a part by its Override, else by its extension's Default", () => {
    const t = `<Types><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="W"/></Types>`;
    expect(contentTypeOf(t, "word/document.xml")).toBe("W");
    expect(contentTypeOf(t, "word/other.xml")).toBe("application/xml");
  });
});
