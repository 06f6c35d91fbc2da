// Nothing lost without saying so, on real files of the corpus (tests/fixtures/real-docx/): the Node
// conversion the server's backfill uses (same steps as the browser: article-core.js) keeps
// equations as text, fields' displayed text, footnote and endnote links with their back-links
// (ids prefixed per document, kept by the sanitiser and by the server's cleaner of stored HTML),
// and Word's picture descriptions as alt; what it cannot keep is listed in the notes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyseDocx, readCorpusFile } from "../../../scripts/lib/docx-corpus.mjs";
import { articleDeps } from "../../../scripts/lib/render-docx.mjs";
import { requireHook } from "../../../pb_hooks/test-support";

const { cleanHtml } = requireHook<{
  cleanHtml: (
    html: string,
    policy: unknown,
    profile?: "document",
    opts?: { keepHeadings?: boolean },
  ) => string;
}>("lib/html-clean.js");
const policy = JSON.parse(readFileSync(new URL("../sanitize-policy.json", import.meta.url), "utf8"));

async function article(name: string) {
  const a = await analyseDocx(readCorpusFile(name));
  if (a.status !== "accepted") throw new Error(`${name} refused: ${a.reason}`);
  return a;
}

/** Every in-page link's target exists, and every note has its link. */
function linksResolve(html: string) {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const targets = [...html.matchAll(/\shref="#([^"]+)"/g)].map((m) => m[1]);
  return { ids, targets, missing: targets.filter((t) => !ids.has(t)) };
}

describe("real .docx features survive into the stored article", () => {
  it("equations (OMML) become linear text, and the notes say how many", async () => {
    const a = await article("oxsdk-equation-equation.docx");
    expect(a.html).toContain("∑_(n=1)");
    expect(a.html).toContain("x^2/2!");
    expect(a.notes).toContainEqual({ kind: "equation-as-text", count: 8 });
  });

  it("a simple field keeps the text Word shows (the file was an empty article before)", async () => {
    const a = await article("oxsdk-field-simple-field.docx");
    expect(a.html).toBe("<p>2/15/2008</p>");
  });

  it("footnote and endnote links and back-links work after sanitising and after the server's cleaning", async () => {
    for (const name of ["mammoth-test-data-footnotes.docx", "mammoth-test-data-endnotes.docx"]) {
      const a = await article(name);
      for (const html of [a.html, cleanHtml(a.html, policy, "document", { keepHeadings: true })]) {
        const { targets, missing } = linksResolve(html);
        expect(targets.length, name).toBeGreaterThanOrEqual(2);
        expect(missing, name).toEqual([]);
        expect(
          targets.every((t) => /^d[0-9a-z]{4,8}-(foot|end)note-/.test(t)),
          name,
        ).toBe(true);
      }
    }
  });

  it("two documents' note ids differ, so two articles on one page cannot clash", async () => {
    const one = linksResolve((await article("mammoth-test-data-footnotes.docx")).html).ids;
    const two = linksResolve((await article("mammoth-test-data-footnote-hyperlink.docx")).html).ids;
    expect([...one].filter((id) => two.has(id))).toEqual([]);
  });

  it("pictures carry Word's description as alt; a picture without one is listed", async () => {
    const a = await article("oxsdk-hyperlink-632399964516872542-1.docx");
    expect(a.html).toContain('alt="unilogo"');
    expect(a.html).toContain('alt="sculogo"');
    const bare = await article("mammoth-test-data-tiny-picture.docx");
    expect(bare.notes).toEqual([{ kind: "picture-no-description", count: 1 }]);
  });

  it("ids and # links of any other shape are dropped by both cleaners", async () => {
    const hostile = '<p id="cookie"><a href="#cookie" id="x">x</a></p>';
    expect(cleanHtml(hostile, policy, "document")).toBe("<p><a>x</a></p>");
    const { sanitize } = await articleDeps();
    expect(sanitize(hostile, { profile: "document" })).toBe("<p><a>x</a></p>");
    const ok = '<p id="d1a2b-footnote-1"><a href="#d1a2b-footnote-ref-1">↑</a></p>';
    expect(sanitize(ok, { profile: "document" })).toBe(ok);
  });
});
