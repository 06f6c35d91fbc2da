// The article save path against a real PocketBase: the multipart form the admin builds (doc +
// images, JSON payload), the stored-image → placeholder mapping, the unique SEO URL under 20
// concurrent saves, field limits, the list filters, and guests refused on every write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestDocx, para, TINY_PNG } from "@/lib/docx/test-docx";
import { buildArticleForm, storedImageUrls } from "@/features/current-affairs/admin/api/save-current-affair";
import { searchText } from "@/features/current-affairs/admin/api/list-admin-current-affairs";
import { startTestServer, status, type TestServer } from "./support/server";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
let s: TestServer;
let docx: File;

beforeAll(async () => {
  s = await startTestServer();
  const bytes = await makeTestDocx({ body: para("Punjab budget", "Heading1") + para("Key points") });
  docx = new File([new Uint8Array(bytes)], "Punjab-budget.docx", { type: DOCX_MIME });
});
afterAll(async () => s?.stop());

const fields = (seoURL: string) => ({
  name: "Punjab budget",
  date: "2026-11-22 00:00:00.000Z",
  desc: "",
  seoURL,
  active: false,
  tags: [] as string[],
  html: "",
});

async function send(form: FormData, id?: string) {
  const res = await fetch(`${s.url}/api/collections/currentAffairs/records${id ? `/${id}` : ""}`, {
    method: id ? "PATCH" : "POST",
    headers: { Authorization: s.staff.authStore.token },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const png = () => new File([new Uint8Array(TINY_PNG)], "image-1.png", { type: "image/png" });

describe("saving with files", () => {
  it("creates with the document and images, maps stored images back to placeholders", async () => {
    const res = await send(buildArticleForm(fields("with-files"), { doc: docx, images: [png(), png()] }));
    expect(res.status).toBe(200);
    expect(res.body.doc).toMatch(/\.docx$/);
    expect(res.body.images).toHaveLength(2);
    const urls = storedImageUrls(res.body);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain(res.body.images.find((n: string) => n.startsWith("docximg0_")));
    expect(urls[1]).toContain(res.body.images.find((n: string) => n.startsWith("docximg1_")));
    expect(res.body.tags).toEqual([]);
    expect(res.body.active).toBe(false);
  });

  it("replacing the document appends new images; removing the old ones afterwards leaves only the new", async () => {
    const first = (await send(buildArticleForm(fields("replace-me"), { doc: docx, images: [png()] }))).body;
    const second = (
      await send(buildArticleForm({ name: "Renamed" }, { doc: docx, images: [png(), png()] }), first.id)
    ).body;
    expect(second.name).toBe("Renamed");
    expect(second.doc).not.toBe(first.doc);
    expect(second.images).toHaveLength(3);
    const done = await s.staff.collection("currentAffairs").update(second.id, { "images-": first.images });
    expect(done.images).toHaveLength(2);
    expect(storedImageUrls(done as never)).toHaveLength(2);
  });

  it("refuses a file that is not a DOCX even when named .docx", async () => {
    const fake = new File([new TextEncoder().encode("MZ not a document")], "setup.docx", { type: DOCX_MIME });
    const res = await send(buildArticleForm(fields("fake-doc"), { doc: fake, images: [] }));
    expect(res.status).toBe(400);
    expect(res.body.data.doc.code).toBe("validation_invalid_mime_type");
  });
});

describe("SEO URL uniqueness", () => {
  it("20 concurrent saves of the same slug give exactly one record", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        status(s.staff.collection("currentAffairs").create(fields("same-slug"))),
      ),
    );
    expect(results.filter((r) => r === 200)).toHaveLength(1);
    expect(results.filter((r) => r === 400)).toHaveLength(19);
    const list = await s.staff.collection("currentAffairs").getFullList({ filter: "seoURL = 'same-slug'" });
    expect(list).toHaveLength(1);
  });

  it("the duplicate gets validation_not_unique on seoURL", async () => {
    try {
      await s.staff.collection("currentAffairs").create(fields("same-slug"));
      throw new Error("expected a failure");
    } catch (err) {
      const data = (err as { response: { data: Record<string, { code: string }> } }).response.data;
      expect(data.seoURL.code).toBe("validation_not_unique");
    }
  });
});

describe("field rules", () => {
  it("a 5,000-character name is refused with a message on name", async () => {
    try {
      await s.staff.collection("currentAffairs").create({ ...fields("long-name"), name: "x".repeat(5000) });
      throw new Error("expected a failure");
    } catch (err) {
      const data = (err as { response: { data: Record<string, { code: string; message: string }> } }).response
        .data;
      expect(data.name.code).toBe("validation_max_text_constraint");
      expect(data.name.message).toMatch(/300/);
    }
    expect(
      await s.staff.collection("currentAffairs").getList(1, 1, { filter: "seoURL = 'long-name'" }),
    ).toMatchObject({
      totalItems: 0,
    });
  });

  it("names are stored trimmed and NFC-normalised; a blank name is refused", async () => {
    const r = await s.staff
      .collection("currentAffairs")
      .create({ ...fields("trimmed"), name: "  Cafe\u0301 news  " });
    expect(r.name).toBe("Caf\u00E9 news");
    expect(
      await status(s.staff.collection("currentAffairs").create({ ...fields("blank"), name: "   " })),
    ).toBe(400);
  });
});

describe("admin list filters", () => {
  it("search text that looks like a filter is matched literally, and the date range matches the day", async () => {
    await s.staff
      .collection("currentAffairs")
      .create({ ...fields("odd-name"), name: "Quote ' \" @request.auth.id" });
    // Sent as typed, PocketBase refuses the filter outright (even for staff)...
    const raw = s.staff.filter("name ~ {:q}", { q: "' \" @request.auth" });
    expect(await status(s.staff.collection("currentAffairs").getList(1, 20, { filter: raw }))).toBe(403);
    // ...so the admin list sends it through searchText(), which still finds the article.
    const f = s.staff.filter("name ~ {:q}", { q: searchText("' \" @request.auth") });
    expect((await s.staff.collection("currentAffairs").getList(1, 20, { filter: f })).totalItems).toBe(1);
    const day = s.staff.filter("date >= {:a} && date < {:b}", {
      a: "2026-11-22 00:00:00.000Z",
      b: "2026-11-23 00:00:00.000Z",
    });
    expect(
      (await s.staff.collection("currentAffairs").getList(1, 1, { filter: day })).totalItems,
    ).toBeGreaterThan(0);
  });
});

describe("guests", () => {
  it("cannot create, update or delete articles", async () => {
    const a = await s.staff.collection("currentAffairs").create({ ...fields("guarded"), active: true });
    const g = s.guest().collection("currentAffairs");
    expect(await status(g.create(fields("guest-made")))).toBe(400);
    expect(await status(g.update(a.id, { name: "Hacked" }))).toBe(404);
    expect(await status(g.delete(a.id))).toBe(404);
    const res = await fetch(`${s.url}/api/collections/currentAffairs/records`, {
      method: "POST",
      body: buildArticleForm(fields("guest-upload"), { doc: docx, images: [] }),
    });
    expect(res.status).toBe(400);
    expect((await s.staff.collection("currentAffairs").getOne(a.id)).name).toBe("Punjab budget");
  });
});
