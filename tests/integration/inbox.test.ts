// The staff inbox against a real PocketBase: the CSV export route (staff only, filters bound, the
// exact bytes Excel needs) and the lists' server-side paging and filters (shared/inbox-core.cjs).
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxFilter, type InboxKind, type InboxQuery } from "../../shared/inbox-core.cjs";
import { startTestServer, status, type TestServer } from "./support/server";

let s: TestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  const g = s.guest();
  // From the public forms, as visitors send them (status and handled are staff-only).
  const leads = [
    { name: "ਹਰਪ੍ਰੀਤ ਕੌਰ", mobile: "9876500001", course: "PSTET" },
    { name: '=HYPERLINK("http://evil.example","Click")', mobile: "9876500002", course: "a, b" },
    { name: "<script>alert(1)</script>", mobile: "9876500003", course: 'He said "hi"' },
  ];
  for (const [i, lead] of leads.entries()) ids[`lead${i}`] = (await g.collection("leads").create(lead)).id;
  await s.staff.collection("leads").update(ids.lead2, { status: "closed" });
  ids.msg = (
    await g.collection("messages").create({
      name: "Aman",
      email: "aman@example.com",
      phone: "9876500009",
      message: "Line one\nLine two, with a comma",
    })
  ).id;
  // Sign-ups go through the double opt-in endpoint; a confirmed one is made directly here.
  await s.admin.collection("subscribers").create({ email: "reader@example.com", status: "confirmed" });
}, 60_000);
afterAll(async () => s?.stop());

async function get(path: string, pb?: PocketBase) {
  const headers: Record<string, string> = {};
  if (pb) headers.Authorization = pb.authStore.token;
  const res = await fetch(`${s.url}${path}`, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const text = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

describe("GET /api/inbox/*.csv", () => {
  it("refuses anonymous callers and superusers, with no data", async () => {
    for (const kind of ["leads", "messages", "subscribers"]) {
      const anon = await get(`/api/inbox/${kind}.csv`);
      expect(anon.res.status).toBe(401);
      expect(text(anon.bytes)).not.toContain("9876500001");
      const su = await get(`/api/inbox/${kind}.csv`, s.admin);
      expect([401, 403]).toContain(su.res.status);
    }
    const bad = await fetch(`${s.url}/api/inbox/leads.csv`, { headers: { Authorization: "not-a-token" } });
    expect(bad.status).toBe(401);
  });

  it("gives staff a dated UTF-8 file with BOM, CRLF, quoting and formula cells prefixed", async () => {
    const { res, bytes } = await get("/api/inbox/leads.csv", s.staff);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = text(bytes.slice(3));
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Received (IST),Name,Mobile,Course,Status");
    expect(lines.at(-1)).toBe("");
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    // Newest first.
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},<script>alert\(1\)<\/script>,9876500003,"He said ""hi""",closed$/,
    );
    expect(lines[2]).toMatch(/,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",9876500002,"a, b",new$/);
    expect(lines[3]).toMatch(/,ਹਰਪ੍ਰੀਤ ਕੌਰ,9876500001,PSTET,new$/);
    expect(Buffer.from(bytes).includes(Buffer.from("ਹਰਪ੍ਰੀਤ", "utf8"))).toBe(true);
  });

  it("exports only the current filter, with the values bound", async () => {
    const closed = text((await get("/api/inbox/leads.csv?status=closed", s.staff)).bytes);
    expect(closed.trim().split("\r\n")).toHaveLength(2);
    expect(closed).toContain("9876500003");
    const newOnes = text((await get("/api/inbox/leads.csv?status=new&q=98765", s.staff)).bytes);
    expect(newOnes.trim().split("\r\n")).toHaveLength(3);
    const inject = encodeURIComponent(`x" || id != "`);
    const none = await get(`/api/inbox/leads.csv?q=${inject}`, s.staff);
    expect(none.res.status).toBe(200);
    expect(text(none.bytes).trim().split("\r\n")).toHaveLength(1);
  });

  it("keeps a message's line breaks inside one quoted cell", async () => {
    const csv = text((await get("/api/inbox/messages.csv?handled=no", s.staff)).bytes);
    expect(csv).toContain(`,"Line one\nLine two, with a comma",no\r\n`);
    const subs = text((await get("/api/inbox/subscribers.csv", s.staff)).bytes);
    expect(subs).toMatch(
      /^\uFEFFE-mail,Status,Since \(IST\)\r\nreader@example\.com,confirmed,\d{4}-\d{2}-\d{2} \d{2}:\d{2}\r\n$/,
    );
  });
});

describe("inbox lists on the server", () => {
  const list = (pb: PocketBase, kind: InboxKind, query: InboxQuery, page = 1, perPage = 2) => {
    const { filter, params } = inboxFilter(kind, query);
    return pb
      .collection(kind)
      .getList(page, perPage, { filter: pb.filter(filter, params), sort: "-created,-id" });
  };

  it("pages and filters leads by status and by name or mobile", async () => {
    const p1 = await list(s.staff, "leads", {});
    expect(p1.totalItems).toBe(3);
    expect(p1.totalPages).toBe(2);
    expect((await list(s.staff, "leads", {}, 2)).items.map((r) => r.id)).toEqual([ids.lead0]);
    expect((await list(s.staff, "leads", { status: "new" })).totalItems).toBe(2);
    expect((await list(s.staff, "leads", { q: "ਹਰਪ੍ਰੀਤ" })).items.map((r) => r.id)).toEqual([ids.lead0]);
    expect((await list(s.staff, "leads", { q: "+91 98765 00002" })).items.map((r) => r.id)).toEqual([
      ids.lead1,
    ]);
    expect((await list(s.staff, "leads", { q: "@request.auth.id" })).totalItems).toBe(0);
  });

  it("refuses guests: an empty list, and no status change, handled mark or removal", async () => {
    const g = s.guest();
    expect((await list(g, "leads", {})).totalItems).toBe(0);
    expect((await list(g, "messages", {})).totalItems).toBe(0);
    expect((await list(g, "subscribers", {})).totalItems).toBe(0);
    expect([403, 404]).toContain(await status(g.collection("leads").update(ids.lead0, { status: "closed" })));
    expect([403, 404]).toContain(await status(g.collection("messages").update(ids.msg, { handled: true })));
    const sub = (await s.staff.collection("subscribers").getFullList())[0]!;
    expect([403, 404]).toContain(await status(g.collection("subscribers").delete(sub.id)));
    expect((await s.staff.collection("leads").getOne(ids.lead0)).status).toBe("");
  });

  it("lets staff mark a message handled and filter by it", async () => {
    await s.staff.collection("messages").update(ids.msg, { handled: true });
    expect((await list(s.staff, "messages", { handled: "yes" })).totalItems).toBe(1);
    expect((await list(s.staff, "messages", { handled: "no" })).totalItems).toBe(0);
    await s.staff.collection("messages").update(ids.msg, { handled: false });
  });
});
