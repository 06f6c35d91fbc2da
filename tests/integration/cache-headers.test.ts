// Cache-Control for a cache in front (pb_hooks/lib/cache-policy.js, docs/deploy.md): what every
// visitor gets alike carries s-maxage (feeds also stale-while-revalidate); anything signed in, staff-only,
// personal or a write is private, no-store.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

const SHELL =
  '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>';
let srv: TestServer;
let staffToken = "";
let articleId = "";

const SHARED = /^public, max-age=\d+, s-maxage=\d+(, stale-while-revalidate=\d+)?$/;
const PRIVATE = "private, no-store";

async function cacheControl(path: string, init: RequestInit = {}) {
  const r = await fetch(`${srv.url}${path}`, init);
  await r.arrayBuffer();
  return { status: r.status, cc: r.headers.get("Cache-Control") ?? "", etag: r.headers.get("ETag") };
}

beforeAll(async () => {
  srv = await startTestServer({ shell: SHELL });
  staffToken = srv.staff.authStore.token;
  const a = await srv.staff.collection("currentAffairs").create({
    name: "Cached article",
    seoURL: "cached-article",
    active: true,
    html: "<p>Cached words</p>",
  });
  articleId = a.id;
});

afterAll(async () => {
  await srv?.stop();
});

it("pages, feeds and public API reads may be kept by a shared cache, briefly", async () => {
  for (const path of ["/", "/currentaffairs", "/currentaffairs/cached-article", "/courses", "/?lang=pa"]) {
    const r = await cacheControl(path);
    expect(r.status, path).toBe(200);
    expect(r.cc, path).toMatch(SHARED);
    expect(r.cc, path).toContain("s-maxage=60");
  }
  for (const path of ["/rss.xml", "/sitemap.xml"]) {
    const r = await cacheControl(path);
    expect(r.status, path).toBe(200);
    expect(r.cc, path).toMatch(SHARED);
  }
  for (const path of [
    "/api/collections/currentAffairs/records?perPage=5",
    `/api/collections/currentAffairs/records/${articleId}`,
    "/api/collections/CAtags/records",
    "/api/collections/settings/records",
    "/api/ca/search?q=cached",
  ]) {
    const r = await cacheControl(path);
    expect(r.status, path).toBe(200);
    expect(r.cc, path).toMatch(SHARED);
  }
});

it("a page's ETag is stable, so the cache and browsers revalidate with a 304", async () => {
  const first = await cacheControl("/currentaffairs/cached-article");
  const second = await cacheControl("/currentaffairs/cached-article");
  expect(first.etag).toBeTruthy();
  expect(second.etag).toBe(first.etag);
  const again = await cacheControl("/currentaffairs/cached-article", {
    headers: { "If-None-Match": first.etag! },
  });
  expect(again.status).toBe(304);
});

it("signed-in, staff, personal and write responses are private, no-store", async () => {
  const auth = { headers: { Authorization: staffToken } };
  // The same URLs as above, asked with a token.
  for (const path of ["/", "/currentaffairs/cached-article", "/rss.xml", "/api/ca/search?q=cached"]) {
    expect((await cacheControl(path, auth)).cc, path).toBe(PRIVATE);
  }
  expect((await cacheControl("/api/collections/currentAffairs/records", auth)).cc).toBe(PRIVATE);
  // Staff pages, the dashboard, students' and attempts' routes: whoever asks.
  for (const path of [
    "/admin",
    "/admin/currentaffairs",
    "/_/",
    "/api/attempts/mine",
    "/api/collections/students/records",
    "/api/collections/quizAttempts/records",
    "/api/collections/users/records",
  ]) {
    expect((await cacheControl(path)).cc, path).toBe(PRIVATE);
  }
  // Writes, refused or not.
  const post = await cacheControl("/api/collections/currentAffairs/records", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "x" }),
  });
  expect(post.status).toBeGreaterThanOrEqual(400);
  expect(post.cc).toBe(PRIVATE);
  // A protected file, whose token is in the query.
  expect((await cacheControl(`/api/files/currentAffairs/${articleId}/x.png?token=abc`)).cc).toBe(PRIVATE);
});
