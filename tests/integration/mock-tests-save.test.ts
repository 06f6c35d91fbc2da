// pb_hooks/mock-tests.pb.js → lib/mock-test-save.js: a mock test's sections are checked on every
// save, with a 400 whose message is also the `sections` field error; sections get stable ids; a
// section drawn once for everyone keeps its draw until its rule changes.
import { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockSection, MockTest } from "@/types/pocketbase";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
const geo: string[] = [];
let retiredId = "";
let unkeyedId = "";
beforeAll(async () => {
  s = await startTestServer();
  const q = s.admin.collection("questions");
  for (let i = 0; i < 12; i++) {
    const r = await q.create({
      textEn: `Which district of Punjab is number ${i}?`,
      textPa: `ਪੰਜਾਬ ਦਾ ਜ਼ਿਲ੍ਹਾ ਨੰਬਰ ${i} ਕਿਹੜਾ ਹੈ?`,
      optionsEn: ["Amritsar", "Ludhiana"],
      optionsPa: ["ਅੰਮ੍ਰਿਤਸਰ", "ਲੁਧਿਆਣਾ"],
      answer: 0,
      topics: ["Punjab Geography"],
      difficulty: "medium",
    });
    geo.push(r.id);
  }
  retiredId = (
    await q.create({
      textEn: "Old?",
      optionsEn: ["a", "b"],
      answer: 1,
      topics: ["Punjab Geography"],
      retired: true,
    })
  ).id;
  unkeyedId = (
    await q.create({ textEn: "No key?", optionsEn: ["a", "b"], answer: -1, topics: ["Punjab Geography"] })
  ).id;
});
afterAll(async () => s?.stop());

const section = (over: Partial<MockSection> = {}): MockSection => ({
  id: "",
  title: "Punjab Geography",
  titlePa: "ਪੰਜਾਬ ਦਾ ਭੂਗੋਲ",
  timeLimit: 0,
  qualifying: 0,
  marks: 1,
  negativeMarking: "1/4",
  pick: { mode: "fixed", questions: [geo[0]!, geo[1]!] },
  ...over,
});

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    const data = err.response.data as { sections?: { message?: string } };
    return { status: err.status, message: err.message, field: data.sections?.message };
  }
  throw new Error("expected the save to be refused");
}

const create = (body: Record<string, unknown>) =>
  s.staff.collection("mockTests").create<MockTest>({ name: "Practice", ...body });

describe("mockTests save pipeline", () => {
  it.each([
    [
      "a section longer than the whole test",
      () => ({ timeLimit: 30, sections: [section(), section({ timeLimit: 45 })] }),
      "Section 2 has 45 minutes but the whole test has 30.",
    ],
    [
      "a random draw larger than the bank",
      () => ({
        sections: [
          section(),
          section(),
          section({
            pick: {
              mode: "random",
              topics: ["Punjab Geography"],
              difficulty: "medium",
              count: 30,
              perAttempt: true,
            },
          }),
        ],
      }),
      "Section 3 asks for 30 random questions from Punjab Geography (medium) but the bank has 12.",
    ],
    [
      "marks of 0",
      () => ({ sections: [section({ marks: 0 })] }),
      /^Section 1: marks for a right answer must be more than 0/,
    ],
    [
      "qualifying above the section's marks",
      () => ({ sections: [section({ qualifying: 3 })] }),
      "Section 1: needs 3 qualifying marks but has only 2 marks in all.",
    ],
    [
      "a question not in the bank",
      () => ({ sections: [section({ pick: { mode: "fixed", questions: ["nosuchquestion1"] } })] }),
      /nosuchquestion1 is not in the bank/,
    ],
    [
      "a retired question",
      () => ({ sections: [section({ pick: { mode: "fixed", questions: [retiredId] } })] }),
      /has been retired/,
    ],
    [
      "a question with no key",
      () => ({ sections: [section({ pick: { mode: "fixed", questions: [unkeyedId] } })] }),
      /has no answer key/,
    ],
    [
      "publishing with no questions",
      () => ({ active: true, sections: [] }),
      "A published test needs at least one section with questions.",
    ],
    ["sections that are no list", () => ({ sections: { title: "x" } }), "The sections must be a list."],
  ])("refuses %s with a message on the sections", async (_, body: () => Record<string, unknown>, message) => {
    const r = await refusal(create(body()));
    expect(r.status).toBe(400);
    expect(r.field).toMatch(message);
    expect(r.message).toBe(r.field);
  });

  it("gives sections stable ids and keeps one draw for everyone until the rule changes", async () => {
    const fixedOnce = {
      mode: "random" as const,
      topics: ["Punjab Geography"],
      difficulty: "" as const,
      count: 5,
      perAttempt: false,
    };
    const t = await create({
      active: true,
      timeLimit: 60,
      sections: [section({ timeLimit: 20 }), section({ title: "Drawn once", pick: fixedOnce })],
    });
    const [first, second] = t.sections!;
    expect([first!.id, second!.id]).toEqual(["s1", "s2"]);
    const drawn = second!.pick.mode === "random" ? second!.pick.drawn! : [];
    expect(drawn).toHaveLength(5);
    // Never the questions already picked by hand in section 1, never a retired or unkeyed one.
    expect(drawn.filter((id) => [geo[0], geo[1], retiredId, unkeyedId].includes(id))).toEqual([]);
    expect(new Set(drawn).size).toBe(5);

    // Saved again with the same rule (and a forged draw sent by the client): the stored draw stays.
    const again = await s.staff.collection("mockTests").update<MockTest>(t.id, {
      sections: t.sections!.map((x) =>
        x.pick.mode === "random" ? { ...x, pick: { ...x.pick, drawn: [geo[0]] } } : x,
      ),
    });
    expect(again.sections![1]!.pick).toMatchObject({ drawn });

    // A new section in front keeps the others' ids; a changed rule draws again.
    const changed = await s.staff.collection("mockTests").update<MockTest>(t.id, {
      sections: [
        section({ title: "New first" }),
        again.sections![0],
        { ...again.sections![1], pick: { ...fixedOnce, count: 4 } },
      ],
    });
    expect(changed.sections!.map((x) => x.id)).toEqual(["s3", "s1", "s2"]);
    const redrawn = changed.sections![2]!.pick;
    expect(redrawn.mode === "random" && redrawn.drawn).toHaveLength(4);
  });

  it("lets a draft keep an empty section and a test without an overall time have long sections", async () => {
    const t = await create({
      sections: [section(), section({ timeLimit: 120, pick: { mode: "fixed", questions: [] } })],
    });
    expect(t.sections!.map((x) => x.id)).toEqual(["s1", "s2"]);
    const r = await refusal(s.staff.collection("mockTests").update(t.id, { active: true }));
    expect(r.field).toBe("Section 2 has no questions: choose some, or remove the section.");
  });
});

describe("the demo mock test (scripts/lib/seed-mock-tests.mjs)", () => {
  it("seeds a published, valid PSTET Paper I practice test a visitor can see, once", async () => {
    const { seedMockTests, DEMO_MOCK_TEST } = await import("../../scripts/lib/seed-mock-tests.mjs");
    expect(await seedMockTests(s.admin)).toBeGreaterThan(1);
    expect(await seedMockTests(s.admin)).toBe(0);
    const seen = await s
      .guest()
      .collection("mockTests")
      .getFirstListItem<MockTest>(s.admin.filter("name = {:n}", { n: DEMO_MOCK_TEST }));
    expect(seen.pattern).toBe("pstet-1");
    expect(seen.sections!.map((x) => x.title)).toEqual([
      "Child Development & Pedagogy",
      "Punjabi (Language I)",
      "English (Language II)",
      "Mathematics",
      "Environmental Studies",
    ]);
    // Section 2 is one draw for everyone, kept on save.
    const kept = seen.sections![1]!.pick;
    expect(kept.mode === "random" && kept.drawn?.length).toBe(kept.mode === "random" ? kept.count : -1);
  });
});
