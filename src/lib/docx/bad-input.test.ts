// Issue 22's "Bad input": each file gets a message that names the problem (and, where the cause is
// size, the size and what to do), in the browser (readDocx → DocxError) and on the server (the hook's
// problemOf, the same rule set). Quiz files' bad input: src/features/quizzes/issue-layouts.test.ts.
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { readCorpusFile } from "../../../scripts/lib/docx-corpus.mjs";
import { requireHook } from "../../../pb_hooks/test-support";
import { convertArticleRaw } from "./article-core.js";
import { DocxError, MAX_DOCX_BYTES, timeoutMessage } from "./docx-error";
import { readDocx } from "./read-docx";
import { makeTestDocx, run, runs } from "./test-docx";
import { hugeTableDocx, lyingHeadersDocx, manyPicturesDocx, randomZip, renamedExe } from "./test-packages";

const { problemOf } = requireHook<{
  problemOf: (
    read: (offset: number, length: number) => ArrayLike<number>,
    size: number,
  ) => { problem: string; detail: string; message?: string } | null;
}>("lib/docx-check.js");

const ab = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;
const serverSays = (u: Uint8Array) => problemOf((o, l) => u.subarray(o, o + l), u.length);

async function browserSays(u: Uint8Array): Promise<DocxError> {
  try {
    await readDocx(ab(u));
  } catch (err) {
    if (err instanceof DocxError) return err;
    throw err;
  }
  throw new Error("accepted");
}

describe("bad input: a clear message naming the problem, in the browser and on the server", () => {
  it("a renamed .exe and a random zip are not Word documents", async () => {
    for (const bytes of [renamedExe(), await randomZip()]) {
      expect((await browserSays(bytes)).message).toMatch(/^This file is not a real Word document/);
      expect(serverSays(bytes)).toMatchObject({ problem: "not-docx" });
    }
  });

  it("lying zip headers are stopped by the running inflate cap", async () => {
    const bytes = await lyingHeadersDocx();
    expect((await browserSays(bytes)).message).toMatch(/unpacks to far more data/);
    expect(serverSays(bytes)).toMatchObject({
      problem: "zip-bomb",
      detail: expect.stringMatching(/inflates past/),
    });
  });

  it("a document of one huge table: its size and what to do", async () => {
    const bytes = await hugeTableDocx();
    const message =
      "This document unpacks to more than 120 MB (a very long table or many large pictures). Split it into smaller documents, or make its pictures smaller, and upload each.";
    expect((await browserSays(bytes)).message).toBe(message);
    expect(serverSays(bytes)?.message).toBe(message);
  });

  it("a document with 5,000 pictures: how many parts, the limit and what to do", async () => {
    const bytes = await manyPicturesDocx(5000);
    const message =
      "This document has 5003 parts (each picture is one); at most 2000 are accepted. Split it into smaller documents and upload each.";
    expect((await browserSays(bytes)).message).toBe(message);
    expect(serverSays(bytes)?.message).toBe(message);
  });

  it("a password-protected file (the corpus's real one) says so and how to remove the password", async () => {
    const bytes = readCorpusFile("oxsdk-protected-document-with-password.docx");
    const message = (await browserSays(bytes)).message;
    expect(message).toMatch(
      /^This file is password-protected, or an old Word document \(\.doc\)\. In Word, remove the password/,
    );
    expect(serverSays(bytes)?.message).toBe(message);
  });

  it("a file over 20 MB, and one that converts too slowly, are named with their size", async () => {
    const big = await readDocx(new ArrayBuffer(MAX_DOCX_BYTES + 1)).catch((e: DocxError) => e.message);
    expect(big).toBe(
      "This file is 20.0 MB, larger than the 20 MB limit. Make its pictures smaller (in Word: Compress Pictures) or split it into smaller documents, and upload it again.",
    );
    expect(timeoutMessage(3.4 * 1024 * 1024)).toMatch(
      /^This 3\.4 MB document took too long to convert, so it was stopped\./,
    );
  });

  it("legacy Punjabi fonts and equations together: both converted, the equation listed", async () => {
    const omml = `<m:oMath xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"><m:r><m:t>x</m:t></m:r><m:sSup><m:e><m:r><m:t>y</m:t></m:r></m:e><m:sup><m:r><m:t>2</m:t></m:r></m:sup></m:sSup></m:oMath>`;
    const docx = await makeTestDocx({
      body: runs([run("pMjwb ", { font: "AnmolLipi" })]).replace("</w:p>", `${omml}</w:p>`),
    });
    const raw = await convertArticleRaw(mammoth, ab(docx), true);
    expect(raw.html).toBe("<p>ਪੰਜਾਬ xy^2</p>");
    expect(raw.notes).toEqual([{ kind: "equation-as-text", count: 1 }]);
    expect(raw.legacy.converted).toEqual([{ font: "AnmolLipi", runs: 1, characters: 5 }]);
  });
});
