// Collects the real-.docx corpus (tests/fixtures/real-docx/) from local git mirrors of public
// repositories: node scripts/collect-docx-corpus.mjs [--mirrors /work/.mirror] [--mammoth node_modules/mammoth]
// Reads each file with `git show <commit>:<path>`, gives it a safe name (source prefix, lower case,
// [a-z0-9._-] only), drops byte-identical duplicates and files over 300 KB, and writes SOURCES.md
// (origin repository, commit, path and licence of every file). Run once; the files are checked in.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const MIRRORS = opt("--mirrors", "/work/.mirror");
const MAMMOTH = opt("--mammoth", "node_modules/mammoth");
const OUT = "tests/fixtures/real-docx";
const MAX_FILE = 300 * 1024;
const MAX_TOTAL = 10 * 1024 * 1024;

const SOURCES = [
  {
    prefix: "pydocx",
    repo: "python-openxml/python-docx",
    licence: "MIT",
    dir: "python-openxml+python-docx",
    pick: (p) => /^features\/steps\/test_files\/[^/]+\.docx$/i.test(p),
  },
  {
    prefix: "oxsdk",
    repo: "dotnet/Open-XML-SDK",
    licence: "MIT",
    dir: "dotnet+Open-XML-SDK",
    // Every file of TestFiles, O14ISOStrict (strict format) and O15Conformance, and of the
    // v2FxTestFiles folders for equations, fields, notes and test cases; a varied third of the
    // other v2FxTestFiles (every third path in name order), up to the corpus's total.
    pick: (p, i) =>
      /^test\/DocumentFormat\.OpenXml\.Tests\.Assets\/assets\/(TestFiles|TestDataStorage\/O14ISOStrict|TestDataStorage\/O15Conformance)\/.*\.docx$/i.test(
        p,
      ) ||
      /\/v2FxTestFiles\/(wordprocessing\/(equation|field|footnote & endnote)|ForTestCase)\/[^/]*\.docx$/i.test(
        p,
      ) ||
      (/\/v2FxTestFiles\/.*\.docx$/i.test(p) && i % 3 === 0),
  },
];

const git = (dir, ...a) =>
  execFileSync("git", ["-C", join(MIRRORS, dir, "repo"), ...a], { maxBuffer: 1 << 28 });
const safe = (s) =>
  s
    .toLowerCase()
    .replace(/\.docx$/, "")
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const seen = new Set();
const names = new Set();
const rows = [];
let total = 0;
const keep = (prefix, origin, bytes, meta) => {
  if (bytes.length > MAX_FILE || total + bytes.length > MAX_TOTAL) return;
  const sha = createHash("sha1").update(bytes).digest("hex");
  if (seen.has(sha)) return;
  seen.add(sha);
  let name = `${prefix}-${safe(origin.split("/").slice(-2).join("-"))}`;
  while (names.has(name)) name += "-2";
  names.add(name);
  writeFileSync(join(OUT, `${name}.docx`), bytes);
  total += bytes.length;
  rows.push({ file: `${name}.docx`, origin, ...meta });
};

for (const src of SOURCES) {
  const commit = git(src.dir, "rev-parse", "HEAD").toString().trim();
  const paths = git(src.dir, "ls-tree", "-r", "-z", "--name-only", "HEAD")
    .toString()
    .split("\0")
    .filter(Boolean)
    .sort();
  let v2 = 0;
  for (const p of paths) {
    const i = /\/v2FxTestFiles\//.test(p) && /\.docx$/i.test(p) ? v2++ : 0;
    if (!src.pick(p, i)) continue;
    const bytes = git(src.dir, "show", `${commit}:${p}`);
    keep(src.prefix, p, bytes, { repo: src.repo, commit, licence: src.licence });
  }
}
const mammothVersion = JSON.parse(readFileSync(join(MAMMOTH, "package.json"), "utf8")).version;
for (const f of readdirSync(join(MAMMOTH, "test/test-data")).sort()) {
  if (!f.endsWith(".docx")) continue;
  const bytes = readFileSync(join(MAMMOTH, "test/test-data", f));
  keep("mammoth", `test/test-data/${f}`, bytes, {
    repo: `mwilliamson/mammoth.js (npm mammoth ${mammothVersion})`,
    commit: "",
    licence: "BSD-2-Clause",
  });
}

const bySource = new Map();
for (const r of rows) bySource.set(r.repo, [...(bySource.get(r.repo) ?? []), r]);
let md = `# Real .docx corpus\n\n${rows.length} files, ${(total / 1024 / 1024).toFixed(2)} MB, written by \`node scripts/collect-docx-corpus.mjs\` from public repositories (each file unchanged; byte-identical duplicates and files over 300 KB left out). Used by \`src/features/quizzes/admin/real-docx-corpus-*.test.ts\` (results in \`results.json\`) and \`scripts/bench-docx-corpus.mjs\`.\n\n`;
for (const [repo, list] of bySource) {
  md += `## ${repo}\n\nLicence: ${list[0].licence}. ${list[0].commit ? `Commit ${list[0].commit}. ` : ""}${list.length} files.\n\n| file | origin path |\n| --- | --- |\n`;
  for (const r of list) md += `| ${r.file} | ${r.origin.replace(/\|/g, "\\|")} |\n`;
  md += "\n";
}
writeFileSync(join(OUT, "SOURCES.md"), md);
console.log(`${rows.length} files, ${total} bytes`);
