// The one bundle budget check (`npm run budget`; `npm test` runs it on the build it made for e2e).
// 1. The build ships mammoth exactly once (each copy is ~310 KB raw).
// 2. Each public page, loaded in headless Chromium from a real PocketBase serving the build,
//    downloads no admin chunk and no chunk containing mammoth; the home page's JavaScript stays
//    under BUDGET_KB gzipped in either language (English, and Punjabi with its lazy catalog:
//    /?lang=pa).
// Prints the figures for every page; exits 1 when a check fails. `--dist <dir>` measures another
// build directory (default dist/); BUDGET_VERBOSE=1 lists each page's script files.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { ROOT, startPocketBase } from "./lib/pocketbase.mjs";
import { seedDemo } from "./lib/seed.mjs";

const BUDGET_KB = 120;
const HOME_PAGES = ["/", "/?lang=pa"];
const PAGES = [...HOME_PAGES, "/courses", "/about", "/results", "/contact", "/quizzes", "/currentaffairs"];
// A string literal from mammoth's own source (lib/style-reader.js) that survives minification.
const MAMMOTH_MARKER = "Did not understand this style mapping";

const distArg = process.argv.indexOf("--dist");
const dist = distArg > 0 ? resolve(process.argv[distArg + 1]) : join(ROOT, "dist");
const assets = join(dist, "assets");
const read = (path) => readFileSync(path, "utf8");
let failed = false;

const mammothChunks = readdirSync(assets).filter(
  (f) => f.endsWith(".js") && read(join(assets, f)).includes(MAMMOTH_MARKER),
);
const mammothOk = mammothChunks.length === 1;
if (!mammothOk) failed = true;
console.log(
  `mammoth in the build: ${mammothChunks.length} ${mammothChunks.length === 1 ? "copy" : "copies"} ` +
    `(expected 1)${mammothOk ? "" : ", FAIL"}: ${mammothChunks.join(", ") || "none"}`,
);

const dataDir = mkdtempSync(join(tmpdir(), "pb-budget-"));
const pb = await startPocketBase({ dataDir, quiet: true, publicDir: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
try {
  await seedDemo(pb, dataDir);
  for (const path of PAGES) {
    // A first visit: no service worker yet. (Once one registers, after `load`, its precache
    // download is not the page's JavaScript; and requests it answers can go unreported.)
    const page = await browser.newPage({ serviceWorkers: "block" });
    const scripts = new Set();
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(pb.url + path, { waitUntil: "networkidle" });
    let total = 0;
    const bad = [];
    for (const s of scripts) {
      const name = s.replace(/^\/assets\//, "");
      const code = read(join(dist, s));
      total += gzipSync(code, { level: 9 }).length;
      if (/admin/i.test(name) || code.includes(MAMMOTH_MARKER)) bad.push(name);
    }
    if (process.env.BUDGET_VERBOSE) console.log([...scripts].join("\n"));
    const kb = total / 1024;
    const home = HOME_PAGES.includes(path);
    const over = home && kb > BUDGET_KB;
    if (over || bad.length) failed = true;
    console.log(
      `${path.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB gzipped in ${scripts.size} files` +
        (home ? ` (budget ${BUDGET_KB} KB${over ? ", OVER" : ""})` : "") +
        (bad.length ? `  FORBIDDEN (admin or mammoth): ${bad.join(", ")}` : ""),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await pb.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
