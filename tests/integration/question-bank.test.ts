// The question bank's server side (issue 24): pb_hooks/questions.pb.js and lib/question-save.js
// (validation with field messages, normalisation, dupKey and search, the flag cleared by an edit,
// the stale-edit check, the delete refusal, a quiz's questions into the bank and a bank edit back
// into the quiz) and pb_migrations/1764800100_quizzes_into_bank.js (up, down, up again).
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, pbArgs, startPocketBase } from "../../scripts/lib/pocketbase.mjs";
import type { Question, Quiz } from "../../src/types/pocketbase";
import { freshDataDir, startTestServer, templateSuperuser, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

const bilingual = {
  textEn: "  Which river is   the Sorrow of Punjab? ",
  optionsEn: ["Ghaggar", "Sutlej", "", "Ravi"],
  textPa: "ਪੰਜਾਬ ਦਾ ਦੁੱਖ ਕਿਹੜਾ ਦਰਿਆ ਹੈ?",
  optionsPa: ["ਘੱਗਰ", "ਸਤਲੁਜ", "", "ਰਾਵੀ"],
  answer: 0,
  topics: ["Punjab Geography"],
  flag: "Answer key doubtful",
};

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    return {
      status: err.status,
      message: err.message,
      data: err.response.data as Record<string, { message: string }>,
    };
  }
  throw new Error("expected the request to fail");
}

describe("saving a question", () => {
  it("normalises it and sets dupKey and search", async () => {
    const q = await s.staff.collection("questions").create<Question>(bilingual);
    expect(q.textEn).toBe("Which river is the Sorrow of Punjab?");
    expect(q.optionsEn).toEqual(["Ghaggar", "Sutlej", "Ravi"]);
    expect(q.optionsPa).toEqual(["ਘੱਗਰ", "ਸਤਲੁਜ", "ਰਾਵੀ"]);
    expect(q.answer).toBe(0);
    expect(q.dupKey).toBe("whichriveristhesorrowofpunjab");
    expect(q.search.split(" ")).toEqual(expect.arrayContaining(["sutlej", "ਸਤਲੁਜ"]));
    expect(q.flag).toBe("Answer key doubtful");
    // The bank's search finds it by a Gurmukhi word.
    const found = await s.staff
      .collection("questions")
      .getList(1, 20, { filter: s.staff.filter("search ~ {:w}", { w: "ਸਤਲੁਜ" }) });
    expect(found.items.map((r) => r.id)).toContain(q.id);
    // The bank screen's topic filter: the quoted tag inside the stored JSON list.
    const byTopic = await s.staff.collection("questions").getList(1, 20, {
      filter: s.staff.filter("topics ~ {:t}", { t: JSON.stringify("Punjab Geography") }),
    });
    expect(byTopic.items.map((r) => r.id)).toContain(q.id);
    const notTopic = await s.staff.collection("questions").getList(1, 20, {
      filter: s.staff.filter("topics ~ {:t}", { t: JSON.stringify("Punjab") }),
    });
    expect(notTopic.items.map((r) => r.id)).not.toContain(q.id);
  });

  it("refuses a question whose languages have different option counts, with a message on the field", async () => {
    const r = await failure(
      s.staff.collection("questions").create({ ...bilingual, optionsPa: ["ਘੱਗਰ", "ਸਤਲੁਜ"] }),
    );
    expect(r.status).toBe(400);
    expect(r.data["optionsPa"]?.message).toBe(
      "The Punjabi has 2 options, the English 3: give the same options in every language.",
    );
    const none = await failure(s.staff.collection("questions").create({ answer: -1 }));
    expect(none.data["textEn"]?.message).toMatch(/at least one language/);
  });

  it("clears the import's flag when staff edit the text, options or answer, and keeps it otherwise", async () => {
    const q = await s.staff.collection("questions").create<Question>(bilingual);
    const tagged = await s.staff.collection("questions").update<Question>(q.id, { topics: ["Rivers"] });
    expect(tagged.flag).toBe("Answer key doubtful");
    const fixed = await s.staff.collection("questions").update<Question>(q.id, { answer: 1 });
    expect(fixed.flag).toBe("");
  });

  it("refuses a stale edit (someone else saved first) and keeps the newer save", async () => {
    const q = await s.staff.collection("questions").create<Question>(bilingual);
    const first = await s.staff
      .collection("questions")
      .update<Question>(q.id, { textEn: "First edit?" }, { headers: { "X-Question-Updated": q.updated } });
    const r = await failure(
      s.staff
        .collection("questions")
        .update(q.id, { textEn: "Second edit?" }, { headers: { "X-Question-Updated": q.updated } }),
    );
    expect(r.status).toBe(409);
    expect(r.message).toMatch(/^Someone else changed this question .*reload to see their change/);
    expect((await s.staff.collection("questions").getOne<Question>(q.id)).textEn).toBe("First edit?");
    const ok = await s.staff
      .collection("questions")
      .update<Question>(
        q.id,
        { textEn: "Third edit?" },
        { headers: { "X-Question-Updated": first.updated } },
      );
    expect(ok.textEn).toBe("Third edit?");
  });
});

describe("deleting a question", () => {
  it("is refused while a live test picks it or an attempt drew it; retiring works", async () => {
    const q = await s.staff.collection("questions").create<Question>(bilingual);
    const free = await s.staff.collection("questions").create<Question>({ ...bilingual, textEn: "Unused?" });
    const section = (ids: string[]) => ({
      id: "s1",
      title: "Part I",
      timeLimit: 0,
      qualifying: 0,
      marks: 1,
      negativeMarking: "none",
      pick: { mode: "fixed", questions: ids },
    });
    const test = await s.admin
      .collection("mockTests")
      .create({ name: "Live test", active: true, sections: [section([q.id])] });
    const r = await failure(s.staff.collection("questions").delete(q.id));
    expect(r.status).toBe(400);
    expect(r.message).toBe(
      'This question is used by the live mock test "Live test", so it cannot be deleted. Retire it instead: a retired question is left out of new tests and old attempts keep it.',
    );
    // An attempt that drew it keeps it even after the test stops naming it.
    await s.admin.collection("mockAttempts").create({
      test: test.id,
      token: "t".repeat(32),
      sections: [{ id: "s1", questions: [q.id], startedAt: "", deadline: "", endedAt: "" }],
      answers: {},
    });
    await s.admin.collection("mockTests").update(test.id, { active: false });
    const again = await failure(s.staff.collection("questions").delete(q.id));
    expect(again.message).toMatch(/^This question is used by a mock test attempt/);
    expect((await s.staff.collection("questions").update<Question>(q.id, { retired: true })).retired).toBe(
      true,
    );
    await s.staff.collection("questions").delete(free.id);
    await expect(s.staff.collection("questions").getOne(free.id)).rejects.toThrow();
  });
});

describe("quizzes and the bank", () => {
  const quizQuestions = [
    { text: "Capital of Punjab?", options: ["Chandigarh", "Amritsar"], answer: "Chandigarh", order: 1 },
    { text: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?", options: ["ਚੰਡੀਗੜ੍ਹ", "ਲੁਧਿਆਣਾ"], answer: "N/A", order: 2 },
  ];

  it("puts a saved quiz's questions into the bank, and a bank edit goes back into the quiz", async () => {
    const quiz = await s.staff
      .collection("quizs")
      .create<Quiz>({ name: "Bank quiz", questions: quizQuestions });
    const bank = await s.staff.collection("questions").getFullList<Question>({
      filter: s.staff.filter("source ~ {:s}", { s: `quiz:${quiz.id}#` }),
      sort: "source",
    });
    expect(bank.map((q) => [q.source, q.textEn, q.textPa, q.answer, q.flag])).toEqual([
      [`quiz:${quiz.id}#0`, "Capital of Punjab?", "", 0, ""],
      [`quiz:${quiz.id}#1`, "", "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?", -1, "No answer key in the quiz"],
    ]);
    // Staff key the Punjabi question and add its English: the quiz (in Punjabi) follows.
    const pa = bank[1]!;
    const edited = await s.staff.collection("questions").update<Question>(pa.id, {
      answer: 0,
      textEn: "Capital of Punjab (Punjabi paper)?",
      optionsEn: ["Chandigarh", "Ludhiana"],
      explanationPa: "ਚੰਡੀਗੜ੍ਹ ਸਾਂਝੀ ਰਾਜਧਾਨੀ ਹੈ।",
    });
    expect(edited.flag).toBe("");
    const after = await s.staff.collection("quizs").getOne<Quiz>(quiz.id);
    expect(after.questions?.[1]).toEqual({
      text: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?",
      options: ["ਚੰਡੀਗੜ੍ਹ", "ਲੁਧਿਆਣਾ"],
      answer: "ਚੰਡੀਗੜ੍ਹ",
      explanation: "ਚੰਡੀਗੜ੍ਹ ਸਾਂਝੀ ਰਾਜਧਾਨੀ ਹੈ।",
      order: 2,
    });
    expect(after.questions?.[0]).toEqual(quizQuestions[0]);
    // The quiz edited in turn updates the bank question in place (the English stays).
    await s.staff.collection("quizs").update(quiz.id, {
      questions: [quizQuestions[0], { ...after.questions![1]!, text: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ ਕਿਹੜੀ ਹੈ?" }],
    });
    const synced = await s.staff.collection("questions").getOne<Question>(pa.id);
    expect([synced.textPa, synced.textEn, synced.answer]).toEqual([
      "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ ਕਿਹੜੀ ਹੈ?",
      "Capital of Punjab (Punjabi paper)?",
      0,
    ]);
    const count = await s.staff
      .collection("questions")
      .getList(1, 1, { filter: s.staff.filter("source ~ {:s}", { s: `quiz:${quiz.id}#` }) });
    expect(count.totalItems).toBe(2);
  });
});

describe("the migration 1764800100_quizzes_into_bank", () => {
  it("puts every quiz question into the bank; down() takes exactly those out; up again", async () => {
    const MIGRATION = "1764800100_quizzes_into_bank.js";
    const dataDir = freshDataDir("pb-bank-mig-");
    const publicDir = join(dataDir, "public");
    const mine = readdirSync(join(ROOT, "pb_migrations")).filter(
      (f) => f.endsWith(".js") && f >= MIGRATION,
    ).length;
    const older = mkdtempSync(join(tmpdir(), "pb-older-migrations-"));
    for (const f of readdirSync(join(ROOT, "pb_migrations")))
      if (f.endsWith(".js") && f < MIGRATION) copyFileSync(join(ROOT, "pb_migrations", f), join(older, f));
    const quizQs = (n: number, pa: boolean) =>
      Array.from({ length: n }, (_, i) => ({
        text: pa ? `ਸਵਾਲ ${i + 1}?` : `Question ${i + 1}?`,
        options: pa ? ["ੳ", "ਅ", "ੲ"] : ["a", "b", "c"],
        answer: i === 0 ? "N/A" : pa ? "ਅ" : "b",
        order: i + 1,
      }));
    try {
      let pb = await startPocketBase({ dataDir, quiet: true, publicDir });
      let a: { id: string };
      let b: { id: string };
      let staffMade: { id: string };
      try {
        const admin = await templateSuperuser(pb.url);
        a = await admin.collection("quizs").create({ name: "English quiz", questions: quizQs(5, false) });
        b = await admin.collection("quizs").create({ name: "Punjabi quiz", questions: quizQs(3, true) });
        staffMade = await admin
          .collection("questions")
          .create({ textEn: "Own?", optionsEn: ["x", "y"], answer: 1 });
      } finally {
        await pb.stop();
      }
      const r = spawnSync(pb.bin, ["migrate", "down", String(mine), ...pbArgs({ dataDir, publicDir })], {
        encoding: "utf8",
        input: "y\n",
      });
      expect(r.status, r.stderr).toBe(0);

      // Read through a server that has only the older migrations (serve applies pending ones).
      pb = await startPocketBase({
        dataDir,
        quiet: true,
        publicDir,
        extraArgs: [`--migrationsDir=${older}`],
      });
      try {
        const admin = await templateSuperuser(pb.url);
        const left = await admin.collection("questions").getFullList<Question>();
        expect(left.map((q) => q.id)).toEqual([staffMade.id]);
      } finally {
        await pb.stop();
      }

      // Up again (serve applies it): every question of both quizzes, keyed and flagged as stored.
      pb = await startPocketBase({ dataDir, quiet: true, publicDir });
      try {
        const admin = await templateSuperuser(pb.url);
        const bank = await admin.collection("questions").getFullList<Question>({ sort: "source" });
        const fromQuiz = bank.filter((q) => q.source.startsWith("quiz:"));
        expect(fromQuiz.map((q) => q.source).sort()).toEqual(
          [
            ...[0, 1, 2, 3, 4].map((i) => `quiz:${a.id}#${i}`),
            ...[0, 1, 2].map((i) => `quiz:${b.id}#${i}`),
          ].sort(),
        );
        const pa1 = fromQuiz.find((q) => q.source === `quiz:${b.id}#1`)!;
        expect([pa1.textPa, pa1.optionsPa, pa1.answer, pa1.flag, pa1.dupKey]).toEqual([
          "ਸਵਾਲ 2?",
          ["ੳ", "ਅ", "ੲ"],
          1,
          "",
          "ਸਵਾਲ2",
        ]);
        const en0 = fromQuiz.find((q) => q.source === `quiz:${a.id}#0`)!;
        expect([en0.textEn, en0.answer, en0.flag]).toEqual(["Question 1?", -1, "No answer key in the quiz"]);
        expect(en0.search).toBe("question 1 a b c");
        expect(bank.some((q) => q.id === staffMade.id)).toBe(true);
      } finally {
        await pb.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(older, { recursive: true, force: true });
    }
  }, 180_000);
});
