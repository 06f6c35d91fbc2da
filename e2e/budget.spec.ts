// Performance budget, measured on the production build: the JavaScript a visitor downloads for
// the home page stays under 120 KB gzipped, and public pages never download the admin area or
// mammoth. (scripts/bundle-budget.mjs prints the same figures for every public page.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const PUBLIC = ["/", "/courses", "/about", "/results", "/contact", "/quizs", "/currentaffairs"];

for (const path of PUBLIC) {
  test(`budget: ${path} stays small and loads no admin or mammoth code`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const names = [...scripts];
    expect(names.filter((s) => /admin|mammoth/i.test(s))).toEqual([]);
    if (path === "/") {
      const total = names.reduce((n, s) => n + gzipSync(readFileSync(join("dist", s)), { level: 9 }).length, 0);
      console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped`);
      expect(total).toBeLessThan(120 * 1024);
    }
  });
}
