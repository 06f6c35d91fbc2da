// The server's first paint: static HTML for the pages whose data the first response carries
// (lib/first-response.js), with the same markup and classes as the React components, so the words
// are on screen before any JavaScript runs and React's first render (which replaces this) lands on
// the same layout. Without JavaScript this is the page: full article, first 24 items with links.
// Keep it in step with: site-header.tsx, current-affair-page.tsx, current-affairs-page.tsx,
// article-card.tsx, tag-chips.tsx, quizzes-page.tsx, home-page.tsx/banner.tsx, not-found-page.tsx.
// Interface words are all in WORDS.en; words("pa") translates them through the app's pa.json.

const WORDS = {
  en: {
    skip: "Skip to content",
    nav: [
      ["HOME", "/"],
      ["QUIZ'S", "/quizs"],
      ["ABOUT", "/about"],
      ["RESULTS", "/results"],
      ["CURRENT AFFAIRS", "/currentaffairs"],
    ],
    courses: "COURSES",
    coursesNote: " (opens the course store in a new tab)",
    contact: "CONTACT US",
    callNow: "Call now: ",
    call: "Call",
    menu: "Menu",
    home: "Home",
    currentAffairs: "Current Affairs",
    caIntro: "Stay updated with the latest news and developments from around the world",
    byDate: "Current affairs by date",
    today: "Today's current affairs",
    thisMonth: "This month",
    archive: "Archive by month",
    articles: "Articles",
    tags: "Tags",
    newTab: " (opens in a new tab)",
    noArticles: "No current affairs found.",
    searchLabel: "Search current affairs",
    searchPlaceholder: "Search current affairs…",
    filterByTag: "Filter by tag",
    clearFilters: "Clear filters",
    document: "Document",
    aboutArticle: "About this article",
    todayLabel: "Today",
    yesterday: "Yesterday",
    quizzesTitle: "Test Your Knowledge with Exciting Quizzes!",
    moreQuizzes: "More quizzes",
    noQuizzes: "No Quizzes Available",
    minutes: "{minutes} min",
    notFoundTitle: "404 - Page Not Found",
    notFoundText: "The page you are looking for does not exist or has moved.",
    goHome: "Go to the home page",
    highlights: "{name} highlights",
    allQuizzes: "All quizzes",
    beforeYouStart: "Before you start",
    questionsEach: "{count, plural, one {# question} other {# questions}}, 1 mark each.",
    timeLimit:
      "Time limit: {minutes, plural, one {# minute} other {# minutes}}. The quiz is submitted by itself when time runs out.",
    negativeMarking:
      "Negative marking: {mark} is taken off for each wrong answer. A question you skip costs nothing.",
    quarterMark: "¼ mark",
    thirdMark: "⅓ mark",
    noNegative: "No negative marking.",
    keptOnDevice: "Your answers are kept on this device if you reload or lose the connection.",
    startQuiz: "Start quiz",
  },
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const IST_MS = 330 * 60 * 1000;

/**
 * The words in `lang`. Punjabi comes from the app's own catalog (src/lib/locales/pa.json, keyed by
 * the English text, as t() in the app), so there is one catalog; a word without a Punjabi entry
 * stays English. Leading/trailing spaces of a word are kept around its translation.
 */
function words(lang) {
  if (lang !== "pa") return WORDS.en;
  if (WORDS.pa) return WORDS.pa;
  let catalog = {};
  try {
    catalog = JSON.parse(toString($os.readFile(`${__hooks}/../src/lib/locales/pa.json`)));
  } catch {
    catalog = {};
  }
  const tr = (text) => {
    const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
    const out = catalog[m[2]];
    return out ? m[1] + out + m[3] : text;
  };
  const pa = {};
  for (const k of Object.keys(WORDS.en)) {
    const v = WORDS.en[k];
    pa[k] = Array.isArray(v) ? v.map((item) => [tr(item[0]), item[1]]) : tr(v);
  }
  WORDS.pa = pa;
  return pa;
}

/**
 * A catalog message with its values, as lingui formats the app's: `{name}` and the one ICU form
 * the first paint uses, `{n, plural, one {# …} other {# …}}` ("one" is 1 in English, 0 and 1 in
 * Punjabi, as CLDR says).
 */
function fmt(message, values, lang) {
  const one = (n) => (lang === "pa" ? n === 0 || n === 1 : n === 1);
  return message
    .replace(/\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g, (_, k, a, b) => {
      const n = Number(values[k]);
      return (one(n) ? a : b).replace(/#/g, String(n));
    })
    .replace(/\{(\w+)\}/g, (m, k) => (values[k] === undefined ? m : String(values[k])));
}

/** Text or an attribute value as HTML (lib/site.js's escapeHtml; nothing for null). */
function esc(s) {
  return require(`${__hooks}/lib/site.js`).escapeHtml(s == null ? "" : s);
}

function parseDate(v) {
  if (!v) return null;
  const d = new Date(String(v).indexOf("T") === -1 ? String(v).replace(" ", "T") : String(v));
  return isNaN(d.getTime()) ? null : d;
}

/** "YYYY-MM-DD" in India. */
function istDay(d) {
  return new Date(d.getTime() + IST_MS).toISOString().slice(0, 10);
}

/** The app's dateLabel (src/lib/dates.ts): Today, Yesterday or "Nov 3, 2026" (India's calendar). */
function dateLabel(value, now, w) {
  const d = parseDate(value);
  if (!d) return "";
  const day = istDay(d);
  const diff = Math.round(
    (Date.parse(`${istDay(now)}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86400000,
  );
  if (diff === 0) return w.todayLabel;
  if (diff === 1) return w.yesterday;
  const [y, m, dd] = day.split("-");
  return `${MONTHS[Number(m) - 1]} ${Number(dd)}, ${y}`;
}

function tagBadges(tags, cls, w) {
  if (!tags || !tags.length) return "";
  const pill =
    "bg-brand-50 text-brand-800 ring-brand-100 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1";
  return (
    `<ul class="flex flex-wrap gap-1.5 ${cls}" aria-label="${esc(w.tags)}">` +
    tags.map((t) => `<li class="${pill}">${esc(t.name)}</li>`).join("") +
    `</ul>`
  );
}

function header(settings, path, w) {
  const active = (to) => (to === "/" ? path === "/" : path === to || path.indexOf(`${to}/`) === 0);
  const linkClass = (on) =>
    `block rounded-md px-3 py-2 text-sm font-semibold tracking-wide ${on ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`;
  const item = (label, to) =>
    `<li><a href="${to}"${active(to) ? ' aria-current="page"' : ""} class="${linkClass(active(to))}">${esc(label)}</a></li>`;
  const items =
    w.nav.map(([label, to]) => item(label, to)).join("") +
    `<li><a href="${esc(settings.storeUrl)}" target="_blank" rel="noopener noreferrer" class="block rounded-md px-3 py-2 text-sm font-semibold tracking-wide text-slate-800 hover:bg-slate-100">${esc(w.courses)}<span class="sr-only">${esc(w.coursesNote)}</span></a></li>` +
    item(w.contact, "/contact");
  const phone = settings.phone
    ? `<a href="tel:${esc(String(settings.phone).replace(/[^\d+]/g, ""))}" class="bg-accent-400 hover:bg-accent-500 flex items-center gap-1 rounded-full px-3 py-2 text-sm font-bold text-slate-900">` +
      `<svg viewBox="0 0 24 24" aria-hidden="true" class="size-4 fill-current"><path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z"></path></svg>` +
      `<span class="hidden sm:inline">${esc(w.callNow)}</span><span class="sr-only sm:not-sr-only">${esc(settings.phone)}</span><span class="sm:hidden">${esc(w.call)}</span></a>`
    : "";
  return (
    `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">` +
    `<a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2">${esc(w.skip)}</a>` +
    `<div class="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">` +
    `<a href="/" class="text-brand-800 flex min-w-0 items-center gap-2 font-bold"><img src="/favicon.svg" alt="" width="36" height="36" class="size-9 shrink-0"><span class="truncate text-base sm:text-lg">${esc(settings.instituteName)}</span></a>` +
    `<nav aria-label="Main" class="hidden lg:block"><ul class="flex items-center gap-1">${items}</ul></nav>` +
    `<div class="flex shrink-0 items-center gap-2">${phone}` +
    // The app's Menu button needs JavaScript; until then (or without it) a <details> of the same
    // size opens the same links.
    `<details class="relative lg:hidden"><summary class="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold">${esc(w.menu)}</summary>` +
    `<nav aria-label="Main" class="absolute top-full right-0 mt-2 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg"><ul class="flex flex-col gap-1">${items}</ul></nav></details>` +
    `</div></div></header>`
  );
}

function shell(settings, path, main, w) {
  return (
    `<div class="flex min-h-screen flex-col"><div class="contents print:hidden">${header(settings, path, w)}</div>` +
    `<div class="flex-1">${main}</div></div>`
  );
}

function breadcrumb(current, w) {
  return (
    `<nav aria-label="Breadcrumb" class="text-sm text-slate-600"><ol class="flex flex-wrap items-center gap-1.5">` +
    `<li><a href="/" class="hover:text-brand-700 hover:underline">${esc(w.home)}</a></li><li aria-hidden="true">›</li>` +
    `<li><a href="/currentaffairs" class="hover:text-brand-700 hover:underline">${esc(w.currentAffairs)}</a></li><li aria-hidden="true">›</li>` +
    `<li aria-current="page" class="min-w-0 truncate font-medium text-slate-800">${esc(current)}</li></ol></nav>`
  );
}

const PROSE =
  "prose prose-slate max-w-none break-words prose-headings:text-slate-900 prose-a:text-brand-700 prose-img:mx-auto prose-img:rounded-md " +
  "[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_td_p]:my-1 [&_th_p]:my-1";

/** `safeHtml`: the article's HTML already through lib/html-clean.js. */
function articlePage(a, safeHtml, now, w) {
  const when = a.date || a.created;
  const d = parseDate(when);
  const dateLine = d
    ? `<p class="mt-1 text-sm text-slate-600"><a href="/currentaffairs/date/${istDay(d)}" class="hover:text-brand-700 hover:underline"><time datetime="${istDay(d)}">${esc(dateLabel(when, now, w))}</time></a></p>`
    : "";
  const tags = a.expand && a.expand.tags;
  return (
    `<main id="main" class="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">${breadcrumb(a.name, w)}` +
    `<h1 class="mt-4 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">${esc(a.name)}</h1>` +
    `<div class="mt-6 grid gap-6 lg:grid-cols-4">` +
    `<article class="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 lg:col-span-3" aria-label="${esc(w.document)}">` +
    (safeHtml ? `<div class="${PROSE}">${safeHtml}</div>` : "") +
    `</article>` +
    `<aside aria-label="${esc(w.aboutArticle)}" class="h-fit rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4">` +
    `<p class="text-lg leading-snug font-semibold text-slate-900">${esc(a.name)}</p>${dateLine}` +
    (a.desc ? `<p class="mt-3 text-slate-700">${esc(a.desc)}</p>` : "") +
    tagBadges(tags, "mt-3", w) +
    `</aside></div></main>`
  );
}

function articleCard(a, now, w) {
  const when = a.date || a.created;
  return (
    `<article class="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">` +
    `<h2 class="text-lg leading-snug font-semibold text-slate-900"><a href="/currentaffairs/${esc(encodeURIComponent(a.seoURL))}" target="_blank" rel="noopener" class="hover:text-brand-700 hover:underline focus-visible:underline">${esc(a.name)}<span class="sr-only">${esc(w.newTab)}</span></a></h2>` +
    (when
      ? `<p class="mt-1 text-sm text-slate-600"><time datetime="${esc(String(when).slice(0, 10))}">${esc(dateLabel(when, now, w))}</time></p>`
      : "") +
    (a.desc ? `<p class="mt-2 line-clamp-3 text-slate-700">${esc(a.desc)}</p>` : "") +
    tagBadges(a.expand && a.expand.tags, "mt-auto pt-3", w) +
    `</article>`
  );
}

const CHIP =
  "inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition ";
const CHIP_ON = "border-brand-700 bg-brand-700 hover:bg-brand-800 text-white";
const CHIP_OFF = "hover:border-brand-600 hover:text-brand-800 border-slate-300 bg-white text-slate-800";

function listUrl(tags, q) {
  const parts = [];
  if (tags.length) parts.push(`tags=${tags.map(encodeURIComponent).join(",")}`);
  if (q) parts.push(`q=${encodeURIComponent(q)}`);
  return `/currentaffairs${parts.length ? `?${parts.join("&")}` : ""}`;
}

/** The search box and tag chips (search-box.tsx, tag-chips.tsx); without JavaScript a form and links. */
function listFilters(query, tags, w) {
  const chips = tags.length
    ? `<div role="group" aria-label="${esc(w.filterByTag)}" class="flex flex-wrap items-center gap-2">` +
      tags
        .map((t) => {
          const on = query.tags.indexOf(t.id) !== -1;
          const next = on ? query.tags.filter((x) => x !== t.id) : query.tags.concat([t.id]);
          return (
            `<a href="${esc(listUrl(next, query.q))}" class="${CHIP}${on ? CHIP_ON : CHIP_OFF}"${on ? ' aria-current="true"' : ""}>${esc(t.name)}` +
            (on ? `<span aria-hidden="true" class="-mr-1 text-base leading-none">×</span>` : "") +
            `</a>`
          );
        })
        .join("") +
      (query.tags.length
        ? `<a href="${esc(listUrl([], query.q))}" class="inline-flex items-center justify-center gap-2 font-semibold text-brand-800 underline hover:text-brand-900 min-h-9 px-2 text-sm">${esc(w.clearFilters)}</a>`
        : "") +
      `</div>`
    : "";
  return (
    `<div class="flex flex-col gap-4"><form role="search" class="w-full sm:max-w-sm" action="/currentaffairs" method="get">` +
    (query.tags.length ? `<input type="hidden" name="tags" value="${esc(query.tags.join(","))}">` : "") +
    `<label for="ca-search" class="sr-only">${esc(w.searchLabel)}</label>` +
    `<input id="ca-search" type="search" name="q" value="${esc(query.q)}" maxlength="100" placeholder="${esc(w.searchPlaceholder)}" enterkeyhint="search" class="focus:border-brand-600 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500">` +
    `</form>${chips}</div>`
  );
}

/**
 * `page`: the first list page ({ items, hasMore }) for `query` ({ tags, q } as in the URL);
 * `tags`: every tag for the chips.
 */
function listPage(page, query, tags, now, w) {
  const dateNav =
    `<nav aria-label="${esc(w.byDate)}" class="mb-4 flex flex-wrap gap-2">` +
    `<a href="/currentaffairs/today" class="${btn("primary")}">${esc(w.today)}</a>` +
    `<a href="/currentaffairs/month/${istDay(now).slice(0, 7)}" class="${btn("secondary")}">${esc(w.thisMonth)}</a>` +
    `<a href="/currentaffairs/archive" class="${btn("secondary")}">${esc(w.archive)}</a></nav>`;
  let list = "";
  if (page) {
    list = page.items.length
      ? `<ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="${esc(w.currentAffairs)}">` +
        page.items.map((a) => `<li>${articleCard(a, now, w)}</li>`).join("") +
        `</ul>`
      : `<p class="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700 text-lg">${esc(w.noArticles)}</p>`;
  }
  return (
    `<main id="main" class="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">` +
    `<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">${esc(w.currentAffairs)}</h1>` +
    `<p class="mt-2 text-lg text-slate-700">${esc(w.caIntro)}</p><div class="mt-6">${dateNav}${listFilters(query, tags, w)}` +
    `<section aria-label="${esc(w.articles)}" class="mt-6">${list}</section></div></main>`
  );
}

// buttonClass("primary" | "secondary", "sm", "min-h-11") of src/components/ui/button.tsx.
const BUTTON = {
  primary:
    "inline-flex items-center justify-center gap-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 rounded-md px-3 py-1.5 text-sm bg-brand-700 text-white hover:bg-brand-800 min-h-11",
  secondary:
    "inline-flex items-center justify-center gap-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 rounded-md px-3 py-1.5 text-sm border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 min-h-11",
};
function btn(variant) {
  return BUTTON[variant];
}

function quizzesPage(page, now, w) {
  const groups = [];
  for (const q of page.items) {
    const day = q.date ? q.date.slice(0, 10) : "none";
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(q);
    else groups.push({ day, items: [q] });
  }
  const body = page.items.length
    ? groups
        .map(
          (g) =>
            `<section aria-labelledby="day-${esc(g.day)}" class="mt-8"><h2 id="day-${esc(g.day)}" class="text-lg font-bold text-slate-800">${esc(g.day === "none" ? w.moreQuizzes : dateLabel(g.day, now, w))}</h2>` +
            `<ol class="marker:text-brand-700 mt-3 list-decimal space-y-4 pl-6 marker:font-bold sm:pl-8">` +
            g.items
              .map(
                (q) =>
                  `<li class="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"><a href="/quizs/${esc(encodeURIComponent(q.id))}" class="text-brand-800 text-lg font-semibold underline-offset-2 hover:underline">${esc(q.name)}</a>` +
                  (q.timeLimit > 0
                    ? `<span class="ml-2 text-sm text-slate-600">· ${esc(w.minutes.replace("{minutes}", String(Number(q.timeLimit))))}</span>`
                    : "") +
                  `</li>`,
              )
              .join("") +
            `</ol></section>`,
        )
        .join("")
    : `<p class="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700 mt-8 text-lg">${esc(w.noQuizzes)}</p>`;
  return (
    `<main id="main" class="relative mx-auto min-h-[60vh] w-full max-w-4xl px-4 py-8 sm:py-12">` +
    `<h1 class="text-2xl font-bold text-slate-900 sm:text-4xl">${esc(w.quizzesTitle)}</h1>${body}</main>`
  );
}

/**
 * A quiz before it starts, as src/features/quizzes/pages/quiz-page.tsx and
 * components/quiz-intro.tsx draw it: title, description (`safeDesc`, already through
 * lib/html-clean.js) and the rules with the Start button, which works once the app has started.
 * `count`: the playable questions (scoring.ts's playableQuestions: text and at least one option).
 */
function quizPage(q, safeDesc, count, w, lang) {
  const mark = q.negativeMarking === "1/4" ? w.quarterMark : q.negativeMarking === "1/3" ? w.thirdMark : "";
  const minutes = Number(q.timeLimit) || 0;
  const rules =
    count === 0
      ? ""
      : `<section aria-labelledby="quiz-rules" class="mt-6 rounded-xl border border-slate-200 bg-white p-5">` +
        `<h2 id="quiz-rules" class="text-xl font-bold text-slate-900">${esc(w.beforeYouStart)}</h2>` +
        `<ul class="mt-3 list-disc space-y-1 pl-5 text-slate-800">` +
        `<li>${esc(fmt(w.questionsEach, { count }, lang))}</li>` +
        `<li>${esc(fmt(w.timeLimit, { minutes }, lang))}</li>` +
        `<li>${esc(mark ? fmt(w.negativeMarking, { mark }, lang) : w.noNegative)}</li>` +
        `<li>${esc(w.keptOnDevice)}</li></ul>` +
        `<button type="button" class="inline-flex items-center justify-center gap-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 rounded-lg px-6 py-2.5 bg-brand-700 text-white hover:bg-brand-800 mt-5">${esc(w.startQuiz)}</button>` +
        `</section>`;
  return (
    `<main id="main" class="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">` +
    `<p class="text-sm"><a href="/quizs" class="text-brand-800 underline underline-offset-2">← ${esc(w.allQuizzes)}</a></p>` +
    `<h1 class="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">${esc(q.name)}</h1>` +
    (safeDesc.trim() ? `<div class="prose prose-slate max-w-none mt-2">${safeDesc}</div>` : "") +
    rules +
    `</main>`
  );
}

const BACKDROP = "from-brand-900 via-brand-800 to-brand-700";

/** The home page's heading and the banner's first slide (the rest arrives with the app). */
function homePage(s, w) {
  const slide = (s.slides || [])[0];
  let banner = "";
  if (slide) {
    let img = "";
    if (slide.image && s.id && s.collectionId && (s.slideImages || []).indexOf(slide.image) !== -1) {
      const base = `/api/files/${encodeURIComponent(s.collectionId)}/${encodeURIComponent(s.id)}/${encodeURIComponent(slide.image)}`;
      img =
        // As src/features/home/components/banner.tsx draws the first slide (phones get the 960 thumb).
        `<img src="${esc(base)}?thumb=1280x720" srcset="${["640x360", "960x540", "1280x720"].map((t) => `${esc(base)}?thumb=${t} ${t.split("x")[0]}w`).join(", ")}" sizes="(max-width: 639px) 480px, 100vw" width="1280" height="720" alt="" loading="eager" fetchpriority="high" class="absolute inset-0 h-full w-full object-cover">` +
        `<span aria-hidden="true" class="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/20"></span>`;
    }
    const ext = /^https?:\/\//i.test(slide.ctaUrl || "");
    banner =
      `<section aria-roledescription="carousel" aria-label="${esc(w.highlights.replace("{name}", () => s.instituteName))}" class="bg-brand-900 relative h-[380px] overflow-hidden sm:h-[400px] lg:h-[530px]">` +
      `<div class="flex h-full"><div role="group" aria-roledescription="slide" class="relative flex h-full w-full shrink-0 items-center bg-gradient-to-br ${BACKDROP}">${img}` +
      `<div class="relative mx-auto w-full max-w-5xl px-16 pb-10 text-white sm:px-20"><p class="text-2xl font-bold sm:text-4xl lg:text-5xl">${esc(slide.title)}</p>` +
      `<p class="mt-3 max-w-2xl text-base text-white/90 sm:mt-4 sm:text-xl">${esc(slide.text)}</p>` +
      (slide.ctaLabel && slide.ctaUrl && /^(https?:\/\/|\/(?!\/))/i.test(slide.ctaUrl)
        ? `<a href="${esc(slide.ctaUrl)}"${ext ? ' target="_blank" rel="noopener noreferrer"' : ""} class="bg-accent-400 hover:bg-accent-500 mt-5 inline-block rounded-lg px-5 py-2.5 font-semibold text-slate-900">${esc(slide.ctaLabel)}</a>`
        : "") +
      `</div></div></div></section>`;
  }
  return `<main id="main"><h1 class="sr-only">${esc(s.instituteName)}: ${esc(s.tagline)}</h1>${banner}</main>`;
}

function notFoundPage(w) {
  return (
    `<main id="main" class="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">` +
    `<h1 class="text-4xl font-bold text-red-600 sm:text-5xl">${esc(w.notFoundTitle)}</h1>` +
    `<p class="mt-4 text-slate-700">${esc(w.notFoundText)}</p>` +
    `<a href="/" class="bg-brand-700 hover:bg-brand-800 mt-6 rounded-lg px-5 py-2.5 font-semibold text-white">${esc(w.goHome)}</a></main>`
  );
}

module.exports = {
  WORDS,
  words,
  esc,
  dateLabel,
  shell,
  articlePage,
  listPage,
  quizzesPage,
  quizPage,
  fmt,
  homePage,
  notFoundPage,
};
