import { describe, expect, it, vi } from "vitest";
import type { Question } from "@/types/pocketbase";
import {
  csvCandidates,
  docxCandidates,
  fromParsed,
  matchDuplicates,
  mergePatch,
  pairQuestions,
  retryBusy,
  runLimited,
  unpair,
} from "./import-plan";

const NO_TAGS = { topics: [], exams: [], difficulty: "" as const };
const en = (text: string, n = 4) => ({ text, options: ["A", "B", "C", "D"].slice(0, n), answer: "B" });
const pa = (text: string, n = 4) => ({ text, options: ["ੳ", "ਅ", "ੲ", "ਸ"].slice(0, n), answer: "ਅ" });

describe("the .docx plan", () => {
  it("pairs, holds back an uneven pair until it is unpaired, and tags every question", () => {
    const items = pairQuestions(fromParsed([en("One?"), pa("ਇੱਕ?"), en("Two?", 4), pa("ਦੋ?", 3)]));
    let c = docxCandidates(items, "paper.docx", { topics: ["PSTET"], exams: [], difficulty: "easy" });
    expect(c.map((x) => x.problem)).toEqual(["", "Question 2: the English has 4 options, the Punjabi 3"]);
    expect(c[0]!.question).toMatchObject({
      textEn: "One?",
      textPa: "ਇੱਕ?",
      answer: 1,
      topics: ["PSTET"],
      difficulty: "easy",
      source: "docx:paper.docx",
    });
    c = docxCandidates(unpair(items, 2), "paper.docx", NO_TAGS);
    expect(c.map((x) => [x.label, x.problem])).toEqual([
      ["Question 1", ""],
      ["Question 2", ""],
      ["Question 3", ""],
    ]);
    expect(c[2]!.question.optionsPa).toEqual(["ੳ", "ਅ", "ੲ"]);
  });
});

describe("the CSV plan", () => {
  it("reads 10,000 rows in chunks, reporting progress, and stops at the row limit with a note", async () => {
    const row = "Capital?,Chandigarh,Amritsar,A\r\n";
    const text = "text_en,option1_en,option2_en,answer\r\n" + row.repeat(10001);
    const progress = vi.fn();
    const { candidates, notes } = await csvCandidates(text, "big.csv", NO_TAGS, progress);
    expect(candidates).toHaveLength(10000);
    expect(candidates[9999]!.label).toBe("Row 10001");
    expect(progress).toHaveBeenCalledTimes(20);
    expect(progress).toHaveBeenLastCalledWith(10000, 10000);
    expect(notes).toEqual(["Only the first 10000 rows are read; split the file for the rest."]);
  });
});

describe("duplicates and merges", () => {
  const existing = {
    id: "old",
    textEn: "Capital?",
    textPa: "",
    textHi: "",
    optionsEn: ["a", "b"],
    optionsPa: [],
    optionsHi: [],
    topics: ["GK"],
    exams: [],
    dupKey: "capital",
  } as unknown as Question;

  it("matches candidates to the bank by dupKey", async () => {
    const { candidates } = await csvCandidates(
      "text_en,option1_en,option2_en,answer\r\nCapital?,a,b,1\r\nOther?,a,b,1\r\n",
      "x.csv",
      NO_TAGS,
      () => {},
    );
    expect([...matchDuplicates(candidates, [existing]).keys()]).toEqual(["r2"]);
  });

  it("fills the languages the bank's copy lacks (same option count) and adds topics", () => {
    const q = docxCandidates(pairQuestions(fromParsed([en("Capital?", 2), pa("ਰਾਜਧਾਨੀ?", 2)])), "p.docx", {
      topics: ["Punjab"],
      exams: [],
      difficulty: "",
    })[0]!.question;
    expect(mergePatch(existing, q)).toEqual({
      textPa: "ਰਾਜਧਾਨੀ?",
      optionsPa: ["ੳ", "ਅ"],
      topics: ["GK", "Punjab"],
    });
    const three = docxCandidates(pairQuestions(fromParsed([pa("ਰਾਜਧਾਨੀ?", 3)])), "p.docx", NO_TAGS)[0]!
      .question;
    expect(mergePatch(existing, three)).toBeNull();
  });
});

describe("saving", () => {
  it("runs a few at a time, collects failures and keeps going", async () => {
    let running = 0;
    let most = 0;
    const done = vi.fn();
    const failures = await runLimited(
      Array.from({ length: 20 }, (_, i) => i),
      4,
      async (i) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 1));
        running--;
        if (i === 7) throw new Error("no");
      },
      done,
    );
    expect(most).toBe(4);
    expect(failures.map((f) => f.item)).toEqual([7]);
    expect(done).toHaveBeenLastCalledWith(20);
  });

  it("tries again after a 429, and gives up on other errors at once", async () => {
    let calls = 0;
    const busyTwice = () => (++calls <= 2 ? Promise.reject({ status: 429 }) : Promise.resolve("saved"));
    await expect(retryBusy(busyTwice, 6, 1)).resolves.toBe("saved");
    expect(calls).toBe(3);
    let other = 0;
    await expect(
      retryBusy(
        () => {
          other++;
          return Promise.reject({ status: 400 });
        },
        6,
        1,
      ),
    ).rejects.toEqual({ status: 400 });
    expect(other).toBe(1);
  });
});
