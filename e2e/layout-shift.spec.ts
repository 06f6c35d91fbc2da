// No layout shift on the public pages (issue 12): each page is loaded with a layout-shift
// PerformanceObserver (buffered) installed before any of the app runs, left to settle after load,
// and its cumulative shift (every shift not caused by input, summed: stricter than CLS's session
// windows) must stay ≤ 0.02. Every <img> must have its box reserved (width and height, or an
// aspect-ratio). The article pages and the lists are also loaded on an emulated slow network with a
// slow CPU (CDP), where late data and late fonts would show any unreserved space.
import type { CDPSession } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { slugify } from "../shared/rules-core.cjs";
import { superuser } from "./support/pb";

const MAX_SHIFT = 0.02;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Installed before the app's own scripts, so the first paint's shifts are in it too. */
function observeShifts() {
  window.__shifts = [];
  const describe = (n: Node | null | undefined): string => {
    if (!n || !(n instanceof Element)) return "(text or gone)";
    const cls = typeof n.className === "string" ? n.className.split(/\s+/).slice(0, 4).join(".") : "";
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${cls ? `.${cls}` : ""}`;
  };
  type LayoutShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as LayoutShiftEntry[]) {
      if (e.hadRecentInput) continue;
      window.__shifts!.push({ value: e.value, sources: (e.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** Loads a page, lets it settle, returns the summed shift and what moved. */
async function measure(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path, { waitUntil: "load" });
  await ready(page);
  await page.waitForLoadState("networkidle");
  // Fonts, late images and a last render after the data arrived.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => setTimeout(r, 400))));
  const shifts = await page.evaluate(() => window.__shifts ?? []);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(", ")}`).join("\n");
  return { total, report };
}

/** Every image has its box reserved before it loads. */
async function imagesWithoutSize(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const sized = img.hasAttribute("width") && img.hasAttribute("height");
        const ratio = getComputedStyle(img).aspectRatio;
        return !sized && (!ratio || ratio === "auto");
      })
      .map((img) => img.outerHTML.slice(0, 120)),
  );
}

const main = (page: Page) => expect(page.locator("main").first()).toBeVisible();
const heading = (page: Page) => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

let pages: { path: string; ready: (page: Page) => Promise<void> }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const pb = await superuser();
  // The server reports ready while the demo seed may still be adding the newest articles.
  const seeded = pb.filter("seoURL = {:s}", {
    s: slugify("Supreme Court sets up panel on exam paper leaks"),
  });
  await expect
    .poll(
      () =>
        pb
          .collection("currentAffairs")
          .getList(1, 1, { filter: seeded })
          .then((r) => r.totalItems),
      {
        timeout: 90_000,
      },
    )
    .toBe(1);
  const live = "active = true && (publishAt = '' || publishAt <= @now)";
  // The seed (which runs before any spec adds articles) leaves its oldest article with only its
  // DOCX (converted in the browser); the others have HTML.
  const legacy = await pb
    .collection("currentAffairs")
    .getFirstListItem(`${live} && html = ''`, { sort: "created" });
  const stored = await pb.collection("currentAffairs").getFirstListItem(seeded);
  const quiz = await pb.collection("quizs").getFirstListItem("active = true", { sort: "-date" });
  const day = stored.date.slice(0, 10);
  const article = (page: Page) =>
    expect(page.locator("article").first().getByRole("table").first()).toBeVisible({ timeout: 20_000 });
  pages = [
    { path: "/", ready: main },
    { path: "/courses", ready: heading },
    { path: "/about", ready: heading },
    { path: "/results", ready: heading },
    { path: "/contact", ready: heading },
    { path: "/quizzes", ready: heading },
    { path: `/quizzes/${quiz.id}`, ready: heading },
    { path: "/currentaffairs", ready: heading },
    { path: `/currentaffairs/${stored.seoURL}`, ready: article },
    { path: `/currentaffairs/${legacy.seoURL}`, ready: article },
    // The seed's Punjabi article: Gurmukhi text swaps from the fallback to the web font.
    { path: "/currentaffairs/punjab-new-education-policy-punjabi", ready: article },
    { path: "/currentaffairs/today", ready: heading },
    { path: `/currentaffairs/date/${day}`, ready: heading },
    { path: `/currentaffairs/month/${day.slice(0, 7)}`, ready: heading },
    { path: "/currentaffairs/archive", ready: heading },
  ];
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(observeShifts);
});

for (const viewport of [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`public pages do not shift while loading (${viewport.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const problems: string[] = [];
    for (const p of pages) {
      const { total, report } = await measure(page, p.path, p.ready);
      if (total > MAX_SHIFT) problems.push(`${p.path}: shift ${total.toFixed(4)}\n${report}`);
      const unsized = await imagesWithoutSize(page);
      if (unsized.length) problems.push(`${p.path}: images without a reserved box:\n${unsized.join("\n")}`);
    }
    expect(problems, problems.join("\n\n")).toEqual([]);
  });
}

/** Slow 4G-like link and a 4× slower CPU (as Lighthouse's mobile preset), for one page's life. */
async function slowDown(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

test("articles and lists do not shift on a slow network (phone)", async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await slowDown(await context.newCDPSession(page));
  const problems: string[] = [];
  for (const p of pages.filter((x) => /^\/(currentaffairs(\/[^/]+)?|quizzes|)$/.test(x.path))) {
    const { total, report } = await measure(page, p.path, p.ready);
    if (total > MAX_SHIFT) problems.push(`${p.path}: shift ${total.toFixed(4)}\n${report}`);
  }
  expect(problems, problems.join("\n\n")).toEqual([]);
});
