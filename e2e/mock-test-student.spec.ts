// A student takes a small two-section mock test on a 360 px phone against the real attempt API
// (pb_hooks/mock-attempts.pb.js): the list and intro are server-rendered, the test is taken in
// Punjabi with one question switched to English, section 1's time runs out (its deadline moved
// into the past by the superuser rather than waited for) and the player moves on, the test is
// submitted, and the result shows per-section scores with their arithmetic and weak topics.
// Screenshots for the lead go to .lead/.
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { superuser } from "./support/pb";

const SHOTS = ".lead";
const rid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Q {
  en: string;
  pa: string;
  optionsEn: string[];
  optionsPa: string[];
  answer: number;
  topic: string;
  explanationEn: string;
  explanationPa: string;
}

const SECTION_1: Q[] = [
  {
    en: "Which river flows past Ropar?",
    pa: "ਰੋਪੜ ਕੋਲੋਂ ਕਿਹੜਾ ਦਰਿਆ ਵਗਦਾ ਹੈ?",
    optionsEn: ["Beas", "Sutlej", "Ravi", "Ghaggar"],
    optionsPa: ["ਬਿਆਸ", "ਸਤਲੁਜ", "ਰਾਵੀ", "ਘੱਗਰ"],
    answer: 1,
    topic: "Punjab Geography",
    explanationEn: "The Sutlej enters the plains at Ropar.",
    explanationPa: "ਸਤਲੁਜ ਰੋਪੜ ਵਿਖੇ ਮੈਦਾਨਾਂ ਵਿੱਚ ਦਾਖ਼ਲ ਹੁੰਦਾ ਹੈ।",
  },
  {
    en: "Which district is Bathinda's neighbour?",
    pa: "ਬਠਿੰਡੇ ਦਾ ਗੁਆਂਢੀ ਜ਼ਿਲ੍ਹਾ ਕਿਹੜਾ ਹੈ?",
    optionsEn: ["Mansa", "Pathankot", "Rupnagar", "Kapurthala"],
    optionsPa: ["ਮਾਨਸਾ", "ਪਠਾਨਕੋਟ", "ਰੂਪਨਗਰ", "ਕਪੂਰਥਲਾ"],
    answer: 0,
    topic: "Punjab Geography",
    explanationEn: "Mansa lies south-east of Bathinda.",
    explanationPa: "ਮਾਨਸਾ ਬਠਿੰਡੇ ਦੇ ਦੱਖਣ-ਪੂਰਬ ਵਿੱਚ ਹੈ।",
  },
];
const SECTION_2: Q[] = [
  {
    en: "What comes next: 2, 4, 8, 16, …?",
    pa: "ਅੱਗੇ ਕੀ ਆਉਂਦਾ ਹੈ: 2, 4, 8, 16, …?",
    optionsEn: ["18", "24", "32", "20"],
    optionsPa: ["18", "24", "32", "20"],
    answer: 2,
    topic: "Reasoning",
    explanationEn: "Each number doubles.",
    explanationPa: "ਹਰ ਅੰਕ ਦੁੱਗਣਾ ਹੁੰਦਾ ਹੈ।",
  },
  {
    en: "Odd one out: Apple, Mango, Carrot, Banana",
    pa: "ਵੱਖਰਾ ਚੁਣੋ: ਸੇਬ, ਅੰਬ, ਗਾਜਰ, ਕੇਲਾ",
    optionsEn: ["Apple", "Mango", "Carrot", "Banana"],
    optionsPa: ["ਸੇਬ", "ਅੰਬ", "ਗਾਜਰ", "ਕੇਲਾ"],
    answer: 2,
    topic: "Reasoning",
    explanationEn: "A carrot is a vegetable.",
    explanationPa: "ਗਾਜਰ ਸਬਜ਼ੀ ਹੈ।",
  },
];

async function createQuestions(qs: Q[]): Promise<string[]> {
  const pb = await superuser();
  const ids: string[] = [];
  for (const q of qs) {
    const rec = await pb.collection("questions").create({
      textEn: q.en,
      textPa: q.pa,
      optionsEn: q.optionsEn,
      optionsPa: q.optionsPa,
      answer: q.answer,
      explanationEn: q.explanationEn,
      explanationPa: q.explanationPa,
      topics: [q.topic],
      exams: ["PSTET"],
      source: "e2e",
    });
    ids.push(rec.id);
  }
  return ids;
}

async function createTest(name: string) {
  const pb = await superuser();
  const [one, two] = [await createQuestions(SECTION_1), await createQuestions(SECTION_2)];
  return pb.collection("mockTests").create({
    name,
    namePa: `ਛੋਟਾ ਪੀਐਸਟੀਈਟੀ ${name.slice(-6)}`,
    instructions: "Answer every question.",
    instructionsPa: "ਹਰ ਸਵਾਲ ਦਾ ਜਵਾਬ ਦਿਓ।",
    sections: [
      {
        id: "s1",
        title: "Punjab GK",
        titlePa: "ਪੰਜਾਬ ਜੀਕੇ",
        timeLimit: 1,
        qualifying: 1,
        marks: 1,
        negativeMarking: "1/4",
        pick: { mode: "fixed", questions: one },
      },
      {
        id: "s2",
        title: "Reasoning",
        titlePa: "ਤਰਕ",
        timeLimit: 5,
        qualifying: 0,
        marks: 1,
        negativeMarking: "none",
        pick: { mode: "fixed", questions: two },
      },
    ],
    timeLimit: 0,
    lockedOrder: true,
    active: true,
    ranked: true,
  });
}

/** The superuser moves the open section's deadline a minute into the past (instead of waiting). */
async function endSectionOne(testId: string) {
  const pb = await superuser();
  const attempt = await pb
    .collection("mockAttempts")
    .getFirstListItem(pb.filter("test = {:t}", { t: testId }));
  const sections = attempt.sections as { deadline: string }[];
  sections[0]!.deadline = new Date(Date.now() - 60_000).toISOString();
  await pb.collection("mockAttempts").update(attempt.id, { sections });
}

const questionBox = (page: Page) => page.locator("#mock-question");
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("a student on a phone takes a two-section test in Punjabi, runs out of time in section 1, moves on and sees the result", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const name = `Mini PSTET ${rid()}`;
  const mock = await createTest(name);

  // The list: server-rendered in Punjabi, the test named in Punjabi, linked from the quizzes page.
  const list = await page.goto("/mock-tests?lang=pa");
  expect(list?.status()).toBe(200);
  const served = await list!.text();
  expect(served).toContain(`ਛੋਟਾ ਪੀਐਸਟੀਈਟੀ ${name.slice(-6)}`);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page.getByRole("link", { name: `ਛੋਟਾ ਪੀਐਸਟੀਈਟੀ ${name.slice(-6)}` })).toHaveAttribute(
    "href",
    `/mock-tests/${mock.id}`,
  );
  // A test published later shows at once (the cached list is stale on any mockTests save).
  const later = await createTest(`Later test ${rid()}`);
  const again = await (await page.goto("/mock-tests?lang=pa"))!.text();
  expect(again).toContain(later.namePa as string);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await page.screenshot({ path: `${SHOTS}/mock-list-360.png`, fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/mock-list-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });

  // The test's page: its rules rendered on the server, hydrated without an error.
  const seen: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") seen.push(m.text());
  });
  page.on("pageerror", (e) => seen.push(e.message));
  const intoPage = await page.goto(`/mock-tests/${mock.id}`);
  expect(await intoPage!.text()).toContain("ਸ਼ੁਰੂ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");

  // The intro: sections, time, marking, qualifying marks.
  const intro = page.getByRole("region", { name: "ਸ਼ੁਰੂ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ" });
  await expect(intro).toContainText("ਪੰਜਾਬ ਜੀਕੇ");
  await expect(intro).toContainText("ਪਾਸ ਹੋਣ ਲਈ: 1 ਅੰਕ");
  await expectAccessible(page);
  await page.getByRole("button", { name: "ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ" }).click();
  expect(seen).toEqual([]);

  // Section 1, question 1, in Punjabi: the right answer, saved on the server.
  const sections = page.getByRole("navigation", { name: "ਭਾਗ" });
  await expect(sections.getByRole("listitem").first()).toHaveAttribute("aria-current", "step");
  await expect(questionBox(page)).toContainText(SECTION_1[0]!.pa);
  await questionBox(page)
    .getByRole("radio", { name: `B. ${SECTION_1[0]!.optionsPa[1]}` })
    .check();
  await expect(page.getByRole("status").filter({ hasText: "ਸੰਭਾਲਿਆ ਗਿਆ" })).toBeVisible();

  // Question 2 switched to English on its own.
  await page.getByRole("button", { name: "ਅਗਲਾ" }).click();
  await expect(questionBox(page)).toContainText(SECTION_1[1]!.pa);
  await page.screenshot({ path: `${SHOTS}/mock-player-360-screen.png` });
  await questionBox(page).getByRole("button", { name: "EN" }).click();
  await expect(questionBox(page)).toContainText(SECTION_1[1]!.en);
  await expect(questionBox(page).getByRole("radio", { name: "A. Mansa" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mock-player-360.png`, fullPage: true });
  await expectAccessible(page);
  await noSideScroll(page);

  // Section 1's time is over: an answer is refused, and the player moves on to section 2.
  await endSectionOne(mock.id);
  // (click, not check: the refused choice is taken back at once.)
  await questionBox(page).getByRole("radio", { name: "A. Mansa" }).click();
  await expect(page.getByRole("alert")).toContainText("The time for this section is over.");
  await expect(sections.getByRole("listitem").nth(1)).toHaveAttribute("aria-current", "step");
  await expect(sections.getByRole("listitem").first()).toContainText("ਖ਼ਤਮ");
  await expect(questionBox(page)).toContainText(SECTION_2[0]!.pa);

  // Section 2: one wrong answer, one left; then the whole test is submitted.
  await questionBox(page).getByRole("radio", { name: "B. 24" }).check();
  await expect(page.getByRole("status").filter({ hasText: "ਸੰਭਾਲਿਆ ਗਿਆ" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/mock-player-1280.png`, fullPage: true });
  await questionBox(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/mock-player-1280-screen.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "ਟੈਸਟ ਜਮ੍ਹਾਂ ਕਰੋ" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("ਤਰਕ: 2 ਵਿੱਚੋਂ 1 ਦਾ ਜਵਾਬ ਨਹੀਂ ਦਿੱਤਾ");
  await dialog.getByRole("button", { name: "ਟੈਸਟ ਜਮ੍ਹਾਂ ਕਰੋ" }).click();

  // The result: per-section arithmetic, qualifying, weak topics, sign-in prompt, review.
  const result = page.getByRole("region", { name: "ਤੁਹਾਡਾ ਨਤੀਜਾ" });
  // (The refused answer above was a 400 in the console; nothing else went wrong.)
  expect(seen.filter((m) => !/status of 400/.test(m))).toEqual([]);
  await expect(result).toContainText("1 / 4");
  await expect(result).toContainText("1 ਸਹੀ × 1 − 0 ਗ਼ਲਤ × 0.25 = 1 / 2");
  await expect(result).toContainText("✓ ਪਾਸ (1 ਅੰਕ ਚਾਹੀਦੇ ਸਨ)");
  await expect(result).toContainText("0 ਸਹੀ × 1 = 0 / 2");
  const weak = page.getByRole("region", { name: "ਕਮਜ਼ੋਰ ਵਿਸ਼ੇ" });
  await expect(weak.getByRole("list").first()).toContainText("Reasoning 0 %");
  await expect(result.getByRole("link", { name: "ਸਾਈਨ ਇਨ" })).toHaveAttribute("href", "/signin");
  const review = page.getByRole("region", { name: "ਆਪਣੇ ਜਵਾਬਾਂ ਦੀ ਸਮੀਖਿਆ ਕਰੋ" });
  // The question read in English is reviewed in English, with its English explanation.
  await expect(review.getByRole("listitem").filter({ hasText: SECTION_1[1]!.en })).toContainText(
    SECTION_1[1]!.explanationEn,
  );
  await expect(review.getByRole("listitem").filter({ hasText: SECTION_1[0]!.pa })).toContainText(
    SECTION_1[0]!.explanationPa,
  );
  await page.screenshot({ path: `${SHOTS}/mock-result-360.png`, fullPage: true });
  await result.screenshot({ path: `${SHOTS}/mock-result-top-360.png` });
  await expectAccessible(page);
  await noSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/mock-result-1280.png`, fullPage: true });

  // What the server stored: scored once, with per-section results.
  const pb = await superuser();
  const stored = await pb
    .collection("mockAttempts")
    .getFirstListItem(pb.filter("test = {:t}", { t: mock.id }));
  expect(stored.finishedAt).not.toBe("");
  expect(stored.score).toBe(1);

  // A test that does not exist (or is not live) is a real 404.
  expect((await page.goto("/mock-tests/nosuchtest00000"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ਮੌਕ ਟੈਸਟ ਨਹੀਂ ਮਿਲਿਆ" })).toBeVisible();
});
