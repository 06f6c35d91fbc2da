// Real .docx question papers in every layout the import reads (fixtures/layout-papers.ts, written
// with the `docx` package, Word's list numbering included) through the path the import page
// takes: the DOCX worker's text job (run in-thread) and the parser. For each paper: the questions
// found are the questions present, and every answer key is either right or flagged.
import { describe, expect, it } from "vitest";
import { extractDocxText } from "@/lib/docx/extract-docx-text";
import { publishProblem } from "@shared/rules-core.cjs";
import { LAYOUT_PAPERS, makeLayoutDocx } from "../fixtures/layout-papers";
import { parseQuestionsWithLayout, toQuizQuestion } from "../parse-questions";

async function read(paper: (typeof LAYOUT_PAPERS)[number]) {
  return parseQuestionsWithLayout(await extractDocxText(await makeLayoutDocx(paper.paras)));
}

describe("import layouts: real .docx papers", () => {
  it.each(LAYOUT_PAPERS.map((p) => [p.name, p] as const))("%s", async (_name, paper) => {
    const { questions } = await read(paper);
    expect(questions.map((q) => q.text)).toEqual(paper.expected.map((e) => e.text));
    paper.expected.forEach((e, i) => {
      const q = questions[i];
      if (e.answer === "flag") {
        // Never a silent key: either no option is the answer (no key) or the key is flagged, and
        // either way publishing is refused for this question.
        expect(Boolean(q.flag) || !q.options.includes(q.answer), `question ${i + 1}`).toBe(true);
        expect(publishProblem([toQuizQuestion({ ...q, order: 1 })])).toMatch(/^Cannot publish: question 1 /);
        if (q.flag) expect(q.warnings).toContain(q.flag);
      } else {
        expect([i + 1, q.answer, q.flag]).toEqual([i + 1, e.answer, undefined]);
        expect(q.options).toContain(e.answer);
      }
      if (e.options) expect(q.options).toEqual(e.options);
    });
  });

  it("reads each paper in the layout it is written in", async () => {
    const layouts = await Promise.all(LAYOUT_PAPERS.map(async (p) => (await read(p)).layout));
    expect(Object.fromEntries(LAYOUT_PAPERS.map((p, i) => [p.name, layouts[i]]))).toEqual({
      "English, Q markers of every kind": "marker",
      "English, Q76 alone on a line": "marker",
      "English, 1. 2. 3. typed as text": "numbered",
      "English, Word list numbering": "list",
      "English, Word list numbering for questions and options": "list",
      "English, Aiken format": "aiken",
      "Punjabi, Gurmukhi labels and answer words": "marker",
      "Punjabi, Word list numbering and Shift+Enter options": "list",
      "English, letters as options and doubtful keys": "marker",
    });
  });

  it("keeps each explanation with its own question when a marker stands alone", async () => {
    const { questions } = await read(LAYOUT_PAPERS[1]);
    expect(questions.map((q) => q.explanation)).toEqual([
      "Guru Arjan Dev compiled it in 1604.",
      "The Bhakra dam stands on the Sutlej in Bilaspur.",
      undefined,
    ]);
  });

  it("says which flagged keys need checking, and the quiz cannot be published with them", async () => {
    const paper = LAYOUT_PAPERS.find((p) => p.name.startsWith("English, letters"));
    const { questions } = await read(paper!);
    // The last warning of each question is about its answer key.
    expect(
      questions.map((q) => (q.flag || !q.options.includes(q.answer) ? q.warnings.at(-1) : null)),
    ).toEqual([
      null,
      'The answer "D" could be option D ("U") or the option whose text is "D"; option D was chosen. Check it.',
      'The answer "(b) Beas" does not match option b ("Sutlej"); check it.',
      'The answer "(e)" points to option 5, but there are only 4 options.',
      'The answer "ਬ" is not among the options.',
      'The answer "Chenab" is not among the options.',
      "No answer line found; it will be saved as N/A.",
      'The answer "Sutlej" matches 2 options; check which is meant.',
      null,
      "The answer is option 5, which is not kept (a question has at most 4 options).",
    ]);
    expect(questions[7].warnings).toContain("Two questions are numbered 7; check that none is missing.");
    expect(questions[8].warnings).toContain("Question 8 seems to be missing (the numbers go from 7 to 9).");
    expect(questions[9].warnings).toContain('More than 4 options; not kept: "Beas".');
    expect(publishProblem(questions.map(toQuizQuestion))).toBe(
      "Cannot publish: questions 4, 5, 6, 7 and 10 have no answer key; question 9 has fewer than two options; questions 2, 3 and 8 have answer keys to check. Fix them or untick Published.",
    );
  });
});
