// Stored copies of old-site articles' converted .docx (currentAffairs.docHtml / docHtmlOf,
// migration 1764400100, pb_hooks/lib/doc-html.js, scripts/lib/docx-html.mjs) against a real
// PocketBase: who may write the fields, sanitising on save, staleness when the .docx is replaced,
// who reads them, the fill itself (legacy fonts → Unicode) and the first response's paint.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestDocx, para, run, runs } from "@/lib/docx/test-docx";
import { fillDocHtml, fillDocHtmlInBackground, pbDate } from "../../scripts/lib/docx-html.mjs";
import { startTestServer, status, type TestServer } from "./support/server";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
// AnmolLipi keys for "ਪੰਜਾਬ ਦੀ ਖੇਤੀ" (src/lib/docx/legacy-fonts.test.ts has the layout).
const ANMOL = "pMjwb dI KyqI";
const UNICODE = "ਪੰਜਾਬ ਦੀ ਖੇਤੀ";

let s: TestServer;
let n = 0;

async function docxFile(body: string): Promise<File> {
  return new File([new Uint8Array(await makeTestDocx({ body }))], "old.docx", { type: DOCX_MIME });
}

/** An old-site article: a .docx, no HTML (made by a superuser, as the import was). */
async function oldArticle(body = para("Old words"), active = true) {
  const f = new FormData();
  f.append("name", `Old article ${++n}`);
  f.append("seoURL", `old-article-${n}`);
  f.append("active", String(active));
  f.append("date", "2026-11-20 00:00:00.000Z");
  f.append("doc", await docxFile(body));
  return s.admin.collection("currentAffairs").create(f);
}

function fieldCode(err: unknown, field: string): string | undefined {
  return (err as { response?: { data?: Record<string, { code?: string }> } }).response?.data?.[field]?.code;
}

beforeAll(async () => {
  s = await startTestServer();
  const pub = join(s.dataDir, "public");
  mkdirSync(pub, { recursive: true });
  writeFileSync(
    join(pub, "index.html"),
    `<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div><noscript>JS</noscript></body></html>`,
  );
});

afterAll(async () => {
  await s?.stop();
});

describe("who writes docHtml / docHtmlOf", () => {
  it("staff can neither create nor update them (400, field error, nothing saved); other edits keep the copy", async () => {
    const rec = await oldArticle();
    await s.admin.collection("currentAffairs").update(rec.id, { docHtml: "<p>Copy</p>", docHtmlOf: rec.doc });

    const update = s.staff.collection("currentAffairs").update(rec.id, { docHtml: "<p>Mine</p>" });
    await expect(update).rejects.toMatchObject({ status: 400 });
    expect(fieldCode(await update.catch((e: unknown) => e), "docHtml")).toBe("validation_server_field");
    const of = await s.staff
      .collection("currentAffairs")
      .update(rec.id, { docHtmlOf: "other.docx" })
      .catch((e: unknown) => e);
    expect(fieldCode(of, "docHtmlOf")).toBe("validation_server_field");
    const create = await s.staff
      .collection("currentAffairs")
      .create({ name: "Staff", seoURL: `staff-${++n}`, docHtml: "<p>x</p>" })
      .catch((e: unknown) => e);
    expect(fieldCode(create, "docHtml")).toBe("validation_server_field");

    // Multipart (the admin form's way) is checked too.
    const f = new FormData();
    f.append("docHtml", "<p>Via form</p>");
    expect(await status(s.staff.collection("currentAffairs").update(rec.id, f))).toBe(400);

    // A guest cannot update articles at all.
    expect(await status(s.guest().collection("currentAffairs").update(rec.id, { docHtml: "<p>g</p>" }))).toBe(
      404,
    );

    // Staff editing the article's other fields leave the copy alone.
    await s.staff.collection("currentAffairs").update(rec.id, { desc: "New description" });
    const after = await s.admin.collection("currentAffairs").getOne(rec.id);
    expect(after.docHtml).toBe("<p>Copy</p>");
    expect(after.docHtmlOf).toBe(rec.doc);
  });

  it("superusers (the server's scripts) may write them; the copy is sanitised on save, headings kept", async () => {
    const rec = await oldArticle();
    await s.admin.collection("currentAffairs").update(rec.id, {
      docHtml: `<h1>Title</h1><p onclick="alert(1)">Body <script>alert(2)</script><a href="javascript:alert(3)">x</a></p><style>p{}</style>`,
      docHtmlOf: rec.doc,
    });
    const got = await s.admin.collection("currentAffairs").getOne(rec.id);
    expect(got.docHtml).toBe("<h1>Title</h1><p>Body <a>x</a></p>");
    // The search text is made from the copy.
    expect(got.text).toContain("Title");
    expect(got.text).toContain("Body");
  });
});

describe("who reads them", () => {
  it("guests see the copy of a published article only (the record's own rules); staff see drafts'", async () => {
    const live = await oldArticle(para("Live words"));
    const draft = await oldArticle(para("Draft words"), false);
    for (const r of [live, draft])
      await s.admin.collection("currentAffairs").update(r.id, { docHtml: "<p>Copy</p>", docHtmlOf: r.doc });
    const g = s.guest();
    expect((await g.collection("currentAffairs").getOne(live.id)).docHtml).toBe("<p>Copy</p>");
    expect(await status(g.collection("currentAffairs").getOne(draft.id))).toBe(404);
    const list = await g.collection("currentAffairs").getFullList({ filter: "docHtml != ''", fields: "id" });
    expect(list.map((r) => r.id)).not.toContain(draft.id);
    expect((await s.staff.collection("currentAffairs").getOne(draft.id)).docHtml).toBe("<p>Copy</p>");
  });
});

describe("staleness", () => {
  it("a replaced .docx drops the copy; a copy not of the present file is never kept", async () => {
    const rec = await oldArticle(para("First file"));
    await s.admin
      .collection("currentAffairs")
      .update(rec.id, { docHtml: "<p>First</p>", docHtmlOf: rec.doc });

    const f = new FormData();
    f.append("doc", await docxFile(para("Second file")));
    const replaced = await s.staff.collection("currentAffairs").update(rec.id, f);
    expect(replaced.doc).not.toBe(rec.doc);
    let got = await s.admin.collection("currentAffairs").getOne(rec.id);
    expect(got.docHtml).toBe("");
    expect(got.docHtmlOf).toBe("");

    // Made from another file name (the file was replaced while it was converted): not kept.
    await s.admin.collection("currentAffairs").update(rec.id, { docHtml: "<p>Old</p>", docHtmlOf: rec.doc });
    got = await s.admin.collection("currentAffairs").getOne(rec.id);
    expect(got.docHtml).toBe("");

    // The fill then makes a copy of the present file.
    const r = await fillDocHtml(s.admin, { ids: [rec.id] });
    expect(r).toMatchObject({ done: 1, failed: [] });
    got = await s.admin.collection("currentAffairs").getOne(rec.id);
    expect(got.docHtmlOf).toBe(replaced.doc);
    expect(got.docHtml).toBe("<p>Second file</p>");
  });
});

describe("the fill (scripts/lib/docx-html.mjs)", () => {
  it("stores the browser's conversion (legacy font → Unicode), once; articles made after the cutoff wait", async () => {
    const legacy = await oldArticle(
      runs([run(ANMOL, { font: "AnmolLipi" })]) + para("</p><script>alert(1)</script>"),
    );
    const withHtml = await s.admin.collection("currentAffairs").create({
      name: "Has HTML",
      seoURL: `has-html-${++n}`,
      html: "<p>Stored</p>",
    });
    const cutoff = pbDate();
    await new Promise((r) => setTimeout(r, 5));
    const later = await oldArticle(para("Made after the start"));

    const first = await fillDocHtml(s.admin, { createdBefore: cutoff });
    expect(first.failed).toEqual([]);
    expect(first.done).toBeGreaterThanOrEqual(1);
    const got = await s.admin.collection("currentAffairs").getOne(legacy.id);
    expect(got.docHtmlOf).toBe(legacy.doc);
    expect(got.docHtml).toContain(`<p>${UNICODE}</p>`);
    expect(got.docHtml).not.toContain("<script");
    expect(got.text).toContain(UNICODE);
    expect((await s.admin.collection("currentAffairs").getOne(withHtml.id)).docHtml).toBe("");
    expect((await s.admin.collection("currentAffairs").getOne(later.id)).docHtml).toBe("");

    const again = await fillDocHtml(s.admin, { createdBefore: cutoff });
    expect(again).toMatchObject({ done: 0, failed: [] });
    expect((await fillDocHtml(s.admin, { ids: [later.id] })).done).toBe(1);
  });

  it("a copy over the field's 2 MB is left to the reader's browser; search:rebuild still stores its text", async () => {
    const rec = await oldArticle(para("Huge"));
    const huge = async () => `<p>${"sesquipedalian ".repeat(150_000)}</p>`;
    const r = await fillDocHtml(s.admin, { ids: [rec.id], render: huge, textOnlyWhenTooBig: true });
    expect(r).toMatchObject({ done: 0, texts: 1, failed: [] });
    expect(r.skipped).toEqual([`${rec.seoURL}: converted HTML over 2 MB`]);
    const got = await s.admin.collection("currentAffairs").getOne(rec.id);
    expect(got.docHtml).toBe("");
    expect(got.text).toMatch(/^sesquipedalian sesquipedalian/);
  });

  it("a file that fails the zip preflight is reported, not converted, and nothing is stored", async () => {
    const rec = await oldArticle(para("Fine"));
    const r = await fillDocHtml(s.admin, {
      ids: [rec.id],
      render: async () => {
        throw new Error("not converted: corrupt (test)");
      },
    });
    expect(r.done).toBe(0);
    expect(r.failed).toEqual([`${rec.seoURL}: not converted: corrupt (test)`]);
    expect((await s.admin.collection("currentAffairs").getOne(rec.id)).docHtml).toBe("");
  });
});

describe("npm start's background run (fillDocHtmlInBackground)", () => {
  it("signs in as its own superuser, fills what existed before the start, logs one line; a failure is a log line, never a throw", async () => {
    const rec = await oldArticle(para("Filled at start"));
    const lines: string[] = [];
    await fillDocHtmlInBackground({
      url: s.url,
      bin: s.bin,
      dataDir: s.dataDir,
      startedAt: pbDate(new Date(Date.now() + 1000)),
      log: (m) => lines.push(m),
    });
    expect((await s.admin.collection("currentAffairs").getOne(rec.id)).docHtml).toBe(
      "<p>Filled at start</p>",
    );
    expect(lines).toEqual([
      expect.stringMatching(/^Old-site articles: stored the converted \.docx of \d+\.$/),
    ]);

    // Again: nothing to do, nothing logged.
    lines.length = 0;
    await fillDocHtmlInBackground({
      url: s.url,
      bin: s.bin,
      dataDir: s.dataDir,
      startedAt: pbDate(),
      log: (m) => lines.push(m),
    });
    expect(lines).toEqual([]);

    // No server there: resolves, with an error line.
    const errors: unknown[] = [];
    const spy = console.error;
    console.error = (...a: unknown[]) => errors.push(a.join(" "));
    try {
      await fillDocHtmlInBackground({
        url: "http://127.0.0.1:9",
        bin: s.bin,
        dataDir: s.dataDir,
        startedAt: pbDate(),
      });
    } finally {
      console.error = spy;
    }
    expect(errors).toEqual([expect.stringContaining("Old-site articles: storing converted copies failed")]);
  });
});

describe("the first response", () => {
  it("paints and embeds a current copy like stored HTML; a stale one is neither painted nor sent", async () => {
    const rec = await oldArticle(para("Painted from the copy"));
    await fillDocHtml(s.admin, { ids: [rec.id] });
    const page = await (await fetch(`${s.url}/currentaffairs/${rec.seoURL}`)).text();
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(page)![1]!;
    expect(root).toContain('<div class="prose');
    expect(root).toContain("<p>Painted from the copy</p>");
    const data = JSON.parse(/id="initial-data">([\s\S]*?)<\/script>/.exec(page)![1]!) as {
      swr: [unknown[], Record<string, unknown>][];
    };
    const embedded = data.swr.find(([k]) => k[1] === "article")![1];
    expect(embedded).toMatchObject({ docHtml: "<p>Painted from the copy</p>", docHtmlOf: rec.doc, html: "" });

    // docHtmlOf no longer names the file (the save hook then drops the copy too): nothing of it is
    // painted or sent, and the page converts the file itself.
    await s.admin.collection("currentAffairs").update(rec.id, { docHtmlOf: "" });
    const stale = await (await fetch(`${s.url}/currentaffairs/${rec.seoURL}`)).text();
    expect(stale).not.toContain("Painted from the copy");
  });
});
