// jsdom has no Worker: in-thread-worker.setup.ts runs the worker's own code in this thread, with
// postMessage's cloning and transfers. The real worker is exercised by the e2e specs.
import { describe, expect, it } from "vitest";
import { convertDocx, inlineImages, resolveImagePlaceholders } from "./convert-docx";
import { DocxError, MAX_DOCX_BYTES } from "./docx-error";
import { IMAGE_PARA, link, makeTestDocx, makeZipBomb, para, TINY_PNG } from "./test-docx";

function buf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "resolved";
  } catch (err) {
    return err instanceof DocxError ? err.code : `other: ${String(err)}`;
  }
}

describe("convertDocx", () => {
  it("converts headings, paragraphs and inline images", async () => {
    const docx = await makeTestDocx({
      body: para("Budget 2026", "Heading1") + para("Plain text") + IMAGE_PARA,
      png: TINY_PNG,
    });
    const out = await convertDocx(buf(docx), { imageMode: "inline" });
    // mammoth warnings are passed through as plain strings.
    expect(out.messages).toEqual([
      "Paragraph style with ID Heading1 was referenced but not defined in the document",
    ]);
    expect(out.html).toContain("<h1>Budget 2026</h1>");
    expect(out.html).toContain("<p>Plain text</p>");
    expect(out.html).toMatch(/<img alt="Banner" src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    expect(out.images).toEqual([]);
  });

  it("extract mode returns image files and docx-image placeholders that resolve to URLs", async () => {
    const docx = await makeTestDocx({ body: IMAGE_PARA + IMAGE_PARA, png: TINY_PNG });
    const out = await convertDocx(new Blob([buf(docx)]), { imageMode: "extract" });
    expect(out.images).toHaveLength(2);
    expect(out.images[0]).toBeInstanceOf(File);
    expect(out.images[0]?.type).toBe("image/png");
    expect(out.images[0]?.name).toBe("image-1.png");
    expect(out.html).toContain('src="docx-image:0"');
    expect(out.html).toContain('src="docx-image:1"');
    const resolved = resolveImagePlaceholders(out.html, ["/api/files/c/r/a.png"]);
    expect(resolved).toContain('src="/api/files/c/r/a.png"');
    // An index with no URL is dropped, not left as a broken image.
    expect(resolved).not.toContain("docx-image:");
    expect(resolved.match(/<img/g)).toHaveLength(1);
  });

  it("one extract conversion gives the same preview as an inline one", async () => {
    const docx = await makeTestDocx({ body: para("Text") + IMAGE_PARA, png: TINY_PNG });
    const inline = await convertDocx(buf(docx), { imageMode: "inline" });
    const extracted = await convertDocx(buf(docx), { imageMode: "extract" });
    expect(await inlineImages(extracted)).toBe(inline.html);
    expect(inline.html).toContain(`src="data:image/png;base64,${btoa(String.fromCharCode(...TINY_PNG))}"`);
  });

  it("placeholders never survive the inline path or a later plain sanitise", async () => {
    const resolved = resolveImagePlaceholders('<img src="docx-image:0"><img src="javascript:alert(1)">', [
      "javascript:alert(1)",
    ]);
    expect(resolved).not.toMatch(/javascript|<img/);
  });

  it("renders javascript: links, an embedded style map and HTML-like text inert", async () => {
    const docx = await makeTestDocx({
      body:
        link("rL1", "click me") +
        link("rL2", "safe") +
        para("<img src=x onerror=alert(1)> <script>alert(2)</script>") +
        para("overlay", "Heading1"),
      links: [
        ["rL1", "javascript:alert(document.cookie)"],
        ["rL2", "https://example.com/x"],
      ],
      styleMap:
        "p => img[onerror='alert(1)'][src='x']:fresh\nh1 => div[style='position:fixed;inset:0;z-index:9999']:fresh",
    });
    const out = await convertDocx(buf(docx), { imageMode: "inline" });
    const tpl = document.createElement("template");
    tpl.innerHTML = out.html;
    const elements = Array.from(tpl.content.querySelectorAll("*"));
    expect(
      elements.map((e) => e.tagName.toLowerCase()).filter((t) => ["img", "div", "script"].includes(t)),
    ).toEqual([]);
    expect(
      elements.flatMap((e) => e.getAttributeNames()).filter((a) => a.startsWith("on") || a === "style"),
    ).toEqual([]);
    expect(out.html).not.toContain("javascript:");
    expect(out.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(out.html).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">safe</a>',
    );
    expect(out.html).toContain("<h1>overlay</h1>");
  });

  it("refuses a zip bomb from its declared sizes, before inflating it", async () => {
    const bomb = await makeZipBomb(40);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    // "zip-bomb" is only ever the preflight's verdict on the sizes the zip declares
    // (zip-preflight.ts). How fast that is belongs in a benchmark, not in a unit test.
    expect(await codeOf(convertDocx(buf(bomb), { imageMode: "inline" }))).toBe("zip-bomb");
  });

  it("refuses non-zip, zip-without-document, truncated and oversized input", async () => {
    const text = new TextEncoder().encode("hello, I am not a document");
    expect(await codeOf(convertDocx(buf(text), { imageMode: "inline" }))).toBe("not-docx");

    const good = await makeTestDocx({ body: para("x") });
    const truncated = good.slice(0, Math.floor(good.byteLength / 2));
    expect(await codeOf(convertDocx(buf(truncated), { imageMode: "inline" }))).toBe("corrupt");

    const big = new Blob([new Uint8Array(MAX_DOCX_BYTES + 1)]);
    expect(await codeOf(convertDocx(big, { imageMode: "inline" }))).toBe("too-large");
    expect(await codeOf(convertDocx(new Blob([]), { imageMode: "inline" }))).toBe("empty");
  });

  it("a corrupt document part ends in a DocxError, not a crash", async () => {
    const docx = await makeTestDocx({ body: "<w:p><w:r><w:t>unclosed" });
    expect(await codeOf(convertDocx(buf(docx), { imageMode: "inline" }))).toBe("corrupt");
  });

  it("does not detach the caller's ArrayBuffer", async () => {
    const input = buf(await makeTestDocx({ body: para("keep") }));
    await convertDocx(input, { imageMode: "inline" });
    expect(input.byteLength).toBeGreaterThan(0);
  });
});
