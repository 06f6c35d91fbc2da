// The Gurmukhi web font is preloaded only on pages that show Gurmukhi (pb_hooks/lib/font-preload.js):
// an article whose text has Gurmukhi, or any page when the language is Punjabi (`?lang=pa`, the
// `lang` cookie, or a Punjabi browser). English pages never get the preload.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

const FONT = "/assets/noto-sans-gurmukhi-gurmukhi-400-normal-Ab12_cd.woff2";
const SHELL = `<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>`;
const PRELOAD = `<link rel="preload" href="${FONT}" as="font" type="font/woff2" crossorigin>`;

let srv: TestServer;

beforeAll(async () => {
  srv = await startTestServer();
  const pub = join(srv.dataDir, "public");
  mkdirSync(join(pub, "assets"), { recursive: true });
  writeFileSync(join(pub, "index.html"), SHELL);
  writeFileSync(join(pub, "assets", "noto-sans-gurmukhi-gurmukhi-700-normal-Zz9.woff2"), "bold");
  writeFileSync(join(pub, FONT), "font");
  const articles = srv.admin.collection("currentAffairs");
  const date = "2026-11-20 00:00:00.000Z";
  // The English article's page shows its neighbours' names: only "Education policy" (previous).
  await articles.create({ name: "GST Council meets", seoURL: "gst-english", active: true, date });
  await articles.create({
    name: "ਪੰਜਾਬ ਸਰਕਾਰ",
    seoURL: "punjabi-title",
    active: true,
    date: "2026-11-10 00:00:00.000Z",
  });
  await articles.create({
    name: "Education policy",
    seoURL: "punjabi-body",
    active: true,
    date: "2026-11-15 00:00:00.000Z",
    html: "<p>ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਪੰਜਾਬੀ</p>",
  });
});
afterAll(async () => srv?.stop());

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(srv.url + path, { headers });
  return { status: res.status, html: await res.text(), vary: res.headers.get("vary") ?? "" };
}

describe("Gurmukhi font preload", () => {
  it("is in an article whose title or text has Gurmukhi, once, inside <head>", async () => {
    for (const slug of ["punjabi-title", "punjabi-body"]) {
      const { status, html } = await page(`/currentaffairs/${slug}`);
      expect(status).toBe(200);
      expect(html.split(PRELOAD)).toHaveLength(2);
      expect(html.indexOf(PRELOAD)).toBeLessThan(html.indexOf("</head>"));
    }
  });

  it("is in a list whose first page shows a Gurmukhi title (the page paints it before any JavaScript)", async () => {
    const { status, html } = await page("/currentaffairs", { "Accept-Language": "en-IN" });
    expect(status).toBe(200);
    expect(html.split(PRELOAD)).toHaveLength(2);
  });

  it("is in an English article whose page shows a Gurmukhi neighbour", async () => {
    // "Education policy" (punjabi-body) is next to "ਪੰਜਾਬ ਸਰਕਾਰ": its page links to it by name.
    const { html } = await page("/currentaffairs/punjabi-body", { "Accept-Language": "en-IN" });
    expect(html).toContain("ਪੰਜਾਬ ਸਰਕਾਰ");
    expect(html.split(PRELOAD)).toHaveLength(2);
  });

  it("is not in an English article or English pages", async () => {
    for (const path of ["/currentaffairs/gst-english", "/", "/quizzes"]) {
      const { status, html } = await page(path, { "Accept-Language": "en-IN,pa;q=0.8" });
      expect(status).toBe(200);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain(PRELOAD);
      expect(html).not.toMatch(/<link[^>]+as="font"/);
    }
  });

  it("is on every page when the language is Punjabi: ?lang=pa, the lang cookie or the browser", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/?lang=pa", {}],
      ["/quizzes", { Cookie: "lang=pa" }],
      ["/currentaffairs/gst-english", { Cookie: "lang=pa" }],
      ["/courses", { "Accept-Language": "pa-IN,en;q=0.5" }],
    ];
    for (const [path, headers] of cases) {
      const { status, html, vary } = await page(path, headers);
      expect(status, path).toBe(200);
      expect(html, path).toContain(PRELOAD);
      expect(vary, path).toMatch(/Cookie/);
    }
  });

  it("follows the contract's order and ignores junk values", async () => {
    expect((await page("/?lang=en", { Cookie: "lang=pa" })).html).not.toContain(PRELOAD);
    expect((await page("/?lang=xx", { Cookie: "lang=pa" })).html).toContain(PRELOAD);
    expect((await page("/?lang=%3Cscript%3E", { Cookie: "lang=junk" })).html).not.toContain(PRELOAD);
    expect((await page("/", { Cookie: "lang=en", "Accept-Language": "pa" })).html).not.toContain(PRELOAD);
  });
});
