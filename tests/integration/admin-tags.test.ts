// Tag rules enforced by pb_hooks/tags.pb.js against a real PocketBase: stored names are trimmed
// and NFC-normalised, duplicates ignoring case (any script) are refused with a field error,
// HTML is kept as plain text, deleting a tag removes it from articles, guests cannot write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, status, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

const tags = () => s.staff.collection("CAtags");

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    return err as { status: number; response: { data: Record<string, { code: string; message: string }> } };
  }
  throw new Error("expected the request to fail");
}

describe("tag names", () => {
  it("are stored trimmed, with inner spaces collapsed", async () => {
    const t = await tags().create({ name: "  Punjab   Budget  " });
    expect(t.name).toBe("Punjab Budget");
  });

  it("refuse a duplicate in another case with a field message on name", async () => {
    await tags().create({ name: "Polity" });
    const err = await failure(tags().create({ name: "  POLITY " }));
    expect(err.status).toBe(400);
    expect(err.response.data.name.code).toBe("validation_not_unique");
    expect(err.response.data.name.message).toMatch(/^This tag already exists/);
  });

  it("fold case beyond ASCII and treat NFC/NFD spellings as one tag", async () => {
    const t = await tags().create({ name: "E\u0301conomie" }); // decomposed É
    expect(t.name).toBe("\u00C9conomie");
    expect((await failure(tags().create({ name: "\u00C9CONOMIE" }))).status).toBe(400);
    expect((await failure(tags().create({ name: "économie" }))).status).toBe(400);
    const all = await tags().getFullList({ filter: s.staff.filter("name ~ {:n}", { n: "conomie" }) });
    expect(all).toHaveLength(1);
  });

  it("refuse a rename onto another tag's name in another case, allow a tag's own re-casing", async () => {
    const a = await tags().create({ name: "Sports" });
    await tags().create({ name: "Science" });
    const err = await failure(tags().update(a.id, { name: "science" }));
    expect(err.response.data.name.code).toBe("validation_not_unique");
    expect((await tags().update(a.id, { name: "SPORTS" })).name).toBe("SPORTS");
  });

  it("keep HTML as literal text", async () => {
    const raw = '<img src=x onerror="alert(1)"><b>Tag</b>';
    const t = await tags().create({ name: raw });
    expect((await s.guest().collection("CAtags").getOne(t.id)).name).toBe(raw);
  });

  it("refuse blank names", async () => {
    const err = await failure(tags().create({ name: "    " }));
    expect(err.response.data.name.code).toBe("validation_required");
  });
});

describe("deleting a tag", () => {
  it("removes it from articles that had it and keeps the articles", async () => {
    const keep = await tags().create({ name: "Keep me" });
    const gone = await tags().create({ name: "Delete me" });
    const art = await s.staff.collection("currentAffairs").create({
      name: "Tagged article",
      seoURL: "tagged-article",
      active: true,
      tags: [keep.id, gone.id],
    });
    await tags().delete(gone.id);
    const after = await s.staff.collection("currentAffairs").getOne(art.id);
    expect(after.tags).toEqual([keep.id]);
  });
});

describe("guests", () => {
  it("cannot create, rename or delete tags", async () => {
    const t = await tags().create({ name: "Guarded" });
    const g = s.guest().collection("CAtags");
    expect(await status(g.create({ name: "Guest tag" }))).toBe(400);
    expect(await status(g.update(t.id, { name: "Hacked" }))).toBe(404);
    expect(await status(g.delete(t.id))).toBe(404);
    expect((await tags().getOne(t.id)).name).toBe("Guarded");
  });
});
