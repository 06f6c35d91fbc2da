// CPU time of every real .docx of the corpus (tests/fixtures/real-docx/) through the server's
// package check and Node conversion (scripts/lib/docx-corpus.mjs: check, legacy fonts, mammoth,
// sanitising on jsdom), one file at a time in this process, after one warm-up file.
//   node scripts/bench-docx-corpus.mjs [--top 10] [--limit-ms 5000]
// Prints the median, 95th percentile and slowest files; exits 1 when a file takes over the limit
// (5 s of CPU, issue 22's bound). Timings are measured here, never asserted by the tests.
import os from "node:os";
import { analyseDocx, corpusFiles, readCorpusFile } from "./lib/docx-corpus.mjs";

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : dflt);
const TOP = opt("--top", 10);
const LIMIT_MS = opt("--limit-ms", 5000);

const files = corpusFiles();
await analyseDocx(readCorpusFile(files[0])); // loads mammoth and jsdom
const rows = [];
const started = Date.now();
for (const name of files) {
  const buf = readCorpusFile(name);
  const r = await analyseDocx(buf);
  rows.push({ name, kb: Math.round(buf.length / 1024), status: r.status, cpuMs: r.cpuMs });
}
const wall = Date.now() - started;
const ms = rows.map((r) => r.cpuMs).sort((a, b) => a - b);
const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
const sum = ms.reduce((a, b) => a + b, 0);
console.log(
  `${rows.length} files (${rows.filter((r) => r.status === "accepted").length} accepted) on ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log(
  `CPU ms per file: median ${at(0.5).toFixed(0)}, p95 ${at(0.95).toFixed(0)}, max ${ms[ms.length - 1].toFixed(0)}; total ${(sum / 1000).toFixed(1)} s CPU, ${(wall / 1000).toFixed(1)} s wall`,
);
console.log(`Slowest ${TOP}:`);
for (const r of [...rows].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, TOP)) {
  console.log(`  ${r.cpuMs.toFixed(0).padStart(6)} ms  ${String(r.kb).padStart(4)} KB  ${r.name}`);
}
const over = rows.filter((r) => r.cpuMs > LIMIT_MS);
if (over.length) {
  console.error(`${over.length} file(s) over ${LIMIT_MS} ms of CPU: ${over.map((r) => r.name).join(", ")}`);
  process.exit(1);
}
