// Equations, simple fields and ruby rewritten before mammoth reads a part (word-prepass.js).
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { convertLegacyDocx } from "./legacy-docx.js";
import { equationText, prepareWordXml } from "./word-prepass.js";

const r = (t: string) => `<m:r><m:t>${t}</m:t></m:r>`;
const math = (inner: string) => `<m:oMath>${inner}</m:oMath>`;

describe("equationText", () => {
  it("writes fractions, scripts, roots, delimiters and n-ary operators as one line", () => {
    const quadratic = math(
      r("x=") +
        `<m:f><m:num>${r("−b±")}<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e><m:sSup><m:e>${r("b")}</m:e><m:sup>${r("2")}</m:sup></m:sSup>${r("−4ac")}</m:e></m:rad></m:num><m:den>${r("2a")}</m:den></m:f>`,
    );
    expect(equationText(quadratic)).toBe("x=(−b±√(b^2−4ac))/(2a)");
    const sum = math(
      `<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r("k=0")}</m:sub><m:sup>${r("n")}</m:sup><m:e><m:d><m:e>${r("a")}</m:e><m:e>${r("b")}</m:e></m:d></m:e></m:nary>`,
    );
    expect(equationText(sum)).toBe("∑_(k=0)^n (a|b)");
  });

  it("leaves out empty scripts instead of writing ()", () => {
    expect(equationText(math(`<m:sPre><m:sub/><m:sup/><m:e>${r("x")}</m:e></m:sPre>`))).toBe("x");
  });
});

describe("prepareWordXml", () => {
  it("turns each equation into a run of text, escaped, and counts them", () => {
    const xml = `<w:p><w:r><w:t>If </w:t></w:r>${math(r("a&lt;b"))}<w:r><w:t> then</w:t></w:r></w:p><w:p><m:oMathPara>${math(r("y=1"))}</m:oMathPara></w:p>`;
    const out = prepareWordXml(xml);
    expect(out.equations).toBe(2);
    expect(out.xml).toContain(`<w:r><w:t xml:space="preserve">a&lt;b</w:t></w:r>`);
    expect(out.xml).toContain(`<w:r><w:t xml:space="preserve">y=1</w:t></w:r>`);
    expect(out.xml).not.toContain("m:oMath");
  });

  it("keeps a simple field's displayed runs and drops the field wrapper", () => {
    const out = prepareWordXml(
      `<w:p><w:fldSimple w:instr=" DATE "><w:r><w:t>2/15/2008</w:t></w:r></w:fldSimple><w:fldSimple w:instr="PAGE"/></w:p>`,
    );
    expect(out).toEqual({
      xml: "<w:p><w:r><w:t>2/15/2008</w:t></w:r></w:p>",
      equations: 0,
      fields: 2,
      ruby: 0,
    });
  });

  it("keeps ruby's base text with the ruby text after it in brackets", () => {
    const out = prepareWordXml(
      `<w:p><w:r><w:ruby><w:rubyPr/><w:rt><w:r><w:t>kan</w:t></w:r></w:rt><w:rubyBase><w:r><w:t>漢</w:t></w:r></w:rubyBase></w:ruby></w:r></w:p>`,
    );
    expect(out.ruby).toBe(1);
    // The run that held the ruby is closed around the base's runs (runs do not nest).
    expect(out.xml).toBe(
      `<w:p><w:r></w:r><w:r><w:t>漢</w:t></w:r><w:r><w:t xml:space="preserve"> (kan)</w:t></w:r><w:r></w:r></w:p>`,
    );
  });

  it("returns the part unchanged when it has none of these", () => {
    const xml = "<w:p><w:r><w:t>plain</w:t></w:r></w:p>";
    expect(prepareWordXml(xml)).toEqual({ xml, equations: 0, fields: 0, ruby: 0 });
  });
});

describe("the main part whatever its name", () => {
  it("rewrites word/document2.xml when _rels/.rels names it (Word Online)", async () => {
    const zip = new JSZip();
    zip.file(
      "_rels/.rels",
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document2.xml"/></Relationships>',
    );
    zip.file(
      "word/document2.xml",
      '<w:p><w:fldSimple w:instr="DATE"><w:r><w:t>1/1/2026</w:t></w:r></w:fldSimple></w:p>',
    );
    const out = await convertLegacyDocx(await zip.generateAsync({ type: "uint8array" }), { convert: true });
    expect(out.prepared).toEqual({ equations: 0, fields: 1, ruby: 0 });
    const rebuilt = await JSZip.loadAsync(out.buffer!);
    expect(await rebuilt.file("word/document2.xml")!.async("string")).toBe(
      "<w:p><w:r><w:t>1/1/2026</w:t></w:r></w:p>",
    );
  });
});
