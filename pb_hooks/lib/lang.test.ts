// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { resolveLang, cookieLang, acceptLang, langHtml, langSetCookie } =
  requireHook<typeof import("./lang.js")>("lib/lang.js");

describe("acceptLang", () => {
  it("is Punjabi when pa or pa-XX comes first by q, English otherwise", () => {
    expect(acceptLang("pa-IN,pa;q=0.9,en;q=0.8")).toBe("pa");
    expect(acceptLang("PA")).toBe("pa");
    expect(acceptLang("en;q=0.2, pa-IN;q=0.8")).toBe("pa");
    expect(acceptLang("en-GB,pa;q=0.5")).toBe("en");
    // Equal q: the first named wins.
    expect(acceptLang("en;q=0.5, pa;q=0.5")).toBe("en");
    expect(acceptLang("pa;q=0.5, en;q=0.5")).toBe("pa");
  });

  it("skips refused entries (q=0), reads an unreadable q as 1, and is English for nothing or junk", () => {
    expect(acceptLang("pa;q=0, en")).toBe("en");
    expect(acceptLang("pa;q=abc, en;q=0.1")).toBe("pa");
    expect(acceptLang("en;q=abc, pa;q=0.9")).toBe("en");
    expect(acceptLang("pan, en")).toBe("en");
    expect(acceptLang("*")).toBe("en");
    expect(acceptLang("")).toBe("en");
    expect(acceptLang(",,;q=1")).toBe("en");
  });
});

describe("cookieLang", () => {
  it("reads the lang cookie among others, and nothing else", () => {
    expect(cookieLang("a=1; lang=pa")).toBe("pa");
    expect(cookieLang(" lang = EN ;b=2")).toBe("en");
    expect(cookieLang("xlang=pa; lang=zz")).toBeNull();
    expect(cookieLang("lang")).toBeNull();
    expect(cookieLang("")).toBeNull();
  });
});

describe("resolveLang", () => {
  it("takes ?lang= over the cookie over the browser, each ignored when it is junk", () => {
    expect(resolveLang("pa", "lang=en", "en")).toBe("pa");
    expect(resolveLang("", "lang=pa", "en")).toBe("pa");
    expect(resolveLang("", "lang=en", "pa")).toBe("en");
    expect(resolveLang("zz", "lang=pa", "en")).toBe("pa");
    expect(resolveLang("zz", "lang=zz", "pa-IN")).toBe("pa");
    expect(resolveLang("", "", "")).toBe("en");
  });
});

describe("langSetCookie", () => {
  it("remembers a valid choice for a year, and nothing for junk or no choice", () => {
    expect(langSetCookie("pa")).toBe("lang=pa; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(langSetCookie("EN")).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(langSetCookie("zz")).toBe("");
    expect(langSetCookie("")).toBe("");
  });
});

describe("langHtml", () => {
  const SHELL = `<!doctype html><html lang="en" data-build="7"><head><title>T</title></head><body></body></html>`;

  it("sets <html lang> and keeps the element's other attributes", () => {
    expect(langHtml(SHELL, "pa", "", "")).toBe(
      SHELL.replace('<html lang="en" data-build="7">', '<html data-build="7" lang="pa">'),
    );
    expect(langHtml("<html><head></head></html>", "en", "", "")).toBe(`<html lang="en"><head></head></html>`);
    expect(langHtml("<HTML LANG='pa'><head></head></HTML>", "en", "", "")).toBe(
      `<html lang="en"><head></head></HTML>`,
    );
  });

  it("links each language's URL and the default (no lang) before </head>, other parameters kept", () => {
    const html = langHtml(SHELL, "en", "/currentaffairs?tag=x&lang=pa&page=2", "https://site.test");
    const head = html.slice(html.indexOf("<title>"), html.indexOf("</head>"));
    expect(head).toBe(
      "<title>T</title>" +
        '<link rel="alternate" hreflang="pa" href="https://site.test/currentaffairs?tag=x&amp;page=2&amp;lang=pa" />' +
        '<link rel="alternate" hreflang="en" href="https://site.test/currentaffairs?tag=x&amp;page=2&amp;lang=en" />' +
        '<link rel="alternate" hreflang="x-default" href="https://site.test/currentaffairs?tag=x&amp;page=2" />',
    );
    expect(langHtml(SHELL, "pa", "/", "https://site.test")).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://site.test/" />',
    );
  });

  it("escapes the URL into the attribute and never treats it as a replacement pattern", () => {
    const html = langHtml(SHELL, "en", `/q?x="><script>&y=$'$&$\``, "");
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="/q?x=&quot;&gt;&lt;script&gt;&amp;y=$&#39;$&amp;$`&amp;lang=pa"');
    // "$'" or "$&" as a replacement string would have copied the page into itself.
    expect(html.split("<title>")).toHaveLength(2);
    expect(html.length).toBeLessThan(SHELL.length + 600);
  });
});
