// Real .docx question papers (written with the `docx` package) through the shared DOCX pipeline's
// text job (preflight, then mammoth's raw-text extraction in the worker, run in-thread under
// jsdom) and the parser: the path the import page takes.
import { describe, expect, it } from "vitest";
import { DocxError } from "@/lib/docx/docx-error";
import { extractDocxText } from "@/lib/docx/extract-docx-text";
import {
  INDIC_PAPER,
  LINE_BREAK_PAPER,
  MESSY_PAPER,
  NO_MARKERS_PAPER,
  SPEC_PAPER,
  bigPaper,
  makeQuizDocx,
  type Para,
} from "../fixtures/quiz-docx";
import { NO_ANSWER, parseQuestions } from "../parse-questions";

async function docxBuffer(paras: Para[]): Promise<ArrayBuffer> {
  const bytes = await makeQuizDocx(paras);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function parseDocx(paras: Para[]) {
  return parseQuestions(await extractDocxText(await docxBuffer(paras)));
}

describe("DOCX question papers through mammoth", () => {
  it("the spec's format", async () => {
    const qs = await parseDocx(SPEC_PAPER);
    expect(qs.map((q) => [q.text, q.options.length, q.answer, q.warnings.length])).toEqual([
      ["Which river is known as the Sorrow of Punjab?", 4, "Ghaggar", 0],
      ["In which year did the Jallianwala Bagh massacre take place?", 4, "1919", 0],
      ["Which is the state bird of Punjab?", 4, "Baaz", 0],
    ]);
  });

  it("options on Shift+Enter line breaks and explanations after the answer", async () => {
    const qs = await parseDocx(LINE_BREAK_PAPER);
    expect(qs.map((q) => [q.text, q.options, q.answer, q.explanation, q.warnings])).toEqual([
      [
        "Which river flows past Ropar?",
        ["Beas", "Sutlej", "Ravi", "Ghaggar"],
        "Sutlej",
        "The Sutlej enters the plains at Ropar.",
        [],
      ],
      [
        "Punjab's state bird?",
        ["Baaz", "Peacock", "Sparrow", "Crow"],
        "Baaz",
        "The Baaz (northern goshawk) was Guru Gobind Singh's bird.",
        [],
      ],
    ]);
  });

  it("a messy paper: mixed markers, labels, inline options, warnings", async () => {
    const qs = await parseDocx(MESSY_PAPER);
    expect(qs).toHaveLength(4);
    expect(qs[0]).toMatchObject({
      number: 1,
      text: "Who proposed the theory of cognitive development?",
      options: ["Jean Piaget", "B. F. Skinner", "Ivan Pavlov", "E. L. Thorndike"],
      answer: "Jean Piaget",
      warnings: [],
    });
    expect(qs[1]).toMatchObject({
      number: 2,
      options: ["Vygotsky", "Bruner", "Kohlberg"],
      answer: "Vygotsky",
    });
    expect(qs[1].warnings).toEqual(["Only 3 options found (expected 4)."]);
    expect(qs[2]).toMatchObject({
      options: ["Dyslexia", "Dysgraphia", "Dyscalculia", "Dyspraxia"],
      answer: "Dyslexia",
      explanation: "Dyslexia affects reading and related language skills.",
      warnings: [],
    });
    expect(qs[3].answer).toBe(NO_ANSWER);
    expect(qs[3].options[0]).toBe("Rorschach ink-blot test");
    expect(qs[3].warnings).toEqual([`No answer line found; it will be saved as ${NO_ANSWER}.`]);
  });

  it("Gurmukhi and Hindi", async () => {
    const qs = await parseDocx(INDIC_PAPER);
    expect(qs.map((q) => q.answer)).toEqual(["ਚੰਡੀਗੜ੍ਹ", "नई दिल्ली", "ਅੰਮ੍ਰਿਤਸਰ"]);
    expect(qs.every((q) => q.warnings.length === 0 && q.options.length === 4)).toBe(true);
  });

  it("a document without Q markers has no questions", async () => {
    expect(await parseDocx(NO_MARKERS_PAPER)).toEqual([]);
  });

  it("500 questions: every one is extracted and parsed", { timeout: 30_000 }, async () => {
    // No time bound here: on the shared machine the same run takes 0.5–4 s depending on load.
    // The parser's cost is kept linear by design (each line is classified once).
    const qs = parseQuestions(await extractDocxText(await docxBuffer(bigPaper(500))));
    expect(qs).toHaveLength(500);
    expect(qs.every((q) => q.warnings.length === 0)).toBe(true);
    expect(qs[499].answer).toBe("Option D499");
  });

  it("a file that is not a Word document gives a clear error", async () => {
    const junk = new TextEncoder().encode("this is not a zip").buffer as ArrayBuffer;
    await expect(extractDocxText(junk)).rejects.toThrow(DocxError);
    await expect(extractDocxText(junk)).rejects.toThrow(/not a real Word document/);
  });
});
