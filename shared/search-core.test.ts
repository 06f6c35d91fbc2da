import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// search-core.cjs require()s rules-core.cjs (as PocketBase's hooks load it); the app never imports
// it, so the test loads it the way the hooks do rather than through Vite's ESM wrapper.
const core = createRequire(import.meta.url)("./search-core.cjs") as typeof import("./search-core.cjs");
const { SEARCH_LIMITS, highlightShort, htmlToPlainText, parsePage, parseQuery, parseTags, snippetToHtml } =
  core;

describe("htmlToPlainText", () => {
  it("strips tags (blocks become spaces, inline tags join), decodes entities, collapses whitespace", () => {
    expect(
      htmlToPlainText(
        "<h1>GST</h1><p>Pun<b>jab</b>&#39;s  farmers &amp; traders&nbsp;&#x0A39;&hellip;</p><table><tr><td>a</td><td>b</td></tr></table>",
      ),
    ).toBe("GST Punjab's farmers & traders ਹ… a b");
  });

  it("drops scripts, styles, comments, control characters and unknown markup safely", () => {
    expect(
      htmlToPlainText("<script>x</script><style>p{}</style><!-- c -->A\u0001\u0000B &bogus; &#0; &#xD800;<"),
    ).toBe("AB &bogus; <");
  });

  it("keeps Gurmukhi as NFC and cuts to the limit without splitting a pair", () => {
    expect(htmlToPlainText("<p>ਪੰਜਾਬ</p>")).toBe("ਪੰਜਾਬ");
    expect(htmlToPlainText("x".repeat(10) + "😀", 11)).toBe("x".repeat(10));
    expect(htmlToPlainText("<p>a</p>".repeat(300_000)).length).toBeLessThanOrEqual(SEARCH_LIMITS.text);
  });
});

describe("parseQuery", () => {
  it("quotes every word as an FTS5 string so operators and syntax are just text", () => {
    expect(parseQuery('gst NEAR "delhi" -x* title:y (z)')).toMatchObject({
      match: '"gst" AND "NEAR" AND """delhi""" AND "-x*" AND "title:y" AND "(z)"',
      short: [],
    });
  });

  it("sends 1–2 character words to the substring test, lower-cased like SQLite", () => {
    expect(parseQuery("EU gst ਪੰ")).toMatchObject({ long: ["gst"], short: ["eu", "ਪੰ"], match: '"gst"' });
    expect(parseQuery("🙂")).toMatchObject({ long: [], short: ["🙂"] });
  });

  it("gives the whole-word index the same words only when every one is a plain word", () => {
    expect(parseQuery("Budget ਜ਼ਿਲ੍ਹਾ ਪ੍ਰੀਖਿਆ café 2026 ed").words).toBe(
      '"Budget" AND "ਜ਼ਿਲ੍ਹਾ" AND "ਪ੍ਰੀਖਿਆ" AND "café" AND "2026"',
    );
    for (const q of ["covid-19", "Punjab's", "gst*", '"gst', "ਪੰਜਾਬ।", "🙂🙂🙂", "title:gst", "a\u200db c"])
      expect(parseQuery(q).words, q).toBe("");
    expect(parseQuery("ed").words).toBe("");
  });

  it("removes control characters, dedupes, and bounds length and word count", () => {
    expect(parseQuery("a\u0000b GST gst")).toMatchObject({ long: ["GST"], short: ["ab"] });
    expect(parseQuery("x".repeat(10_000)).long[0]).toHaveLength(SEARCH_LIMITS.query);
    expect(parseQuery("w1 w2 w3 w4 w5 w6 w7 w8 w9 w10").short).toHaveLength(SEARCH_LIMITS.terms);
    expect(parseQuery("   ")).toMatchObject({ long: [], short: [], match: "" });
  });
});

describe("snippets", () => {
  it("escapes the text, then marks the matches", () => {
    expect(snippetToHtml("a <b> & \u0001GST\u0002 \"q\" 'x'…")).toBe(
      "a &lt;b&gt; &amp; <mark>GST</mark> &quot;q&quot; &#39;x&#39;…",
    );
    expect(snippetToHtml("\u0001open")).toBe("<mark>open</mark>");
    expect(snippetToHtml("close\u0002 x")).toBe("close x");
  });

  it("never splits a vowel sign from its letter", () => {
    expect(snippetToHtml("ਸਕੂਲਾਂ \u0001ਪੰਜਾਬ\u0002ੀ ਅਤੇ")).toBe("ਸਕੂਲਾਂ <mark>ਪੰਜਾਬੀ</mark> ਅਤੇ");
    expect(snippetToHtml("ਪ\u0001ੰਜਾਬ\u0002")).toBe("<mark>ਪੰਜਾਬ</mark>");
    expect(snippetToHtml("cafe\u0001\u0301s\u0002")).toBe("caf<mark>e\u0301s</mark>");
  });

  it("highlights short words in a window of the text", () => {
    expect(highlightShort("EU trade deal <now>", ["eu"])).toBe("<mark>EU</mark> trade deal &lt;now&gt;");
    expect(highlightShort("nothing", ["eu"])).toBe("");
    const long = `${"x ".repeat(100)}EU${" y".repeat(100)}`;
    const out = highlightShort(long, ["eu"], 40);
    expect(out.startsWith("…")).toBe(true);
    expect(out.endsWith("…")).toBe(true);
    expect(out).toContain("<mark>EU</mark>");
  });

  it("marks every word in a part of a longer text, starting at a word and never on a vowel sign", () => {
    const part = "ords here. The GST council and gst rates";
    expect(highlightShort(part, ["gst"], 120, { before: true, after: true })).toBe(
      "…ords here. The <mark>GST</mark> council and <mark>gst</mark> rates…",
    );
    // lower-cased by SQLite (ASCII only) and passed in
    expect(highlightShort("A GST B", ["gst"], 120, { lower: "a gst b" })).toBe("A <mark>GST</mark> B");
    const pa = `${"ਅ ".repeat(60)}ਾਬ ਪੰਜਾਬੀ`;
    const html = highlightShort(pa, ["ਪੰਜਾਬ"], 10);
    expect(html).toBe("…<mark>ਪੰਜਾਬੀ</mark>"); // the space before the word, not "ਾਬ "
    expect(highlightShort("x ੀਪੰਜਾਬ", ["ਪੰਜਾਬ"], 6)).toBe("…<mark>ਪੰਜਾਬ</mark>");
    expect(highlightShort("ਸਕੂਲਾਂ ਪੰਜਾਬੀ ਅਤੇ <b>", ["ਪੰਜਾਬ", "ਜਾ"])).toBe("ਸਕੂਲਾਂ <mark>ਪੰਜਾਬੀ</mark> ਅਤੇ &lt;b&gt;");
    expect(highlightShort("ਪੰਜਾਬ", ["ੰਜਾਬ"])).toBe("<mark>ਪੰਜਾਬ</mark>");
    expect(highlightShort("cafe\u0301s", ["\u0301s"])).toBe("caf<mark>e\u0301s</mark>");
    expect(highlightShort("bird kiwi bird kiwis", ["kiwi", "kiwis"])).toBe(
      "bird <mark>kiwi</mark> bird <mark>kiwis</mark>",
    );
  });
});

describe("paging input", () => {
  it("parsePage gives 1 for junk and caps big numbers", () => {
    expect([parsePage("2"), parsePage("0"), parsePage("-3"), parsePage("abc"), parsePage(undefined)]).toEqual(
      [2, 1, 1, 1, 1],
    );
    expect(parsePage("99999999")).toBe(1);
    expect(parsePage("5000")).toBe(SEARCH_LIMITS.maxPage + 1);
  });

  it("parseTags keeps id-shaped values, unique, at most 20", () => {
    expect(parseTags("abc, abc,x y,../z,def")).toEqual(["abc", "def"]);
    expect(parseTags(Array.from({ length: 30 }, (_, i) => `t${i}`).join(","))).toHaveLength(20);
  });
});
