// npm run bench (third part): full-text search (/api/ca/search, SQLite FTS5 trigram) at 10,000
// articles of about 4 KB of text each (English and Gurmukhi mixed; scripts/lib/bench-search-data.mjs),
// against the list's old name-only search (`name ~ {:q}` through the records API, as the list page
// asked it) in the same run, on a throw-away PocketBase (temp data dir, 127.0.0.1 only, rate
// limits off).
//
// Seeding: every article is created through the batch API, so its text and index row are built by
// the same save hooks as a real save (about 20 ms an article, 3 to 17 minutes for 10,000 as the
// machine is busy). The stopped data directory is then kept in .bench/ (gitignored), keyed by a
// hash of pb_migrations/, pb_hooks/, src/lib/*.cjs, scripts/lib/bench-search-data.mjs (the
// articles and how they are saved) and the article count; later runs copy it (seconds) while
// none of those change. --reseed seeds afresh. The index is then rebuilt once (the
// `npm run search:rebuild` route) and timed.
//
// Then for each query: latency = p50/p95 of sequential requests for SECONDS seconds; req/s =
// CONCURRENCY parallel loops for SECONDS seconds. Every loop is bounded by seconds. The first
// three rows ("in turn") ask a different query on every call (40 English words, 38 Gurmukhi
// words, 30 three-word queries, common and very common): no identical request follows another,
// so nothing is measured warm from the previous one (the server keeps no result cache either).
//   node scripts/bench-search.mjs [--articles=10000] [--seconds=3] [--concurrency=4] [--reseed] [--keep]
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import {
  benchServer,
  flag,
  latency,
  loadLine,
  numberArg,
  printTable,
  runBench,
  seededDataDir,
  SEED_INPUTS,
  throughput,
} from "./lib/bench.mjs";
import { BATCH, FILLER_EN, FILLER_PA, seedArticles, TOPICS_EN, TOPICS_PA } from "./lib/bench-search-data.mjs";
import { ROOT } from "./lib/pocketbase.mjs";
import { ARTICLE_CARD_FIELDS as CARD_FIELDS } from "../shared/lists-core.cjs";

const ARTICLES = numberArg("articles", 10_000);
const SECONDS = numberArg("seconds", 3);
const CONCURRENCY = numberArg("concurrency", 4);

async function main() {
  const seeded = await seededDataDir({
    name: `search-${ARTICLES}`,
    generator: `articles=${ARTICLES}\n${readFileSync(join(ROOT, "scripts/lib/bench-search-data.mjs"), "utf8")}`,
    inputs: SEED_INPUTS,
    seed: ({ admin }) => seedArticles(admin, ARTICLES),
    reseed: flag("reseed"),
    batch: BATCH,
  });
  const { dataDir, info } = seeded;
  console.log(
    seeded.hit
      ? `Seeded data from the cache (.bench/seed-search-${ARTICLES}-${seeded.key}): ${ARTICLES} articles, ${info.htmlKB.toFixed(1)} KB of HTML each, seeded once in ${info.seconds.toFixed(0)} s`
      : `Seeded ${ARTICLES} articles (${info.htmlKB.toFixed(1)} KB of HTML each, text and index built by the save hooks) in ` +
          `${info.seconds.toFixed(1)} s (${((info.seconds * 1000) / ARTICLES).toFixed(1)} ms an article); cached as .bench/seed-search-${ARTICLES}-${seeded.key}`,
  );
  let srv;
  try {
    const started = await benchServer(dataDir);
    srv = started.srv;
    const admin = started.admin;
    const rb = await fetch(`${srv.url}/api/ca/search/rebuild`, {
      method: "POST",
      headers: { Authorization: admin.authStore.token },
    });
    const rebuilt = await rb.json();
    console.log(`Rebuild (npm run search:rebuild): ${rebuilt.indexed} articles in ${rebuilt.ms} ms\n`);

    const guest = new PocketBase(srv.url);
    guest.autoCancellation(false);
    const search =
      (q, { page = 1, tags = [] } = {}) =>
      async () => {
        const params = new URLSearchParams({ q, page: String(page) });
        if (tags.length) params.set("tags", tags.join(","));
        const r = await fetch(`${srv.url}/api/ca/search?${params}`);
        if (!r.ok) throw new Error(`search ${q}: ${r.status}`);
        const body = await r.json();
        return `${body.items.length}${body.hasMore ? "+" : ""}`;
      };
    // The list page's old search, exactly as it asked (LIVE_FILTER + name ~, skipTotal, fields).
    const nameFilter = (q) => async () => {
      const r = await guest.collection("currentAffairs").getList(1, 24, {
        filter: guest.filter("(active = true && (publishAt = '' || publishAt <= @now)) && name ~ {:q}", {
          q,
        }),
        sort: "-date,-created",
        expand: "tags",
        fields: CARD_FIELDS,
        skipTotal: true,
      });
      return String(r.items.length);
    };

    // The same kind of query with different words in turn (each call the next), so no row or
    // result is served warm from the previous identical request: the words each in about one
    // article in ten (topics) or in nearly every article (filler).
    const inTurn = (label, queries) => {
      let i = 0;
      const fns = queries.map((q) => search(q));
      return [`${label} (${queries.length} in turn)`, () => fns[i++ % fns.length]()];
    };
    const en1 = [...TOPICS_EN, ...FILLER_EN.filter((w) => w.length >= 5)];
    const pa1 = [...TOPICS_PA, ...FILLER_PA.filter((w) => [...w].length >= 3)];
    const three = TOPICS_EN.map(
      (w, i) =>
        `${w} ${FILLER_EN.filter((f) => f.length >= 4)[i % 8]} ${TOPICS_EN[(i + 7) % TOPICS_EN.length]}`,
    );
    const twoTags = info.tagIds.slice(3, 5);
    const cases = [
      inTurn("FTS: 1 English word", en1),
      inTurn("FTS: 1 Gurmukhi word", pa1),
      inTurn("FTS: 3 words", three),
      ["FTS: 1 English word 'budget'", search("budget")],
      ["FTS: 1 Gurmukhi word 'ਪੰਜਾਬ'", search("ਪੰਜਾਬ")],
      ["FTS: 3 words 'budget exam scheme'", search("budget exam scheme")],
      ["FTS: 3 words 'budget farmer water'", search("budget farmer water")],
      ["FTS: 2 letters 'ed'", search("ed")],
      ["FTS: in every article 'scheme'", search("scheme")],
      ["FTS: Gurmukhi in every article 'ਯੋਜਨਾ'", search("ਯੋਜਨਾ")],
      ["FTS: 'budget', page 5", search("budget", { page: 5 })],
      ["FTS: 'budget' + 2 tags", search("budget", { tags: twoTags })],
      ["FTS: no match 'zebrafinch'", search("zebrafinch")],
      ["Old: name ~ 'budget'", nameFilter("budget")],
      ["Old: name ~ 'ਪੰਜਾਬ'", nameFilter("ਪੰਜਾਬ")],
      ["Old: name ~ 'budget exam scheme'", nameFilter("budget exam scheme")],
      ["Old: name ~ 'ed'", nameFilter("ed")],
    ];
    console.log(`Start: ${loadLine()}`);
    const rows = [];
    for (const [label, fn] of cases) {
      const m = await latency(fn, { seconds: SECONDS });
      const rps = await throughput(fn, { seconds: SECONDS, concurrency: CONCURRENCY });
      rows.push([label, m.out, `${m.p50.toFixed(1)} ms`, `${m.p95.toFixed(1)} ms`, rps.toFixed(0)]);
    }
    printTable(
      [
        ["Query", 46, "l"],
        ["items", 6],
        ["p50", 10],
        ["p95", 10],
        ["req/s", 8],
      ],
      rows,
    );
    console.log(
      `\nitems = results on the page ("+": more pages). p50/p95 = sequential requests for ${SECONDS} s; ` +
        `req/s = ${CONCURRENCY} parallel loops for ${SECONDS} s.\nEnd: ${loadLine()}. Shared machine: compare ratios, not absolutes.`,
    );
  } finally {
    await srv?.stop();
    if (flag("keep")) console.log(`Data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
