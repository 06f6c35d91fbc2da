// Builders for the search-engine hooks (seo.pb.js). Pure string work: no $app access here, so the
// escaping rules live in one place.
const STATIC_PAGES = ["/", "/courses", "/about", "/results", "/contact", "/quizzes", "/currentaffairs"];

// Characters XML 1.0 forbids even when escaped (control characters pasted from Word, say). One
// regex pass: a per-character loop in the hook runtime made a 5,000-article sitemap take ~0.5 s.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** @param {string} s */
function stripInvalidXml(s) {
  return s.replace(INVALID_XML, "");
}

/**
 * Text and attribute-safe XML of any value (null and undefined as "").
 * @param {unknown} s
 */
function xml(s) {
  return stripInvalidXml(String(s == null ? "" : s))
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * PocketBase's "2026-01-02 03:04:05.678Z" as a Date (null when empty or invalid).
 * @param {string} value
 */
function pbDate(value) {
  if (!value) return null;
  const d = new Date(String(value).replace(" ", "T"));
  return isNaN(d.getTime()) ? null : d;
}

/**
 * @param {string} base the site's URL, without a trailing slash
 * @param {string} seoURL
 */
function articleUrl(base, seoURL) {
  return `${base}/currentaffairs/${encodeURIComponent(seoURL)}`;
}

/**
 * The sitemap's files: the static pages, then the active articles in `rows` ([{ seoURL, updated }],
 * oldest first so that a new article changes only the last file), at most `perFile` URLs each.
 * Returns the XML of each file (at least one).
 * @param {string} base
 * @param {{ seoURL: string, updated: string }[]} rows
 * @param {number} perFile
 * @returns {string[]}
 */
function sitemapFiles(base, rows, perFile) {
  const urls = STATIC_PAGES.map((p) => `<url><loc>${xml(base + p)}</loc></url>`);
  for (const r of rows) {
    const d = pbDate(r.updated);
    const lastmod = d ? `<lastmod>${d.toISOString().slice(0, 10)}</lastmod>` : "";
    urls.push(`<url><loc>${xml(articleUrl(base, r.seoURL))}</loc>${lastmod}</url>`);
  }
  const files = [];
  for (let i = 0; i < urls.length; i += perFile) {
    files.push(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `${urls.slice(i, i + perFile).join("\n")}\n</urlset>\n`,
    );
  }
  return files;
}

/**
 * files: [{ path: "/sitemap-1.xml", lastmod: Date }] in order.
 * @param {string} base
 * @param {{ path: string, lastmod: Date }[]} files
 */
function sitemapIndexXml(base, files) {
  const items = files.map(
    (f) => `<sitemap><loc>${xml(base + f.path)}</loc><lastmod>${f.lastmod.toISOString()}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * rows: [{ name, desc, seoURL, date, created }] of the latest active articles.
 * @param {string} base
 * @param {string} siteName
 * @param {{ name: string, desc: string, seoURL: string, date: string, created: string }[]} rows
 */
function rssXml(base, siteName, rows) {
  const items = rows.map((r) => {
    const link = articleUrl(base, r.seoURL);
    const d = pbDate(r.date) || pbDate(r.created);
    return (
      `<item><title>${xml(r.name)}</title><link>${xml(link)}</link>` +
      `<guid isPermaLink="true">${xml(link)}</guid>` +
      (r.desc ? `<description>${xml(r.desc)}</description>` : "") +
      (d ? `<pubDate>${d.toUTCString()}</pubDate>` : "") +
      `</item>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${xml(`Current Affairs | ${siteName}`)}</title><link>${xml(`${base}/currentaffairs`)}</link>` +
    `<atom:link href="${xml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    `<description>Stay updated with the latest news and developments from around the world</description>` +
    `<language>en-in</language>\n${items.join("\n")}\n</channel></rss>\n`
  );
}

/**
 * index.html with the article's title, description, canonical URL and Open Graph / Twitter tags.
 * Every value goes through escapeHtml (attribute- and text-safe).
 * @param {string} html
 * @param {{ name: string, desc?: string, siteName: string, url: string, published?: string }} a
 * @param {(s: string) => string} esc
 */
function injectArticleMeta(html, a, esc) {
  const title = `${a.name} | ${a.siteName}`;
  const desc = (a.desc || a.name).slice(0, 300);
  const tags = [
    `<link rel="canonical" href="${esc(a.url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${esc(a.siteName)}" />`,
    `<meta property="og:title" content="${esc(a.name)}" />`,
    `<meta property="og:description" content="${esc(desc)}" />`,
    `<meta property="og:url" content="${esc(a.url)}" />`,
    a.published ? `<meta property="article:published_time" content="${esc(a.published)}" />` : "",
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${esc(a.name)}" />`,
    `<meta name="twitter:description" content="${esc(desc)}" />`,
  ].filter(Boolean);
  // Replacement functions, not strings: a "$&" in an article name must stay literal.
  let out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${esc(title)}</title>`);
  const descTag = `<meta name="description" content="${esc(desc)}" />`;
  out = /<meta\s+name="description"[^>]*>/.test(out)
    ? out.replace(/<meta\s+name="description"[^>]*>/, () => descTag)
    : out.replace("</head>", () => `${descTag}\n</head>`);
  return out.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`);
}

module.exports = { sitemapFiles, sitemapIndexXml, rssXml, injectArticleMeta, articleUrl, STATIC_PAGES };
