// Issue 22's quiz layouts and its "Bad input" for quiz files, each read as the issue lists it:
// what is read per question (text, options, answer) and that every doubtful key is flagged or
// missing (both block publishing), never stored silently. Real .docx papers: admin/import-layouts.test.ts.
import { describe, expect, it } from "vitest";
import { NO_ANSWER, parseQuestionsWithLayout } from "./parse-questions";

const FOUR = ["Ludhiana", "Chandigarh", "Amritsar", "Patiala"];
const read = (text: string) => {
  const { layout, questions } = parseQuestionsWithLayout(text);
  return {
    layout,
    qs: questions.map((q) => ({ n: q.number, text: q.text, options: q.options, answer: q.answer })),
  };
};

describe("issue 22's layouts", () => {
  it("Q1) markers, lettered options, 'Ans b' and 'Answer: A (50:50)'", () => {
    const r = read(
      "Q1) Capital of Punjab?\nA) Ludhiana\nB) Chandigarh\nC) Amritsar\nD) Patiala\nAns b\n\nQ2) River?\nA) Ravi\nB) Beas\nC) Sutlej\nD) Ghaggar\nAnswer: A (50:50)",
    );
    expect(r.layout).toBe("marker");
    expect(r.qs).toEqual([
      { n: 1, text: "Capital of Punjab?", options: FOUR, answer: "Chandigarh" },
      { n: 2, text: "River?", options: ["Ravi", "Beas", "Sutlej", "Ghaggar"], answer: "Ravi" },
    ]);
  });

  it("'Q 1' markers, (a) and (i) options, 'Correct answer: B' and 'Ans. (ii)'", () => {
    const r = read(
      "Q 1 Capital?\n(a) Ludhiana\n(b) Chandigarh\n(c) Amritsar\n(d) Patiala\nCorrect answer: B\nQ 2 River?\n(i) Ravi\n(ii) Beas\n(iii) Sutlej\n(iv) Ghaggar\nAns. (ii)",
    );
    expect(r.qs.map((q) => q.answer)).toEqual(["Chandigarh", "Beas"]);
  });

  it("typed '1.' numbers, 1) options with a number answer, a. options with the option's text", () => {
    const r = read(
      "1. Capital?\n1) Ludhiana\n2) Chandigarh\n3) Amritsar\n4) Patiala\nAnswer: 2\n2. River?\na. Ravi\nb. Beas\nc. Sutlej\nd. Ghaggar\nANSWER: Sutlej",
    );
    expect(r.layout).toBe("numbered");
    expect(r.qs.map((q) => q.answer)).toEqual(["Chandigarh", "Sutlej"]);
  });

  it("Gurmukhi labels ੳ) and (ੳ), 'ਉੱਤਰ' and 'ਸਹੀ ਉੱਤਰ'; a letter not among the labels is no key", () => {
    const r = parseQuestionsWithLayout(
      "Q1. ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?\nੳ) ਲੁਧਿਆਣਾ\nਅ) ਚੰਡੀਗੜ੍ਹ\nੲ) ਅੰਮ੍ਰਿਤਸਰ\nਸ) ਪਟਿਆਲਾ\nਉੱਤਰ: ਅ\nQ2. ਦਰਿਆ?\n(ੳ) ਰਾਵੀ\n(ਅ) ਬਿਆਸ\n(ੲ) ਸਤਲੁਜ\n(ਸ) ਘੱਗਰ\nਸਹੀ ਉੱਤਰ: (ੲ)\nQ3. ਤੀਜਾ?\nੳ) ਇੱਕ\nਅ) ਦੋ\nੲ) ਤਿੰਨ\nਸ) ਚਾਰ\nਉੱਤਰ: ਬ",
    ).questions;
    expect(r.map((q) => q.answer)).toEqual(["ਚੰਡੀਗੜ੍ਹ", "ਸਤਲੁਜ", "ਬ"]);
    // "ਬ" is not an option: the question has no key (publishing is refused) and says why.
    expect(r[2].options).not.toContain("ਬ");
    expect(r[2].warnings).toEqual(['The answer "ਬ" is not among the options.']);
  });

  it("Aiken without numbers, and Q76 alone on a line with the explanation kept on its question", () => {
    expect(
      read(
        "What is 2+2?\nA. 3\nB. 4\nC. 5\nD. 6\nANSWER: B\n\nWhat is 3+3?\nA. 6\nB. 7\nC. 8\nD. 9\nANSWER: A",
      ).qs,
    ).toEqual([
      { n: 1, text: "What is 2+2?", options: ["3", "4", "5", "6"], answer: "4" },
      { n: 2, text: "What is 3+3?", options: ["6", "7", "8", "9"], answer: "6" },
    ]);
    const alone = parseQuestionsWithLayout(
      "Q76\nWhich?\nA) one\nB) two\nC) three\nD) four\nAnswer: C\nExplanation: because\nQ77\nNext?\nA) x\nB) y\nC) z\nD) w\nAnswer: D",
    ).questions;
    expect(alone.map((q) => [q.number, q.answer, q.explanation])).toEqual([
      [76, "three", "because"],
      [77, "w", undefined],
    ]);
  });
});

describe("issue 22's bad quiz input: a warning naming the problem, never a silent key", () => {
  const { questions } = parseQuestionsWithLayout(
    "Q1. a?\nA) x\nB) y\nC) z\nD) w\nAnswer: A\nQ1. b?\nA) x\nB) y\nC) z\nD) w\nAnswer: B\nQ2. five?\nA) 1\nB) 2\nC) 3\nD) 4\nE) 5\nAnswer: E\nQ3. one?\nA) only\nAnswer: A\nQ4. beyond?\nA) 1\nB) 2\nC) 3\nD) 4\nAnswer: F",
  );

  it("two questions that share a number", () => {
    expect(questions[1].warnings).toEqual(["Two questions are numbered 1; check that none is missing."]);
  });

  it("five options: the fifth is named, and an answer pointing at it is not a key", () => {
    expect(questions[2].options).toEqual(["1", "2", "3", "4"]);
    expect(questions[2].warnings).toEqual([
      'More than 4 options; not kept: "5".',
      "The answer is option 5, which is not kept (a question has at most 4 options).",
    ]);
    expect(questions[2].options).not.toContain(questions[2].answer);
  });

  it("one option: named (publishing refuses fewer than two options)", () => {
    expect(questions[3].warnings).toEqual(["Only 1 option found (expected 4)."]);
  });

  it("an answer letter beyond the options", () => {
    expect(questions[4].warnings).toEqual([
      'The answer "F" points to option 6, but there are only 4 options.',
    ]);
    expect(questions[4].options).not.toContain(questions[4].answer);
    expect(questions[4].answer).not.toBe(NO_ANSWER);
  });
});
