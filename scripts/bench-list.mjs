// npm run bench: the public current-affairs list, and the by-date pages' queries (a day, a month's
// index, a printable month with its content, the nearest days, an article's neighbours), at
// 10,000 articles (about 7 a day over four years).
// Starts a throw-away PocketBase (temp data dir, 127.0.0.1 only, rate limits off), seeds 10,000
// articles over 20 tags with the batch API, then measures the list exactly as the page asks for
// it (fields=, expand=tags, skipTotal, pb.filter binding) against the old approach (every article
// in batches of 500, filtered in the browser). Every loop is bounded by count or by seconds.
//   node scripts/bench-list.mjs [--articles=10000] [--seconds=3] [--concurrency=4]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import {
  benchServer,
  latency,
  numberArg,
  printTable,
  runBench,
  seedBatches,
  stopServer,
  throughput,
} from "./lib/bench.mjs";
// The page the app asks for (shared/lists-core.cjs).
import { ARTICLES_PER_PAGE as PAGE_SIZE, ARTICLE_CARD_FIELDS as CARD_FIELDS } from "../shared/lists-core.cjs";

const ARTICLES = numberArg("articles", 10_000);
const SECONDS = numberArg("seconds", 3);
const CONCURRENCY = numberArg("concurrency", 4);
const TAGS = 20;
const BATCH = 200;

const WORDS =
  "Punjab budget policy cabinet court election river police exam education health sports award climate trade rupee bank rail road village farmer water energy digital census".split(
    " ",
  );
const pick = (arr, i) => arr[i % arr.length];

function articleData(i, tagIds) {
  const w = (k) => pick(WORDS, (i * 7 + k * 13) % 97);
  const day = new Date(Date.UTC(2026, 10, 20) - (i % 1500) * 86_400_000).toISOString().slice(0, 10);
  const tags = [tagIds[i % TAGS], tagIds[(i * 3 + 1) % TAGS]].slice(0, 1 + (i % 2));
  const para = `<p>${w(1)} ${w(2)} ${w(3)} announcement explained for aspirants, with the numbers to remember.</p>`;
  return {
    name: `${w(1)} ${w(2)} ${w(3)} update number ${i}`,
    date: `${day} 00:00:00.000Z`,
    desc: `What the ${w(2)} ${w(4)} decision means for exams (${i}).`,
    seoURL: `bench-article-${i}`,
    // One in twenty is a draft, so the active filter does real work.
    active: i % 20 !== 0,
    tags,
    // Stored HTML of a realistic size (~4 KB): list requests must not pay for it.
    html: `<h1>Article ${i}</h1>${para.repeat(30)}`,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "pb-bench-"));
  // This instance is ours alone: no rate limits, and batches for a fast seed.
  const { srv, admin } = await benchServer(dataDir, { batch: BATCH });
  try {
    const seedStart = performance.now();
    const tagIds = [];
    for (let t = 0; t < TAGS; t++)
      tagIds.push((await admin.collection("CAtags").create({ name: `Bench tag ${t}` })).id);
    await seedBatches(admin, "currentAffairs", ARTICLES, (i) => articleData(i, tagIds), BATCH);
    const seedSecs = (performance.now() - seedStart) / 1000;
    console.log(`Seeded ${ARTICLES} articles over ${TAGS} tags in ${seedSecs.toFixed(1)} s (${srv.url})\n`);

    const guest = new PocketBase(srv.url);
    guest.autoCancellation(false);
    const ca = guest.collection("currentAffairs");
    const twoTags = [tagIds[3], tagIds[11]];

    // The page's requests (mirrors buildListFilter + listCurrentAffairs).
    const page = (filter, skipTotal = true) =>
      ca.getList(1, PAGE_SIZE, {
        filter,
        sort: "-date,-created",
        expand: "tags",
        fields: CARD_FIELDS,
        skipTotal,
      });
    const tagFilter = guest.filter("active = {:a} && (tags.id ?= {:t0} || tags.id ?= {:t1})", {
      a: true,
      t0: twoTags[0],
      t1: twoTags[1],
    });
    const searchFilter = guest.filter("active = {:a} && name ~ {:q}", { a: true, q: "budget" });
    const plainFilter = guest.filter("active = {:a}", { a: true });

    const one = (filter, skipTotal) => async () => {
      const r = await page(filter, skipTotal);
      return { requests: 1, items: r.items.length };
    };
    // The old site: every active article, 500 at a time, with tags expanded, then filtered in JS.
    const oldWay = (wanted) => async () => {
      const all = await ca.getFullList({
        batch: 500,
        filter: "active = true",
        sort: "-created",
        expand: "tags",
      });
      const shown = wanted ? all.filter((a) => a.tags.some((t) => wanted.includes(t))) : all;
      return {
        requests: Math.ceil(all.length / 500) + (all.length % 500 === 0 ? 1 : 0),
        items: Math.min(shown.length, PAGE_SIZE),
      };
    };

    // The by-date pages (mirrors src/features/current-affairs/api/date-filters.ts and the list-day,
    // list-month, list-month-content, nearest-days and article-neighbours operations). An IST day
    // is [previous day 18:30 UTC, this day 18:30 UTC); 10 Nov 2026 and October 2026 here.
    const day = { start: "2026-11-09 18:30:00.000Z", end: "2026-11-10 18:30:00.000Z" };
    const month = { start: "2026-09-30 18:30:00.000Z", end: "2026-10-31 18:30:00.000Z" };
    const inRange = (r) =>
      guest.filter("active = {:active} && date >= {:start} && date < {:end}", { active: true, ...r });
    const dayPage = async () => {
      const r = await ca.getList(1, PAGE_SIZE, {
        filter: inRange(day),
        sort: "date,created,id",
        expand: "tags",
        fields: CARD_FIELDS,
        skipTotal: true,
      });
      return { requests: 1, items: r.items.length };
    };
    // Every page of the range until a short one (the month index: 200 titles a page; the printable
    // month: 10 articles with their stored HTML a page, the first one counted).
    const pagedMonth = (perPage, fields, countFirst) => async () => {
      let requests = 0;
      let items = 0;
      for (let page = 1; ; page++) {
        const r = await ca.getList(page, perPage, {
          filter: inRange(month),
          sort: "date,created,id",
          fields,
          skipTotal: !(countFirst && page === 1),
        });
        requests++;
        items += r.items.length;
        if (r.items.length < perPage) return { requests, items };
      }
    };
    const oneRow = (filter, sort) =>
      ca.getList(1, 1, { filter, sort, fields: "id,name,seoURL,date", skipTotal: true });
    const nearest = async () => {
      const empty = { start: "2031-01-01 18:30:00.000Z", end: "2031-01-02 18:30:00.000Z" };
      const [a, b] = await Promise.all([
        oneRow(guest.filter("active = {:active} && date < {:start}", { active: true, ...empty }), "-date"),
        oneRow(
          guest.filter("active = {:active} && date >= {:end} && date != ''", { active: true, ...empty }),
          "date",
        ),
      ]);
      return { requests: 2, items: a.items.length + b.items.length };
    };
    const probe = (
      await ca.getList(1, 1, { filter: inRange(day), sort: "date,created,id", fields: "id,date,created" })
    ).items[0];
    const chain = (op) =>
      guest.filter(
        `active = {:active} && id != {:id} && date != '' && (date ${op} {:date} || (date = {:date} && (created ${op} {:created} || (created = {:created} && id ${op} {:id}))))`,
        { active: true, id: probe.id, date: probe.date, created: probe.created },
      );
    const neighbours = async () => {
      const [prev, next, same] = await Promise.all([
        oneRow(chain("<"), "-date,-created,-id"),
        oneRow(chain(">"), "date,created,id"),
        ca.getList(1, 5, {
          filter: guest.filter("active = {:active} && date >= {:start} && date < {:end} && id != {:x}", {
            active: true,
            ...day,
            x: probe.id,
          }),
          sort: "date,created,id",
          fields: "id,name,seoURL,date",
          skipTotal: true,
        }),
      ]);
      return { requests: 3, items: prev.items.length + next.items.length + same.items.length };
    };

    const cases = [
      ["First page (no filter)", one(plainFilter, true)],
      ["Two tags selected", one(tagFilter, true)],
      ["Two tags, with total count", one(tagFilter, false)],
      ["Search 'budget'", one(searchFilter, true)],
      ["Day (IST), cards", dayPage],
      ["Month index, titles (200/page)", pagedMonth(200, "id,name,seoURL,date", false)],
      ["Month print, content (10/page)", pagedMonth(10, "id,name,seoURL,date,desc,html", true)],
      ["Empty day: nearest days (2 rows)", nearest],
      ["Article prev/next + same day", neighbours],
      ["Old: all articles in 500s", oldWay(null)],
      ["Old: all, then tag filter in JS", oldWay(twoTags)],
    ];

    // 'first item': the median of sequential runs (15, the old way 3) after 2 warm-ups.
    const rows = [];
    for (const [label, fn] of cases) {
      const old = label.startsWith("Old");
      const { p50, out } = await latency(fn, { runs: old ? 3 : 15, warmup: 2 });
      const rps = old ? null : await throughput(fn, { seconds: SECONDS, concurrency: CONCURRENCY });
      rows.push([label, out.requests, `${p50.toFixed(0)} ms`, out.items, rps == null ? "-" : rps.toFixed(0)]);
    }
    printTable(
      [
        ["List request", 34, "l"],
        ["requests", 9],
        ["first item", 12],
        ["items", 7],
        ["req/s", 8],
      ],
      rows,
    );
    console.log(
      `\n'first item' = median wall time until the first page is in hand (all requests, sequential);`,
    );
    console.log(
      `req/s = ${CONCURRENCY} parallel loops for ${SECONDS} s. Shared machine: compare ratios, not absolutes.`,
    );
  } finally {
    await stopServer(srv, dataDir);
  }
}

runBench(main);
