// Offline reading and updates through the service worker (vite-plugin-pwa / Workbox; routes in
// src/lib/offline/sw-routes.ts). The other specs block service workers (playwright.config.ts);
// these allow them.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./support/test";
import { makeTestDocx, para } from "../src/lib/docx/test-docx";
import { createArticle, runId, type Created } from "./fixtures/current-affairs";
import { STAFF_STATE } from "./support/staff-state";
import { ROOT, startPocketBase, superuserClient } from "../scripts/lib/pocketbase.mjs";

test.use({ serviceWorkers: "allow" });

const SAVED_MARK = "Saved for offline reading";

/** Waits until a service worker is active and controls the page. */
async function workerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
  });
}

/** Every URL in the page's Cache Storage, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return out;
  });
}

test.describe("offline reading", () => {
  const rid = runId();
  let stored: Created, legacy: Created, unseen: Created;

  test.beforeAll(async () => {
    stored = await createArticle({
      name: `Offline stored ${rid}`,
      seoURL: `offline-stored-${rid}`,
      html: `<h1>Offline heading</h1><p>Read me without internet ${rid}</p>`,
    });
    legacy = await createArticle({
      name: `Offline legacy ${rid}`,
      seoURL: `offline-legacy-${rid}`,
      docx: await makeTestDocx({ body: para(`Legacy words offline ${rid}`) }),
    });
    unseen = await createArticle({
      name: `Never opened ${rid}`,
      seoURL: `offline-unseen-${rid}`,
      html: `<p>Not saved ${rid}</p>`,
    });
  });

  test("an article opened once reads offline with the saved mark; anything else gets the offline page", async ({
    page,
    context,
  }) => {
    // First visit: the worker arrives after the page, which then saves itself.
    await page.goto(`/currentaffairs/${stored.seoURL}`);
    await expect(page.getByText(`Read me without internet ${rid}`)).toBeVisible();
    await workerControls(page);
    await expect(page.getByText(SAVED_MARK)).toBeVisible();
    // A legacy article (a .docx converted in the browser by the worker chunk) is saved with its file.
    await page.goto(`/currentaffairs/${legacy.seoURL}`);
    await expect(page.getByText(`Legacy words offline ${rid}`)).toBeVisible();
    await expect(page.getByText(SAVED_MARK)).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto(`/currentaffairs/${stored.seoURL}`);
      await expect(page.getByRole("heading", { level: 1, name: stored.name })).toBeVisible();
      await expect(page.getByText(`Read me without internet ${rid}`)).toBeVisible();
      await expect(page.getByText(SAVED_MARK)).toBeVisible();
      await page.reload();
      await expect(page.getByText(`Read me without internet ${rid}`)).toBeVisible();

      await page.goto(`/currentaffairs/${legacy.seoURL}`);
      await expect(page.getByText(`Legacy words offline ${rid}`)).toBeVisible();
      await expect(page.getByText(SAVED_MARK)).toBeVisible();

      // Never opened: the offline page, listing what can be read.
      await page.goto(`/currentaffairs/${unseen.seoURL}`);
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      const saved = page.getByRole("region", { name: "Saved for offline reading" });
      await expect(saved.getByRole("link", { name: new RegExp(stored.name) })).toBeVisible();
      await expect(saved.getByRole("link", { name: new RegExp(legacy.name) })).toBeVisible();
      await expect(saved.getByRole("link", { name: new RegExp(unseen.name) })).toHaveCount(0);
      // Other pages too (the home page is not kept: only articles are).
      await page.goto("/quizzes");
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      // From the list back to a saved article.
      await page.goto("/currentaffairs");
      await page
        .getByRole("region", { name: "Saved for offline reading" })
        .getByRole("link", { name: new RegExp(stored.name) })
        .click();
      await expect(page.getByText(`Read me without internet ${rid}`)).toBeVisible();

      // The admin is never answered by the worker: the browser's own offline error.
      await expect(page.goto("/admin")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await expect(page.goto("/admin/login")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await expect(page.goto("/_/")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    } finally {
      await context.setOffline(false);
    }
  });

  test.describe("signed-in staff", () => {
    test.use({ storageState: STAFF_STATE });

    test("the worker keeps no admin page, staff request, feed or dashboard", async ({ page }) => {
      await page.goto(`/currentaffairs/${stored.seoURL}`);
      await workerControls(page);
      await expect(page.getByText(SAVED_MARK)).toBeVisible();
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goto("/admin/currentaffairs");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Staff reading an article: their API requests carry a token (drafts!) and stay uncached.
      await page.goto(`/currentaffairs/${unseen.seoURL}`);
      await expect(page.getByText(`Not saved ${rid}`)).toBeVisible();
      await page.goto("/sitemap.xml");
      await page.goto("/rss.xml");
      await page.goto("/_/");
      await page.goto(`/currentaffairs/${stored.seoURL}`);
      const caches = await cachedUrls(page);
      const all = Object.values(caches).flat();
      expect(all.length).toBeGreaterThan(10);
      for (const url of all) {
        const { pathname } = new URL(url);
        expect(pathname).not.toMatch(/^\/(?:admin|_)(?:\/|$)|\.xml$/);
        expect(pathname).not.toMatch(/^\/api\/(?:collections\/(?:users|_superusers)|admin)/);
        expect(pathname).not.toMatch(/^\/assets\/(?:admin|account-page)/);
      }
      const data = (caches["offline-article-data"] ?? []).map((u) => decodeURIComponent(u));
      expect(data.some((u) => u.includes(`offline-stored-${rid}`))).toBe(true);
      expect(data.some((u) => u.includes(`offline-unseen-${rid}`))).toBe(false);
    });
  });
});

test("installable: the manifest names the site, its icons and standalone display", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await workerControls(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);
  expect(new URL(manifest.url).pathname).toBe("/manifest.json");
  const m = JSON.parse(manifest.data!);
  expect(m).toMatchObject({
    name: "Punjab Success Academy",
    short_name: "PSA",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0e7490",
    background_color: "#f8fafc",
  });
  const sizes: string[] = [];
  for (const icon of m.icons as { src: string; sizes: string; purpose: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    // PNG header: width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose}`);
  }
  expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  // Chromium's own installability checks (those Lighthouse reports). A Playwright context is an
  // off-the-record profile, where Chromium never offers installing; that one reason is expected.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.json");
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute("content", "#0e7490");
});

test.describe("a new deployment", () => {
  let work = "";
  let v1Entry = "";
  let v2Entry = "";
  let pb: Awaited<ReturnType<typeof startPocketBase>> | null = null;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    work = mkdtempSync(join(tmpdir(), "e2e-deploy-"));
    // The site as deployed now (the build the suite runs) and a second build with other hashes.
    cpSync(join(ROOT, "dist"), join(work, "site"), { recursive: true });
    execFileSync(
      process.execPath,
      [
        join(ROOT, "node_modules/vite/bin/vite.js"),
        "build",
        "--config",
        "e2e/support/deploy-v2-config.ts",
        "--outDir",
        join(work, "v2"),
        "--emptyOutDir",
        "--logLevel",
        "warn",
      ],
      { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
    );
    const entry = (dir: string) =>
      /src="\/assets\/(index-[\w-]+\.js)"/.exec(readFileSync(join(dir, "index.html"), "utf8"))![1];
    v1Entry = entry(join(work, "site"));
    v2Entry = entry(join(work, "v2"));
    pb = await startPocketBase({ dataDir: join(work, "data"), quiet: true, publicDir: join(work, "site") });
    const admin = await superuserClient({ bin: pb.bin, dataDir: join(work, "data"), url: pb.url });
    await admin.collection("currentAffairs").create({
      name: "Saved before the deployment",
      seoURL: "saved-before-deploy",
      desc: "An article read before the site was updated",
      date: `${new Date().toISOString().slice(0, 10)} 00:00:00.000Z`,
      active: true,
      html: "<p>Words kept across the deployment</p>",
    });
  });

  test.afterAll(async () => {
    await pb?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("the next visit runs the new build, and a page left open recovers from a missing chunk", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const url = pb!.url;
    const context = await browser.newContext({ serviceWorkers: "allow" });
    try {
      // An article read on the old build is saved (its page names the old build's files).
      const reader = await context.newPage();
      await reader.goto(`${url}/currentaffairs/saved-before-deploy`);
      await workerControls(reader);
      await expect(reader.getByText("Saved for offline reading")).toBeVisible();
      await reader.close();
      const stale = await context.newPage();
      await stale.goto(`${url}/`);
      await expect(stale.locator("html")).not.toHaveAttribute("data-build", "v2");
      // The old build's app is running in it (src/app/handover.tsx), not just the server's paint.
      await stale.locator('html[data-app="ready"]').waitFor({ state: "attached" });

      // Deploy: the old hashed files are gone, the new ones in their place.
      const site = join(work, "site");
      for (const f of readdirSync(site)) rmSync(join(site, f), { recursive: true, force: true });
      cpSync(join(work, "v2"), site, { recursive: true });

      // The next visit (the old worker still in charge) runs the new code…
      const next = await context.newPage();
      await next.goto(`${url}/`);
      await expect(next.locator("html")).toHaveAttribute("data-build", "v2");
      await expect(next.getByRole("navigation", { name: "Main" }).first()).toBeVisible();
      // …and the new worker takes over with the new files precached, the old ones dropped.
      await expect
        .poll(
          () =>
            next.evaluate(
              async ([v1, v2]) => {
                const precache = (await caches.keys()).find((n) => n.startsWith("workbox-precache"));
                if (!precache) return "no precache";
                const urls = (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname);
                return `v1 ${urls.includes(`/assets/${v1}`)}, v2 ${urls.includes(`/assets/${v2}`)}`;
              },
              [v1Entry, v2Entry],
            ),
          { timeout: 30_000 },
        )
        .toBe("v1 false, v2 true");
      await next.reload();
      await expect(next.locator("html")).toHaveAttribute("data-build", "v2");

      // Offline, the article saved on the old build opens in the new one: its saved page would
      // ask for files no cache has any more, so the worker answers with the current app shell,
      // which reads the article from the saved API responses.
      await context.setOffline(true);
      try {
        await next.goto(`${url}/currentaffairs/saved-before-deploy`);
        await expect(next.getByText("Words kept across the deployment")).toBeVisible();
        await expect(next.locator("html")).toHaveAttribute("data-build", "v2");
        await expect(next.getByText("Saved for offline reading")).toBeVisible();
      } finally {
        await context.setOffline(false);
      }

      // The page left open still runs the old build. Its lazy chunks are gone from the server and
      // (once the phone has also dropped its HTTP cache) from every cache: the app's chunk-error
      // screen appears, and Reload brings the new build.
      const cdp = await context.newCDPSession(stale);
      await cdp.send("Network.clearBrowserCache");
      await stale.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ABOUT" }).click();
      await expect(stale.getByRole("button", { name: "Reload" })).toBeVisible();
      await stale.getByRole("button", { name: "Reload" }).click();
      await expect(stale.locator("html")).toHaveAttribute("data-build", "v2");
      await expect(stale).toHaveURL(/\/about$/);
      await expect(stale.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(stale.getByRole("button", { name: "Reload" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
