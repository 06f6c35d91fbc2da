// The site in Punjabi: a visitor switches in the header, reloads, and every visible interface text
// on home, the current affairs list, an article, the quizzes and contact is Punjabi, checked
// against the catalogs (src/lib/locales): each visible text with Latin letters must be database
// content, a Punjabi catalog text (which may hold names like PCS) or a brand name; an English
// catalog text anywhere fails. Also: <html lang>, the remembered choice, junk `lang` values, the
// English texts unchanged after switching back, axe in Punjabi, and 360/1280 px screenshots.
import en from "../src/lib/locales/en.json" with { type: "json" };
import pa from "../src/lib/locales/pa.json" with { type: "json" };
import { expectAccessible } from "./support/axe";
import { guest, superuser } from "./support/pb";
import { scrollThrough } from "./support/scroll";
import { expect, test, type Page } from "./support/test";

const PA = pa as Record<string, string>;
const T = (english: string) => PA[english]!;

/**
 * An ICU message as a whole-text pattern: each {argument} (plurals too) matches anything. A
 * message that is only arguments ("{count, plural, …}") gives null: it would match any text.
 */
function pattern(message: string): string | null {
  let out = "";
  let depth = 0;
  for (const c of message) {
    if (c === "{") {
      if (depth++ === 0) out += "(?:.+?)";
    } else if (c === "}") depth--;
    else if (depth === 0) out += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return /\p{L}/u.test(out) ? `^${out}$` : null;
}
const norm = (s: string) => s.replace(/\s+/g, " ").trim();
// Keys English and Punjabi share word for word would be no evidence either way (none today).
const EN_PATTERNS = Object.keys(en)
  .filter((k) => PA[k] !== k)
  .map(pattern)
  .filter((p): p is string => p !== null);
// Punjabi texts as they appear (without arguments), longest first, to take out of a text node.
const PA_TEXTS = Object.values(PA)
  .flatMap((v) => norm(v).split(/\{(?:[^{}]|\{[^{}]*\})*\}/))
  .map((s) => s.trim())
  .filter((s) => /\p{L}/u.test(s))
  .sort((a, b) => b.length - a.length);
const BRANDS = [
  "English",
  "Facebook",
  "Instagram",
  "YouTube",
  "Telegram",
  "WhatsApp",
  "Google Play",
  "App Store",
  "(PDF)",
];

/** Every string the database gives the public pages (settings, courses, tags, articles, quizzes). */
async function databaseTexts(): Promise<string[]> {
  const g = await superuser();
  const out = new Set<string>();
  const add = (v: unknown): void => {
    if (typeof v === "string") {
      // Names are text (a name may contain "<b>"); article HTML is taken apart at its tags.
      if (norm(v)) out.add(norm(v));
      const s = norm(v.replace(/<[^>]*>/g, " "));
      if (s) out.add(s);
      for (const part of v.split(/<[^>]*>/)) if (norm(part)) out.add(norm(part));
    } else if (typeof v === "number") out.add(String(v));
    else if (Array.isArray(v)) v.forEach(add);
    else if (v && typeof v === "object") Object.values(v).forEach(add);
  };
  add((await g.collection("settings").getList(1, 1)).items);
  add(await g.collection("courses").getFullList());
  add(await g.collection("CAtags").getFullList());
  add(await g.collection("currentAffairs").getFullList({ fields: "name,desc" }));
  // Quizzes whole: names, descriptions, questions and options are content.
  add(await g.collection("quizs").getFullList());
  return [...out];
}

/** The visible texts (and labels, placeholders, options) of the page that are not Punjabi. */
async function notPunjabi(page: Page, db: string[]): Promise<string[]> {
  return page.evaluate(
    ({ db, enPatterns, paTexts, brands }) => {
      const norm = (s: string) => s.replace(/\s+/g, " ").trim();
      const dbSet = new Set(db);
      const en = enPatterns.map((p) => new RegExp(p, "s"));
      const texts: [string, string][] = [];
      const visible = (el: Element) => el.getClientRects().length > 0 || el instanceof HTMLOptionElement;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement!;
        // Database HTML (an article's document, a quiz description) is content, not interface.
        // Hidden from everyone (aria-hidden initials, icons) is no interface text either.
        if (el.closest("script, style, noscript, .prose, [aria-hidden=true]") || !visible(el)) continue;
        texts.push([norm(n.textContent ?? ""), `<${el.tagName.toLowerCase()}>`]);
      }
      for (const el of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
        if (!visible(el) || el.closest(".prose")) continue;
        for (const a of ["aria-label", "placeholder", "title"])
          if (el.hasAttribute(a)) texts.push([norm(el.getAttribute(a)!), `@${a}`]);
      }
      const inDb = (t: string) => dbSet.has(t) || t.split(/ · |, /).every((part) => dbSet.has(part.trim()));
      // Longest first, so a name is taken out whole before any shorter text inside it.
      const known = [...db.filter((d) => d.length > 1), ...paTexts, ...brands].sort(
        (a, b) => b.length - a.length,
      );
      const bad: string[] = [];
      for (const [t, where] of texts) {
        if (!/[A-Za-z]/.test(t) || inDb(t)) continue;
        // A quiz's option letters stay A–D, as on the bilingual PPSC/PSSSB papers.
        if (where === "<span>" && /^[A-D]\.?$/.test(t)) continue;
        if (en.some((re) => re.test(t))) {
          bad.push(`English ${where}: ${t}`);
          continue;
        }
        // What is left after the database's texts, the Punjabi catalog's texts, brand names,
        // e-mail addresses and links: no Latin letters may remain.
        let rest = t;
        for (const k of known) if (rest.includes(k)) rest = rest.split(k).join(" ");
        rest = rest.replace(/\S+@\S+\.\S+|https?:\/\/\S+/g, " ");
        if (/[A-Za-z]/.test(rest)) bad.push(`not from the catalog ${where}: ${t}`);
      }
      return bad;
    },
    { db, enPatterns: EN_PATTERNS, paTexts: PA_TEXTS, brands: BRANDS },
  );
}

async function firstArticlePath(): Promise<string> {
  const list = await guest().collection("currentAffairs").getList(1, 1, { sort: "-date", fields: "seoURL" });
  return `/currentaffairs/${list.items[0]!.seoURL}`;
}

async function firstQuizPath(): Promise<string> {
  const list = await guest().collection("quizs").getList(1, 1, { sort: "name", fields: "id" });
  return `/quizzes/${list.items[0]!.id}`;
}

/**
 * Waits until the page's data has arrived (no loading line left), after scrolling through it so
 * the parts that load near the viewport (Register Now, the footer) are there too.
 */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await scrollThrough(page);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: T("Loading…") })).toHaveCount(0);
}

test("a visitor switches to Punjabi, reloads, and every interface text is Punjabi", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "HOME" })).toBeVisible();

  // The switch: a labelled link showing "ਪੰਜਾਬੀ", operated with the keyboard.
  const toPunjabi = page.getByRole("link", { name: "Language: ਪੰਜਾਬੀ" });
  await toPunjabi.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "pa");
  await expect(
    page.getByRole("navigation", { name: T("Main") }).getByRole("link", { name: T("HOME") }),
  ).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("pa");

  await page.reload();
  const db = await databaseTexts();
  const pages: [string, string][] = [
    ["/", T("Register Now")],
    ["/currentaffairs", T("Current Affairs")],
    [await firstArticlePath(), T("About this article")],
    ["/quizzes", T("Test Your Knowledge with Exciting Quizzes!")],
    [await firstQuizPath(), T("Submit answers")], // the player (an untimed quiz starts at once)
    ["/contact", T("Send us a message")],
  ];
  for (const [path, mark] of pages) {
    await page.goto(path);
    await settled(page);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "pa");
    await expect(
      page
        .getByText(mark, { exact: true })
        .or(page.getByLabel(mark, { exact: true }))
        .first(),
      path,
    ).toBeAttached();
    await expect(page.getByRole("link", { name: T("CURRENT AFFAIRS") }).first(), path).toBeVisible();
    expect(await notPunjabi(page, db), path).toEqual([]);
    // Every message of the footer and of the home page's lower part is there to be checked.
    await expect(page.getByRole("form", { name: T("Newsletter") }), path).toBeVisible();
  }

  // Back to English: the spec's English texts, unchanged.
  await page.goto("/");
  await page.getByRole("link", { name: `${T("Language:")} English` }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  for (const name of ["HOME", "QUIZZES", "ABOUT", "RESULTS", "CURRENT AFFAIRS", "CONTACT US"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What are you preparing for?" })).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole("heading", { name: "Register Now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Testimonials" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("en");
});

test("a Punjabi form says what to fix in Punjabi", async ({ page }) => {
  await page.goto("/contact?lang=pa");
  // The form's messages come from the app: this checks their language, not a submit before it runs.
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await page.getByRole("button", { name: T("Send message") }).click();
  const form = page.getByRole("form", { name: T("Contact us") });
  await expect(form.getByLabel(T("Your name"))).toHaveAccessibleDescription(T("Please enter your name."));
  await expect(form.getByLabel(T("E-mail"), { exact: true })).toHaveAccessibleDescription(
    T("Please enter your e-mail address."),
  );
});

test("?lang= and the browser's language choose; junk values fall back cleanly", async ({
  browser,
  baseURL,
}) => {
  // A Punjabi browser with no choice made gets Punjabi, on the server's first answer too.
  const punjabi = await browser.newContext({ locale: "pa-IN" });
  const p1 = await punjabi.newPage();
  const first = await p1.request.get(`${baseURL}/quizzes`, { headers: { "Accept-Language": "pa-IN,pa" } });
  expect(await first.text()).toContain('<html lang="pa">');
  await p1.goto(`${baseURL}/quizzes`);
  await expect(p1.locator("html")).toHaveAttribute("lang", "pa");
  await expect(p1.getByRole("heading", { level: 1 })).toHaveText(
    T("Test Your Knowledge with Exciting Quizzes!"),
  );
  // ?lang=en overrides it and is remembered.
  await p1.goto(`${baseURL}/quizzes?lang=en`);
  await expect(p1.getByRole("heading", { level: 1 })).toHaveText(
    "Test Your Knowledge with Exciting Quizzes!",
  );
  await p1.goto(`${baseURL}/quizzes`);
  await expect(p1.locator("html")).toHaveAttribute("lang", "en");
  await punjabi.close();

  // Junk in the cookie and the URL: ignored, the page opens in the browser's language.
  const junk = await browser.newContext({ locale: "en-IN" });
  await junk.addCookies([{ name: "lang", value: "zz<script>", url: baseURL! }]);
  const p2 = await junk.newPage();
  for (const path of ["/", "/?lang=zz", "/currentaffairs?lang=%00", "/contact?lang=pa-IN"]) {
    const res = await p2.goto(`${baseURL}${path}`);
    expect(res?.status(), path).toBe(200);
    await expect(p2.locator("html"), path).toHaveAttribute("lang", "en");
    await expect(p2.getByRole("link", { name: "CURRENT AFFAIRS" }).first(), path).toBeVisible();
  }
  // A real choice in the cookie beats a junk parameter.
  await junk.addCookies([{ name: "lang", value: "pa", url: baseURL! }]);
  await p2.goto(`${baseURL}/?lang=zz`);
  await expect(p2.locator("html")).toHaveAttribute("lang", "pa");
  await junk.close();
});

for (const width of [360, 1280]) {
  test(`Punjabi pages at ${width} px: accessible, nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const paths = [
      "/",
      "/currentaffairs",
      await firstArticlePath(),
      "/quizzes",
      await firstQuizPath(),
      "/contact",
    ];
    for (const path of paths) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=pa`);
      await settled(page);
      const name = path === "/" ? "home" : path.split("/").filter(Boolean).join("-").slice(0, 40);
      await page.screenshot({ path: `test-results/screens/pa-${name}-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
      // An article's own document (staff's DOCX images) is content; the interface around it is checked.
      await expectAccessible(page, { exclude: [".prose"] });
    }
  });
}
