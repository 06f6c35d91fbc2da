import { describe, expect, it } from "vitest";
import { DocxError, MAX_DOCX_BYTES } from "@/lib/docx/docx-error";
import { docxProblem, nameFromFileName, quickFileProblem } from "./docx-messages";

describe("nameFromFileName", () => {
  it("drops the extension and turns hyphens into spaces", () => {
    expect(nameFromFileName("Punjab-budget-2026.docx")).toBe("Punjab budget 2026");
    expect(nameFromFileName("a.b-c.DOCX")).toBe("a.b c");
  });
});

describe("quickFileProblem", () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
  it("accepts a .docx of a sensible size", () => {
    expect(quickFileProblem(file("notes.DOCX", 10))).toBeNull();
  });
  it("refuses other extensions, empty and over-limit files", () => {
    expect(quickFileProblem(file("setup.exe", 10))).toMatch(/Only Word documents/);
    expect(quickFileProblem(file("empty.docx", 0))).toMatch(/empty \(0 bytes\)/);
    const big = { name: "big.docx", size: MAX_DOCX_BYTES + 1 } as File;
    expect(quickFileProblem(big)).toMatch(/larger than the 20 MB limit/);
  });
});

describe("docxProblem", () => {
  it("explains each pipeline failure", () => {
    expect(docxProblem(new DocxError("not-docx", "x"))).toMatch(/not a real Word document/);
    expect(docxProblem(new DocxError("zip-bomb", "x"))).toMatch(/unpacks to far more/);
    expect(docxProblem(new DocxError("corrupt", "x"))).toMatch(/damaged/);
    expect(docxProblem(new DocxError("timeout", "x"))).toMatch(/too long/);
    expect(docxProblem(new Error("boom"))).toBe("boom");
    expect(docxProblem("???")).toBe("The document could not be read.");
  });
});
