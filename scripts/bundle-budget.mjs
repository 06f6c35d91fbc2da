// npm run budget: what a visitor's browser downloads for public pages, measured on the
// production build (dist/). Loads each page in headless Chromium against a real PocketBase,
// sums the gzipped size of every JavaScript file it fetched, and checks that public pages
// never fetch the admin area or mammoth. Exit 1 when over budget.
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { ROOT, startPocketBase } from "./lib/pocketbase.mjs";
import { seed } from "./lib/seed.mjs";

const BUDGET_KB = 120;
const PAGES = ["/", "/courses", "/about", "/results", "/contact", "/quizs", "/currentaffairs"];
const FORBIDDEN = [/admin/i, /mammoth/i];

const dataDir = mkdtempSync(join(tmpdir(), "pb-budget-"));
const pb = await startPocketBase({ dataDir, quiet: true });
await seed({ url: pb.url, bin: pb.bin, dataDir, staffEmail: "staff@example.com", staffPassword: "staff-demo-2026", log: () => {} });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
let failed = false;
try {
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(pb.url + path, { waitUntil: "networkidle" });
    let total = 0;
    const bad = [];
    for (const s of scripts) {
      const file = join(ROOT, "dist", s);
      total += gzipSync(readFileSync(file), { level: 9 }).length;
      if (FORBIDDEN.some((re) => re.test(s))) bad.push(s);
    }
    const kb = total / 1024;
    const over = path === "/" && kb > BUDGET_KB;
    if (over || bad.length) failed = true;
    console.log(
      `${path.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB gzipped in ${scripts.size} files` +
        (path === "/" ? ` (budget ${BUDGET_KB} KB${over ? ", OVER" : ""})` : "") +
        (bad.length ? `  FORBIDDEN: ${bad.join(", ")}` : ""),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await pb.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
