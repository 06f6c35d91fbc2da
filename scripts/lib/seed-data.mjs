// Settings and courses are shared with the app, which falls back to them when a backend has no
// settings or courses collection (the institute's older PocketBase).
import defaults from "../../src/config/site-defaults.json" with { type: "json" };
// Demo content for an empty site. Realistic enough that every page looks alive.
export const TAGS = ["Punjab", "National", "International", "Economy", "Science & Tech", "Sports", "Awards"];

export const SETTINGS = defaults.settings;
export const COURSES = defaults.courses;

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
    ctaUrl: "/currentaffairs",
    colors: [
      [136, 19, 55],
      [249, 115, 22],
    ],
  },
];

/** Results that get a (drawn) photo in the demo: their positions in SETTINGS.results. */
export const RESULTS_WITH_PHOTOS = [0, 1, 2, 5];
