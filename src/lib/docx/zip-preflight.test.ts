import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { makeTestDocx, makeZipBomb, para } from "./test-docx";
import { DEFAULT_PREFLIGHT_LIMITS, preflightDocx } from "./zip-preflight";

const ab = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;

describe("preflightDocx", () => {
  it("accepts a small real document and lists its entries", async () => {
    const r = preflightDocx(ab(await makeTestDocx({ body: para("hi") })));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.entries.map((e) => e.name)).toContain("word/document.xml");
  });

  it("flags a high-ratio archive as a zip bomb", async () => {
    const r = preflightDocx(ab(await makeZipBomb(20)));
    expect(r).toMatchObject({ ok: false, problem: "zip-bomb" });
  });

  it("flags too many entries", async () => {
    const zip = new JSZip();
    zip.file("word/document.xml", "<x/>");
    for (let i = 0; i < 30; i++) zip.file(`junk/${i}.txt`, "x");
    const bytes = await zip.generateAsync({ type: "uint8array" });
    expect(preflightDocx(ab(bytes), { ...DEFAULT_PREFLIGHT_LIMITS, maxEntries: 20 })).toMatchObject({
      ok: false,
      problem: "zip-bomb",
    });
  });

  it("needs word/document.xml", async () => {
    const zip = new JSZip();
    zip.file("hello.txt", "not a word file");
    const r = preflightDocx(ab(await zip.generateAsync({ type: "uint8array" })));
    expect(r).toMatchObject({ ok: false, problem: "not-docx" });
  });

  it("rejects non-zip and truncated input", async () => {
    expect(preflightDocx(ab(new TextEncoder().encode("%PDF-1.7 nope")))).toMatchObject({
      ok: false,
      problem: "not-docx",
    });
    const good = await makeTestDocx({ body: para("x") });
    expect(preflightDocx(ab(good.slice(0, good.byteLength - 10)))).toMatchObject({
      ok: false,
      problem: "corrupt",
    });
  });
});
