// Inserts the demo content through the API as a superuser. Idempotent: everything is looked up
// by its natural key (tag name, seoURL, quiz/course name, staff e-mail) before it is created.
import { randomBytes } from "node:crypto";
import PocketBase from "pocketbase";
import { makeArticleDocx } from "./make-docx.mjs";
import { makeTextPdf } from "./pdf.mjs";
import { upsertSuperuser } from "./pocketbase.mjs";
import { makeCoursePng, makePortraitPng, makeSlidePng } from "./png.mjs";
import {
  ARTICLES,
  COURSES,
  DEMO_SLIDES,
  QUIZZES,
  RESULTS_WITH_PHOTOS,
  SETTINGS,
  TAGS,
  TAG_NAMES_PA,
} from "./seed-data.mjs";
import { bankSeedQuestions } from "./seed-questions.mjs";

/** Gradient pairs for the demo course covers. */
const COURSE_COLOURS = [
  [
    [14, 116, 144],
    [30, 64, 175],
  ],
  [
    [190, 18, 60],
    [234, 88, 12],
  ],
  [
    [21, 128, 61],
    [13, 148, 136],
  ],
  [
    [109, 40, 217],
    [219, 39, 119],
  ],
  [
    [180, 83, 9],
    [202, 138, 4],
  ],
  [
    [30, 64, 175],
    [91, 33, 182],
  ],
];
// The app's own slug rule (a CommonJS file shared with pb_hooks; Node imports it by name).
import { slugify } from "../../shared/rules-core.cjs";
import { istDayOfMs } from "../../shared/day-queries-core.cjs";

export const SEED_SUPERUSER = "seed-bot@example.com";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** YYYY-MM-DD of `daysAgo` days before today in India (Asia/Kolkata). */
export function istDate(daysAgo = 0, now = new Date()) {
  return istDayOfMs(now.getTime() - daysAgo * 86_400_000);
}

/**
 * Days before `now` (IST) of a seed article's date: `days`, or the `monthDay`-th of this month, or
 * the `lastMonthDay`-th of last month (clipped to the month's length; never in the future).
 */
export function articleDaysAgo(a, now = new Date()) {
  if (a.days !== undefined) return a.days;
  const today = istDate(0, now);
  const [y, m, d] = today.split("-").map(Number);
  const target =
    a.monthDay !== undefined
      ? Date.UTC(y, m - 1, Math.min(a.monthDay, d))
      : Date.UTC(y, m - 2, Math.min(a.lastMonthDay, new Date(Date.UTC(y, m - 1, 0)).getUTCDate()));
  return Math.round((Date.UTC(y, m - 1, d) - target) / 86_400_000);
}

async function findFirst(pb, collection, filter, params) {
  try {
    return await pb.collection(collection).getFirstListItem(pb.filter(filter, params));
  } catch (err) {
    if (err?.status === 404) return null;
    throw err;
  }
}

/**
 * @param {{ url: string, bin: string, dataDir: string, staffEmail: string, staffPassword: string,
 *   log?: (m: string) => void, renderHtml?: (docx: Buffer) => Promise<string> }} o
 */
export async function seed({ url, bin, dataDir, staffEmail, staffPassword, log = console.log, renderHtml }) {
  const password = randomBytes(18).toString("hex");
  upsertSuperuser({ bin, dataDir, email: SEED_SUPERUSER, password });
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(SEED_SUPERUSER, password);

  const counts = { tags: 0, articles: 0, quizzes: 0, courses: 0, settings: 0, staff: 0 };

  // Staff login
  if (!(await findFirst(pb, "users", "email = {:e}", { e: staffEmail }))) {
    await pb.collection("users").create({
      email: staffEmail,
      password: staffPassword,
      passwordConfirm: staffPassword,
      verified: true,
      name: "Demo Staff",
      // The demo login is the institute's owner: it manages staff accounts and settings.
      role: "owner",
    });
    counts.staff++;
  }

  // Settings (one record)
  const settingsList = await pb.collection("settings").getList(1, 1);
  if (settingsList.items.length === 0) {
    const brochure = makeTextPdf({
      title: `${SETTINGS.instituteName}: Course Brochure`,
      lines: [
        SETTINGS.tagline,
        "",
        ...COURSES.map((c) => `${c.name}: Rs ${c.price.toLocaleString("en-IN")}`),
        "",
        `Call ${SETTINGS.phone}  |  ${SETTINGS.email}`,
        SETTINGS.address,
      ],
    });
    await pb.collection("settings").create({
      ...SETTINGS,
      // Only a configured public URL: the demo's own address changes with PORT (pb_hooks/lib/site.js
      // falls back to the address served on).
      siteUrl: process.env.SITE_URL || "",
      brochure: new File([brochure], "brochure.pdf", { type: "application/pdf" }),
      ...demoSlides(),
      ...demoResultPhotos(SETTINGS.results),
    });
    counts.settings++;
  } else {
    // A site seeded before slide pictures existed: give the placeholder banner and the results
    // their pictures once (never over anything staff have set).
    const s = settingsList.items[0];
    const placeholder = (s.slides ?? []).every((x) => /^Slide \d+$/.test(x.title ?? ""));
    const body = {
      ...(placeholder && !(s.slideImages ?? []).length ? demoSlides() : {}),
      ...(!(s.resultPhotos ?? []).length && !(s.results ?? []).some((r) => r.photo)
        ? demoResultPhotos(s.results ?? [])
        : {}),
    };
    if (Object.keys(body).length) await pb.collection("settings").update(s.id, body);
  }

  // Tags
  const tagIds = {};
  for (const name of TAGS) {
    let t = await findFirst(pb, "CAtags", "name = {:n}", { n: name });
    if (!t) {
      t = await pb.collection("CAtags").create({ name, namePa: TAG_NAMES_PA[name] ?? "" });
      counts.tags++;
    }
    tagIds[name] = t.id;
  }

  // Articles, oldest first so `created` order follows the article date.
  const now = new Date();
  const ordered = ARTICLES.map((a) => ({ ...a, days: articleDaysAgo(a, now) })).sort(
    (a, b) => b.days - a.days,
  );
  const oldSite = [];
  for (const a of ordered) {
    const seoURL = a.seoURL ?? slugify(a.name);
    if (await findFirst(pb, "currentAffairs", "seoURL = {:s}", { s: seoURL })) continue;
    const docx = await makeArticleDocx({
      title: a.name,
      intro: a.desc,
      points: a.punjabi
        ? ["ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਪੜ੍ਹਾਈ ਲਾਜ਼ਮੀ।", "ਹਰ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਇੱਕ ਮਾਡਲ ਸਕੂਲ।", "ਅਧਿਆਪਕਾਂ ਲਈ ਨਵੀਂ ਸਿਖਲਾਈ ਯੋਜਨਾ।"]
        : [
            "What happened and who announced it.",
            "The numbers worth remembering for the exam.",
            "How it connects to the syllabus (GS paper and Punjab GK).",
          ],
      table: a.punjabi
        ? [
            ["ਵਿਸ਼ਾ", "ਵੇਰਵਾ"],
            ["ਐਲਾਨ", istDate(a.days)],
            ["ਵਿਭਾਗ", "ਸਕੂਲ ਸਿੱਖਿਆ ਵਿਭਾਗ, ਪੰਜਾਬ"],
          ]
        : [
            ["Item", "Detail"],
            ["Date", istDate(a.days)],
            ["Useful for", "PCS, Punjab Police, PSSSB, PSTET"],
          ],
      closing: a.punjabi
        ? "ਇਹ ਲੇਖ ਪ੍ਰੀਖਿਆ ਦੀ ਤਿਆਰੀ ਲਈ ਹੈ।"
        : "Revise this with the weekly current affairs quiz.",
      font: a.punjabi ? "Noto Sans Gurmukhi" : undefined,
      // The AnmolLipi demo article brings its own (legacy-font) content: see seed-data.mjs.
      ...a.legacyFont,
      ...(a.legacyFont ? { labelFont: "Times New Roman", headingFont: a.legacyFont.font } : {}),
    });
    const file = new File([docx], `${seoURL}.docx`, { type: DOCX_MIME });
    const data = {
      name: a.name,
      date: `${istDate(a.days)} 00:00:00.000Z`,
      desc: a.desc,
      seoURL,
      active: a.active !== false,
      tags: a.tags.map((t) => tagIds[t]),
      doc: file,
    };
    // Stored HTML as a staff save makes it, except for the oldest article, which stays like the
    // old site's records (only the .docx, no HTML).
    const render = renderHtml ?? (await import("./render-docx.mjs")).renderDocxHtml;
    if (a !== ordered[0]) data.html = await render(docx);
    const created = await pb.collection("currentAffairs").create(data);
    if (a === ordered[0]) oldSite.push(created.id);
    counts.articles++;
  }
  // The old-site article gets the server's stored copy of its converted .docx (and from it, its
  // search text) the way `npm start` and `npm run search:rebuild` give one to a real old record.
  if (oldSite.length) {
    const { fillDocHtml, logFill } = await import("./docx-html.mjs");
    logFill(await fillDocHtml(pb, { ids: oldSite, render: renderHtml }), log);
  }

  // Quizzes
  for (const q of QUIZZES) {
    if (await findFirst(pb, "quizs", "name = {:n}", { n: q.name })) continue;
    await pb.collection("quizs").create({
      name: q.name,
      desc: q.desc,
      active: q.active,
      questions: q.questions.map((x, i) => ({ ...x, order: i + 1 })),
      date: q.days === undefined ? "" : `${istDate(q.days)} 00:00:00.000Z`,
      timeLimit: q.timeLimit ?? 0,
      negativeMarking: q.negativeMarking ?? "none",
      shuffleQuestions: q.shuffleQuestions ?? false,
      shuffleOptions: q.shuffleOptions ?? false,
      showExplanations: q.showExplanations ?? true,
    });
    counts.quizzes++;
  }

  // The question bank (issue 24): bilingual demo questions by topic for the mock tests to draw
  // from (scripts/lib/seed-questions.mjs), looked up by their source "seed:demo#<n>".
  for (const q of bankSeedQuestions()) {
    if (await findFirst(pb, "questions", "source = {:s}", { s: q.source })) continue;
    await pb.collection("questions").create(q);
  }

  // Courses
  // Each demo course gets a cover drawn in code (scripts/lib/png.mjs); a course seeded before
  // covers existed gets one added, a course whose image staff set is left alone.
  for (const [i, c] of COURSES.entries()) {
    const [from, to] = COURSE_COLOURS[i % COURSE_COLOURS.length];
    const image = () =>
      new File([makeCoursePng(800, 450, from, to, i)], `course-${i + 1}.png`, { type: "image/png" });
    const found = await findFirst(pb, "courses", "name = {:n}", { n: c.name });
    if (found) {
      if (!found.image) await pb.collection("courses").update(found.id, { image: image() });
      continue;
    }
    await pb.collection("courses").create({ ...c, url: SETTINGS.storeUrl, active: true, image: image() });
    counts.courses++;
  }

  // Mock tests (issue 24): the published "PSTET Paper I — practice" from the pattern, drawing from
  // the bank (after the bank's demo questions; a few bilingual questions of its own when missing).
  const { seedMockTests } = await import("./seed-mock-tests.mjs");
  const mockRecords = await seedMockTests(pb);
  if (mockRecords > 0)
    log(`Seed: added ${mockRecords} mock-test record(s) (questions and the practice test).`);

  pb.authStore.clear();
  log(
    `Seed: added ${counts.tags} tags, ${counts.articles} articles, ${counts.quizzes} quizzes, ` +
      `${counts.courses} courses, ${counts.settings} settings, ${counts.staff} staff account(s).`,
  );
  return counts;
}

/**
 * The demo content on a throw-away server (bundle budget, Lighthouse), quietly, with the demo staff
 * login of .env.example.
 */
export function seedDemo(pb, dataDir) {
  return seed({
    url: pb.url,
    bin: pb.bin,
    dataDir,
    staffEmail: "staff@example.com",
    staffPassword: "staff-demo-2026",
    log: () => {},
  });
}

/** The demo banner: slides referring to their pictures as "new:<file>" (pb_hooks/settings-sections.pb.js). */
function demoSlides() {
  const files = DEMO_SLIDES.map(
    (d, i) => new File([makeSlidePng(1280, 720, ...d.colors)], `slide-${i + 1}.png`, { type: "image/png" }),
  );
  return {
    slides: DEMO_SLIDES.map((d, i) => ({
      title: d.title,
      text: d.text,
      ctaLabel: d.ctaLabel,
      titlePa: d.titlePa,
      textPa: d.textPa,
      ctaLabelPa: d.ctaLabelPa,
      ctaUrl: d.ctaUrl,
      image: `new:slide-${i + 1}.png`,
    })),
    slideImages: files,
  };
}

const PHOTO_COLOURS = [
  [
    [219, 234, 254],
    [198, 134, 66],
    [30, 64, 175],
  ],
  [
    [254, 243, 199],
    [141, 85, 36],
    [22, 101, 52],
  ],
  [
    [252, 231, 243],
    [224, 172, 105],
    [157, 23, 77],
  ],
  [
    [220, 252, 231],
    [160, 105, 60],
    [67, 56, 202],
  ],
];

/** Drawn photos for some of `results`. */
function demoResultPhotos(results) {
  const picked = RESULTS_WITH_PHOTOS.filter((i) => results[i]);
  if (!picked.length) return {};
  return {
    results: results.map((r, i) => (picked.includes(i) ? { ...r, photo: `new:result-${i + 1}.png` } : r)),
    resultPhotos: picked.map(
      (i, n) =>
        new File([makePortraitPng(320, ...PHOTO_COLOURS[n % PHOTO_COLOURS.length])], `result-${i + 1}.png`, {
          type: "image/png",
        }),
    ),
  };
}
