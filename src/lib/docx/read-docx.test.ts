import { describe, expect, it } from "vitest";
import { DocxError, MAX_DOCX_BYTES } from "./docx-error";
import { checkDocxFile, readDocx } from "./read-docx";
import { makeTestDocx, para } from "./test-docx";

describe("checkDocxFile", () => {
  const wrong = "Pick a .docx";
  it("accepts a .docx of a sensible size, whatever the case of its extension", () => {
    expect(checkDocxFile(new File(["x"], "paper.DOCX"), wrong)).toBeNull();
  });
  it("refuses other names with the page's wording, and empty and oversized files", () => {
    expect(checkDocxFile(new File(["x"], "paper.pdf"), wrong)).toBe(wrong);
    expect(checkDocxFile(new File([], "paper.docx"), wrong)).toMatch(/empty \(0 bytes\)/);
    const big = new File(["x"], "big.docx");
    Object.defineProperty(big, "size", { value: MAX_DOCX_BYTES + 1 });
    expect(checkDocxFile(big, wrong)).toBe(
      "This file is 20.0 MB, larger than the 20 MB limit. Make its pictures smaller (in Word: Compress Pictures) or split it into smaller documents, and upload it again.",
    );
  });
});

describe("readDocx", () => {
  it("returns a copy, so transferring it to the worker leaves the caller's buffer intact", async () => {
    const bytes = await makeTestDocx({ body: para("keep") });
    const input = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const out = await readDocx(input);
    expect(out).not.toBe(input);
    structuredClone(out, { transfer: [out] });
    expect(input.byteLength).toBe(bytes.byteLength);
  });

  it("reads a Blob and refuses what the preflight refuses", async () => {
    const good = await makeTestDocx({ body: para("x") });
    expect((await readDocx(new Blob([good]))).byteLength).toBe(good.byteLength);
    await expect(readDocx(new Blob(["plain text"]))).rejects.toThrow(DocxError);
  });
});
