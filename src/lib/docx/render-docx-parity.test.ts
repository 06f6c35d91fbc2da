// The server's conversion of old-site articles (scripts/lib/render-docx.mjs, Node + jsdom) gives
// exactly the HTML the reader's browser makes (convertDocx, imageMode "inline"): both run
// article-core.js, so the stored copy and the in-browser path cannot drift.
import { describe, expect, it } from "vitest";
import { renderDocxHtml } from "../../../scripts/lib/render-docx.mjs";
import { convertDocx } from "./convert-docx";
import { IMAGE_PARA, link, makeTestDocx, makeZipBomb, para, run, runs, style, TINY_PNG } from "./test-docx";

const CASES: [string, Parameters<typeof makeTestDocx>[0]][] = [
  [
    "headings, a table, a picture and links (one unsafe)",
    {
      body:
        para("Budget 2026", "Heading1") +
        para("Plain & <text>") +
        IMAGE_PARA +
        link("rL1", "safe") +
        link("rL2", "unsafe") +
        `<w:tbl><w:tr><w:tc><w:p><w:r><w:t>cell</w:t></w:r></w:p></w:tc></w:tr></w:tbl>`,
      png: TINY_PNG,
      links: [
        ["rL1", "https://example.com/a"],
        ["rL2", "javascript:alert(1)"],
      ],
    },
  ],
  [
    "text typed in AnmolLipi (converted to Unicode) next to Times New Roman",
    {
      styles: style({ id: "Heading1", name: "heading 1", font: "AnmolLipi" }),
      body:
        runs([run("pMjwb dI KyqI")], "Heading1") +
        runs([run("Report: ", { font: "Times New Roman" }), run("pMjwb srkwr", { font: "AnmolLipi" })]),
    },
  ],
  [
    "Unicode Gurmukhi (left as typed) and the same picture twice",
    {
      body: runs([run("ਪੰਜਾਬ ਦੀ ਖੇਤੀ", { font: "Noto Sans Gurmukhi" })]) + IMAGE_PARA + IMAGE_PARA,
      png: TINY_PNG,
    },
  ],
  [
    "an embedded style map that asks for script (ignored)",
    { body: para("Mapped"), styleMap: "p => script:fresh" },
  ],
];

describe("server conversion = browser conversion", () => {
  it.each(CASES)("%s", async (_, options) => {
    const docx = await makeTestDocx(options);
    const browser = await convertDocx(new Blob([docx.slice()]), { imageMode: "inline" });
    const server = await renderDocxHtml(Buffer.from(docx));
    expect(server).toBe(browser.html);
    expect(server).not.toMatch(/<script|javascript:|docx-image:/);
  });

  it("refuses what the browser refuses before mammoth sees it (zip bomb, not a zip)", async () => {
    await expect(renderDocxHtml(Buffer.from(await makeZipBomb()))).rejects.toThrow(/zip-bomb/);
    await expect(renderDocxHtml(Buffer.from("not a zip at all"))).rejects.toThrow(/not-docx/);
  });
});
