// The first response for app pages (pb_hooks/lib/first-response.js) against a real PocketBase:
// status from the app's route table (src/config/routes.json), the embedded initial data (what the
// app's first requests would return, published records only), the static first paint with stored
// HTML made safe, modulepreload links from Vite's manifest, SITE_URL's default, and bad input
// (</script> and <!-- in stored HTML, a 2 MB article, junk slugs, 500 tags in the URL).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <meta name="description" content="The site." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Please turn on JavaScript to use this site.</noscript>
  </body>
</html>`;

// A build manifest as Vite writes it (build.manifest): the article route imports a shared chunk.
const MANIFEST = {
  "index.html": {
    file: "assets/index-abc.js",
    isEntry: true,
    src: "index.html",
    dynamicImports: ["_react-r1.js", "_start-s2.js"],
  },
  "_react-r1.js": { file: "assets/react-r1.js", isDynamicEntry: true },
  "_start-s2.js": {
    file: "assets/start-s2.js",
    isDynamicEntry: true,
    imports: ["_react-r1.js", "index.html"],
    dynamicImports: ["src/app/routes/current-affair.tsx", "src/app/routes/current-affairs.tsx"],
  },
  "src/app/routes/current-affair.tsx": {
    file: "assets/current-affair-123.js",
    isDynamicEntry: true,
    imports: ["index.html", "_dates-456.js"],
  },
  "_dates-456.js": { file: "assets/dates-456.js" },
  "src/app/routes/current-affairs.tsx": {
    file: "assets/current-affairs-789.js",
    isDynamicEntry: true,
    imports: ["index.html", "_dates-456.js"],
  },
};

let s: TestServer;

interface InitialData {
  route?: string;
  swr?: [unknown[], unknown][];
  pages?: [unknown[], unknown][];
}

async function get(path: string) {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, html: await res.text(), type: res.headers.get("content-type") ?? "" };
}

/** The one initial-data element, parsed; fails the test if it is missing, doubled or broken. */
function initialData(html: string): InitialData {
  const all = [...html.matchAll(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/g)];
  expect(all).toHaveLength(1);
  const json = all[0]![1]!;
  expect(json).not.toMatch(/</);
  return JSON.parse(json) as InitialData;
}

/**
 * A key as SWR hashes it (object properties in sorted order): PocketBase reads the renderer's JSON
 * into Go maps, so a key's object properties come back in any order, and SWR's own hash ignores it.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function entry(data: InitialData, key: unknown[]): unknown {
  const all = [...(data.swr ?? []), ...(data.pages ?? [])];
  return all.find(([k]) => canonical(k) === canonical(key))?.[1];
}

/** What is inside <div id="root"> … before the data script (the static first paint). */
function rootOf(html: string): string {
  const m = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html);
  return m ? m[1]! : "";
}

async function article(slug: string, fields: Record<string, unknown> = {}) {
  return s.staff.collection("currentAffairs").create({
    name: `Article ${slug}`,
    seoURL: slug,
    desc: `About ${slug}`,
    date: "2026-11-20 10:00:00.000Z",
    active: true,
    html: `<p>Body of ${slug}</p>`,
    ...fields,
  });
}

beforeAll(async () => {
  // No SITE_URL: links must use the address this server really listens on.
  s = await startTestServer({ env: { SITE_URL: "" } });
  const pub = join(s.dataDir, "public");
  mkdirSync(join(pub, ".vite"), { recursive: true });
  writeFileSync(join(pub, "index.html"), INDEX);
  writeFileSync(join(pub, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  const tag = await s.staff.collection("CAtags").create({ name: "Punjab" });
  await article("plain", { tags: [tag.id] });
  await article("draft-one", { active: false, name: "Secret draft name" });
  await article("scheduled-one", { publishAt: "2099-01-01 00:00:00.000Z", name: "Secret scheduled name" });
  await s.staff.collection("quizs").create({
    name: "Live quiz",
    desc: "<p>Practice</p>",
    date: "2026-11-20 00:00:00.000Z",
    active: true,
    questions: [],
    timeLimit: 10,
  });
  await s.staff.collection("quizs").create({
    name: "Draft quiz secret",
    desc: "",
    active: false,
    questions: [],
    timeLimit: 0,
  });
});

afterAll(async () => {
  await s?.stop();
});

/** The app's not-found pages' headings: no such page, article or quiz. */
const NOT_FOUND = />(404 - Page Not Found|Not found\.|Quiz not found)<\/h1>/;

describe("status from the app's route table", () => {
  it.each([
    ["/", 200],
    ["/About", 200],
    ["/courses/", 200],
    ["/quizzes", 200],
    // No such quiz: the app's "Quiz not found", a real 404.
    ["/quizzes/anything", 404],
    ["/currentaffairs", 200],
    ["/CurrentAffairs", 200],
    ["/currentaffairs/today", 200],
    ["/currentaffairs/archive", 200],
    ["/currentaffairs/date/2026-11-20", 200],
    ["/currentaffairs/Date/2026-11-20", 200],
    ["/currentaffairs/date/2026-02-30", 404],
    ["/CurrentAffairs/Month/2026-13", 404],
    ["/currentaffairs/month/2026-11/print", 200],
    ["/currentaffairs/date", 404],
    ["/newsletter/confirm", 200],
    ["/admin", 200],
    ["/admin/anything/at/all", 200],
    ["/nope", 404],
    ["/currentaffairs/plain/extra", 404],
    ["/about/us", 404],
  ])("%s → %i", async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.type).toMatch(/text\/html/);
    // The app's own not-found pages: no such page, article or quiz.
    if (status === 404) expect(rootOf(res.html)).toMatch(NOT_FOUND);
  });

  it("keeps API, asset and feed routes as they were", async () => {
    expect((await get("/api/nope")).status).toBe(404);
    expect((await get("/assets/missing-123.js")).status).toBe(404);
    expect((await get("/sitemap.xml")).status).toBe(200);
    expect((await get("/rss.xml")).status).toBe(200);
    expect((await get("/api/health")).status).toBe(200);
  });

  it("serves the admin shell as it is (no data, no static paint)", async () => {
    const res = await get("/admin/login");
    expect(res.html).not.toContain('id="initial-data"');
    expect(res.html).toContain('<div id="root"></div>');
  });
});

describe("an article page", () => {
  it("embeds the article as the app's first request returns it, and paints it", async () => {
    const res = await get("/currentaffairs/plain");
    expect(res.status).toBe(200);
    const data = initialData(res.html);
    expect(data.route).toBe("current-affair");
    const viaApi = await s.guest().collection("currentAffairs").getFirstListItem(`seoURL = "plain"`, {
      expand: "tags",
      fields:
        "id,collectionId,collectionName,name,date,desc,seoURL,doc,html,docHtml,docHtmlOf,created,active,publishAt,expand.tags.id,expand.tags.name,expand.tags.namePa",
    });
    expect(entry(data, ["currentAffairs", "article", "plain", false])).toEqual(viaApi);
    const settings = entry(data, ["settings"]) as { instituteName: string };
    expect(settings.instituteName).toBeTruthy();
    const root = rootOf(res.html);
    expect(root).toContain("Article plain</h1>");
    expect(root).toContain("<p>Body of plain</p>");
    expect(root).toContain("Punjab");
    expect(res.html).not.toContain("<noscript>");
  });

  it("lists the app's and the route's chunks from the build manifest for the entry to preload, not the entry again", async () => {
    const { html } = await get("/currentaffairs/plain");
    // Each chunk once, in the order the app needs them; the entry itself is already in the page.
    const list = html.match(/<meta name="app-modules" content="([^"]*)">/)?.[1];
    expect(list?.split(" ")).toEqual([
      "/assets/react-r1.js",
      "/assets/start-s2.js",
      "/assets/current-affair-123.js",
      "/assets/dates-456.js",
    ]);
    // Nothing is fetched before the first paint but the stylesheet (and the page's pictures).
    expect(html).not.toContain('rel="modulepreload"');
    // Other routes' chunks are not in the list: only this page's.
    expect(list).not.toContain("current-affairs-789");
  });

  it("lists only the app's chunks on a page with no route chunk of its own", async () => {
    const { html } = await get("/no-such-page");
    const list = html.match(/<meta name="app-modules" content="([^"]*)">/)?.[1];
    expect(list?.split(" ")).toEqual(["/assets/react-r1.js", "/assets/start-s2.js"]);
  });

  it("links canonical and og:url to the address served on when SITE_URL is not set", async () => {
    const { html } = await get("/currentaffairs/plain");
    expect(html).toContain(`<link rel="canonical" href="${s.url}/currentaffairs/plain" />`);
    expect(html).toContain(`<meta property="og:url" content="${s.url}/currentaffairs/plain" />`);
  });

  it("never embeds or paints a draft or a scheduled article", async () => {
    for (const slug of ["draft-one", "scheduled-one"]) {
      const res = await get(`/currentaffairs/${slug}`);
      expect(res.status).toBe(404);
      expect(res.html).not.toContain("Secret");
      expect(entry(initialData(res.html), ["currentAffairs", "article", slug, false])).toBeUndefined();
    }
  });

  it("keeps </script> and <!-- in stored HTML inside the JSON, and paints only safe HTML", async () => {
    const nasty =
      `<p>Before</script><script>alert(1)</script> after <!-- not a comment --> end</p>` +
      `<p>Line\u2028sep\u2029para</p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">js</a>` +
      `<a href="https://example.com/x">ok link</a><iframe src="https://evil.example"></iframe>` +
      `<h1>Heading</h1><style>body{display:none}</style><p title='"><script>alert(4)</script>'>q</p>`;
    await article("nasty", { html: nasty, name: "Name with </script><!-- inside" });
    const res = await get("/currentaffairs/nasty");
    expect(res.status).toBe(200);
    const data = initialData(res.html);
    const rec = entry(data, ["currentAffairs", "article", "nasty", false]) as { html: string; name: string };
    expect(rec.html).toBe(nasty);
    expect(rec.name).toBe("Name with </script><!-- inside");
    // The JSON escapes the line and paragraph separators too.
    expect(res.html).toContain("\\u2028");
    const root = rootOf(res.html);
    expect(root).not.toMatch(/<script|<iframe|<style|onerror|javascript:/i);
    expect(root).not.toContain("alert(1)");
    expect(root).toContain("Before");
    expect(root).toContain("ok link");
    expect(root).toContain('href="https://example.com/x" rel="noopener noreferrer" target="_blank"');
    expect(root).toContain("<h2>Heading</h2>"); // the page's <h1> is the name: headings move down
    expect(root).not.toContain("not a comment");
  });
});

describe("the list pages", () => {
  it("embeds /currentaffairs' first page exactly as the app's first request returns it", async () => {
    const res = await get("/currentaffairs");
    const data = initialData(res.html);
    expect(data.route).toBe("current-affairs");
    const viaApi = await s.guest().collection("currentAffairs").getList(1, 24, {
      filter: "(active = true && (publishAt = '' || publishAt <= @now))",
      sort: "-date,-created",
      expand: "tags",
      fields: "id,name,date,desc,seoURL,created,expand.tags.id,expand.tags.name,expand.tags.namePa",
      skipTotal: true,
    });
    const page = entry(data, ["currentAffairs", "list", { tags: [], q: "" }, 1]) as {
      items: unknown[];
      hasMore: boolean;
    };
    expect(page.items).toEqual(viaApi.items);
    expect(page.hasMore).toBe(false);
    const chips = await s
      .guest()
      .collection("CAtags")
      .getFullList({ sort: "name", fields: "id,name,namePa" });
    expect(entry(data, ["CAtags", "chips"])).toEqual(chips);
    expect(res.html).not.toContain("Secret");
    const root = rootOf(res.html);
    expect(root).toContain('href="/currentaffairs/plain"');
    expect(root).toContain("Article plain");
    expect(res.html).toContain("/assets/current-affairs-789.js");
  });

  it("paints at most 24 articles with working links", async () => {
    for (let i = 0; i < 26; i++) await article(`many-${String(i).padStart(2, "0")}`);
    const res = await get("/currentaffairs");
    const root = rootOf(res.html);
    expect(root.match(/<article /g)).toHaveLength(24);
    const page = entry(initialData(res.html), ["currentAffairs", "list", { tags: [], q: "" }, 1]) as {
      hasMore: boolean;
    };
    expect(page.hasMore).toBe(true);
    const links = [...root.matchAll(/href="(\/currentaffairs\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThanOrEqual(24);
    for (const link of links.slice(0, 3)) expect((await get(link)).status).toBe(200);
  });

  it("a URL with 500 tag ids: the normal page, the list keyed by at most 20 of them", async () => {
    const ids = Array.from({ length: 500 }, (_, i) => `t${i}`);
    const res = await get(`/currentaffairs?tags=${ids.join(",")}`);
    expect(res.status).toBe(200);
    const data = initialData(res.html);
    const key = data.pages?.[0]?.[0] as [string, string, { tags: string[]; q: string }, number];
    expect(key[2].tags).toHaveLength(20);
    expect(key[2].tags).toEqual([...key[2].tags].sort());
    expect((data.pages?.[0]?.[1] as { items: unknown[] }).items).toEqual([]);
    const repeated = await get(`/currentaffairs?${ids.map((t) => `tags=${t}`).join("&")}`);
    expect(repeated.status).toBe(200);
    initialData(repeated.html);
  });

  it("a filtered list embeds the filtered first page under the app's normalised key", async () => {
    const tag = (await s.guest().collection("CAtags").getFirstListItem(`name = "Punjab"`)).id;
    const res = await get(`/currentaffairs?tags=${tag}&q=%20ARTICLE%20`);
    const page = entry(initialData(res.html), [
      "currentAffairs",
      "list",
      { tags: [tag], q: "article" },
      1,
    ]) as {
      items: { seoURL: string }[];
    };
    expect(page.items.map((a) => a.seoURL)).toEqual(["plain"]);
  });

  it("embeds /quizzes' first page without drafts or questions", async () => {
    const res = await get("/quizzes");
    const page = entry(initialData(res.html), ["quizs", "list", 1]) as {
      items: Record<string, unknown>[];
      page: number;
      totalPages: number;
    };
    expect(page.items.map((q) => q.name)).toEqual(["Live quiz"]);
    expect(page.items[0]).not.toHaveProperty("questions");
    expect(page).toMatchObject({ page: 1, totalPages: 1 });
    expect(res.html).not.toContain("Draft quiz secret");
    expect(rootOf(res.html)).toContain(`href="/quizzes/${page.items[0]!.id as string}"`);
  });

  it("a quiz page embeds the quiz as a visitor gets it and paints its rules; a draft gets neither", async () => {
    const quiz = await s.staff.collection("quizs").create({
      name: "Painted quiz",
      desc: '<p>Revise <b>Punjab</b></p><h2>Dropped heading</h2><script>alert(1)</script><img src="x.png">',
      date: "2026-11-21 00:00:00.000Z",
      active: true,
      timeLimit: 1,
      negativeMarking: "1/3",
      questions: [
        { text: "Capital of Punjab?", options: ["Chandigarh", "Amritsar"], answer: "Chandigarh" },
        {
          text: "Rivers of Punjab?",
          options: ["Five", "Three"],
          answer: "Five",
          explanation: "Secret explanation of the key",
        },
      ],
    });
    const res = await get(`/quizzes/${quiz.id}`);
    expect(res.status).toBe(200);
    const data = initialData(res.html);
    expect(data.route).toBe("quiz");
    const viaApi = await s.guest().collection("quizs").getOne(quiz.id);
    expect(entry(data, ["quizs", "active", quiz.id, false])).toEqual(viaApi);
    // Answer keys never reach a visitor (issue 25, hole 7): not in the API, not in the page.
    expect(viaApi.questions[1]).toEqual({ text: "Rivers of Punjab?", options: ["Five", "Three"] });
    expect(res.html).not.toContain("Secret explanation");
    expect(res.html).not.toMatch(/\\?"answer\\?"/);
    const root = rootOf(res.html);
    expect(root).toContain("Painted quiz</h1>");
    // The description through the "basic" profile, as the app's QuizDescription: no heading,
    // picture or script (their text, where any, stays).
    expect(root).toContain("<p>Revise <b>Punjab</b></p>Dropped heading");
    const body = root.slice(root.indexOf("Painted quiz</h1>"));
    expect(body).not.toMatch(/<h2>Dropped|<img|<script|alert\(1\)/);
    // Two questions, a 1 minute limit, a third of a mark off.
    expect(root).toContain("<li>2 questions, 1 mark each.</li>");
    expect(root).toContain(
      "<li>Time limit: 1 minute. The quiz is submitted by itself when time runs out.</li>",
    );
    expect(root).toContain("Negative marking: ⅓ mark is taken off for each wrong answer.");
    expect(root).toContain(">Start quiz</button>");
    // A quiz is played with JavaScript: the page still says to turn it on.
    expect(res.html).toContain("<noscript>");

    const draft = await s.staff.collection("quizs").getFirstListItem('name = "Draft quiz secret"');
    const hidden = await get(`/quizzes/${draft.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain("Draft quiz secret");
    expect(rootOf(hidden.html)).toContain(">Quiz not found</h1>");
    // The app's fetcher answers a quiz a visitor may not see with null (get-quiz.ts).
    expect(entry(initialData(hidden.html), ["quizs", "active", draft.id, false])).toBeNull();
  });

  it("the home page paints its heading", async () => {
    const res = await get("/");
    expect(rootOf(res.html)).toContain('<h1 class="sr-only">');
    expect(initialData(res.html).route).toBe("home");
  });
});

describe("bad input", () => {
  it("a 2 MB article renders whole", async () => {
    const para = `<p>${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(40)}</p>`;
    const html = para.repeat(Math.floor((2 * 1024 * 1024 - 200) / para.length)) + "<p>THE VERY END</p>";
    expect(html.length).toBeGreaterThan(1.9 * 1024 * 1024);
    await article("huge", { html });
    // Whole, within the test's time limit (its timing is a benchmark's job, not a test's).
    const res = await get("/currentaffairs/huge");
    expect(res.status).toBe(200);
    expect(rootOf(res.html)).toContain("<p>THE VERY END</p>");
    const rec = entry(initialData(res.html), ["currentAffairs", "article", "huge", false]) as {
      html: string;
    };
    expect(rec.html).toBe(html);
  });

  it.each([
    "%00",
    "a%00b",
    "a%2Fb",
    "%C3%28",
    "%E2%80%AE",
    "%25",
    "..%2F..%2Fetc%2Fpasswd",
    "x".repeat(3000),
    "%27%20OR%201%3D1",
  ])("slug %s → a clear 404 page", async (slug) => {
    const res = await get(`/currentaffairs/${slug}`);
    expect(res.status).toBe(404);
    expect(rootOf(res.html)).toMatch(NOT_FOUND);
    initialData(res.html);
  });
});
