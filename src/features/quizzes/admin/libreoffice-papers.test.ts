// Question papers written by a real Word writer: LibreOffice 7.4's .docx export (Debian's
// libreoffice-writer-nogui) of the HTML sources beside them in fixtures/libreoffice/ (its own list
// numbering in numbering.xml, _rels/.rels and docProps/ before word/). Regenerate with:
//   soffice --headless --convert-to "docx:MS Word 2007 XML" lo-*.html
// Through the import page's path: the package check, the DOCX worker's text job, the parser.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocxText } from "@/lib/docx/extract-docx-text";
import { preflightDocx } from "@/lib/docx/zip-preflight";
import { parseQuestionsWithLayout } from "../parse-questions";

function fixture(name: string): ArrayBuffer {
  // Run from the repository root (vitest.config / package.json scripts).
  const bytes = readFileSync(resolve("src/features/quizzes/fixtures/libreoffice", name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function read(name: string) {
  return parseQuestionsWithLayout(await extractDocxText(fixture(name)));
}

describe("LibreOffice .docx question papers", () => {
  it("passes the package check (docProps/ before word/)", () => {
    for (const name of ["lo-numbered-paper.docx", "lo-aiken-paper.docx"]) {
      expect(preflightDocx(fixture(name))).toMatchObject({ ok: true, mainPart: "word/document.xml" });
    }
  });

  it("reads questions numbered by LibreOffice's list numbering, English and Punjabi", async () => {
    const { layout, questions } = await read("lo-numbered-paper.docx");
    expect(layout).toBe("list");
    expect(questions.map((q) => [q.text, q.answer, q.flag])).toEqual([
      ["Which river is known as the Sorrow of Punjab?", "Ghaggar", undefined],
      ["Which city is the capital of Punjab?", "Chandigarh", undefined],
      ["ਪੰਜਾਬ ਦਾ ਰਾਜ ਪੰਛੀ ਕਿਹੜਾ ਹੈ?", "ਬਾਜ਼", undefined],
      // Labelled options: "D" is option D's label although option C's text is "D".
      ["Which letter comes next: B, D, F, H, ?", "J", undefined],
    ]);
    expect(questions.every((q) => q.options.length === 4)).toBe(true);
  });

  it("reads the Aiken format, options on Shift+Enter lines too", async () => {
    const { layout, questions } = await read("lo-aiken-paper.docx");
    expect(layout).toBe("aiken");
    expect(questions.map((q) => [q.text, q.options.length, q.answer, q.warnings])).toEqual([
      ["What is the capital of Punjab?", 4, "Chandigarh", []],
      ["ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਕਿਸ ਸ਼ਹਿਰ ਵਿੱਚ ਹੈ?", 4, "ਅੰਮ੍ਰਿਤਸਰ", []],
      ["Which dam is built on the Sutlej?", 4, "Bhakra", []],
    ]);
  });
});
