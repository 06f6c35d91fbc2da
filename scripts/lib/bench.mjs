// Shared parts of the `npm run bench` scripts (bench-list, bench-inbox, bench-search): command-line
// numbers, latency samples (p50/p95 of sequential calls, bounded by a count or by seconds),
// throughput (parallel loops for a number of seconds), batch seeding, the result table, and a
// cache of seeded data directories so a 10,000-article seed is not repeated on every run.
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { PB_VERSION, ROOT, startPocketBase, superuserClient } from "./pocketbase.mjs";

/** `--name=value` as a number, else `dflt`. */
export function numberArg(name, dflt) {
  return Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt);
}

/** True when `--name` was given. */
export function flag(name) {
  return process.argv.includes(`--${name}`);
}

/** The p-th percentile (0–100) of ascending `sorted` (nearest rank, rounded down). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Sequential timings of `fn` after `warmup` calls: `runs` calls, or as many as fit in `seconds`
 * (whichever is given). Returns { p50, p95, n, out } with `out` the last call's result.
 */
export async function latency(fn, { runs, seconds, warmup = 3 }) {
  for (let i = 0; i < warmup; i++) await fn();
  const times = [];
  let out;
  const until = seconds ? performance.now() + seconds * 1000 : Infinity;
  while (runs ? times.length < runs : performance.now() < until) {
    const t = performance.now();
    out = await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, out };
}

/** Requests per second of `concurrency` parallel loops calling `fn` for `seconds`. */
export async function throughput(fn, { seconds, concurrency }) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  return done / seconds;
}

/**
 * A throw-away PocketBase on `dataDir` (127.0.0.1 only, quiet, its public dir inside the data dir)
 * and a signed-in superuser client for it (rate limits off; batch API on when `batch` is given).
 * Returns { srv, admin }; the caller stops `srv`.
 */
export async function benchServer(dataDir, { batch } = {}) {
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
      batch,
    });
    return { srv, admin };
  } catch (err) {
    await srv.stop();
    throw err;
  }
}

/** Creates `count` records of `collection` through the batch API, `size` a batch. */
export async function seedBatches(admin, collection, count, make, size) {
  for (let start = 0; start < count; start += size) {
    const batch = admin.createBatch();
    for (let i = start; i < Math.min(count, start + size); i++) batch.collection(collection).create(make(i));
    await batch.send();
  }
}

/** Prints rows as a table: `columns` are [heading, width, align "l"|"r"]. */
export function printTable(columns, rows) {
  const cell = (v, [, width, align]) => (align === "l" ? String(v).padEnd(width) : String(v).padStart(width));
  console.log(columns.map((c) => cell(c[0], c)).join(""));
  for (const r of rows) console.log(r.map((v, i) => cell(v, columns[i])).join(""));
}

/**
 * Times each case ([label, fn, runs?]: `runs` sequential runs, default `defaultRuns`) and prints
 * the table every latency benchmark shows: request, p50, p95 and what the last run returned.
 * @param {Array<[string, () => Promise<unknown>, number?]>} cases
 * @param {number} defaultRuns
 */
export async function latencyTable(cases, defaultRuns) {
  const rows = [];
  for (const [label, fn, runs] of cases) {
    const r = await latency(fn, { runs: runs ?? defaultRuns });
    rows.push([label, `${r.p50.toFixed(1)} ms`, `${r.p95.toFixed(1)} ms`, `  ${r.out}`]);
  }
  printTable(
    [
      ["Request", 38, "l"],
      ["p50", 11],
      ["p95", 11],
      ["  result", 0, "l"],
    ],
    rows,
  );
}

/** Stops a benchmark's PocketBase and removes its throw-away folder. */
export async function stopServer(srv, dir) {
  await srv.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** Runs a benchmark's main(): on a failure, prints it (the SDK's response when there is one) and exits 1. */
export function runBench(main) {
  main().catch((err) => {
    console.error(err?.response ?? err);
    process.exit(1);
  });
}

/** "load average 0.52, 1.10, 2.03 (2 CPUs)": printed with every run, the machine is shared. */
export function loadLine() {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`;
}

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** sha256 over the names and contents of every file under `paths` (relative to the repo). */
export function hashInputs(paths, extra = "") {
  const h = createHash("sha256").update(`${PB_VERSION}\n${extra}\n`);
  for (const p of paths) {
    for (const file of filesUnder(join(ROOT, p))) {
      h.update(`${relative(ROOT, file)}\n`).update(readFileSync(file));
    }
  }
  return h.digest("hex").slice(0, 16);
}

/** Everything that can change what a save stores: schema, every hook, the rules they share. */
export const SEED_INPUTS = [
  "pb_migrations",
  "pb_hooks",
  ...readdirSync(join(ROOT, "src/lib"))
    .filter((f) => f.endsWith(".cjs"))
    .map((f) => `src/lib/${f}`),
];

/**
 * A PocketBase data directory seeded by `seed({ admin, srv, dataDir })`, from the cache in
 * .bench/seed-<name>-<key>/ (gitignored) when one matches: the key is a hash of `inputs` (files
 * that decide what a save stores) and `generator` (a string naming the generator and its
 * parameters). A miss seeds a throw-away server and copies its stopped data directory into the
 * cache. Returns { dataDir (a fresh copy, the caller removes it), hit, info (what seed returned,
 * kept in the cache as info.json), key }. `reseed` ignores the cache.
 */
export async function seededDataDir({
  name,
  generator,
  inputs = SEED_INPUTS,
  seed,
  reseed = false,
  batch = 200,
}) {
  const key = hashInputs(inputs, generator);
  const cacheRoot = join(ROOT, ".bench");
  const cached = join(cacheRoot, `seed-${name}-${key}`);
  const dataDir = mkdtempSync(join(tmpdir(), `pb-bench-${name}-`));
  try {
    if (!reseed && existsSync(join(cached, "info.json"))) {
      cpSync(join(cached, "pb_data"), dataDir, { recursive: true });
      return { dataDir, hit: true, key, info: JSON.parse(readFileSync(join(cached, "info.json"), "utf8")) };
    }
    const { srv, admin } = await benchServer(dataDir, { batch });
    let info;
    try {
      info = await seed({ admin, srv, dataDir });
    } finally {
      await srv.stop();
    }
    // Older seeds of this name are stale (their inputs changed): replace them.
    mkdirSync(cacheRoot, { recursive: true });
    for (const old of readdirSync(cacheRoot)) {
      if (old.startsWith(`seed-${name}-`)) rmSync(join(cacheRoot, old), { recursive: true, force: true });
    }
    cpSync(dataDir, join(cached, "pb_data"), { recursive: true });
    writeFileSync(join(cached, "info.json"), JSON.stringify(info ?? {}, null, 2));
    return { dataDir, hit: false, key, info };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
