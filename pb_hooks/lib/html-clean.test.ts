// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { cleanHtml } = requireHook<typeof import("./html-clean.js")>("lib/html-clean.js");
const policy = JSON.parse(
  readFileSync(new URL("../../src/lib/sanitize-policy.json", import.meta.url), "utf8"),
);
const clean = (html: string, profile?: "document" | "basic", opts?: { keepHeadings?: boolean }) =>
  cleanHtml(html, policy, profile, opts);
const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("cleanHtml", () => {
  it("keeps allowed tags and text, and moves headings down one level as the page does", () => {
    expect(clean("<h1>Title</h1><p>One <strong>two</strong> &amp; three</p>")).toBe(
      "<h2>Title</h2><p>One <strong>two</strong> &amp; three</p>",
    );
    expect(clean("<h2>Kept</h2>", "document", { keepHeadings: true })).toBe("<h2>Kept</h2>");
  });

  it("drops scripts, styles and frames with their content, and unknown tags without theirs", () => {
    expect(clean('<p>a<script>alert("x")</script>b<style>p{}</style>c<iframe src="x">d</iframe></p>')).toBe(
      "<p>abc</p>",
    );
    expect(clean("<div><font>kept text</font></div>")).toBe("kept text");
    expect(clean("<p>x<!-- comment --><?php echo 1 ?></p>")).toBe("<p>x</p>");
  });

  it("keeps only allowed attributes and safe links, escaping what it keeps", () => {
    expect(clean(`<p onclick="steal()" title='a "b" &lt;c&gt;'>x</p>`)).toBe(
      '<p title="a &quot;b&quot; &lt;c&gt;">x</p>',
    );
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    // An encoded or split scheme is read as the browser reads it.
    expect(clean('<a href="jav&#x61;script:alert(1)">x</a><a href="java\tscript:alert(1)">y</a>')).toBe(
      "<a>x</a><a>y</a>",
    );
    expect(clean('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(clean('<a href="mailto:a@example.com">m</a>')).toBe(
      '<a href="mailto:a@example.com" rel="noopener noreferrer">m</a>',
    );
  });

  it("keeps images from http(s), the site and inline rasters, sized from an inline picture's header", () => {
    expect(clean('<img src="/api/files/x.png" alt="A">')).toBe(
      '<img src="/api/files/x.png" alt="A" loading="lazy" decoding="async">',
    );
    expect(clean('<img src="//evil.example/x.png"><img src="data:image/svg+xml;base64,AAAA">')).toBe(
      '<img loading="lazy" decoding="async"><img loading="lazy" decoding="async">',
    );
    expect(clean(`<img src="${PNG_1X1}">`)).toBe(
      `<img src="${PNG_1X1}" width="1" height="1" loading="lazy" decoding="async">`,
    );
  });

  it("uses the basic profile's smaller list for quiz descriptions", () => {
    expect(clean('<h1>T</h1><p><img src="https://x.test/a.png">b</p>', "basic")).toBe("T<p>b</p>");
  });

  it("closes what was left open and drops end tags that close nothing", () => {
    expect(clean("<ul><li>a<li>b</ul></p><p>c")).toBe("<ul><li>a<li>b</li></li></ul><p>c</p>");
    expect(clean("<p>a <b")).toBe("<p>a </p>");
  });

  it("escapes text that only looks like markup", () => {
    expect(clean("1 < 2 > 0 & <3")).toBe("1 &lt; 2 &gt; 0 &amp; &lt;3");
  });
});
