// Full-text search against a real PocketBase: the article text stored at save, the FTS5 index kept
// in step on create/update/delete (and by the rebuild), the public /api/ca/search route (ranking,
// snippets, published only, paging, tags) and junk queries that must never give a 500.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestDocx, para } from "@/lib/docx/test-docx";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { startTestServer, type TestServer } from "./support/server";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

interface Hit {
  id: string;
  name: string;
  seoURL: string;
  desc: string;
  date: string;
  snippet: string;
  expand: { tags: { id: string; name: string }[] };
}
interface Page {
  page: number;
  perPage: number;
  hasMore: boolean;
  items: Hit[];
}

let s: TestServer;
const rnd = () => Math.random().toString(36).slice(2, 8);
const inHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function search(params: Record<string, string>): Promise<{ status: number; body: Page }> {
  const r = await fetch(`${s.url}/api/ca/search?${new URLSearchParams(params)}`);
  return { status: r.status, body: (await r.json()) as Page };
}
const ids = async (q: string, extra: Record<string, string> = {}) =>
  (await search({ q, ...extra })).body.items.map((i) => i.id);

function article(fields: Record<string, unknown>) {
  return s.staff.collection("currentAffairs").create({ seoURL: `a-${rnd()}`, active: true, ...fields });
}

let inName: string, inText: string, gurmukhi: string, draft: string, scheduled: string, tagged: string;
let tagId: string;

beforeAll(async () => {
  s = await startTestServer();
  tagId = (await s.admin.collection("CAtags").create({ name: "Economy", namePa: "ਅਰਥ-ਵਿਵਸਥਾ" })).id;
  inText = (
    await article({
      name: "Council meeting in Delhi",
      desc: "Rates revised.",
      html: "<h1>Rates</h1><p>The <b>GST</b> council cut rates for Punjab&#39;s farm &amp; traders. Machinery too.</p>",
    })
  ).id;
  inName = (
    await article({
      name: "GST collections rise in Punjab",
      desc: "Monthly figures.",
      html: "<p>Numbers.</p>",
    })
  ).id;
  gurmukhi = (
    await article({
      name: "ਸਿੱਖਿਆ ਨੀਤੀ",
      desc: "ਸਕੂਲਾਂ ਲਈ ਨਵੇਂ ਕਦਮ।",
      html: "<p>ਪੰਜਾਬ ਸਰਕਾਰ ਵੱਲੋਂ ਨਵੀਂ ਸਿੱਖਿਆ ਨੀਤੀ ਦਾ ਐਲਾਨ &lt;script&gt;alert(1)&lt;/script&gt;</p>",
      tags: [tagId],
    })
  ).id;
  tagged = (
    await article({
      name: "Budget note",
      desc: "EU trade deal.",
      html: "<p>Budget zebrafinch.</p>",
      tags: [tagId],
    })
  ).id;
  draft = (await article({ name: "Secret zebrafinch draft", html: "<p>zebrafinch</p>", active: false })).id;
  scheduled = (
    await article({ name: "Scheduled zebrafinch", html: "<p>zebrafinch later</p>", publishAt: inHour() })
  ).id;
});
afterAll(async () => s?.stop());

describe("article text", () => {
  it("is derived from the HTML on the server: tags stripped, entities decoded, whitespace collapsed, hidden from staff", async () => {
    const rec = await s.admin.collection("currentAffairs").getOne(inText);
    expect(rec.text).toBe("Rates The GST council cut rates for Punjab's farm & traders. Machinery too.");
    const staffView = await s.staff.collection("currentAffairs").getOne(inText);
    expect(staffView).not.toHaveProperty("text");
  });

  it("an article with no HTML keeps the text it was given (DOCX-only articles), cleaned", async () => {
    const rec = await s.admin.collection("currentAffairs").create({
      name: "Old article",
      seoURL: `old-${rnd()}`,
      active: true,
      text: "  Legacy\u0000 kingfisher\n\ttext ",
    });
    expect((await s.admin.collection("currentAffairs").getOne(rec.id)).text).toBe("Legacy kingfisher text");
    expect(await ids("kingfisher")).toEqual([rec.id]);
  });

  it("a 5 MB Gurmukhi article is saved in bounded time with its text cut to 100,000 characters", async () => {
    const para = "<p>ਪੰਜਾਬ ਸਰਕਾਰ ਵੱਲੋਂ ਨਵੀਂ ਸਿੱਖਿਆ ਨੀਤੀ ਦਾ ਐਲਾਨ। ਹਰ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਇੱਕ ਮਾਡਲ ਸਕੂਲ।</p>";
    const html = para.repeat(Math.ceil((5 * 1024 * 1024) / Buffer.byteLength(para)));
    expect(Buffer.byteLength(html)).toBeGreaterThan(5 * 1024 * 1024);
    const t0 = performance.now();
    // Sent as the admin sends it (multipart with a JSON part): the html field holds at most 2 MB,
    // so the 5 MB article is refused with a field error, quickly.
    const form = new FormData();
    form.append(
      "@jsonPayload",
      JSON.stringify({ name: "Huge", seoURL: `huge-${rnd()}`, active: true, html }),
    );
    const big = await s.admin
      .collection("currentAffairs")
      .create(form)
      .then(
        () => null,
        (e: { status: number; response: { data: Record<string, unknown> } }) => e,
      );
    const refusedMs = performance.now() - t0;
    expect(big?.status).toBe(400);
    expect(big?.response.data).toHaveProperty("html");
    // The largest article the field allows (just under 2 MB) is stored and indexed.
    const fits = para.repeat(Math.floor((2 * 1024 * 1024 - 100) / Buffer.byteLength(para)));
    const t1 = performance.now();
    const rec = await s.admin
      .collection("currentAffairs")
      .create({ name: "Largest", seoURL: `largest-${rnd()}`, active: true, html: fits });
    const savedMs = performance.now() - t1;
    const stored = (await s.admin.collection("currentAffairs").getOne(rec.id)).text as string;
    expect(stored.length).toBeLessThanOrEqual(100_000);
    expect(stored.length).toBeGreaterThan(99_000);
    expect(await ids("ਮਾਡਲ ਸਕੂਲ")).toContain(rec.id);
    console.info(
      `5 MB refused in ${refusedMs.toFixed(0)} ms; 2 MB Gurmukhi saved+indexed in ${savedMs.toFixed(0)} ms`,
    );
    await s.admin.collection("currentAffairs").delete(rec.id);
  });
});

describe("GET /api/ca/search", () => {
  it("finds English words in name and text, the name ranked first, with a highlighted, escaped snippet", async () => {
    const { status, body } = await search({ q: "gst" });
    expect(status).toBe(200);
    expect(body.items.map((i) => i.id)).toEqual([inName, inText]);
    const hit = body.items[1];
    expect(hit.snippet).toContain("<mark>GST</mark> council");
    expect(hit.snippet).toContain("for Punjab&#39;s farm &amp; traders");
    expect(hit).toMatchObject({ name: "Council meeting in Delhi", desc: "Rates revised." });
    expect(hit.seoURL).toMatch(/^a-/);
    expect(body).toMatchObject({ page: 1, perPage: 24, hasMore: false });
  });

  it("finds Gurmukhi, and text that looked like HTML comes back escaped", async () => {
    const { body } = await search({ q: "ਪੰਜਾਬ" });
    expect(body.items.map((i) => i.id)).toEqual([gurmukhi]);
    expect(body.items[0].snippet).toContain("<mark>ਪੰਜਾਬ</mark> ਸਰਕਾਰ");
    expect(body.items[0].snippet).toContain("&lt;script&gt;");
    expect(body.items[0].snippet).not.toContain("<script");
    expect(body.items[0].expand.tags).toEqual([{ id: tagId, name: "Economy", namePa: "ਅਰਥ-ਵਿਵਸਥਾ" }]);
  });

  it("is case-insensitive, matches parts of words, and needs every word", async () => {
    expect(await ids("PUNJAB")).toEqual(expect.arrayContaining([inName, inText]));
    expect(await ids("machin")).toEqual([inText]);
    expect(await ids("gst delhi")).toEqual([inText]);
    expect(await ids("gst nowhere-word")).toEqual([]);
  });

  it("one- and two-letter queries search names and descriptions, newest first", async () => {
    const { body } = await search({ q: "eu" });
    expect(body.items.map((i) => i.id)).toEqual([tagged]);
    expect(body.items[0].snippet).toBe("<mark>EU</mark> trade deal.");
    // "Delhi" in a name, "deal" in a description; "de" in a text only is not enough.
    expect(await ids("de")).toEqual(expect.arrayContaining([inText, tagged]));
    expect(await ids("ed")).not.toContain(inName);
    expect(await ids("%")).toEqual([]);
    expect(await ids("_")).toEqual([]);
    // A short word next to a long one narrows the long one's results.
    expect(await ids("gst in")).toEqual(expect.arrayContaining([inName, inText]));
    expect(await ids("gst zq")).toEqual([]);
  });

  it("never returns drafts or scheduled articles, nor their text in snippets", async () => {
    const { body } = await search({ q: "zebrafinch" });
    expect(body.items.map((i) => i.id)).toEqual([tagged]);
    expect(JSON.stringify(body)).not.toMatch(/Secret|later|Scheduled/);
    // Not even for staff: the public search shows what visitors see.
    const staff = await fetch(`${s.url}/api/ca/search?q=zebrafinch`, {
      headers: { Authorization: s.staff.authStore.token },
    });
    expect(((await staff.json()) as Page).items.map((i) => i.id)).toEqual([tagged]);
    expect(await ids("Secret")).toEqual([]);
    void draft;
    void scheduled;
  });

  it("filters by tag (any of the selected) with a bound filter", async () => {
    expect(await ids("zebrafinch", { tags: tagId })).toEqual([tagged]);
    expect(await ids("gst", { tags: tagId })).toEqual([]);
    expect(await ids("ਪੰਜਾਬ", { tags: `nope,${tagId}` })).toEqual([gurmukhi]);
  });

  it("pages 24 at a time with hasMore", async () => {
    const batch = s.admin.createBatch();
    await s.admin.settings.update({ batch: { enabled: true, maxRequests: 50, timeout: 30 } });
    for (let i = 0; i < 30; i++)
      batch.collection("currentAffairs").create({
        name: `Paging wombat ${i}`,
        seoURL: `paging-${i}-${rnd()}`,
        active: true,
        html: `<p>wombat ${i}</p>`,
      });
    await batch.send();
    const p1 = (await search({ q: "wombat" })).body;
    const p2 = (await search({ q: "wombat", page: "2" })).body;
    expect(p1.items).toHaveLength(24);
    expect(p1.hasMore).toBe(true);
    expect(p2.items).toHaveLength(6);
    expect(p2.hasMore).toBe(false);
    expect(new Set([...p1.items, ...p2.items].map((i) => i.id)).size).toBe(30);
    expect((await search({ q: "wombat", page: "99999" })).body.items).toEqual([]);
    expect((await search({ q: "wombat", page: "-1" })).body.page).toBe(1);
    expect((await search({ q: "wombat", page: "abc" })).body.page).toBe(1);
  });

  it("junk queries give results or an empty list, never an error", async () => {
    const junk = [
      "",
      " ",
      '"',
      "'",
      '"gst',
      "gst NEAR delhi",
      "NEAR(gst delhi, 2)",
      "gst*",
      "*",
      "-gst",
      "gst OR delhi",
      "gst AND NOT delhi",
      "title:gst",
      "{title summary}: gst",
      "(gst",
      "^gst",
      "gst'; DROP TABLE currentAffairs; --",
      "' OR 1=1 --",
      "@request.auth.id",
      "🙂",
      "🙂🙂🙂 gst",
      "a\u0000b",
      "gst\u0000",
      "x".repeat(10_000),
      "gst ".repeat(2_500),
      "%_%",
      "\\",
    ];
    for (const q of junk) {
      const { status, body } = await search({ q });
      expect(status, q.slice(0, 40)).toBe(200);
      expect(Array.isArray(body.items), q.slice(0, 40)).toBe(true);
      for (const hit of body.items) expect(hit.snippet).not.toMatch(/<(?!\/?mark>)/);
    }
    // The words are searched as text, not as operators.
    expect(await ids("gst OR zzzz")).toEqual([]);
    expect(await ids("-gst")).toEqual([]);
    expect(await ids("title:gst")).toEqual([]);
    expect(await ids('"gst')).toEqual([]);
    expect(await ids("gst ".repeat(2_500))).toEqual(expect.arrayContaining([inName, inText]));
    // The table is still there.
    expect((await search({ q: "gst" })).body.items.length).toBe(2);
  });
});

describe("index sync", () => {
  it("follows updates and deletes; the rebuild (superusers only) refills it from the articles", async () => {
    const rec = await article({ name: "Pangolin report", html: "<p>About the pangolin.</p>" });
    expect(await ids("pangolin")).toEqual([rec.id]);

    await s.staff.collection("currentAffairs").update(rec.id, { html: "<p>About the armadillo.</p>" });
    expect(await ids("armadillo")).toEqual([rec.id]);
    expect((await search({ q: "pangolin" })).body.items[0].snippet).toBe(""); // only the name matches now
    await s.staff.collection("currentAffairs").update(rec.id, { name: "Armadillo report" });
    expect(await ids("pangolin")).toEqual([]);

    await s.staff.collection("currentAffairs").update(rec.id, { active: false });
    expect(await ids("armadillo")).toEqual([]);
    await s.staff.collection("currentAffairs").update(rec.id, { active: true });
    expect(await ids("armadillo")).toEqual([rec.id]);

    await s.staff.collection("currentAffairs").delete(rec.id);
    expect(await ids("armadillo")).toEqual([]);

    // A save refused by validation leaves the index as it was.
    const other = await article({ name: "Okapi notes", html: "<p>okapi</p>" });
    await expect(
      s.staff
        .collection("currentAffairs")
        .update(other.id, { html: "<p>narwhal</p>", seoURL: "Not A Slug!" }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await ids("narwhal")).toEqual([]);
    expect(await ids("okapi")).toEqual([other.id]);

    // The rebuild: superusers only.
    expect((await fetch(`${s.url}/api/ca/search/rebuild`, { method: "POST" })).status).toBe(401);
    const asStaff = await fetch(`${s.url}/api/ca/search/rebuild`, {
      method: "POST",
      headers: { Authorization: s.staff.authStore.token },
    });
    expect(asStaff.status).toBe(403);
    const r = await fetch(`${s.url}/api/ca/search/rebuild`, {
      method: "POST",
      headers: { Authorization: s.admin.authStore.token },
    });
    expect(r.status).toBe(200);
    const { indexed } = (await r.json()) as { indexed: number };
    const all = await s.admin.collection("currentAffairs").getList(1, 1);
    expect(indexed).toBe(all.totalItems);
    expect(await ids("okapi")).toEqual([other.id]);
    expect(await ids("ਪੰਜਾਬ")).toEqual([gurmukhi]);
  });
});

describe("npm run search:rebuild", () => {
  it("extracts the text of DOCX-only articles (old backend) and rebuilds the index through the running server", async () => {
    const docx = await makeTestDocx({
      body: para("Old backend article about the quetzal bird.") + para("ਪੁਰਾਣਾ ਲੇਖ"),
    });
    const f = new FormData();
    f.append("name", "Imported long ago");
    f.append("seoURL", `imported-${rnd()}`);
    f.append("active", "true");
    f.append("doc", new File([new Uint8Array(docx)], "old.docx", { type: DOCX_MIME }));
    const rec = await s.admin.collection("currentAffairs").create(f);
    expect(await ids("quetzal")).toEqual([]);

    const port = new URL(s.url).port;
    const r = spawnSync(process.execPath, ["scripts/search-rebuild.mjs"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, PORT: port, HOST: "127.0.0.1", PB_DATA_DIR: s.dataDir },
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("Text extracted from 1 DOCX-only article(s).");
    // The same download and conversion stored the copy the article page paints (docHtml).
    const filled = await s.admin.collection("currentAffairs").getOne(rec.id);
    expect(filled.docHtmlOf).toBe(rec.doc);
    expect(filled.docHtml).toBe("<p>Old backend article about the quetzal bird.</p><p>ਪੁਰਾਣਾ ਲੇਖ</p>");
    expect(r.stdout).toMatch(/Search index rebuilt: \d+ article\(s\)/);
    expect(await ids("quetzal")).toEqual([rec.id]);
    expect((await search({ q: "quetzal" })).body.items[0].snippet).toContain("<mark>quetzal</mark> bird");
    expect(await ids("ਪੁਰਾਣਾ")).toEqual([rec.id]);

    // Again: nothing left to extract, same index.
    const again = spawnSync(process.execPath, ["scripts/search-rebuild.mjs"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, PORT: port, HOST: "127.0.0.1", PB_DATA_DIR: s.dataDir },
      timeout: 60_000,
    });
    expect(again.stdout).toContain("Text extracted from 0 DOCX-only article(s).");
    expect(await ids("quetzal")).toEqual([rec.id]);
  });
});

describe("more matches than are ranked (SEARCH_RANKED=3 here; 2,000 in production)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { SEARCH_RANKED: "3" } });
  });
  afterAll(async () => t?.stop());

  it("ranks the newest matches, then lists every older match, most recently added first, across pages", async () => {
    await t.admin.settings.update({ batch: { enabled: true, maxRequests: 50, timeout: 30 } });
    const batch = t.admin.createBatch();
    // Created in order (index rows in order): 0 is the oldest, 29 the newest.
    for (let i = 0; i < 30; i++)
      batch.collection("currentAffairs").create({
        // 27 (among the 3 newest) and 5 (older) have the word in their name too.
        name: i === 27 || i === 5 ? `Kiwi note ${i}` : `Bird note ${i}`,
        seoURL: `kiwi-${i}`,
        active: i !== 10, // a draft among the older ones
        html: `<p>The kiwi ${i}.</p>`,
      });
    await batch.send();
    const get = async (page: number) => {
      const r = await fetch(`${t.url}/api/ca/search?q=kiwi&page=${page}`);
      expect(r.status).toBe(200);
      return (await r.json()) as Page;
    };
    const p1 = await get(1);
    const p2 = await get(2);
    const order = [...p1.items, ...p2.items].map((i) => Number(i.seoURL.slice(5)));
    // Ranked by bm25 (a match in the name first), then the older ones newest first (the name
    // match in 5 is not ranked above them), the draft never.
    expect(order[0]).toBe(27);
    expect(order.slice(1, 3).sort()).toEqual([28, 29]);
    expect(order.slice(3)).toEqual([
      26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ]);
    expect(p1.items).toHaveLength(24);
    expect(p1.hasMore).toBe(true);
    expect(p2.hasMore).toBe(false);
    expect(p2.items[0].snippet).toContain("<mark>kiwi</mark>");
    expect((await get(3)).items).toEqual([]);
  });
});

describe("whole-word ranking (the word index, migration 1764400000)", () => {
  let w: TestServer;
  const find = async (q: string) => {
    const r = await fetch(`${w.url}/api/ca/search?${new URLSearchParams({ q })}`);
    expect(r.status).toBe(200);
    return ((await r.json()) as Page).items;
  };
  const names = async (q: string) => (await find(q)).map((i) => i.name);
  const create = (name: string, html: string, extra: Record<string, unknown> = {}) =>
    w.staff.collection("currentAffairs").create({ name, html, seoURL: `w-${rnd()}`, active: true, ...extra });

  beforeAll(async () => {
    w = await startTestServer();
  });
  afterAll(async () => w?.stop());

  it("ranks a whole-word match in the name first, then in the text, then words only inside longer words (newest first)", async () => {
    await create("Body only", "<p>The quokka census was held.</p>");
    await create("Quokka survey results", "<p>Numbers.</p>");
    await create("Longer word", "<p>Several quokkas seen.</p>");
    await create("Newest longer word", "<p>Quokkaland opened.</p>");
    expect(await names("quokka")).toEqual([
      "Quokka survey results",
      "Body only",
      "Newest longer word",
      "Longer word",
    ]);
    // Parts of words and two-letter queries still find articles.
    expect(await names("okka")).toHaveLength(4);
    expect(await names("uokkas")).toEqual(["Longer word"]);
    expect(await names("qu")).toEqual(["Quokka survey results"]); // names and descriptions only
    const [hit] = await find("uokkala");
    expect(hit.snippet).toBe("Q<mark>uokkala</mark>nd opened.");
  });

  it("keeps Gurmukhi words whole (vowel signs, tippi, addak, virama) and marks whole letters", async () => {
    await create("ਖ਼ਬਰ ਇੱਕ", "<p>ਹਰ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਸਕੂਲਾਂ ਦੀ ਗਿਣਤੀ ਵਧੀ।</p>");
    await create("ਖ਼ਬਰ ਦੋ", "<p>ਇਸ ਜ਼ਿਲ੍ਹਾ ਸਕੂਲ ਨੂੰ ਇਨਾਮ ਮਿਲਿਆ।</p>");
    // "ਸਕੂਲ" as a word (ਦੋ) ranks before "ਸਕੂਲਾਂ" (ਇੱਕ, added later).
    await create("ਖ਼ਬਰ ਤਿੰਨ", "<p>ਨਵੇਂ ਸਕੂਲਾਂ ਦਾ ਐਲਾਨ।</p>");
    expect(await names("ਸਕੂਲ")).toEqual(["ਖ਼ਬਰ ਦੋ", "ਖ਼ਬਰ ਤਿੰਨ", "ਖ਼ਬਰ ਇੱਕ"]);
    const [word] = await find("ਜ਼ਿਲ੍ਹਾ");
    expect(word.name).toBe("ਖ਼ਬਰ ਦੋ");
    expect(word.snippet).toBe("ਇਸ <mark>ਜ਼ਿਲ੍ਹਾ</mark> ਸਕੂਲ ਨੂੰ ਇਨਾਮ ਮਿਲਿਆ।");
    // A part of a word: the vowel sign after it goes inside the mark, never on its own.
    const part = await find("ਜ਼ਿਲ੍ਹ");
    expect(part.map((i) => i.name)).toEqual(["ਖ਼ਬਰ ਦੋ", "ਖ਼ਬਰ ਇੱਕ"]);
    expect(part[1].snippet).toBe("ਹਰ <mark>ਜ਼ਿਲ੍ਹੇ</mark> ਵਿੱਚ ਸਕੂਲਾਂ ਦੀ ਗਿਣਤੀ ਵਧੀ।");
    expect(await names("ਵਿੱਚ ਗਿਣਤੀ")).toEqual(["ਖ਼ਬਰ ਇੱਕ"]);
  });

  it("words with punctuation are found by the trigram index, ranked", async () => {
    await create("Covid-19 update", "<p>Cases fell.</p>");
    await create("Health note", "<p>After covid-19, clinics reopened.</p>");
    expect(await names("covid-19")).toEqual(["Covid-19 update", "Health note"]);
    expect(await names("Covid-19,")).toEqual(["Health note"]);
  });

  it("follows create, update, delete and the rebuild", async () => {
    const a = await create("Note A", "<p>A wallaby was seen.</p>");
    const b = await create("Note B", "<p>Two wallabys here.</p>");
    expect(await names("wallaby")).toEqual(["Note A", "Note B"]);
    await w.staff.collection("currentAffairs").update(a.id, { html: "<p>Wallabys again.</p>" });
    await w.staff.collection("currentAffairs").update(b.id, { html: "<p>One wallaby here.</p>" });
    expect(await names("wallaby")).toEqual(["Note B", "Note A"]);
    await w.staff.collection("currentAffairs").update(b.id, { name: "Wallaby note B" });
    await w.staff
      .collection("currentAffairs")
      .update(a.id, { name: "Wallaby note A", html: "<p>A wallaby.</p>" });
    // Both whole words in name and text now: the shorter text scores higher.
    expect(await names("wallaby")).toHaveLength(2);
    await w.staff.collection("currentAffairs").delete(b.id);
    expect(await names("wallaby")).toEqual(["Wallaby note A"]);
    const r = await fetch(`${w.url}/api/ca/search/rebuild`, {
      method: "POST",
      headers: { Authorization: w.admin.authStore.token },
    });
    expect(r.status).toBe(200);
    expect(await names("wallaby")).toEqual(["Wallaby note A"]);
    expect(await names("quokka")).toHaveLength(4);
    expect(await names("ਸਕੂਲ")).toEqual(["ਖ਼ਬਰ ਦੋ", "ਖ਼ਬਰ ਤਿੰਨ", "ਖ਼ਬਰ ਇੱਕ"]);
  });

  it("a scheduled article appears when its time comes, with no save in between", async () => {
    const at = new Date(Date.now() + 2_500).toISOString();
    await create("Dingo report", "<p>The dingo returns.</p>", { publishAt: at });
    expect(await names("dingo")).toEqual([]);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await names("dingo")).toEqual(["Dingo report"]);
  });
});
