// The access-rule matrix: every collection × list/view/create/update/delete × anonymous/staff,
// against a real PocketBase with our migrations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import { startTestServer, status, type TestServer } from "./support/server";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

let s: TestServer;
const ids: Record<string, { active: string; inactive?: string }> = {};

/** A valid new record for each collection. */
const sample: Record<string, () => Record<string, unknown>> = {
  CAtags: () => ({ name: `tag ${Math.random().toString(36).slice(2, 8)}` }),
  currentAffairs: () => ({
    name: "Test article",
    seoURL: `test-${Math.random().toString(36).slice(2, 8)}`,
    active: true,
  }),
  quizs: () => ({ name: "Quiz", active: true, questions: [] }),
  courses: () => ({ name: "Course", price: 100, active: true }),
  subscribers: () => ({ email: `s${Math.random().toString(36).slice(2, 8)}@example.com` }),
  leads: () => ({ name: "Gurpreet Singh", mobile: "9876543210", course: "PCS" }),
  messages: () => ({ name: "Aman", email: "aman@example.com", message: "Please call me about PSTET." }),
};

beforeAll(async () => {
  s = await startTestServer();
  for (const c of ["CAtags", "currentAffairs", "quizs", "courses", "subscribers", "leads", "messages"]) {
    const active = await s.admin.collection(c).create(sample[c]());
    ids[c] = { active: active.id };
    if (["currentAffairs", "quizs", "courses"].includes(c)) {
      const inactive = await s.admin.collection(c).create({ ...sample[c](), active: false });
      ids[c].inactive = inactive.id;
    }
  }
  const settings = await s.admin.collection("settings").create({ instituteName: "Test Institute" });
  ids.settings = { active: settings.id };
});
afterAll(async () => s?.stop());

async function listIds(pb: PocketBase, c: string) {
  return (await pb.collection(c).getFullList()).map((r) => r.id);
}

describe("published content: currentAffairs, quizs, courses", () => {
  for (const c of ["currentAffairs", "quizs", "courses"]) {
    it(`${c}: guests list and view only active records`, async () => {
      const g = s.guest();
      const list = await listIds(g, c);
      expect(list).toContain(ids[c].active);
      expect(list).not.toContain(ids[c].inactive);
      expect(await status(g.collection(c).getOne(ids[c].active))).toBe(200);
      expect(await status(g.collection(c).getOne(ids[c].inactive!))).toBe(404);
      // Even asking explicitly for inactive ones finds nothing.
      const filtered = await g.collection(c).getList(1, 50, { filter: "active = false" });
      expect(filtered.items).toHaveLength(0);
    });

    it(`${c}: guests cannot create, update or delete`, async () => {
      const g = s.guest();
      expect(await status(g.collection(c).create(sample[c]()))).toBe(400);
      expect(await status(g.collection(c).update(ids[c].active, { name: "hacked" }))).toBe(404);
      expect(await status(g.collection(c).delete(ids[c].active))).toBe(404);
    });

    it(`${c}: staff list drafts too, and create, update, delete`, async () => {
      const list = await listIds(s.staff, c);
      expect(list).toEqual(expect.arrayContaining([ids[c].active, ids[c].inactive]));
      expect(await status(s.staff.collection(c).getOne(ids[c].inactive!))).toBe(200);
      const rec = await s.staff.collection(c).create(sample[c]());
      expect(await status(s.staff.collection(c).update(rec.id, { name: "Renamed" }))).toBe(200);
      expect(await status(s.staff.collection(c).delete(rec.id))).toBe(200);
    });
  }
});

describe("CAtags", () => {
  it("anyone reads tags; only staff write", async () => {
    const g = s.guest();
    expect(await listIds(g, "CAtags")).toContain(ids.CAtags.active);
    expect(await status(g.collection("CAtags").getOne(ids.CAtags.active))).toBe(200);
    expect(await status(g.collection("CAtags").create(sample.CAtags()))).toBe(400);
    expect(await status(g.collection("CAtags").update(ids.CAtags.active, { name: "x" }))).toBe(404);
    expect(await status(g.collection("CAtags").delete(ids.CAtags.active))).toBe(404);
    const t = await s.staff.collection("CAtags").create(sample.CAtags());
    expect(await status(s.staff.collection("CAtags").update(t.id, { name: `${t.name} 2` }))).toBe(200);
    expect(await status(s.staff.collection("CAtags").delete(t.id))).toBe(200);
  });

  it("tag names are unique case-insensitively", async () => {
    await s.staff.collection("CAtags").create({ name: "Economy Unique" });
    expect(await status(s.staff.collection("CAtags").create({ name: "economy unique" }))).toBe(400);
  });
});

/** The settings' version header a staff save must send (issue 25, hole 8). */
async function version(id: string) {
  return { headers: { "X-Settings-Updated": (await s.admin.collection("settings").getOne(id)).updated } };
}

describe("settings", () => {
  it("anyone reads; staff update; nobody but a superuser creates or deletes", async () => {
    const g = s.guest();
    expect(await listIds(g, "settings")).toContain(ids.settings.active);
    expect(await status(g.collection("settings").update(ids.settings.active, { phone: "1" }))).toBe(404);
    expect(await status(g.collection("settings").create({ instituteName: "X" }))).toBe(403);
    expect(
      await status(
        s.staff
          .collection("settings")
          .update(ids.settings.active, { phone: "+91 90000 00000" }, await version(ids.settings.active)),
      ),
    ).toBe(200);
    expect(await status(s.staff.collection("settings").create({ instituteName: "X" }))).toBe(403);
    expect(await status(s.staff.collection("settings").delete(ids.settings.active))).toBe(403);
    expect(await status(g.collection("settings").delete(ids.settings.active))).toBe(403);
  });
});

describe("create-only public forms: subscribers, leads, messages", () => {
  for (const c of ["subscribers", "leads", "messages"]) {
    it(`${c}: guests may only create`, async () => {
      const g = s.guest();
      // Newsletter sign-up goes through POST /api/newsletter/subscribe (double opt-in,
      // tests/integration/newsletter.test.ts): the collection itself takes no public creates.
      expect(await status(g.collection(c).create(sample[c]()))).toBe(c === "subscribers" ? 403 : 200);
      expect(await listIds(g, c)).toEqual([]);
      expect(await status(g.collection(c).getOne(ids[c].active))).toBe(404);
      const upd = await status(g.collection(c).update(ids[c].active, {}));
      expect([403, 404]).toContain(upd);
      const del = await status(g.collection(c).delete(ids[c].active));
      expect([403, 404]).toContain(del);
    });

    it(`${c}: staff may read`, async () => {
      expect(await listIds(s.staff, c)).toContain(ids[c].active);
      expect(await status(s.staff.collection(c).getOne(ids[c].active))).toBe(200);
    });
  }

  it("a public create that also sets a staff-only field is rejected", async () => {
    const g = s.guest();
    expect(await status(g.collection("leads").create({ ...sample.leads(), status: "closed" }))).toBe(400);
    expect(await status(g.collection("messages").create({ ...sample.messages(), handled: true }))).toBe(400);
    expect(
      await status(g.collection("subscribers").create({ ...sample.subscribers(), id: "abcdefghijklmno" })),
    ).toBe(403);
  });

  it("field rules reject junk sent straight to the API", async () => {
    const g = s.guest();
    expect(await status(g.collection("leads").create({ name: "", mobile: "9876543210" }))).toBe(400);
    expect(await status(g.collection("leads").create({ name: "A".repeat(201), mobile: "9876543210" }))).toBe(
      400,
    );
    expect(await status(g.collection("leads").create({ name: "Aman", mobile: "12345" }))).toBe(400);
    expect(await status(g.collection("leads").create({ name: "Aman", mobile: "+91 9876543210" }))).toBe(200);
    expect(
      await status(g.collection("messages").create({ name: "Aman", email: "nope", message: "hi there" })),
    ).toBe(400);
    expect(await status(s.admin.collection("subscribers").create({ email: "not an email" }))).toBe(400);
  });

  it("subscriber e-mails are unique case-insensitively", async () => {
    await s.admin.collection("subscribers").create({ email: "Dup@Example.com" });
    expect(await status(s.admin.collection("subscribers").create({ email: "dup@example.com" }))).toBe(400);
  });
});

describe("users", () => {
  it("nobody signs up through the API (owners add staff: access-roles.test.ts)", async () => {
    const body = { email: "new@example.com", password: "password123", passwordConfirm: "password123" };
    // A failed createRule answers 400 "Failed to create record.".
    expect(await status(s.guest().collection("users").create(body))).toBe(400);
    expect(
      await status(
        s
          .guest()
          .collection("users")
          .create({ ...body, role: "owner" }),
      ),
    ).toBe(400);
  });

  it("guests cannot list or view staff; staff can", async () => {
    const g = s.guest();
    expect(await listIds(g, "users")).toEqual([]);
    const me = s.staff.authStore.record!.id;
    expect(await status(g.collection("users").getOne(me))).toBe(404);
    expect(await listIds(s.staff, "users")).toContain(me);
  });

  it("guests cannot update or delete staff", async () => {
    const me = s.staff.authStore.record!.id;
    const g = s.guest();
    expect(await status(g.collection("users").update(me, { name: "x" }))).toBe(404);
    expect([403, 404]).toContain(await status(g.collection("users").delete(me)));
  });
});

describe("files", () => {
  it("doc accepts a real .docx only, checked by content on the server", async () => {
    const JSZip = (await import("jszip")).default;
    const zip = new JSZip();
    zip.file(
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    // The package's root relationships say where the main document is (as every writer puts them).
    zip.file(
      "_rels/.rels",
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    zip.file(
      "word/document.xml",
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hi</w:t></w:r></w:p></w:body></w:document>',
    );
    const docx = await zip.generateAsync({ type: "arraybuffer" });
    const ok = await status(
      s.staff.collection("currentAffairs").create({
        ...sample.currentAffairs(),
        doc: new File([docx], "a.docx", { type: DOCX_MIME }),
      }),
    );
    expect(ok).toBe(200);
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0]);
    const bad = await status(
      s.staff.collection("currentAffairs").create({
        ...sample.currentAffairs(),
        doc: new File([exe], "renamed.docx", { type: DOCX_MIME }),
      }),
    );
    expect(bad).toBe(400);
  });

  it("a draft's document is not downloadable by guests", async () => {
    const JSZip = (await import("jszip")).default;
    const zip = new JSZip();
    zip.file(
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    zip.file(
      "_rels/.rels",
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    zip.file("word/document.xml", "<w:document/>");
    const docx = await zip.generateAsync({ type: "arraybuffer" });
    const rec = await s.staff.collection("currentAffairs").create({
      ...sample.currentAffairs(),
      active: false,
      doc: new File([docx], "draft.docx", { type: DOCX_MIME }),
    });
    const res = await fetch(`${s.url}/api/files/${rec.collectionId}/${rec.id}/${rec.doc}`);
    expect(res.status).toBe(404);
  });
});

describe("sign-in lock-out: signInFailures (the log) and signInLocks (the raw state)", () => {
  it("staff read the failure log; guests do not; nobody writes it through the API", async () => {
    // One failed sign-in puts a row in each collection (pb_hooks/sign-in.pb.js).
    await status(s.guest().collection("users").authWithPassword("access-rules@example.com", "wrong-pass"));
    const log = (await s.admin.collection("signInFailures").getFullList())[0]!;
    const g = s.guest();
    expect(await listIds(g, "signInFailures")).toEqual([]);
    expect(await status(g.collection("signInFailures").getOne(log.id))).toBe(404);
    expect(await listIds(s.staff, "signInFailures")).toContain(log.id);
    expect(await status(s.staff.collection("signInFailures").getOne(log.id))).toBe(200);
    for (const pb of [g, s.staff]) {
      expect(await status(pb.collection("signInFailures").create({ email: "x@example.com" }))).toBe(403);
      expect(await status(pb.collection("signInFailures").update(log.id, { locked: true }))).toBe(403);
      expect(await status(pb.collection("signInFailures").delete(log.id))).toBe(403);
    }
  });

  it("only superusers see or touch the raw lock state", async () => {
    await status(s.guest().collection("users").authWithPassword("access-rules@example.com", "wrong-pass"));
    const lock = (await s.admin.collection("signInLocks").getFullList())[0]!;
    for (const pb of [s.guest(), s.staff]) {
      expect(await status(pb.collection("signInLocks").getList(1, 10))).toBe(403);
      expect(await status(pb.collection("signInLocks").getOne(lock.id))).toBe(403);
      const body = { authCollection: "users", identity: "x@example.com" };
      expect(await status(pb.collection("signInLocks").create(body))).toBe(403);
      expect(await status(pb.collection("signInLocks").update(lock.id, { failures: 0 }))).toBe(403);
      expect(await status(pb.collection("signInLocks").delete(lock.id))).toBe(403);
    }
  });
});
