// /sitemap.xml, /sitemap-N.xml and /rss.xml served from a cache (pb_hooks/lib/feed-cache.js): a
// sitemap index over files of at most SITEMAP_URLS_PER_FILE URLs (5 here, 50,000 by default),
// ETag / Last-Modified with 304s, and a fresh copy once an article is published, unpublished,
// edited or deleted.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase } from "../../scripts/lib/pocketbase.mjs";
import { freshDataDir, templateSuperuser } from "./support/server";

const SITE = "https://feeds.example.test";
const PER_FILE = 5;
// pb_hooks/lib/seo.js STATIC_PAGES
const STATIC = ["/", "/courses", "/about", "/results", "/contact", "/quizzes", "/currentaffairs"];

let url = "";
let dataDir = "";
let stop: () => Promise<void> = async () => {};
const admin = () => adminClient;
let adminClient: Awaited<ReturnType<typeof templateSuperuser>>;

beforeAll(async () => {
  dataDir = freshDataDir("pb-feeds-");
  const srv = await startPocketBase({
    dataDir,
    quiet: true,
    publicDir: join(dataDir, "public"),
    env: { SITE_URL: SITE, SITEMAP_URLS_PER_FILE: String(PER_FILE) },
  });
  url = srv.url;
  stop = srv.stop;
  adminClient = await templateSuperuser(url);
  for (let i = 1; i <= 8; i++) await article(`live-${i}`, true);
  await article("draft-1", false);
});
afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function article(slug: string, active: boolean) {
  return admin()
    .collection("currentAffairs")
    .create({ name: `Article ${slug}`, seoURL: slug, active, date: "2026-11-20 00:00:00.000Z" });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers });
const locs = (xml: string, tag: "url" | "sitemap") =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>`, "g"))].map((m) => m[1]);

/** Every URL in the sitemap, following the index to its files; checks each file's size. */
async function sitemapUrls(): Promise<string[]> {
  const index = await get("/sitemap.xml");
  expect(index.status).toBe(200);
  const xml = await index.text();
  expect(xml).toContain("<sitemapindex");
  const all: string[] = [];
  for (const loc of locs(xml, "sitemap")) {
    expect(loc.startsWith(`${SITE}/sitemap-`)).toBe(true);
    const file = await get(new URL(loc).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("application/xml");
    const urls = locs(await file.text(), "url");
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(PER_FILE);
    all.push(...urls);
  }
  return all;
}

const articleUrl = (slug: string) => `${SITE}/currentaffairs/${slug}`;

describe("sitemap index", () => {
  it("lists the static pages and every active article across files of at most N URLs", async () => {
    const urls = await sitemapUrls();
    // 7 static pages + 8 articles = 15 URLs = 3 files of 5.
    expect(urls).toHaveLength(STATIC.length + 8);
    for (const p of STATIC) expect(urls).toContain(SITE + p);
    for (let i = 1; i <= 8; i++) expect(urls).toContain(articleUrl(`live-${i}`));
    expect(urls).not.toContain(articleUrl("draft-1"));
    expect(locs(await (await get("/sitemap.xml")).text(), "sitemap")).toEqual(
      [1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`),
    );
  });

  it("answers 404 for a file past the last one", async () => {
    expect((await get("/sitemap-4.xml")).status).toBe(404);
  });
});

describe("conditional requests", () => {
  for (const path of ["/sitemap.xml", "/sitemap-1.xml", "/rss.xml"]) {
    it(`${path}: ETag and Last-Modified, 304 on a match, 200 otherwise`, async () => {
      const first = await get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag")!;
      const lastModified = first.headers.get("last-modified")!;
      expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      // The same body twice: the same validators.
      expect((await get(path)).headers.get("etag")).toBe(etag);

      const notModified = await get(path, { "If-None-Match": etag });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe("");
      expect(notModified.headers.get("etag")).toBe(etag);
      expect((await get(path, { "If-None-Match": `"other", ${etag}` })).status).toBe(304);
      expect((await get(path, { "If-None-Match": etag, "Accept-Encoding": "gzip" })).status).toBe(304);
      expect((await get(path, { "If-Modified-Since": lastModified })).status).toBe(304);

      expect((await get(path, { "If-None-Match": 'W/"0000"' })).status).toBe(200);
      // If-None-Match wins over If-Modified-Since (RFC 9110).
      expect(
        (await get(path, { "If-None-Match": 'W/"0000"', "If-Modified-Since": lastModified })).status,
      ).toBe(200);
      expect((await get(path, { "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" })).status).toBe(200);
    });
  }
});

describe("the cache follows the articles", () => {
  it("publishing, editing, unpublishing and deleting show up at once in the sitemap and RSS", async () => {
    const rssBefore = await get("/rss.xml");
    const rssTag = rssBefore.headers.get("etag")!;
    const indexTag = (await get("/sitemap.xml")).headers.get("etag")!;

    const draft = await admin().collection("currentAffairs").getFirstListItem('seoURL = "draft-1"');
    await admin().collection("currentAffairs").update(draft.id, { active: true });
    expect(await sitemapUrls()).toContain(articleUrl("draft-1"));
    expect(await (await get("/rss.xml")).text()).toContain("Article draft-1");
    // The changed files answer 200 with a new ETag to the old one.
    const rssAfter = await get("/rss.xml", { "If-None-Match": rssTag });
    expect(rssAfter.status).toBe(200);
    expect(rssAfter.headers.get("etag")).not.toBe(rssTag);
    // The three files were full: the article (the newest by creation) starts a fourth.
    expect((await get("/sitemap.xml", { "If-None-Match": indexTag })).status).toBe(200);
    expect((await get("/sitemap-4.xml")).status).toBe(200);
    // An older file the new article did not touch keeps its validators.
    const first = await get("/sitemap-1.xml");
    expect((await get("/sitemap-1.xml", { "If-None-Match": first.headers.get("etag")! })).status).toBe(304);

    await admin().collection("currentAffairs").update(draft.id, { name: "Renamed draft-1" });
    expect(await (await get("/rss.xml")).text()).toContain("Renamed draft-1");

    await admin().collection("currentAffairs").update(draft.id, { active: false });
    expect(await sitemapUrls()).not.toContain(articleUrl("draft-1"));
    expect(await (await get("/rss.xml")).text()).not.toContain("draft-1");

    const live = await admin().collection("currentAffairs").getFirstListItem('seoURL = "live-8"');
    await admin().collection("currentAffairs").delete(live.id);
    expect(await sitemapUrls()).not.toContain(articleUrl("live-8"));
    expect(await (await get("/rss.xml")).text()).not.toContain("Article live-8");
  });

  it("an article saved inside a batch transaction shows up too", async () => {
    await admin().settings.update({ batch: { enabled: true, maxRequests: 10, timeout: 10 } });
    expect(await sitemapUrls()).not.toContain(articleUrl("batched"));
    const batch = admin().createBatch();
    batch.collection("currentAffairs").create({ name: "Article batched", seoURL: "batched", active: true });
    await batch.send();
    expect(await sitemapUrls()).toContain(articleUrl("batched"));
    expect(await (await get("/rss.xml")).text()).toContain("Article batched");
  });

  it("a new article adds a sitemap file when the last one is full", async () => {
    const before = locs(await (await get("/sitemap.xml")).text(), "sitemap").length;
    const total = (await sitemapUrls()).length;
    const toAdd = before * PER_FILE - total + 1;
    for (let i = 0; i < toAdd; i++) await article(`extra-${i}`, true);
    expect(locs(await (await get("/sitemap.xml")).text(), "sitemap")).toHaveLength(before + 1);
    expect(await sitemapUrls()).toContain(articleUrl(`extra-${toAdd - 1}`));
  });
});
