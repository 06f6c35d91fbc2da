// The quiz import's text job. Regression: the quiz import used to hand any file named .docx
// straight to mammoth, so a zip bomb was inflated in full; now the zip preflight refuses it first.
import mammoth from "mammoth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocxError } from "./docx-error";
import { extractDocxText } from "./extract-docx-text";
import { makeTestDocx, makeZipBomb, para } from "./test-docx";

// The real mammoth, watched: the worker stand-in loads docx-core, which imports this mock.
vi.mock("mammoth", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import("mammoth") }>()).default;
  return {
    default: {
      ...real,
      convertToHtml: vi.fn(real.convertToHtml),
    },
  };
});

const ab = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;

async function failure(p: Promise<unknown>): Promise<DocxError> {
  const err = await p.then(
    () => new Error("resolved"),
    (e: unknown) => e,
  );
  if (!(err instanceof DocxError)) throw new Error(`expected a DocxError, got ${String(err)}`);
  return err;
}

afterEach(() => vi.mocked(mammoth.convertToHtml).mockClear());

/** A paragraph whose runs are separated by manual line breaks (Shift+Enter: <w:br/>). */
const brPara = (...lines: string[]) =>
  `<w:p>${lines.map((l, i) => `${i ? "<w:r><w:br/></w:r>" : ""}<w:r><w:t xml:space="preserve">${l}</w:t></w:r>`).join("")}</w:p>`;

describe("extractDocxText", () => {
  it("returns a real document's paragraphs, one per line", async () => {
    const text = await extractDocxText(
      new Blob([await makeTestDocx({ body: para("Q1: One?") + para("A") })]),
    );
    expect(text.split("\n").filter(Boolean)).toEqual(["Q1: One?", "A"]);
    expect(mammoth.convertToHtml).toHaveBeenCalledTimes(1);
  });

  it("keeps Shift+Enter line breaks as lines and decodes escaped characters", async () => {
    const text = await extractDocxText(
      new Blob([
        await makeTestDocx({
          body: brPara("Q1: Capital &amp; river?", "(a) Beas", "(b) Sutlej") + para("Ans: b"),
        }),
      ]),
    );
    expect(text.split("\n").filter(Boolean)).toEqual([
      "Q1: Capital & river?",
      "(a) Beas",
      "(b) Sutlej",
      "Ans: b",
    ]);
  });

  it("refuses a zip bomb renamed .docx before mammoth sees it", async () => {
    const bomb = new File([await makeZipBomb(40)], "paper.docx");
    const started = performance.now();
    const err = await failure(extractDocxText(bomb));
    expect(err.code).toBe("zip-bomb");
    expect(err.message).toBe(
      "This file unpacks to far more data than a Word document should, so it was refused.",
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(mammoth.convertToHtml).not.toHaveBeenCalled();
  });

  it("refuses a non-zip file renamed .docx before mammoth sees it", async () => {
    const renamed = new File(["MZ\x90\x00 a program, renamed"], "paper.docx");
    const err = await failure(extractDocxText(renamed));
    expect(err.code).toBe("not-docx");
    expect(err.message).toBe(
      "This file is not a real Word document (.docx), even if its name ends in .docx.",
    );
    expect(mammoth.convertToHtml).not.toHaveBeenCalled();
  });

  it("refuses empty and oversized input with the same limit as articles", async () => {
    expect((await failure(extractDocxText(new Blob([])))).code).toBe("empty");
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)]);
    expect((await failure(extractDocxText(big))).message).toMatch(
      /^This file is 20\.0 MB, larger than the 20 MB limit\./,
    );
    expect(mammoth.convertToHtml).not.toHaveBeenCalled();
  });

  it("a damaged document part ends in a DocxError from the worker", async () => {
    const docx = await makeTestDocx({ body: "<w:p><w:r><w:t>unclosed" });
    expect((await failure(extractDocxText(ab(docx)))).code).toBe("corrupt");
    expect(mammoth.convertToHtml).toHaveBeenCalledTimes(1);
  });
});
