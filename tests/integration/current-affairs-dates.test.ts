// The by-date pages' queries against a real PocketBase: IST day and month ranges, the nearest days
// with articles, the previous/next chain (total, ties broken by created then id), "more from this
// day"; the date default hook, reserved slugs, the date URLs' HTTP statuses, and the backfill
// migration up and down.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  afterFilter,
  beforeFilter,
  CHAIN_SORT,
  CHAIN_SORT_DESC,
  neighbourFilter,
  rangeFilter,
  sameDayFilter,
  type FilterParts,
} from "../../src/features/current-affairs/api/date-filters";
import { istDayOf, istDayRange, istMonthRange, istToday } from "../../src/lib/ist-date";
import { ROOT, pbArgs, startPocketBase, superuserClient } from "../../scripts/lib/pocketbase.mjs";
import { startTestServer, type TestServer } from "./support/server";

const INDEX = `<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>`;

let s: TestServer;
const ids: Record<string, string> = {};

async function make(slug: string, date: string, active = true) {
  const rec = await s.staff
    .collection("currentAffairs")
    .create({ name: `Article ${slug}`, seoURL: slug, date, active });
  ids[slug] = rec.id;
  return rec;
}

beforeAll(async () => {
  s = await startTestServer();
  mkdirSync(join(s.dataDir, "public"), { recursive: true });
  writeFileSync(join(s.dataDir, "public", "index.html"), INDEX);
  // Around midnight in India on 23 Nov 2026 (= 22 Nov 18:30 UTC).
  await make("last-of-22nd", "2026-11-22 18:29:59.999Z");
  await make("first-of-23rd", "2026-11-22 18:30:00.000Z");
  await make("picked-23rd-a", "2026-11-23 00:00:00.000Z");
  await make("picked-23rd-b", "2026-11-23 00:00:00.000Z");
  await make("picked-23rd-c", "2026-11-23 00:00:00.000Z");
  await make("draft-23rd", "2026-11-23 00:00:00.000Z", false);
  await make("late-23rd", "2026-11-23 18:29:00.000Z");
  await make("in-october", "2026-10-15 00:00:00.000Z");
  await make("in-december", "2026-12-02 00:00:00.000Z");
}, 60_000);
afterAll(async () => s?.stop());

type Row = { id: string; seoURL: string; date: string; created: string };

async function list(pb: PocketBase, f: FilterParts, sort = CHAIN_SORT, perPage = 50): Promise<Row[]> {
  const res = await pb.collection("currentAffairs").getList<Row>(1, perPage, {
    filter: pb.filter(f.expr, f.params),
    sort,
    fields: "id,seoURL,date,created",
    skipTotal: true,
  });
  return res.items;
}

describe("day and month queries", () => {
  it("a day is India's day: 18:30 UTC the day before up to 18:30 UTC, drafts left out", async () => {
    const day = await list(s.guest(), rangeFilter(istDayRange("2026-11-23")));
    expect(day.map((r) => r.seoURL)).toEqual([
      "first-of-23rd",
      "picked-23rd-a",
      "picked-23rd-b",
      "picked-23rd-c",
      "late-23rd",
    ]);
    const before = await list(s.guest(), rangeFilter(istDayRange("2026-11-22")));
    expect(before.map((r) => r.seoURL)).toEqual(["last-of-22nd"]);
    // Staff see drafts through the API rule, but the page asks for active ones only.
    expect((await list(s.staff, rangeFilter(istDayRange("2026-11-23")))).map((r) => r.seoURL)).not.toContain(
      "draft-23rd",
    );
  });

  it("a month is its IST days", async () => {
    const nov = await list(s.guest(), rangeFilter(istMonthRange("2026-11")));
    expect(nov.map((r) => r.seoURL)).toEqual([
      "last-of-22nd",
      "first-of-23rd",
      "picked-23rd-a",
      "picked-23rd-b",
      "picked-23rd-c",
      "late-23rd",
    ]);
    expect(nov.map((r) => istDayOf(r.date))).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-23",
      "2026-11-23",
      "2026-11-23",
      "2026-11-23",
    ]);
  });

  it("a day with nothing finds the nearest earlier and later days with articles", async () => {
    const range = istDayRange("2026-11-10");
    const [before] = await list(s.guest(), beforeFilter(range), "-date", 1);
    const [after] = await list(s.guest(), afterFilter(range), "date", 1);
    expect(istDayOf(before!.date)).toBe("2026-10-15");
    expect(istDayOf(after!.date)).toBe("2026-11-22");
    const late = istDayRange("2027-01-05");
    expect(await list(s.guest(), afterFilter(late), "date", 1)).toEqual([]);
  });
});

describe("previous / next article", () => {
  async function step(from: Row, direction: "older" | "newer"): Promise<Row | undefined> {
    const f = neighbourFilter({ id: from.id, date: from.date, created: from.created }, direction);
    return (await list(s.guest(), f, direction === "older" ? CHAIN_SORT_DESC : CHAIN_SORT, 1))[0];
  }

  it("walks every active article once, in date order, both ways (same-date ties included)", async () => {
    const all = await list(s.guest(), { expr: "active = {:a}", params: { a: true } }, CHAIN_SORT, 100);
    expect(all).toHaveLength(8);
    const forward: string[] = [];
    let cur: Row | undefined = all[0];
    while (cur && forward.length < 20) {
      forward.push(cur.seoURL);
      cur = await step(cur, "newer");
    }
    expect(forward).toEqual(all.map((r) => r.seoURL));
    expect(forward).toEqual([
      "in-october",
      "last-of-22nd",
      "first-of-23rd",
      "picked-23rd-a",
      "picked-23rd-b",
      "picked-23rd-c",
      "late-23rd",
      "in-december",
    ]);
    const backward: string[] = [];
    cur = all.at(-1);
    while (cur && backward.length < 20) {
      backward.push(cur.seoURL);
      cur = await step(cur, "older");
    }
    expect(backward).toEqual([...forward].reverse());
  });

  it("more from this day: the same IST day, without the article itself or drafts", async () => {
    const b = (await list(s.guest(), rangeFilter(istDayRange("2026-11-23")))).find(
      (r) => r.seoURL === "picked-23rd-b",
    )!;
    const same = await list(s.guest(), sameDayFilter(istDayRange(istDayOf(b.date)), b.id), CHAIN_SORT, 5);
    expect(same.map((r) => r.seoURL)).toEqual([
      "first-of-23rd",
      "picked-23rd-a",
      "picked-23rd-c",
      "late-23rd",
    ]);
  });
});

describe("every article has a date", () => {
  it("an article saved without a date gets today's date in India", async () => {
    const rec = await s.staff.collection("currentAffairs").create({ name: "No date", seoURL: "no-date" });
    expect(rec.date).toBe(`${istToday()} 00:00:00.000Z`);
    await s.staff.collection("currentAffairs").delete(rec.id);
  });

  it("emptying the date on an edit puts back the day the article was created", async () => {
    const rec = await s.staff
      .collection("currentAffairs")
      .create({ name: "Dated", seoURL: "dated", date: "2026-01-05 00:00:00.000Z" });
    const updated = await s.staff.collection("currentAffairs").update(rec.id, { date: "" });
    expect(updated.date).toBe(`${istDayOf(rec.created)} 00:00:00.000Z`);
    await s.staff.collection("currentAffairs").delete(rec.id);
  });
});

describe("reserved slugs and date URLs", () => {
  it.each(["today", "date", "month", "archive", "TODAY"])(
    "an article may not take the slug %j",
    async (slug) => {
      const err = await s.staff
        .collection("currentAffairs")
        .create({ name: "Today", seoURL: slug, date: "2026-11-23 00:00:00.000Z" })
        .catch(
          (e: { status: number; response: { data: Record<string, { code: string; message: string }> } }) => e,
        );
      expect(err).toMatchObject({ status: 400 });
      const data = (err as { response: { data: Record<string, { code: string; message: string }> } }).response
        .data;
      expect(data.seoURL?.code).toBe("validation_reserved");
      expect(data.seoURL?.message).toMatch(/address of a site page/);
    },
  );

  it.each([
    ["/currentaffairs/today", 200],
    ["/currentaffairs/archive", 200],
    ["/currentaffairs/date", 404],
    ["/currentaffairs/month", 404],
    ["/currentaffairs/date/2026-11-23", 200],
    ["/currentaffairs/date/2028-02-29", 200],
    ["/currentaffairs/date/2026-02-30", 404],
    ["/currentaffairs/date/9999-99-99", 404],
    ["/currentaffairs/date/..%2F..%2Fetc", 404],
    ["/currentaffairs/date/2026-11-23%27%20OR%201=1", 404],
    ["/currentaffairs/month/2026-11", 200],
    ["/currentaffairs/month/2026-13", 404],
    ["/currentaffairs/month/2026-11/print", 200],
    ["/currentaffairs/month/junk/print", 404],
  ])("GET %s → %i, the app shell without article meta", async (path, code) => {
    const res = await fetch(s.url + path);
    expect(res.status).toBe(code);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain("og:title");
  });
});

describe("the backfill migration", () => {
  it("gives dateless articles the IST day they were created on, and down() takes exactly that back", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pb-backfill-"));
    // No hooks: the date default hook would otherwise fill the date at once. Migrations still
    // require `${__hooks}/../src/lib/rules-core.cjs` (which loads shared/), so the empty hooks dir
    // gets src/ and shared/ beside it.
    const hooksBase = mkdtempSync(join(tmpdir(), "pb-nohooks-"));
    const hooksDir = join(hooksBase, "pb_hooks");
    mkdirSync(hooksDir);
    symlinkSync(join(ROOT, "src"), join(hooksBase, "src"));
    symlinkSync(join(ROOT, "shared"), join(hooksBase, "shared"));
    const serve = () =>
      startPocketBase({ dataDir, hooksDir, quiet: true, publicDir: join(dataDir, "public") });
    const mine = readdirSync(join(ROOT, "pb_migrations")).filter(
      (f) => f.endsWith(".js") && f >= "1764100400_current_affairs_date_backfill.js",
    ).length;
    const cli = (args: string[], input?: string) => {
      const r = spawnSync(srvBin, [...args, ...pbArgs({ dataDir, hooksDir })], { encoding: "utf8", input });
      expect(r.status, r.stderr).toBe(0);
    };
    let srvBin = "";
    try {
      let srv = await serve();
      srvBin = srv.bin;
      let admin = await superuserClient({ bin: srv.bin, dataDir, url: srv.url });
      const bare = await admin.collection("currentAffairs").create({ name: "Old", seoURL: "old" });
      const kept = await admin
        .collection("currentAffairs")
        .create({ name: "Kept", seoURL: "kept", date: "2025-05-05 00:00:00.000Z" });
      expect(bare.date).toBe("");
      await srv.stop();

      // Down past this migration and up again: it now meets an article without a date.
      cli(["migrate", "down", String(mine)], "y\n");
      cli(["migrate", "up"]);
      srv = await serve();
      admin = await superuserClient({ bin: srv.bin, dataDir, url: srv.url });
      expect((await admin.collection("currentAffairs").getOne(bare.id)).date).toBe(
        `${istDayOf(bare.created)} 00:00:00.000Z`,
      );
      expect((await admin.collection("currentAffairs").getOne(kept.id)).date).toBe(
        "2025-05-05 00:00:00.000Z",
      );

      // A date staff set after the backfill is theirs: down() leaves it.
      const edited = await admin
        .collection("currentAffairs")
        .create({ name: "Edited", seoURL: "edited" })
        .then((r) => admin.collection("currentAffairs").update(r.id, { date: "" }));
      await srv.stop();
      cli(["migrate", "down", String(mine)], "y\n");
      cli(["migrate", "up"]);
      srv = await serve();
      admin = await superuserClient({ bin: srv.bin, dataDir, url: srv.url });
      await admin.collection("currentAffairs").update(edited.id, { date: "2024-01-01 00:00:00.000Z" });
      await srv.stop();

      cli(["migrate", "down", String(mine)], "y\n");
      // `serve` applies pending migrations: read through a server that has only the older ones.
      const older = mkdtempSync(join(tmpdir(), "pb-older-migrations-"));
      for (const f of readdirSync(join(ROOT, "pb_migrations")))
        if (f < "1764100400_current_affairs_date_backfill.js")
          copyFileSync(join(ROOT, "pb_migrations", f), join(older, f));
      srv = await startPocketBase({
        dataDir,
        hooksDir,
        quiet: true,
        publicDir: join(dataDir, "public"),
        extraArgs: [`--migrationsDir=${older}`],
      });
      try {
        admin = await superuserClient({ bin: srv.bin, dataDir, url: srv.url });
        const get = async (id: string) => (await admin.collection("currentAffairs").getOne(id)).date;
        expect(await get(bare.id)).toBe("");
        expect(await get(kept.id)).toBe("2025-05-05 00:00:00.000Z");
        expect(await get(edited.id)).toBe("2024-01-01 00:00:00.000Z");
      } finally {
        await srv.stop();
        rmSync(older, { recursive: true, force: true });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(hooksBase, { recursive: true, force: true });
    }
  }, 120_000);
});
