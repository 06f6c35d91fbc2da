// Settings and courses are shared with the app, which falls back to them when a backend has no
// settings or courses collection (the institute's older PocketBase).
import defaults from "../../src/config/site-defaults.json" with { type: "json" };
// Demo content for an empty site. Realistic enough that every page looks alive.
export const TAGS = ["Punjab", "National", "International", "Economy", "Science & Tech", "Sports", "Awards"];

// Staff's texts in Punjabi too (issue 24): the `…Pa` twins of the demo's settings, courses and
// tags. Kept here, not in site-defaults.json, which the home page's first chunk carries. The
// fourth course is left English only, so the demo shows the fallback.
/** @type {Record<string, string>} */
export const TAG_NAMES_PA = {
  Punjab: "ਪੰਜਾਬ",
  National: "ਰਾਸ਼ਟਰੀ",
  International: "ਅੰਤਰਰਾਸ਼ਟਰੀ",
  Economy: "ਅਰਥ-ਵਿਵਸਥਾ",
  "Science & Tech": "ਵਿਗਿਆਨ ਅਤੇ ਤਕਨੀਕ",
  Sports: "ਖੇਡਾਂ",
  Awards: "ਪੁਰਸਕਾਰ",
};

const SETTINGS_PA = {
  taglinePa: "ਪੰਜਾਬ ਸਰਕਾਰੀ ਨੌਕਰੀਆਂ, ਅਧਿਆਪਕ ਯੋਗਤਾ ਪ੍ਰੀਖਿਆਵਾਂ ਅਤੇ ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਵਿੱਚ PCS ਦੀ ਕੋਚਿੰਗ",
  aboutPa:
    "<p>ਪੰਜਾਬ ਸਕਸੈੱਸ ਅਕੈਡਮੀ 2012 ਵਿੱਚ ਬਠਿੰਡਾ ਵਿਖੇ ਉਨ੍ਹਾਂ ਅਧਿਆਪਕਾਂ ਨੇ ਸ਼ੁਰੂ ਕੀਤੀ ਸੀ ਜਿਨ੍ਹਾਂ ਨੇ ਆਪ ਪੰਜਾਬ ਸਰਕਾਰ ਦੀਆਂ ਪ੍ਰੀਖਿਆਵਾਂ ਪਾਸ ਕੀਤੀਆਂ ਸਨ। ਵੀਹ ਵਿਦਿਆਰਥੀਆਂ ਦੇ ਇੱਕ ਸ਼ਾਮ ਦੇ ਬੈਚ ਤੋਂ ਸ਼ੁਰੂ ਹੋ ਕੇ ਅੱਜ ਇਹ ਇੱਕ ਪੂਰੀ ਸੰਸਥਾ ਹੈ, ਜਿੱਥੇ ਪੰਜਾਬ ਸਰਕਾਰੀ ਨੌਕਰੀਆਂ, ਅਧਿਆਪਕ ਯੋਗਤਾ ਪ੍ਰੀਖਿਆਵਾਂ, ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਵਿੱਚ PCS ਅਤੇ PPSC ਪ੍ਰੀਖਿਆਵਾਂ ਲਈ ਕਲਾਸਰੂਮ ਅਤੇ ਆਨਲਾਈਨ ਕੋਰਸ ਹਨ।</p>" +
    "<p>ਅਸੀਂ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਪੜ੍ਹਾਉਂਦੇ ਹਾਂ, ਫ਼ੀਸ ਪਿੰਡਾਂ ਅਤੇ ਛੋਟੇ ਸ਼ਹਿਰਾਂ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਪਹੁੰਚ ਵਿੱਚ ਰੱਖਦੇ ਹਾਂ, ਅਤੇ ਹਰ ਰੋਜ਼ ਮੁਫ਼ਤ ਮੌਜੂਦਾ ਮਾਮਲੇ ਅਤੇ ਕੁਇਜ਼ ਪ੍ਰਕਾਸ਼ਿਤ ਕਰਦੇ ਹਾਂ, ਤਾਂ ਜੋ ਪੰਜਾਬ ਦਾ ਹਰ ਉਮੀਦਵਾਰ ਤਿਆਰੀ ਕਰ ਸਕੇ, ਭਾਵੇਂ ਉਹ ਕੋਈ ਕੋਰਸ ਕਰੇ ਜਾਂ ਨਾ।</p>",
  stats: [
    { labelPa: "ਵਿਦਿਆਰਥੀ", notePa: "ਪਿਛਲੇ ਮਹੀਨੇ ਨਾਲੋਂ 21% ਵੱਧ" },
    { labelPa: "ਕੋਰਸ", notePa: "ਪਿਛਲੇ ਮਹੀਨੇ ਨਾਲੋਂ 21% ਵੱਧ" },
    { labelPa: "ਨਤੀਜੇ", notePa: "ਪਿਛਲੇ ਮਹੀਨੇ ਨਾਲੋਂ 21% ਵੱਧ" },
    { labelPa: "ਕਿਤਾਬਾਂ", notePa: "ਪਿਛਲੇ ਮਹੀਨੇ ਨਾਲੋਂ 21% ਵੱਧ" },
  ],
  // The placeholder slides of a site seeded before slide pictures (DEMO_SLIDES replace them).
  slides: [
    { titlePa: "ਸਲਾਈਡ 1", textPa: "ਪੰਜਾਬ ਪੁਲਿਸ, ਪਟਵਾਰੀ ਅਤੇ ਕਲਰਕ ਬੈਚ: ਹਰ ਮਹੀਨੇ ਨਵਾਂ ਸੈਸ਼ਨ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ।" },
    { titlePa: "ਸਲਾਈਡ 2", textPa: "PSTET ਅਤੇ CTET: ਛਪੇ ਨੋਟਸ ਅਤੇ ਹਫ਼ਤਾਵਾਰੀ ਟੈਸਟਾਂ ਨਾਲ ਲਾਈਵ ਕਲਾਸਾਂ।" },
    { titlePa: "ਸਲਾਈਡ 3", textPa: "ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਵਿੱਚ PCS: ਉੱਤਰ-ਲੇਖਣ ਅਭਿਆਸ ਨਾਲ ਫਾਊਂਡੇਸ਼ਨ ਬੈਚ।" },
    { titlePa: "ਸਲਾਈਡ 4", textPa: "ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਮੁਫ਼ਤ ਰੋਜ਼ਾਨਾ ਮੌਜੂਦਾ ਮਾਮਲੇ ਅਤੇ ਕੁਇਜ਼।" },
  ],
  courseCategories: [
    { namePa: "ਪੰਜਾਬ ਸਰਕਾਰੀ" },
    { namePa: "ਅਧਿਆਪਨ" },
    { namePa: "IAS PCS ਪੰਜਾਬੀ" },
    { namePa: "ਈ-ਬੁੱਕਾਂ" },
    { namePa: "PPSC ਕੋਰਸ" },
  ],
  testimonials: [
    {
      coursePa: "PSTET + CTET",
      testimonialPa:
        "ਪੈਡਾਗੋਜੀ ਦੇ ਨੋਟਸ ਅਤੇ ਹਫ਼ਤਾਵਾਰੀ ਟੈਸਟਾਂ ਨੇ ਸਾਰਾ ਫ਼ਰਕ ਪਾ ਦਿੱਤਾ। ਮੈਂ ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਹੀ PSTET ਪੇਪਰ 2 ਪਾਸ ਕਰ ਲਿਆ।",
    },
    {
      coursePa: "ਪੰਜਾਬ ਪੁਲਿਸ ਕਾਂਸਟੇਬਲ",
      testimonialPa: "ਪੰਜਾਬੀ ਵਿੱਚ ਰੋਜ਼ਾਨਾ ਮੌਜੂਦਾ ਮਾਮਲੇ ਅਤੇ ਮੌਕ ਟੈਸਟ ਬਿਲਕੁਲ ਅਸਲ ਪ੍ਰੀਖਿਆ ਵਰਗੇ ਸਨ। ਸਾਰੇ ਅਧਿਆਪਕਾਂ ਦਾ ਧੰਨਵਾਦ।",
    },
    {
      coursePa: "PCS ਫਾਊਂਡੇਸ਼ਨ",
      testimonialPa: "ਹਰ ਐਤਵਾਰ ਦੇ ਉੱਤਰ-ਲੇਖਣ ਅਭਿਆਸ ਨੇ ਮੈਨੂੰ ਮੇਨਜ਼ ਲਈ ਭਰੋਸਾ ਦਿੱਤਾ। ਅਧਿਆਪਕ ਸ਼ੰਕੇ ਦੂਰ ਕਰਨ ਲਈ ਹਮੇਸ਼ਾ ਮੌਜੂਦ ਰਹਿੰਦੇ ਹਨ।",
    },
    {
      coursePa: "ਪਟਵਾਰੀ ਟੈਸਟ ਸੀਰੀਜ਼",
      testimonialPa: "ਮੈਂ ਘਰ ਬੈਠੇ ਆਪਣੇ ਫ਼ੋਨ ’ਤੇ ਪੜ੍ਹਾਈ ਕੀਤੀ। ਕੁਇਜ਼ ਅਤੇ PDF ਮੇਰੇ ਪਿੰਡ ਦੇ ਹੌਲੀ ਇੰਟਰਨੈੱਟ ’ਤੇ ਵੀ ਚੱਲਦੇ ਹਨ।",
    },
    {
      coursePa: "ਪੰਜਾਬ ਜੀ.ਕੇ. ਈ-ਬੁੱਕਾਂ",
      testimonialPa: "ਪੰਜਾਬ ਜੀ.ਕੇ. ਦੀਆਂ ਈ-ਬੁੱਕਾਂ ਛੋਟੀਆਂ ਅਤੇ ਸਪਸ਼ਟ ਹਨ, ਅਤੇ ਮੇਰੀ ਕਲਰਕ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਆਇਆ ਹਰ ਵਿਸ਼ਾ ਇਨ੍ਹਾਂ ਵਿੱਚ ਸੀ।",
    },
    {
      coursePa: "PPSC ਨਾਇਬ ਤਹਿਸੀਲਦਾਰ",
      testimonialPa: "ਯੋਜਨਾਬੱਧ ਸਿਲੇਬਸ, ਨਿਯਮਤ ਟੈਸਟ ਅਤੇ ਇਮਾਨਦਾਰ ਫੀਡਬੈਕ। ਦੂਜੀ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਚੁਣਿਆ ਗਿਆ।",
    },
  ],
  results: [
    { examPa: "PCS (ਕਾਰਜਕਾਰੀ)", rankPa: "ਰੈਂਕ 14" },
    { examPa: "ਪੰਜਾਬ ਪੁਲਿਸ ਸਬ-ਇੰਸਪੈਕਟਰ", rankPa: "ਚੁਣਿਆ ਗਿਆ" },
    { examPa: "PSTET ਪੇਪਰ 2", rankPa: "ਯੋਗਤਾ ਪ੍ਰਾਪਤ" },
    { examPa: "ਪੰਜਾਬ ਪੁਲਿਸ ਕਾਂਸਟੇਬਲ", rankPa: "ਚੁਣਿਆ ਗਿਆ" },
    { examPa: "PSSSB ਕਲਰਕ", rankPa: "ਚੁਣੀ ਗਈ" },
    { examPa: "PPSC ਨਾਇਬ ਤਹਿਸੀਲਦਾਰ", rankPa: "ਰੈਂਕ 7" },
  ],
};

const COURSES_PA = [
  {
    namePa: "ਪੰਜਾਬ ਪੁਲਿਸ ਕਾਂਸਟੇਬਲ ਟੈਸਟ ਸੀਰੀਜ਼ 2026",
    descriptionPa:
      "ਪੰਜਾਬ ਪੁਲਿਸ ਦੇ ਨਵੇਂ ਪੈਟਰਨ ਵਿੱਚ 40 ਪੂਰੇ ਮੌਕ ਟੈਸਟ, ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਵਿਸਥਾਰਤ ਹੱਲਾਂ ਸਮੇਤ; ਪੰਜਾਬ ਜੀ.ਕੇ., ਰੀਜ਼ਨਿੰਗ ਅਤੇ ਗਣਿਤ ਦੇ ਭਾਗਵਾਰ ਟੈਸਟ, ਅਤੇ ਹਰ ਟੈਸਟ ਤੋਂ ਬਾਅਦ ਪੂਰੇ ਪੰਜਾਬ ਦਾ ਰੈਂਕ।",
  },
  {
    namePa: "PSTET + CTET ਪੂਰਾ ਕੋਰਸ",
    descriptionPa:
      "ਪੰਜਾਬ ਅਤੇ ਕੇਂਦਰੀ ਅਧਿਆਪਕ ਯੋਗਤਾ ਪ੍ਰੀਖਿਆਵਾਂ ਲਈ ਛੇ ਮਹੀਨਿਆਂ ਦੀਆਂ ਲਾਈਵ ਕਲਾਸਾਂ: ਬਾਲ ਵਿਕਾਸ ਅਤੇ ਪੈਡਾਗੋਜੀ, ਪੰਜਾਬੀ, ਅੰਗਰੇਜ਼ੀ, ਗਣਿਤ ਅਤੇ ਵਾਤਾਵਰਨ ਅਧਿਐਨ, ਹਫ਼ਤਾਵਾਰੀ ਟੈਸਟਾਂ ਅਤੇ ਛਪੇ ਨੋਟਸ ਨਾਲ।",
  },
  {
    namePa: "PCS ਫਾਊਂਡੇਸ਼ਨ ਬੈਚ (ਪੰਜਾਬੀ ਮਾਧਿਅਮ)",
    descriptionPa:
      "PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਅਤੇ UPSC ਪ੍ਰੀਲਿਮਜ਼ ਲਈ ਪੰਜਾਬੀ ਵਿੱਚ ਇੱਕ ਸਾਲ ਦੀ ਫਾਊਂਡੇਸ਼ਨ: ਰਾਜਨੀਤੀ ਸ਼ਾਸਤਰ, ਪੰਜਾਬ ਦਾ ਇਤਿਹਾਸ, ਭੂਗੋਲ, ਅਰਥ-ਵਿਵਸਥਾ, ਨੈਤਿਕਤਾ ਅਤੇ ਰੋਜ਼ਾਨਾ ਮੌਜੂਦਾ ਮਾਮਲੇ, ਉੱਤਰ-ਲੇਖਣ ਅਭਿਆਸ ਸਮੇਤ।",
  },
];

/**
 * Each item of `list` with the Punjabi twins at the same position in `pa` (when there are any).
 * @template T
 * @param {T[]} list
 * @param {Record<string, string>[]} pa
 * @returns {T[]}
 */
const withPa = (list, pa) => list.map((item, i) => ({ ...item, ...pa[i] }));

const base = defaults.settings;
export const SETTINGS = {
  ...base,
  taglinePa: SETTINGS_PA.taglinePa,
  aboutPa: SETTINGS_PA.aboutPa,
  stats: withPa(base.stats, SETTINGS_PA.stats),
  slides: withPa(base.slides, SETTINGS_PA.slides),
  courseCategories: withPa(base.courseCategories, SETTINGS_PA.courseCategories),
  testimonials: withPa(base.testimonials, SETTINGS_PA.testimonials),
  results: withPa(base.results, SETTINGS_PA.results),
};
export const COURSES = withPa(defaults.courses, COURSES_PA);

/**
 * When each article is dated, relative to the day the seed runs (IST), so the by-date pages have
 * something on a fresh start: days: 0 = today, 1 = yesterday, ...; or monthDay: N = the Nth of
 * this month; or lastMonthDay: N = the Nth of last month. scripts/lib/seed.mjs turns these into
 * days ago.
 */
export const ARTICLES = [
  {
    lastMonthDay: 10,
    name: "Punjab Police recruitment 2026: 1,746 constable posts notified",
    tags: ["Punjab"],
    desc: "Eligibility, the exam pattern and the dates to remember for the constable recruitment.",
  },
  {
    lastMonthDay: 24,
    name: "GST Council cuts rates on farm machinery",
    tags: ["Economy", "National"],
    desc: "Tractors and harvesters move to the 5 percent slab from the next quarter.",
  },
  {
    monthDay: 1,
    name: "Punjab Day of the month: state formation anniversary explained",
    tags: ["Punjab"],
    desc: "Why Punjab's present borders date from 1 November 1966, and the questions exams ask on it.",
  },
  {
    days: 20,
    name: "RBI keeps repo rate unchanged at 5.5 percent",
    tags: ["Economy", "National"],
    desc: "The Monetary Policy Committee held the repo rate and kept its neutral stance.",
  },
  {
    days: 15,
    name: "Punjab launches Mission Rangla Punjab for village ponds",
    tags: ["Punjab"],
    desc: "A state scheme to clean and revive 15,000 village ponds before the monsoon.",
  },
  {
    days: 12,
    name: "India and Australia sign critical minerals partnership",
    tags: ["International", "Economy"],
    desc: "An agreement on lithium and cobalt supply chains and joint research.",
  },
  {
    days: 9,
    name: "ISRO tests semi-cryogenic engine for heavy launcher",
    tags: ["Science & Tech", "National"],
    desc: "A full-duration hot test of the 2,000 kN engine at Mahendragiri.",
  },
  {
    days: 7,
    name: "Punjab wins Santosh Trophy after 18 years",
    tags: ["Sports", "Punjab"],
    desc: "Punjab beat Kerala 2-1 in the final of the national football championship.",
  },
  {
    days: 6,
    name: "Old draft: Punjab budget highlights (unpublished)",
    tags: ["Punjab", "Economy"],
    desc: "Draft notes not yet checked by the editor.",
    active: false,
  },
  {
    days: 5,
    name: "National Sports Awards 2026 announced",
    tags: ["Awards", "Sports"],
    desc: "Khel Ratna for two athletes; the full list of Arjuna awardees.",
  },
  {
    days: 4,
    name: "UN climate conference agrees on adaptation finance goal",
    tags: ["International"],
    desc: "Countries agreed a new goal for adaptation finance for developing nations.",
  },
  {
    days: 3,
    name: "Punjab cabinet approves new industrial policy",
    tags: ["Punjab", "Economy"],
    desc: "Incentives for MSMEs, agro-processing units and border districts.",
  },
  {
    days: 1,
    name: "Bharat Ratna conferred on two freedom fighters",
    tags: ["Awards", "National"],
    desc: "The President conferred the country's highest civilian honour posthumously.",
  },
  {
    days: 1,
    name: "ਪੰਜਾਬ ਸਰਕਾਰ ਵੱਲੋਂ ਨਵੀਂ ਸਿੱਖਿਆ ਨੀਤੀ ਦਾ ਐਲਾਨ",
    seoURL: "punjab-new-education-policy-punjabi",
    tags: ["Punjab"],
    desc: "ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਅਤੇ ਗਣਿਤ ਲਈ ਨਵੇਂ ਕਦਮ।",
    punjabi: true,
  },
  {
    // Typed in the legacy AnmolLipi font, as many Punjabi desks still type: the DOCX holds ASCII
    // letters ("pMjwb" for ਪੰਜਾਬ) that the seed, like the staff form, converts to Unicode. English
    // labels are Times New Roman runs in the same paragraphs; the title's font comes from the
    // Heading 1 style. The name and description are what staff type into the form (Unicode).
    days: 2,
    name: "ਪੰਜਾਬ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਸ਼ੁਰੂ",
    seoURL: "punjab-paddy-procurement-anmollipi",
    tags: ["Punjab", "Economy"],
    desc: "ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਸਰਕਾਰੀ ਖ਼ਰੀਦ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀ ਹੈ।",
    legacyFont: {
      font: "AnmolLipi",
      title: "pMjwb iv`c Jony dI ^rId SurU",
      intro: "pMjwb srkwr ny mMfIAW iv`c Jony dI srkwrI ^rId SurU kr id`qI hY[",
      points: [
        "hr ijælHy iv`c ^rId kyNdr",
        "ikswnW nUM 48 GMitAW iv`c AdwiegI",
        "pRvwsI mzdUrW leI rihx dw pRbMD",
      ],
      table: [
        ["ivSw", "vyrvw"],
        ["ivBwg", "Kurwk qy isvl splweI ivBwg, pMjwb"],
      ],
      closing: "ieh lyK pRIiKAw dI iqAwrI leI hY[",
    },
  },
  {
    days: 0,
    name: "Padma awards nominations open till 15 September",
    tags: ["Awards"],
    desc: "How nominations work and the categories of the Padma Vibhushan, Padma Bhushan and Padma Shri.",
  },
  {
    days: 0,
    name: "Supreme Court sets up panel on exam paper leaks",
    tags: ["National"],
    desc: "A three-member committee will suggest safeguards for recruitment exams.",
  },
];

export const QUIZZES = [
  {
    name: "Punjab GK Daily Quiz",
    desc: "<p>Ten quick questions on <strong>Punjab history, geography and culture</strong>.</p>",
    active: true,
    // Exam conditions: today's quiz, 5 minutes, ¼ mark off per wrong answer, shuffled options.
    days: 0,
    timeLimit: 5,
    negativeMarking: "1/4",
    shuffleOptions: true,
    showExplanations: true,
    questions: [
      {
        text: "Which river is known as the 'Sorrow of Punjab'?",
        options: ["Ghaggar", "Sutlej", "Beas", "Ravi"],
        answer: "Ghaggar",
        explanation: "The Ghaggar floods frequently in the monsoon.",
      },
      {
        text: "Who founded the city of Amritsar?",
        options: ["Guru Ram Das", "Guru Arjan Dev", "Guru Nanak Dev", "Maharaja Ranjit Singh"],
        answer: "Guru Ram Das",
        explanation: "Guru Ram Das founded Ramdaspur, later Amritsar, in 1577.",
      },
      {
        text: "How many districts does Punjab have (2026)?",
        options: ["20", "22", "23", "25"],
        answer: "23",
        explanation: "Malerkotla became the 23rd district in 2021.",
      },
      {
        text: "Which is the state bird of Punjab?",
        options: ["Baaz (Northern goshawk)", "Peacock", "Koel", "Sparrow"],
        answer: "Baaz (Northern goshawk)",
        explanation: "The baaz is associated with Guru Gobind Singh.",
      },
      {
        text: "The Jallianwala Bagh massacre took place in which year?",
        options: ["1915", "1919", "1921", "1930"],
        answer: "1919",
        explanation: "It happened on 13 April 1919, Baisakhi day.",
      },
    ],
  },
  {
    name: "Current Affairs Weekly Test",
    desc: "<p>Questions from this week's <em>current affairs</em> articles.</p>",
    active: true,
    days: 1,
    showExplanations: true,
    questions: [
      {
        text: "At what level did the RBI keep the repo rate?",
        options: ["5.25%", "5.5%", "6%", "6.5%"],
        answer: "5.5%",
        explanation: "The MPC held the rate at 5.5 percent.",
      },
      {
        text: "Mission Rangla Punjab targets the revival of what?",
        options: ["Village ponds", "Canals", "Forests", "Schools"],
        answer: "Village ponds",
        explanation: "About 15,000 ponds are to be cleaned.",
      },
      {
        text: "Punjab beat which team in the Santosh Trophy final?",
        options: ["Goa", "Bengal", "Kerala", "Manipur"],
        answer: "Kerala",
        explanation: "Punjab won 2-1.",
      },
    ],
  },
  {
    name: "PSTET Pedagogy Practice (draft)",
    desc: "<p>Being prepared by the teaching faculty.</p>",
    active: false,
    questions: [
      {
        text: "Who proposed the theory of cognitive development?",
        options: ["Piaget", "Skinner", "Pavlov", "Thorndike"],
        answer: "Piaget",
        explanation: "",
      },
    ],
  },
];

/**
 * The demo's banner: real headlines with a call to action and a picture each (drawn in code by
 * makeSlidePng with these colours; the spec's "Slide 1…4" were the old site's placeholders).
 */
export const DEMO_SLIDES = [
  {
    title: "New Punjab Police batch starts 1 December",
    text: "Constable and Sub-Inspector: daily classes in Punjabi, weekly mock tests and physical training tips.",
    ctaLabel: "See the course",
    titlePa: "ਪੰਜਾਬ ਪੁਲਿਸ ਦਾ ਨਵਾਂ ਬੈਚ 1 ਦਸੰਬਰ ਤੋਂ ਸ਼ੁਰੂ",
    textPa: "ਕਾਂਸਟੇਬਲ ਅਤੇ ਸਬ-ਇੰਸਪੈਕਟਰ: ਪੰਜਾਬੀ ਵਿੱਚ ਰੋਜ਼ਾਨਾ ਕਲਾਸਾਂ, ਹਫ਼ਤਾਵਾਰੀ ਮੌਕ ਟੈਸਟ ਅਤੇ ਸਰੀਰਕ ਸਿਖਲਾਈ ਦੇ ਨੁਕਤੇ।",
    ctaLabelPa: "ਕੋਰਸ ਦੇਖੋ",
    ctaUrl: "/courses",
    colors: [
      [12, 74, 110],
      [245, 158, 11],
    ],
  },
  {
    title: "PSTET and CTET: learn from teachers who cleared them",
    text: "Live classes, printed notes and a full test series for Paper 1 and Paper 2.",
    ctaLabel: "Join the batch",
    titlePa: "PSTET ਅਤੇ CTET: ਉਨ੍ਹਾਂ ਅਧਿਆਪਕਾਂ ਤੋਂ ਸਿੱਖੋ ਜਿਨ੍ਹਾਂ ਨੇ ਇਹ ਪਾਸ ਕੀਤੇ",
    textPa: "ਪੇਪਰ 1 ਅਤੇ ਪੇਪਰ 2 ਲਈ ਲਾਈਵ ਕਲਾਸਾਂ, ਛਪੇ ਨੋਟਸ ਅਤੇ ਪੂਰੀ ਟੈਸਟ ਸੀਰੀਜ਼।",
    ctaLabelPa: "ਬੈਚ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ",
    ctaUrl: "/courses",
    colors: [
      [49, 46, 129],
      [139, 92, 246],
    ],
  },
  {
    title: "PCS in Punjabi medium",
    text: "A foundation batch with answer-writing practice every week and interview guidance.",
    ctaLabel: "Talk to us",
    titlePa: "ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਵਿੱਚ PCS",
    textPa: "ਹਰ ਹਫ਼ਤੇ ਉੱਤਰ-ਲੇਖਣ ਅਭਿਆਸ ਅਤੇ ਇੰਟਰਵਿਊ ਦੀ ਤਿਆਰੀ ਵਾਲਾ ਫਾਊਂਡੇਸ਼ਨ ਬੈਚ।",
    ctaLabelPa: "ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰੋ",
    ctaUrl: "/contact",
    colors: [
      [6, 78, 59],
      [20, 184, 166],
    ],
  },
  {
    title: "Free daily current affairs and quizzes",
    text: "In Punjabi and English, every morning: read today's news and test yourself in five minutes.",
    ctaLabel: "Read today's news",
    titlePa: "ਮੁਫ਼ਤ ਰੋਜ਼ਾਨਾ ਮੌਜੂਦਾ ਮਾਮਲੇ ਅਤੇ ਕੁਇਜ਼",
    textPa: "ਹਰ ਸਵੇਰ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ: ਅੱਜ ਦੀਆਂ ਖ਼ਬਰਾਂ ਪੜ੍ਹੋ ਅਤੇ ਪੰਜ ਮਿੰਟਾਂ ਵਿੱਚ ਆਪਣੀ ਪਰਖ ਕਰੋ।",
    ctaLabelPa: "ਅੱਜ ਦੀਆਂ ਖ਼ਬਰਾਂ ਪੜ੍ਹੋ",
    ctaUrl: "/currentaffairs",
    colors: [
      [136, 19, 55],
      [249, 115, 22],
    ],
  },
];

/** Results that get a (drawn) photo in the demo: their positions in SETTINGS.results. */
export const RESULTS_WITH_PHOTOS = [0, 1, 2, 5];
