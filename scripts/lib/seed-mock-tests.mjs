// The demo mock test (issue 24): "PSTET Paper I — practice", published, built from the PSTET Paper I
// pattern (shared/mock-patterns-core.cjs) with small random draws so a handful of bank questions
// make it valid and takeable. Run by scripts/lib/seed.mjs after the bank's own seed; a few bilingual
// questions of its own (source "seed:mock-tests") make sure every section has something to draw.
// Idempotent: the questions are looked up by their English text, the test by its name.
import { patternById, sectionsFromPattern } from "../../shared/mock-patterns-core.cjs";

export const DEMO_MOCK_TEST = "PSTET Paper I — practice";

/** [topic, English, Punjabi, options English, options Punjabi, answer, explanation English, explanation Punjabi] */
const QUESTIONS = [
  [
    "Child Development",
    "Who proposed the theory of cognitive development in stages?",
    "ਬੋਧਾਤਮਕ ਵਿਕਾਸ ਦੀਆਂ ਅਵਸਥਾਵਾਂ ਦਾ ਸਿਧਾਂਤ ਕਿਸ ਨੇ ਦਿੱਤਾ?",
    ["Jean Piaget", "B. F. Skinner", "Ivan Pavlov", "Sigmund Freud"],
    ["ਜੀਨ ਪਿਆਜੇ", "ਬੀ. ਐੱਫ. ਸਕਿਨਰ", "ਇਵਾਨ ਪਾਵਲੋਵ", "ਸਿਗਮੰਡ ਫ਼ਰਾਇਡ"],
    0,
    "Piaget described four stages, from sensorimotor to formal operational.",
    "ਪਿਆਜੇ ਨੇ ਸੰਵੇਦੀ-ਗਤੀਸ਼ੀਲ ਤੋਂ ਰਸਮੀ ਸੰਕਿਰਿਆਤਮਕ ਤੱਕ ਚਾਰ ਅਵਸਥਾਵਾਂ ਦੱਸੀਆਂ।",
  ],
  [
    "Child Development",
    "Learning by doing is most closely linked with which educationist?",
    "'ਕਰ ਕੇ ਸਿੱਖਣਾ' ਕਿਸ ਸਿੱਖਿਆ ਸ਼ਾਸਤਰੀ ਨਾਲ ਸਭ ਤੋਂ ਵੱਧ ਜੁੜਿਆ ਹੈ?",
    ["John Dewey", "Plato", "Charles Darwin", "Isaac Newton"],
    ["ਜੌਨ ਡਿਊਈ", "ਪਲੈਟੋ", "ਚਾਰਲਸ ਡਾਰਵਿਨ", "ਆਈਜ਼ਕ ਨਿਊਟਨ"],
    0,
    "Dewey's pragmatism puts experience and activity at the centre of learning.",
    "ਡਿਊਈ ਦੇ ਪ੍ਰਯੋਗਵਾਦ ਵਿੱਚ ਤਜਰਬਾ ਅਤੇ ਕਿਰਿਆ ਸਿੱਖਣ ਦਾ ਕੇਂਦਰ ਹਨ।",
  ],
  [
    "Child Development",
    "Continuous and Comprehensive Evaluation mainly aims to:",
    "ਲਗਾਤਾਰ ਅਤੇ ਵਿਆਪਕ ਮੁਲਾਂਕਣ ਦਾ ਮੁੱਖ ਉਦੇਸ਼ ਹੈ:",
    [
      "Reduce exam stress and assess all-round growth",
      "Rank students",
      "Replace teaching",
      "Test memory only",
    ],
    [
      "ਪ੍ਰੀਖਿਆ ਦਾ ਤਣਾਅ ਘਟਾਉਣਾ ਅਤੇ ਸਰਬਪੱਖੀ ਵਿਕਾਸ ਪਰਖਣਾ",
      "ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਦਰਜਾ ਦੇਣਾ",
      "ਪੜ੍ਹਾਈ ਦੀ ਥਾਂ ਲੈਣਾ",
      "ਸਿਰਫ਼ ਯਾਦਦਾਸ਼ਤ ਪਰਖਣਾ",
    ],
    0,
    "",
    "",
  ],
  [
    "Punjabi",
    "Which is the plural of 'ਕੁੜੀ'?",
    "'ਕੁੜੀ' ਦਾ ਬਹੁਵਚਨ ਕਿਹੜਾ ਹੈ?",
    ["ਕੁੜੀਆਂ", "ਕੁੜੀਏ", "ਕੁੜੀਓ", "ਕੁੜਾ"],
    ["ਕੁੜੀਆਂ", "ਕੁੜੀਏ", "ਕੁੜੀਓ", "ਕੁੜਾ"],
    0,
    "Feminine nouns ending in bihari (ੀ) take -ਆਂ in the plural.",
    "ਬਿਹਾਰੀ ਅੰਤ ਵਾਲੇ ਇਸਤਰੀ ਲਿੰਗ ਨਾਂਵ ਬਹੁਵਚਨ ਵਿੱਚ -ਆਂ ਲੈਂਦੇ ਹਨ।",
  ],
  [
    "Punjabi",
    "How many letters does the Gurmukhi alphabet (ਪੈਂਤੀ) traditionally have?",
    "ਗੁਰਮੁਖੀ ਵਰਣਮਾਲਾ (ਪੈਂਤੀ) ਵਿੱਚ ਰਵਾਇਤੀ ਤੌਰ 'ਤੇ ਕਿੰਨੇ ਅੱਖਰ ਹਨ?",
    ["35", "41", "26", "52"],
    ["35", "41", "26", "52"],
    0,
    "Hence the name ਪੈਂਤੀ (thirty-five).",
    "ਇਸੇ ਲਈ ਇਸ ਦਾ ਨਾਂ ਪੈਂਤੀ ਹੈ।",
  ],
  [
    "Punjabi",
    "Who is called the father of Punjabi prose?",
    "ਪੰਜਾਬੀ ਵਾਰਤਕ ਦਾ ਪਿਤਾ ਕਿਸ ਨੂੰ ਕਿਹਾ ਜਾਂਦਾ ਹੈ?",
    ["Bhai Vir Singh", "Waris Shah", "Amrita Pritam", "Shiv Kumar Batalvi"],
    ["ਭਾਈ ਵੀਰ ਸਿੰਘ", "ਵਾਰਿਸ ਸ਼ਾਹ", "ਅੰਮ੍ਰਿਤਾ ਪ੍ਰੀਤਮ", "ਸ਼ਿਵ ਕੁਮਾਰ ਬਟਾਲਵੀ"],
    0,
    "",
    "",
  ],
  [
    "English",
    "Choose the correct spelling.",
    "ਸਹੀ ਸ਼ਬਦ-ਜੋੜ ਚੁਣੋ।",
    ["Necessary", "Neccessary", "Necesary", "Neccesary"],
    [],
    0,
    "One c, double s.",
    "ਇੱਕ c, ਦੋ s।",
  ],
  [
    "English",
    "The antonym of 'ancient' is:",
    "'ancient' ਦਾ ਉਲਟ ਸ਼ਬਦ ਹੈ:",
    ["modern", "old", "antique", "early"],
    [],
    0,
    "",
    "",
  ],
  [
    "English",
    "She ___ to school every day.",
    "ਖ਼ਾਲੀ ਥਾਂ ਭਰੋ: She ___ to school every day.",
    ["goes", "go", "going", "gone"],
    [],
    0,
    "A singular subject in the simple present takes -es.",
    "ਸਧਾਰਨ ਵਰਤਮਾਨ ਵਿੱਚ ਇੱਕਵਚਨ ਕਰਤਾ ਨਾਲ ਕਿਰਿਆ -es ਲੈਂਦੀ ਹੈ।",
  ],
  [
    "Mathematics",
    "What is 15 % of 200?",
    "200 ਦਾ 15 % ਕਿੰਨਾ ਹੈ?",
    ["30", "15", "20", "35"],
    ["30", "15", "20", "35"],
    0,
    "200 × 15 / 100 = 30.",
    "200 × 15 / 100 = 30।",
  ],
  [
    "Mathematics",
    "The smallest prime number is:",
    "ਸਭ ਤੋਂ ਛੋਟੀ ਅਭਾਜ ਸੰਖਿਆ ਹੈ:",
    ["2", "1", "3", "0"],
    ["2", "1", "3", "0"],
    0,
    "",
    "",
  ],
  [
    "Mathematics",
    "A rectangle is 8 cm long and 5 cm wide. Its perimeter is:",
    "ਇੱਕ ਆਇਤ 8 ਸੈਂਟੀਮੀਟਰ ਲੰਮੀ ਅਤੇ 5 ਸੈਂਟੀਮੀਟਰ ਚੌੜੀ ਹੈ। ਇਸ ਦਾ ਘੇਰਾ ਹੈ:",
    ["26 cm", "40 cm", "13 cm", "20 cm"],
    ["26 ਸੈਂਟੀਮੀਟਰ", "40 ਸੈਂਟੀਮੀਟਰ", "13 ਸੈਂਟੀਮੀਟਰ", "20 ਸੈਂਟੀਮੀਟਰ"],
    0,
    "2 × (8 + 5) = 26.",
    "2 × (8 + 5) = 26।",
  ],
  [
    "Environmental Studies",
    "Which river flows past Ropar?",
    "ਰੋਪੜ ਕੋਲੋਂ ਕਿਹੜਾ ਦਰਿਆ ਵਗਦਾ ਹੈ?",
    ["Sutlej", "Beas", "Ravi", "Ghaggar"],
    ["ਸਤਲੁਜ", "ਬਿਆਸ", "ਰਾਵੀ", "ਘੱਗਰ"],
    0,
    "The Sutlej enters the Punjab plains at Ropar (Rupnagar).",
    "ਸਤਲੁਜ ਰੋਪੜ (ਰੂਪਨਗਰ) ਕੋਲ ਪੰਜਾਬ ਦੇ ਮੈਦਾਨਾਂ ਵਿੱਚ ਦਾਖ਼ਲ ਹੁੰਦਾ ਹੈ।",
  ],
  [
    "Environmental Studies",
    "Plants make their food by:",
    "ਪੌਦੇ ਆਪਣਾ ਭੋਜਨ ਕਿਸ ਨਾਲ ਬਣਾਉਂਦੇ ਹਨ?",
    ["Photosynthesis", "Respiration", "Digestion", "Evaporation"],
    ["ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ", "ਸਾਹ ਕਿਰਿਆ", "ਪਾਚਨ", "ਵਾਸ਼ਪੀਕਰਨ"],
    0,
    "",
    "",
  ],
  [
    "Environmental Studies",
    "Which gas do we breathe out?",
    "ਅਸੀਂ ਸਾਹ ਰਾਹੀਂ ਕਿਹੜੀ ਗੈਸ ਬਾਹਰ ਕੱਢਦੇ ਹਾਂ?",
    ["Carbon dioxide", "Oxygen", "Nitrogen", "Hydrogen"],
    ["ਕਾਰਬਨ ਡਾਈਆਕਸਾਈਡ", "ਆਕਸੀਜਨ", "ਨਾਈਟ੍ਰੋਜਨ", "ਹਾਈਡ੍ਰੋਜਨ"],
    0,
    "",
    "",
  ],
];

/**
 * The topics each PSTET section draws from: the pattern's own topic, and the names the bank's
 * demo questions use for the same subject.
 */
const TOPICS = [
  ["Child Development"],
  ["Punjabi", "Punjabi Grammar"],
  ["English"],
  ["Mathematics", "Reasoning"],
  ["Environmental Studies", "Punjab Geography", "Punjab History"],
];

/** Questions a section can draw (not retired, with a key, of any of the topics). */
async function available(pb, topics) {
  const params = {};
  const any = topics.map((t, i) => {
    params[`t${i}`] = JSON.stringify(t);
    return `topics ~ {:t${i}}`;
  });
  const res = await pb.collection("questions").getList(1, 1, {
    filter: pb.filter(`retired = false && answer >= 0 && (${any.join(" || ")})`, params),
    fields: "id",
  });
  return res.totalItems;
}

/**
 * Seeds the demo questions (when missing) and the published practice test. `pb` is signed in as a
 * superuser. Returns how many records it created.
 * @param {import("pocketbase").default} pb
 */
export async function seedMockTests(pb) {
  let created = 0;
  for (const [i, row] of QUESTIONS.entries()) {
    const [topic, textEn, textPa, en, pa, key, explanationEn, explanationPa] = row;
    // The right option is written first above; the options are rotated so the keys vary (A–D).
    const turn = i % en.length;
    const rotate = (list) => (list.length ? [...list.slice(turn), ...list.slice(0, turn)] : list);
    const optionsEn = rotate(en);
    // An English-language question keeps its English options in Punjabi too (every language given
    // has the same options: the bank's rule).
    const optionsPa = rotate(pa.length ? pa : en);
    const answer = (key - turn + en.length) % en.length;
    const found = await pb
      .collection("questions")
      .getList(1, 1, { filter: pb.filter("textEn = {:t}", { t: textEn }), fields: "id" });
    if (found.totalItems > 0) continue;
    await pb.collection("questions").create({
      textEn,
      textPa,
      optionsEn,
      optionsPa,
      answer,
      explanationEn,
      explanationPa,
      topics: [topic],
      exams: ["PSTET"],
      difficulty: "easy",
      source: "seed:mock-tests",
    });
    created++;
  }

  const exists = await pb
    .collection("mockTests")
    .getList(1, 1, { filter: pb.filter("name = {:n}", { n: DEMO_MOCK_TEST }), fields: "id" });
  if (exists.totalItems > 0) return created;

  const pattern = patternById("pstet-1");
  if (!pattern) throw new Error("The PSTET Paper I pattern is missing.");
  const sections = [];
  for (const [i, s] of sectionsFromPattern(pattern).entries()) {
    const topics = TOPICS[i] ?? [];
    const count = Math.min(5, await available(pb, topics));
    if (count === 0) continue;
    sections.push({
      ...s,
      // Section 1 has a time of its own; section 2 is one draw for everyone, the rest new per attempt.
      timeLimit: i === 0 ? 5 : 0,
      pick: { mode: "random", topics, difficulty: "", count, perAttempt: i !== 1 },
    });
  }
  await pb.collection("mockTests").create({
    name: DEMO_MOCK_TEST,
    namePa: "ਪੀ.ਐੱਸ.ਟੈੱਟ ਪੇਪਰ I — ਅਭਿਆਸ",
    instructions:
      "A short practice test on the PSTET Paper I pattern: 5 sections, a few questions each, 20 minutes. No negative marking. Section 1 has 5 minutes of its own.",
    instructionsPa:
      "ਪੀ.ਐੱਸ.ਟੈੱਟ ਪੇਪਰ I ਦੇ ਨਮੂਨੇ 'ਤੇ ਛੋਟਾ ਅਭਿਆਸ ਟੈਸਟ: 5 ਭਾਗ, ਹਰ ਭਾਗ ਵਿੱਚ ਕੁਝ ਪ੍ਰਸ਼ਨ, 20 ਮਿੰਟ। ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ। ਭਾਗ 1 ਦਾ ਆਪਣਾ ਸਮਾਂ 5 ਮਿੰਟ ਹੈ।",
    pattern: pattern.id,
    sections,
    timeLimit: 20,
    lockedOrder: false,
    ranked: true,
    active: true,
    publishAt: "",
  });
  return created + 1;
}
