// One renderer (issue 20): every public page's first response is the app's own components rendered
// on the server (src/app/render-server.tsx), which the browser hydrates. These check that React
// finds exactly the page it would have rendered (no hydration error, no console error, in both
// languages), that every page is whole without JavaScript (its content and its footer), and that a
// tap before the app's code has arrived is not lost.
import type { ConsoleMessage } from "@playwright/test";
import { superuser } from "./support/pb";
import { expect, test, type Page } from "./support/test";
import { createArticle, runId, todayIst } from "./fixtures/current-affairs";
import { makeTestDocx, run, runs } from "../src/lib/docx/test-docx";

const rid = runId();
const SLUG = `one-renderer-${rid}`;
const LEGACY = `one-renderer-old-${rid}`;
let quizId = "";

// A day of its own, so the by-date pages show this article whatever other specs add today.
const DAY = "2021-02-14";

test.beforeAll(async () => {
  await createArticle({
    name: `One renderer ${rid}`,
    seoURL: SLUG,
    desc: `Rendered on the server ${rid}`,
    date: DAY,
    // Text that must stay text: closing tags and comments in every field the page shows.
    html: `<p>Body ${rid} with &lt;/script&gt; and &lt;!-- inside</p>`,
  });
  // An old-site article (a .docx, no stored copy yet): converted in the reader's browser.
  await createArticle({
    name: `Old site ${rid}`,
    seoURL: LEGACY,
    date: DAY,
    docx: await makeTestDocx({ body: runs([run(`Converted in the browser ${rid}`)]) }),
  });
  const su = await superuser();
  const quiz = await su.collection("quizs").create({
    name: `Timed quiz ${rid}`,
    desc: "<p>Ten minutes.</p>",
    active: true,
    date: `${todayIst()} 00:00:00.000Z`,
    timeLimit: 10,
    questions: [
      { text: "Capital of Punjab?", options: ["Chandigarh", "Amritsar"], answer: "Chandigarh" },
      { text: "Rivers of Punjab?", options: ["Five", "Three"], answer: "Five" },
    ],
  });
  quizId = quiz.id;
});

/** The public pages, each with what its main content must show. */
function pages(): [path: string, shows: RegExp][] {
  const month = DAY.slice(0, 7);
  const mine = new RegExp(`One renderer ${rid}`);
  return [
    ["/", /Courses|ਕੋਰਸ/],
    ["/courses", /Courses|ਕੋਰਸ/],
    ["/about", /About|ਬਾਰੇ/],
    ["/results", /Results|ਨਤੀਜੇ/],
    ["/contact", /Send message|ਸੁਨੇਹਾ ਭੇਜੋ|Contact|ਸੰਪਰਕ/],
    ["/quizzes", /Quiz|ਕੁਇਜ਼/],
    [`/quizzes/${quizId}`, new RegExp(`Timed quiz ${rid}`)],
    ["/currentaffairs", /Current Affairs|ਮੌਜੂਦਾ ਮਾਮਲੇ/],
    [`/currentaffairs?q=${rid}`, mine],
    [`/currentaffairs/${SLUG}`, new RegExp(`Body ${rid} with </script> and <!-- inside`)],
    ["/currentaffairs/today", /Today|ਅੱਜ/],
    [`/currentaffairs/date/${DAY}`, mine],
    [`/currentaffairs/month/${month}`, mine],
    ["/currentaffairs/archive", /\d{4}/],
    [`/currentaffairs/month/${month}/print`, new RegExp(`Body ${rid}`)],
    // Students (issue 23): public pages, and personal ones whose server HTML is the signed-out
    // visitor's (their heading; what is stored for a student fills in after hydration).
    [`/quizzes/${quizId}/leaderboard`, /Leaderboard|ਲੀਡਰਬੋਰਡ/],
    ["/signin", /Sign in|ਸਾਈਨ ਇਨ/],
    ["/me", /My account|ਮੇਰਾ ਖਾਤਾ/],
    ["/me/attempts", /My attempts|ਮੇਰੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ/],
    ["/revision", /Revision|ਦੁਹਰਾਈ/],
  ];
}

/** The page's address in `lang`. */
const inLang = (path: string, lang: string) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** Console errors and page errors (a hydration mismatch is one of these). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") seen.push(m.text());
  });
  page.on("pageerror", (e) => seen.push(e.message));
  return seen;
}

for (const lang of ["en", "pa"] as const) {
  test(`every public page hydrates with no error (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const seen = problems(page);
    for (const [path, shows] of pages()) {
      const url = inLang(path, lang);
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
      await expect(page.locator("#main"), url).toContainText(shows);
      // React has had its chance to complain: hydration runs in slices after "ready" is set.
      await page.waitForLoadState("networkidle");
      expect(seen, url).toEqual([]);
    }
  });
}

test("an old-site article without a stored copy: the server paints the loading state, the browser converts it, no error", async ({
  page,
}) => {
  const seen = problems(page);
  const res = await page.goto(`/currentaffairs/${LEGACY}`);
  expect(res?.status()).toBe(200);
  // The conversion is the browser's (the server never downloads or converts the .docx).
  expect(await res!.text()).toContain("Loading document...");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page.getByRole("article", { name: "Document" })).toContainText(
    `Converted in the browser ${rid}`,
  );
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
});

test("a page that is not there hydrates its 404 with no error but the 404 itself", async ({ page }) => {
  const seen = problems(page);
  for (const path of ["/no-such-page", `/currentaffairs/no-such-${rid}`, "/quizzes/aaaaaaaaaaaaaaa"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    await page.waitForLoadState("networkidle");
  }
  // Only the browser's own line about each 404 document.
  expect(seen.filter((s) => !/status of 404/.test(s))).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every public page shows its content and its footer", async ({ page }) => {
    for (const lang of ["en", "pa"]) {
      for (const [path, shows] of pages()) {
        const url = inLang(path, lang);
        await page.goto(url);
        await expect(page.locator("#main"), url).toContainText(shows);
        // The footer is in the HTML, not loaded later: landmarks work for everyone.
        await expect(page.getByRole("contentinfo"), url).toBeAttached();
        await expect(page.getByRole("contentinfo"), url).toContainText(/©/);
      }
    }
  });

  test("the home page has its testimonials and Register Now in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Testimonials" })).toBeAttached();
    await expect(page.getByRole("form", { name: "Register Now" })).toBeAttached();
  });
});

/**
 * Holds back React's chunk (the app cannot start without it) until `release()` is called; the
 * entry, which keeps early taps, runs as usual.
 */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

test("a tap on Start quiz before the app's code has arrived starts the quiz once it has", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto(`/quizzes/${quizId}`, { waitUntil: "domcontentloaded" });
  const start = page.getByRole("button", { name: "Start quiz" });
  await expect(start).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  await start.click();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  // The player: the first question and the clock.
  await expect(page.getByText("Capital of Punjab?")).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
});

test("a tap on a list link before the app's code has arrived opens the article", async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto(`/currentaffairs?q=${rid}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  // List links open the article in a new tab (the spec's list), as plain links do.
  const [article] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("link", { name: `One renderer ${rid}` })
      .first()
      .click(),
  ]);
  await expect(article).toHaveURL(new RegExp(`/currentaffairs/${SLUG}$`));
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(`One renderer ${rid}`);
  release();
});

test("a page is served from the cache after its first render, and anew after a change", async ({
  request,
}) => {
  const first = await request.get(`/currentaffairs/${SLUG}`);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const again = await request.get(`/currentaffairs/${SLUG}`, { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  const su = await superuser();
  const rec = await su.collection("currentAffairs").getFirstListItem(su.filter("seoURL = {:s}", { s: SLUG }));
  await su.collection("currentAffairs").update(rec.id, { desc: `Changed ${rid}` });
  const changed = await request.get(`/currentaffairs/${SLUG}`, { headers: { "If-None-Match": etag! } });
  expect(changed.status()).toBe(200);
  expect(await changed.text()).toContain(`Changed ${rid}`);
});
