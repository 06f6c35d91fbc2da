import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDocument, csvRow } from "./csv-core.cjs";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Ravi Kumar")).toBe("Ravi Kumar");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes a comma, a quote or a line break, doubling quotes (RFC 4180)", () => {
    expect(csvCell("Kumar, Ravi")).toBe('"Kumar, Ravi"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
  });

  it("prefixes a cell that Excel would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    // Only the first character counts.
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes numbers as numbers", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(2026)).toBe("2026");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("keeps Gurmukhi and HTML as the text typed", () => {
    expect(csvCell("ਹਰਪ੍ਰੀਤ ਕੌਰ")).toBe("ਹਰਪ੍ਰੀਤ ਕੌਰ");
    expect(csvCell("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});

describe("csvRow and csvDocument", () => {
  it("ends every row with CRLF", () => {
    expect(csvRow(["a", "b,c", 3])).toBe('a,"b,c",3\r\n');
  });

  it("starts with the UTF-8 BOM and encodes Gurmukhi as UTF-8", () => {
    const doc = csvDocument(["Name", "Mobile"], [["ਹਰਪ੍ਰੀਤ", "9876543210"]]);
    expect(doc).toBe(`${CSV_BOM}Name,Mobile\r\nਹਰਪ੍ਰੀਤ,9876543210\r\n`);
    const bytes = new TextEncoder().encode(doc);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // ਹ is U+0A39: E0 A8 B9 in UTF-8.
    expect([...bytes.slice(16, 19)]).toEqual([0xe0, 0xa8, 0xb9]);
  });

  it("has only the header row when there are no records", () => {
    expect(csvDocument(["E-mail"], [])).toBe(`${CSV_BOM}E-mail\r\n`);
  });
});
