// The first response's pure helpers (pb_hooks/lib/first-response.js): the embedded data's JSON, the
// head tags React renders first moved into <head>, and reading the page's data back. The response
// itself (status, data, paint, cache) is tested against a real PocketBase in
// tests/integration/first-response*.test.ts.
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const fr = requireHook<typeof import("./first-response.js")>("lib/first-response.js");

const SHELL = `<!doctype html><html><head><title>Site</title>
<meta name="description" content="The site."></head><body><div id="root"></div></body></html>`;

describe("scriptJson", () => {
  it("cannot end its <script> element or open a comment, and survives U+2028/9", () => {
    const value = { html: "</script><!-- x --> & <b>", line: "a\u2028b\u2029c" };
    const json = fr.scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("splitHoisted and withHoisted", () => {
  it("take the title, meta and link tags React wrote first, and stop at the page's own markup", () => {
    const rendered =
      '<title>Article — Site</title><meta name="description" content="About it">' +
      '<link rel="preload" as="image" href="/a.webp"><main><title>not hoisted</title></main>';
    const { head, body } = fr.splitHoisted(rendered);
    expect(head).toEqual([
      "<title>Article — Site</title>",
      '<meta name="description" content="About it">',
      '<link rel="preload" as="image" href="/a.webp">',
    ]);
    expect(body).toBe("<main><title>not hoisted</title></main>");
  });

  it("replace the shell's title and description, and put the rest before </head> once", () => {
    const html = fr.withHoisted(SHELL, [
      "<title>Article — Site</title>",
      '<meta name="description" content="About it">',
      '<link rel="preload" as="image" href="/a.webp">',
    ]);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Article — Site</title>");
    expect(html).toContain('<meta name="description" content="About it">');
    expect(html).not.toContain("The site.");
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf("</head>"));
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it("keep replacement patterns in a tag as text ($& $` $' $1)", () => {
    const title = "<title>$& $` $' $1 — Site</title>";
    const html = fr.withHoisted(SHELL, [title, '<meta property="og:title" content="$`">']);
    expect(html).toContain(title);
    expect(html).toContain('<meta property="og:title" content="$`">');
    expect(html.length).toBeLessThan(SHELL.length + 200);
  });

  it("leave a shell without those tags as it is, and nothing hoisted means nothing added", () => {
    expect(fr.withHoisted(SHELL, [])).toBe(SHELL);
    expect(fr.splitHoisted("<main>x</main>")).toEqual({ head: [], body: "<main>x</main>" });
  });
});

describe("dataOf and recordTexts", () => {
  it("find a key's value by its JSON, and undefined when the page has none", () => {
    const data = { swr: [[["settings"], { instituteName: "Academy" }] as [unknown[], unknown]] };
    expect(fr.dataOf(data, ["settings"])).toEqual({ instituteName: "Academy" });
    expect(fr.dataOf(data, ["quizs", "list", 1])).toBeUndefined();
    expect(fr.dataOf({}, ["settings"])).toBeUndefined();
  });

  it("collect the names, descriptions and bodies of nested records (for the Gurmukhi font), nothing else", () => {
    const texts = fr.recordTexts(
      [{ name: "ਪੰਜਾਬ", seoURL: "punjab", expand: { tags: [{ name: "Tag", id: "x" }] }, html: "<p>b</p>" }],
      [],
    );
    expect(texts.sort()).toEqual(["<p>b</p>", "Tag", "ਪੰਜਾਬ"]);
  });
});
