import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("removes scripts, event handlers, styles and forms", () => {
    const out = sanitizeHtml(
      '<p style="position:fixed;inset:0" onclick="x()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><form><input></form><iframe src="https://e.com"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|style|form|input|iframe/i);
    expect(out).toContain("<p>Hi</p>");
  });

  it("keeps only safe link schemes and makes external links safe", () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="https://pb.in/x">b</a><a href="mailto:a@b.in">c</a><a href="tel:+919876543210">d</a>',
    );
    expect(out).not.toContain("javascript:");
    expect(out).toContain('<a href="https://pb.in/x" rel="noopener noreferrer" target="_blank">b</a>');
    expect(out).toContain('href="mailto:a@b.in"');
    expect(out).toContain('href="tel:+919876543210"');
  });

  it("keeps tables, headings, lists and raster images", () => {
    const out = sanitizeHtml(
      '<h2>T</h2><ul><li>x</li></ul><table><tr><td colspan="2">c</td></tr></table><img src="data:image/png;base64,AAAA" alt="a"><img src="data:image/svg+xml;base64,AAAA">',
    );
    expect(out).toContain("<h2>T</h2>");
    expect(out).toContain('<td colspan="2">c</td>');
    expect(out).toContain('src="data:image/png;base64,AAAA"');
    expect(out).not.toContain("svg+xml");
  });

  it("the basic profile drops images and headings but keeps text", () => {
    expect(sanitizeHtml('<h1>Big</h1><img src="https://x/y.png"><p>ok</p>', { profile: "basic" })).toBe(
      "Big<p>ok</p>",
    );
  });

  it("the snippet profile keeps <mark> and nothing else", () => {
    expect(
      sanitizeHtml(
        'a <mark class="x" onclick="y()">GST</mark> <b>b</b><img src=x onerror=alert(1)>&lt;p&gt;',
        {
          profile: "snippet",
        },
      ),
    ).toBe("a <mark>GST</mark> b&lt;p&gt;");
  });

  it("htmlToText gives plain text", () => {
    expect(htmlToText("<p>Hello <b>Punjab</b></p>\n<p>again</p>")).toBe("Hello Punjab again");
  });
});
