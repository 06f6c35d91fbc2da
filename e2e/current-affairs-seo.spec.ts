// pb_hooks/seo.pb.js: sitemap, RSS and server-side meta tags for article links.
import { expect, test, type Page } from "./support/test";
import { createArticle, runId, type Created } from "./fixtures/current-affairs";

const rid = runId();
let active: Created, inactive: Created, tricky: Created;
const TRICKY = `Quotes "double" & 'single' <script>alert("x")</script> ${rid}`;

test.beforeAll(async () => {
  active = await createArticle({
    name: `SEO active ${rid}`,
    seoURL: `seo-active-${rid}`,
    desc: `Active desc ${rid}`,
  });
  inactive = await createArticle({ name: `SEO draft ${rid}`, seoURL: `seo-draft-${rid}`, active: false });
  tricky = await createArticle({
    name: TRICKY,
    seoURL: `seo-tricky-${rid}`,
    desc: `Desc with "quotes" and <b>tags</b> ${rid}`,
  });
});

/** Parses XML in the browser; returns the parser's error text or the requested node texts. */
async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ([text, sel]) => {
      const d = new DOMParser().parseFromString(text, "application/xml");
      const err = d.querySelector("parsererror");
      return {
        error: err ? err.textContent : null,
        values: Array.from(d.querySelectorAll(sel)).map((n) => n.textContent ?? ""),
      };
    },
    [xml, selector] as const,
  );
}

test("sitemap.xml is a valid sitemap index whose files list static pages and active articles only", async ({
  page,
  request,
  baseURL,
}) => {
  // /sitemap.xml is an index (pb_hooks/lib/feed-cache.js); the URLs are in /sitemap-1.xml, … .
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const index = await parseXml(page, await res.text(), "sitemap > loc");
  expect(index.error).toBeNull();
  expect(index.values.length).toBeGreaterThan(0);
  const values: string[] = [];
  for (const loc of index.values) {
    const file = await request.get(new URL(loc).pathname);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("application/xml");
    const parsed = await parseXml(page, await file.text(), "url > loc");
    expect(parsed.error).toBeNull();
    values.push(...parsed.values);
  }
  expect(values).toContain(`${baseURL}/currentaffairs`);
  expect(values).toContain(`${baseURL}/currentaffairs/${active.seoURL}`);
  expect(values).toContain(`${baseURL}/currentaffairs/${tricky.seoURL}`);
  expect(values).not.toContain(`${baseURL}/currentaffairs/${inactive.seoURL}`);
});

test("rss.xml is valid RSS with at most 50 active items, escaped", async ({ page, request, baseURL }) => {
  const res = await request.get("/rss.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await res.text();
  const titles = await parseXml(page, xml, "item > title");
  expect(titles.error).toBeNull();
  expect(titles.values.length).toBeLessThanOrEqual(50);
  expect(titles.values).toContain(TRICKY);
  expect(titles.values).toContain(active.name);
  expect(titles.values).not.toContain(inactive.name);
  const links = await parseXml(page, xml, "item > link");
  expect(links.values).toContain(`${baseURL}/currentaffairs/${active.seoURL}`);
});

test("an article link carries its title, description, canonical and Open Graph tags", async ({
  request,
  baseURL,
}) => {
  const res = await request.get(`/currentaffairs/${active.seoURL}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const url = `${baseURL}/currentaffairs/${active.seoURL}`;
  expect(html).toMatch(new RegExp(`<title>SEO active ${rid} \\| [^<]+</title>`));
  expect(html).toContain(`<meta name="description" content="Active desc ${rid}" />`);
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(html).toContain(`<meta property="og:title" content="SEO active ${rid}" />`);
  expect(html).toContain(`<meta property="og:url" content="${url}" />`);
  expect(html).toContain(`<meta name="twitter:card" content="summary" />`);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  // The app's page, painted by the server (pb_hooks/lib/first-response.js) with its data.
  expect(html).toContain('id="initial-data"');
  expect(html).toMatch(new RegExp(`<h1[^>]*>SEO active ${rid}</h1>`));
});

test("quotes and <script> in a name are escaped in the injected tags", async ({ request, page }) => {
  const html = await (await request.get(`/currentaffairs/${tricky.seoURL}`)).text();
  expect(html).not.toContain(`<script>alert("x")</script>`);
  expect(html).toContain(
    `content="Quotes &quot;double&quot; &amp; &#39;single&#39; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; ${rid}"`,
  );
  // Parsed as a browser would: exactly the original text comes back, and no extra script runs.
  const parsed = await page.evaluate((text) => {
    const d = new DOMParser().parseFromString(text, "text/html");
    return {
      og: d.querySelector('meta[property="og:title"]')?.getAttribute("content"),
      title: d.title,
      // The first response's data element (type application/json) is data, never run.
      inlineScripts: Array.from(d.scripts).filter((s) => !s.src && s.type !== "application/json").length,
    };
  }, html);
  expect(parsed.og).toBe(TRICKY);
  expect(parsed.title.startsWith(TRICKY)).toBe(true);
  expect(parsed.inlineScripts).toBe(0);
});

test("unknown, draft and filter-syntax slugs get the 404 page with status 404", async ({ request }) => {
  for (const slug of [`nope-${rid}`, inactive.seoURL, `x" || active=false || "`]) {
    const res = await request.get(`/currentaffairs/${encodeURIComponent(slug)}`);
    expect(res.status()).toBe(404);
    const html = await res.text();
    // The app's article page says so, rendered by the server (the route table says "article", the
    // data says none).
    expect(html).toContain(">Not found.</h1>");
    expect(html).not.toContain("og:title");
    expect(html).not.toContain(inactive.name);
  }
});
