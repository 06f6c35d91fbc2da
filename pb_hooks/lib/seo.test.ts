// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const seo = requireHook<typeof import("./seo.js")>("lib/seo.js");
const { escapeHtml } = requireHook<typeof import("./site.js")>("lib/site.js");
const BASE = "https://coaching.example";

describe("sitemapFiles", () => {
  it("lists the site's pages, then each article with its last change, escaped", () => {
    const [only, ...rest] = seo.sitemapFiles(
      BASE,
      [
        { seoURL: "budget-2026", updated: "2026-11-24 05:00:00.000Z" },
        { seoURL: "a&b ਪੰਜਾਬ", updated: "" },
      ],
      50000,
    );
    expect(rest).toEqual([]);
    expect(only.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locs = [...only.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...seo.STATIC_PAGES.map((p) => BASE + p),
      `${BASE}/currentaffairs/budget-2026`,
      `${BASE}/currentaffairs/a%26b%20%E0%A8%AA%E0%A9%B0%E0%A8%9C%E0%A8%BE%E0%A8%AC`,
    ]);
    expect(only).toContain(`<loc>${BASE}/currentaffairs/budget-2026</loc><lastmod>2026-11-24</lastmod>`);
    expect(only).toMatch(/%AC<\/loc><\/url>/);
  });

  it("splits the URLs into files of at most perFile, in order", () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ seoURL: `a${i}`, updated: "" }));
    const files = seo.sitemapFiles(BASE, rows, 4);
    const counts = files.map((f) => (f.match(/<url>/g) ?? []).length);
    expect(counts).toEqual([4, 4, 4]);
    expect(files[2]).toContain(`${BASE}/currentaffairs/a4`);
  });
});

describe("sitemapIndexXml", () => {
  it("names each file with its last change", () => {
    const xml = seo.sitemapIndexXml(BASE, [
      { path: "/sitemap-1.xml", lastmod: new Date("2026-11-24T05:00:00Z") },
      { path: "/sitemap-2.xml", lastmod: new Date("2026-11-25T06:00:00Z") },
    ]);
    expect(xml).toContain(
      `<sitemap><loc>${BASE}/sitemap-1.xml</loc><lastmod>2026-11-24T05:00:00.000Z</lastmod></sitemap>\n` +
        `<sitemap><loc>${BASE}/sitemap-2.xml</loc><lastmod>2026-11-25T06:00:00.000Z</lastmod></sitemap>`,
    );
  });
});

describe("rssXml", () => {
  it("gives each article a title, link, description and date, escaped; control characters dropped", () => {
    const xml = seo.rssXml(BASE, "Punjab & Co", [
      {
        name: "Budget <2026>\u0007",
        desc: 'Say "hi"',
        seoURL: "budget",
        date: "2026-11-24 00:00:00.000Z",
        created: "",
      },
      { name: "No date", desc: "", seoURL: "x", date: "", created: "2026-11-20 10:00:00.000Z" },
      { name: "Neither", desc: "", seoURL: "y", date: "", created: "" },
    ]);
    expect(xml).toContain("<title>Current Affairs | Punjab &amp; Co</title>");
    expect(xml).toContain(
      `<item><title>Budget &lt;2026&gt;</title><link>${BASE}/currentaffairs/budget</link>` +
        `<guid isPermaLink="true">${BASE}/currentaffairs/budget</guid>` +
        "<description>Say &quot;hi&quot;</description><pubDate>Tue, 24 Nov 2026 00:00:00 GMT</pubDate></item>",
    );
    // No description element when there is none; the creation date stands in for a missing date.
    expect(xml).toContain(
      `<guid isPermaLink="true">${BASE}/currentaffairs/x</guid><pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate></item>`,
    );
    expect(xml).toContain(`<guid isPermaLink="true">${BASE}/currentaffairs/y</guid></item>`);
    expect(xml).not.toContain("\u0007");
  });
});

describe("injectArticleMeta", () => {
  const page =
    '<html><head><title>Site</title><meta name="description" content="Old" /></head><body></body></html>';

  it("sets the title and description and adds canonical, Open Graph and Twitter tags, escaped", () => {
    const html = seo.injectArticleMeta(
      page,
      {
        name: 'Budget "2026" <b>',
        desc: "Money & more",
        siteName: "Punjab",
        url: `${BASE}/currentaffairs/b`,
        published: "2026-11-24",
      },
      escapeHtml,
    );
    expect(html).toContain("<title>Budget &quot;2026&quot; &lt;b&gt; | Punjab</title>");
    expect(html).toContain('<meta name="description" content="Money &amp; more" />');
    expect(html).not.toContain('content="Old"');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/currentaffairs/b" />`);
    expect(html).toContain('<meta property="og:title" content="Budget &quot;2026&quot; &lt;b&gt;" />');
    expect(html).toContain('<meta property="article:published_time" content="2026-11-24" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("keeps $-patterns in a name literal and adds a description where the page has none", () => {
    const html = seo.injectArticleMeta(
      "<html><head><title>Site</title></head></html>",
      { name: "Costs $& $1 $$", siteName: "Punjab", url: `${BASE}/x` },
      escapeHtml,
    );
    expect(html).toContain("<title>Costs $&amp; $1 $$ | Punjab</title>");
    // The name stands in for a missing description.
    expect(html).toContain('<meta name="description" content="Costs $&amp; $1 $$" />');
    expect(html).not.toContain("article:published_time");
  });
});
