// The page language on the server (pb_hooks/lib/lang.js): <html lang> and the hreflang links of
// the app shell follow ?lang=, then the `lang` cookie, then Accept-Language; junk is ignored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

let srv: TestServer;
const SHELL = `<!doctype html>
<html lang="en">
  <head><title>Shell</title></head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  srv = await startTestServer({ shell: SHELL });
});
afterAll(async () => {
  await srv?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(srv.url + path, { headers });
  const html = await res.text();
  return { status: res.status, html, lang: /<html lang="([^"]*)">/.exec(html)?.[1], res };
}

describe("page language on the server", () => {
  it("is English with no hint, Punjabi for a Punjabi browser", async () => {
    expect((await get("/")).lang).toBe("en");
    expect((await get("/", { "Accept-Language": "pa-IN,pa;q=0.9,en;q=0.8" })).lang).toBe("pa");
    expect((await get("/courses", { "Accept-Language": "pa" })).lang).toBe("pa");
    expect((await get("/", { "Accept-Language": "en-GB,pa;q=0.5" })).lang).toBe("en");
    expect((await get("/", { "Accept-Language": "en;q=0.2, pa-IN;q=0.8" })).lang).toBe("pa");
  });

  it("prefers the cookie to the browser and ?lang= to both", async () => {
    expect((await get("/", { Cookie: "a=1; lang=pa", "Accept-Language": "en" })).lang).toBe("pa");
    expect((await get("/", { Cookie: "lang=en", "Accept-Language": "pa" })).lang).toBe("en");
    expect((await get("/?lang=pa", { Cookie: "lang=en" })).lang).toBe("pa");
    expect((await get("/quizzes?lang=en", { Cookie: "lang=pa" })).lang).toBe("en");
  });

  it("remembers a ?lang= choice in the cookie from the first answer on; junk and no choice set none", async () => {
    const chose = await get("/currentaffairs?lang=pa");
    expect(chose.res.headers.get("set-cookie")).toBe("lang=pa; Path=/; Max-Age=31536000; SameSite=Lax");
    expect((await get("/quizzes?lang=EN")).res.headers.get("set-cookie")).toBe(
      "lang=en; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    for (const path of ["/", "/?lang=zz", "/?lang=pa%3Bx%3D1", "/?lang=&lang=pa"]) {
      expect((await get(path, { Cookie: "lang=en" })).res.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("ignores junk in the cookie, the URL and the header", async () => {
    const junk = [
      ["/?lang=zz", {}],
      ["/?lang=%3Cscript%3E", { Cookie: "lang=<b>" }],
      ["/?lang=pa%00", { Cookie: "lang=" + "x".repeat(4000) }],
      ["/?lang=&lang=pa", {}],
      ["/", { "Accept-Language": ";;;,q=abc,*" }],
    ] as const;
    for (const [path, headers] of junk) {
      const r = await get(path, headers);
      expect(r.status, path).toBe(200);
      expect(r.lang, path).toBe("en");
    }
    expect((await get("/?lang=zz", { Cookie: "lang=pa" })).lang).toBe("pa");
  });

  it("names both languages for crawlers and varies on cookie and language", async () => {
    const r = await get("/currentaffairs?tag=a%22b&lang=pa");
    expect(r.lang).toBe("pa");
    expect(r.html).toContain('<link rel="alternate" hreflang="pa" href="');
    expect(r.html).toContain('<link rel="alternate" hreflang="en" href="');
    expect(r.html).toContain('<link rel="alternate" hreflang="x-default" href="');
    const hrefs = [...r.html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll("&amp;", "&"),
    ]);
    for (const [, href] of hrefs) expect(href).toMatch(/^https?:\/\/[^/]+\/currentaffairs\?tag=a%22b/);
    expect(Object.fromEntries(hrefs)["pa"]).toMatch(/&lang=pa$/);
    expect(Object.fromEntries(hrefs)["x-default"]).not.toContain("lang=");
    expect(r.res.headers.get("vary") ?? "").toMatch(/Cookie/);
  });

  it("sets the language on the article and by-date pages too, 404s included", async () => {
    expect((await get("/currentaffairs/date/2026-11-20?lang=pa")).lang).toBe("pa");
    const bad = await get("/currentaffairs/date/2026-02-30", { Cookie: "lang=pa" });
    expect([bad.status, bad.lang]).toEqual([404, "pa"]);
    const missing = await get("/currentaffairs/no-such-article", { "Accept-Language": "pa-IN" });
    expect([missing.status, missing.lang]).toEqual([404, "pa"]);
  });
});
