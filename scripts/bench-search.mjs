// npm run bench (second part): full-text search (/api/ca/search, SQLite FTS5 trigram) at 10,000
// articles of about 4 KB of text each (English and Gurmukhi mixed), against the list's old
// name-only search (`name ~ {:q}` through the records API, as the list page asked it) in the
// same run. Starts a throw-away PocketBase (temp data dir, 127.0.0.1 only, rate limits off),
// seeds with the batch API (every save goes through the text + index hooks), then for each query:
//   latency: p50/p95 of sequential requests (one at a time) for SECONDS seconds;
//   req/s:   CONCURRENCY parallel loops for SECONDS seconds.
// Every loop is bounded by seconds.
//   node scripts/bench-search.mjs [--articles=10000] [--seconds=3] [--concurrency=4] [--keep]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { startPocketBase, superuserClient } from "./lib/pocketbase.mjs";

const arg = (name, dflt) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt);
const ARTICLES = arg("articles", 10_000);
const SECONDS = arg("seconds", 3);
const CONCURRENCY = arg("concurrency", 4);
const BATCH = 50; // each create also builds the text and index rows: small batches stay inside the 30 s batch timeout on a busy machine
const CARD_FIELDS = "id,name,date,desc,seoURL,created,expand.tags.id,expand.tags.name";

// Topic words: each article draws a few, so a topic word is in some articles, not all.
const TOPICS_EN =
  "budget policy cabinet court election river police exam education health sports award climate trade rupee bank rail road village farmer water energy digital census GST monsoon stubble canal industry startup".split(
    " ",
  );
const TOPICS_PA =
  "ਪੰਜਾਬ ਸਰਕਾਰ ਸਿੱਖਿਆ ਨੀਤੀ ਕਿਸਾਨ ਬਜਟ ਪਾਣੀ ਸਕੂਲ ਜ਼ਿਲ੍ਹਾ ਚੋਣ ਅਦਾਲਤ ਪੁਲਿਸ ਖੇਡ ਸਿਹਤ ਵਪਾਰ ਬੈਂਕ ਰੇਲ ਸੜਕ ਪਿੰਡ ਬਿਜਲੀ ਨਹਿਰ ਮੀਂਹ ਉਦਯੋਗ ਅਧਿਆਪਕ".split(
    " ",
  );
const FILLER_EN =
  "the state announced a new scheme for aspirants with numbers to remember and dates that matter in the exam this year under the plan officials said".split(
    " ",
  );
const FILLER_PA = "ਇਸ ਸਾਲ ਲਈ ਨਵੀਂ ਯੋਜਨਾ ਦਾ ਐਲਾਨ ਕੀਤਾ ਗਿਆ ਹੈ ਅਤੇ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਇਹ ਅੰਕੜੇ ਯਾਦ ਰੱਖੋ ਅਧਿਕਾਰੀਆਂ ਨੇ ਕਿਹਾ".split(
  " ",
);

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same articles. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function articleData(i) {
  const r = rng(i + 1);
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const en = [pick(TOPICS_EN), pick(TOPICS_EN), pick(TOPICS_EN)];
  const pa = [pick(TOPICS_PA), pick(TOPICS_PA), pick(TOPICS_PA)];
  const sentence = (filler, topics) =>
    Array.from({ length: 12 }, (_, k) => (k % 5 === 2 ? pick(topics) : pick(filler))).join(" ");
  const paras = [];
  let bytes = 0;
  // About 4 KB of text (Gurmukhi is 3 bytes a letter): English and Punjabi paragraphs in turn.
  for (let p = 0; bytes < 4000; p++) {
    const para = p % 2 ? sentence(FILLER_PA, pa) + "।" : sentence(FILLER_EN, en) + ".";
    paras.push(`<p>${para}</p>`);
    bytes += Buffer.byteLength(para);
  }
  const day = new Date(Date.UTC(2026, 10, 20) - (i % 1500) * 86_400_000).toISOString().slice(0, 10);
  return {
    name: `${en[0]} ${en[1]} ${pa[0]} update ${i}`,
    date: `${day} 00:00:00.000Z`,
    desc: `What the ${en[1]} ${en[2]} decision means (${i}).`,
    seoURL: `bench-search-${i}`,
    active: i % 20 !== 0, // one in twenty a draft
    html: `<h1>${en[0]}</h1>${paras.join("")}`,
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50/p95 of sequential calls for SECONDS, then req/s with CONCURRENCY loops for SECONDS. */
async function measure(fn) {
  for (let i = 0; i < 3; i++) await fn(); // warm-up
  const times = [];
  let until = performance.now() + SECONDS * 1000;
  let items = 0;
  while (performance.now() < until) {
    const t = performance.now();
    items = await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  until = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  return { p50: pct(times, 50), p95: pct(times, 95), rps: done / SECONDS, items };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "pb-bench-search-"));
  const srv = await startPocketBase({
    dataDir,
    quiet: true,
    host: "127.0.0.1",
    publicDir: join(dataDir, "public"),
  });
  try {
    const admin = await superuserClient({
      bin: srv.bin,
      dataDir,
      url: srv.url,
      email: "bench@example.com",
      batch: BATCH,
    });
    const seedStart = performance.now();
    let textBytes = 0;
    for (let start = 0; start < ARTICLES; start += BATCH) {
      const batch = admin.createBatch();
      for (let i = start; i < Math.min(ARTICLES, start + BATCH); i++) {
        const a = articleData(i);
        textBytes += Buffer.byteLength(a.html);
        batch.collection("currentAffairs").create(a);
      }
      await batch.send();
    }
    const seedSecs = (performance.now() - seedStart) / 1000;
    console.log(
      `Seeded ${ARTICLES} articles (${(textBytes / ARTICLES / 1024).toFixed(1)} KB of HTML each, text and ` +
        `index built by the save hooks) in ${seedSecs.toFixed(1)} s (${((seedSecs * 1000) / ARTICLES).toFixed(1)} ms an article)`,
    );
    const rb = await fetch(`${srv.url}/api/ca/search/rebuild`, {
      method: "POST",
      headers: { Authorization: admin.authStore.token },
    });
    const rebuilt = await rb.json();
    console.log(`Rebuild (npm run search:rebuild): ${rebuilt.indexed} articles in ${rebuilt.ms} ms\n`);

    const guest = new PocketBase(srv.url);
    guest.autoCancellation(false);
    const search =
      (q, page = 1) =>
      async () => {
        const r = await fetch(`${srv.url}/api/ca/search?q=${encodeURIComponent(q)}&page=${page}`);
        if (!r.ok) throw new Error(`search ${q}: ${r.status}`);
        return (await r.json()).items.length;
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
      return r.items.length;
    };

    const cases = [
      ["FTS: 1 English word 'budget'", search("budget")],
      ["FTS: 1 Gurmukhi word 'ਪੰਜਾਬ'", search("ਪੰਜਾਬ")],
      ["FTS: 3 words 'budget farmer water'", search("budget farmer water")],
      ["FTS: 1 rare word 'stubble canal'", search("stubble canal")],
      ["FTS: 2 letters 'ed' (names, descs)", search("ed")],
      ["FTS: 'budget', page 5", search("budget", 5)],
      ["Old: name ~ 'budget' (names only)", nameFilter("budget")],
      ["Old: name ~ 'ਪੰਜਾਬ' (names only)", nameFilter("ਪੰਜਾਬ")],
    ];
    const pad = (s, n) => String(s).padEnd(n);
    const lpad = (s, n) => String(s).padStart(n);
    console.log(
      `${pad("Query", 40)}${lpad("items", 6)}${lpad("p50", 9)}${lpad("p95", 9)}${lpad("req/s", 8)}`,
    );
    for (const [label, fn] of cases) {
      const m = await measure(fn);
      console.log(
        `${pad(label, 40)}${lpad(m.items, 6)}${lpad(`${m.p50.toFixed(1)} ms`, 9)}${lpad(`${m.p95.toFixed(1)} ms`, 9)}${lpad(m.rps.toFixed(0), 8)}`,
      );
    }
    console.log(
      `\np50/p95 = sequential requests for ${SECONDS} s; req/s = ${CONCURRENCY} parallel loops for ${SECONDS} s.` +
        ` Shared machine: compare ratios, not absolutes.`,
    );
  } finally {
    await srv.stop();
    if (process.argv.includes("--keep")) console.log(`Data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err?.response ?? err);
  process.exit(1);
});
