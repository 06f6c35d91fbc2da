// Courses as staff manage them (/admin/courses), checked against a real PocketBase: the store
// URL must be https, the price a whole number from 0 to ₹10,00,000, the picture a real PNG, JPEG
// or WebP of at most 2 MB; anonymous visitors cannot write and never see drafts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCoursePng } from "../../scripts/lib/png.mjs";
import { startTestServer, status, type TestServer } from "./support/server";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(async () => {
  await srv?.stop();
});

const base = { name: "PSTET Course", cat: ["Teaching"], tags: ["PDF"], url: "https://store.example.in/c/1" };

function fieldCode(err: unknown, field: string): string | undefined {
  const data = (err as { response?: { data?: Record<string, { code?: string }> } }).response?.data;
  return data?.[field]?.code;
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error("expected the request to fail");
}

describe("courses: server-side checks", () => {
  it("accepts an https store URL and refuses javascript:, http: and a site path", async () => {
    const ok = await srv.staff.collection("courses").create({ ...base, price: 100 });
    expect(ok.url).toBe(base.url);
    for (const url of [
      "javascript:alert(1)",
      "http://store.example.in/c/1",
      "/courses",
      "https://bad host",
    ]) {
      const err = await failure(srv.staff.collection("courses").create({ ...base, price: 1, url }));
      expect((err as { status: number }).status).toBe(400);
      expect(fieldCode(err, "url")).toBeTruthy();
    }
    const err = await failure(srv.staff.collection("courses").update(ok.id, { url: "http://x.in" }));
    expect(fieldCode(err, "url")).toBe("validation_invalid_value");
  });

  it("takes whole rupees from 0 to 10,00,000 only", async () => {
    for (const price of [0, 1000000]) {
      const rec = await srv.staff.collection("courses").create({ ...base, price });
      expect(rec.price).toBe(price);
    }
    const cases: [unknown, string][] = [
      [-1, "validation_min_number_constraint"],
      [1e9, "validation_max_number_constraint"],
      ["abc", "validation_invalid_value"],
      [12.5, "validation_invalid_value"],
      ["1e3", "validation_invalid_value"],
    ];
    for (const [price, code] of cases) {
      const err = await failure(srv.staff.collection("courses").create({ ...base, price }));
      expect(fieldCode(err, "price"), String(price)).toBe(code);
    }
    // The same through a multipart form (how the admin sends a course with a picture).
    const fd = new FormData();
    fd.append("name", "Form course");
    fd.append("url", base.url);
    fd.append("price", "abc");
    expect(fieldCode(await failure(srv.staff.collection("courses").create(fd)), "price")).toBe(
      "validation_invalid_value",
    );
  });

  it("stores a real picture with 200/400/800 px thumbnails and refuses fakes, empty and big files", async () => {
    const png = new Uint8Array(makeCoursePng(320, 180));
    const rec = await srv.staff
      .collection("courses")
      .create({ ...base, price: 5, image: new File([png], "cover.png", { type: "image/png" }) });
    expect(rec.image).toMatch(/^cover_\w+\.png$/);
    const thumb = await fetch(srv.staff.files.getURL(rec, rec.image, { thumb: "400x0" }));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/png");

    const exe = new File(["MZ\x90\x00fake program"], "photo.png", { type: "image/png" });
    const bad = await failure(srv.staff.collection("courses").create({ ...base, price: 5, image: exe }));
    expect(fieldCode(bad, "image")).toBe("validation_invalid_mime_type");

    const empty = new File([], "empty.png", { type: "image/png" });
    const none = await failure(srv.staff.collection("courses").create({ ...base, price: 5, image: empty }));
    expect((none as { status: number }).status).toBe(400);

    // 2 MB + 1 byte of a real PNG header followed by padding.
    const big = new File([png, new Uint8Array(20 * 1024 * 1024)], "big.png", { type: "image/png" });
    const tooBig = await failure(srv.staff.collection("courses").create({ ...base, price: 5, image: big }));
    expect(fieldCode(tooBig, "image")).toBe("validation_file_size_limit");
  });

  it("refuses anonymous writes and hides drafts from visitors", async () => {
    const guest = srv.guest();
    const draft = await srv.staff.collection("courses").create({ ...base, name: "Draft course", price: 9 });
    const live = await srv.staff
      .collection("courses")
      .create({ ...base, name: "Live course", price: 9, active: true });
    expect(await status(guest.collection("courses").create({ ...base, price: 1 }))).toBe(400);
    expect(await status(guest.collection("courses").update(live.id, { price: 1 }))).toBe(404);
    expect(await status(guest.collection("courses").delete(live.id))).toBe(404);
    expect(await status(guest.collection("courses").getOne(draft.id))).toBe(404);
    const seen = await guest.collection("courses").getFullList({ fields: "id" });
    expect(seen.map((c) => c.id)).toContain(live.id);
    expect(seen.map((c) => c.id)).not.toContain(draft.id);
    expect((await srv.staff.collection("courses").getOne(live.id)).price).toBe(9);
  });

  it("filters by one category exactly (not a longer name containing it)", async () => {
    await srv.staff.collection("courses").create({ ...base, name: "Cat A", cat: ["ਪੰਜਾਬ & Govt"], price: 1 });
    await srv.staff
      .collection("courses")
      .create({ ...base, name: "Cat B", cat: ["ਪੰਜਾਬ & Govt Plus"], price: 1 });
    const found = await srv.staff.collection("courses").getFullList({
      filter: srv.staff.filter("cat ~ {:cat}", { cat: JSON.stringify("ਪੰਜਾਬ & Govt") }),
    });
    expect(found.map((c) => c.name)).toEqual(["Cat A"]);
  });
});
