import { describe, expect, it } from "vitest";
import {
  bankToQuizQuestion,
  csvHeader,
  csvRowToQuestion,
  dupKey,
  foldText,
  normaliseQuestion,
  pairBilingual,
  pairedToQuestion,
  parseCsv,
  parseQuizSource,
  questionProblems,
  quizQuestionToBank,
  scriptOf,
  searchTerms,
  searchWords,
} from "./question-bank-core.cjs";

const q = (fields: Record<string, unknown>) => normaliseQuestion(fields);

describe("normaliseQuestion", () => {
  it("trims, collapses spaces, makes NFC and drops empty options, moving the answer with them", () => {
    const n = q({
      textEn: "  Which   river\tis the Sorrow of Punjab? ",
      optionsEn: [" Ghaggar ", "", "Sutlej", "  "],
      answer: 2,
      textPa: "ਪੰਜਾਬ ਦਾ ਦੁੱਖ ਕਿਹੜਾ ਦਰਿਆ ਹੈ?",
      optionsPa: ["ਘੱਗਰ", "", "ਸਤਲੁਜ"],
      topics: [" Punjab Geography ", "punjab geography", ""],
    });
    expect(n.textEn).toBe("Which river is the Sorrow of Punjab?");
    expect(n.optionsEn).toEqual(["Ghaggar", "Sutlej"]);
    expect(n.optionsPa).toEqual(["ਘੱਗਰ", "ਸਤਲੁਜ"]);
    expect(n.answer).toBe(1);
    expect(n.topics).toEqual(["Punjab Geography"]);
    expect(n.difficulty).toBe("");
    // Decomposed ਸ + nukta becomes NFC (which keeps the pair: U+0A36 is a composition exclusion).
    expect(q({ textPa: "ਸ\u0A3Cਹਿਰ" }).textPa).toBe("ਸ\u0A3Cਹਿਰ".normalize("NFC"));
  });

  it("reads options given as JSON text and drops non-strings", () => {
    expect(q({ optionsEn: '["a", 3, "b"]' }).optionsEn).toEqual(["a", "b"]);
    expect(q({ optionsEn: "not json" }).optionsEn).toEqual([]);
  });
});

describe("questionProblems", () => {
  it("accepts a bilingual question with its key, and one without a key (-1)", () => {
    const ok = q({ textEn: "A?", optionsEn: ["x", "y"], textPa: "ਕ?", optionsPa: ["ੳ", "ਅ"], answer: 0 });
    expect(questionProblems(ok)).toEqual({});
    expect(questionProblems({ ...ok, answer: -1 })).toEqual({});
  });

  it("names each field's problem in plain words", () => {
    expect(questionProblems(q({}))).toEqual({
      textEn: "Write the question in at least one language (English, Punjabi or Hindi).",
    });
    expect(questionProblems(q({ answer: 1 })).answer).toBe("Give options first, then the answer.");
    expect(questionProblems(q({ textEn: "A?", optionsEn: ["x"], answer: 0 })).optionsEn).toBe(
      "Give at least two English options.",
    );
    const uneven = questionProblems(
      q({
        textEn: "A?",
        optionsEn: ["a", "b", "c", "d"],
        textPa: "ਕ?",
        optionsPa: ["ੳ", "ਅ", "ੲ"],
        answer: 0,
      }),
    );
    expect(uneven.optionsPa).toBe(
      "The Punjabi has 3 options, the English 4: give the same options in every language.",
    );
    expect(questionProblems(q({ textEn: "A?", optionsEn: ["a", "b"], answer: 2 })).answer).toMatch(
      /one of the 2 options/,
    );
    expect(questionProblems(q({ optionsPa: ["ੳ", "ਅ"], answer: 0 })).textPa).toMatch(
      /Write the question in Punjabi/,
    );
    expect(
      questionProblems(q({ textEn: "x".repeat(4001), optionsEn: ["a", "b"], answer: 0 })).textEn,
    ).toMatch(/longer than 4000/);
    expect(
      questionProblems(q({ textEn: "A?", optionsEn: ["a", "b"], answer: 0, explanationHi: "व्याख्या" }))
        .explanationHi,
    ).toMatch(/no Hindi question/);
  });

  it("takes Punjabi alone as the first language", () => {
    expect(questionProblems(q({ textPa: "ਕ?", optionsPa: ["ੳ", "ਅ"], answer: 1 }))).toEqual({});
  });
});

describe("dupKey and foldText", () => {
  it("ignores case, punctuation and spaces in English", () => {
    expect(dupKey({ textEn: "Which river is the 'Sorrow of Punjab'?" })).toBe(
      dupKey({ textEn: "which  river is the Sorrow of Punjab" }),
    );
    expect(dupKey({ textEn: "Capital of Punjab?" })).toBe("capitalofpunjab");
  });

  it("folds Gurmukhi nukta, addak and tippi/bindi spellings together", () => {
    // ਸ਼ਹਿਰ / ਸਹਿਰ (nukta, precomposed and decomposed), ਪੱਗ / ਪਗ (addak), ਪੰਜਾਬ / ਪਂਜਾਬ (tippi/bindi).
    expect(dupKey({ textPa: "\u0A36ਹਿਰ" })).toBe(dupKey({ textPa: "ਸਹਿਰ" }));
    expect(dupKey({ textPa: "ਸ\u0A3Cਹਿਰ" })).toBe(dupKey({ textPa: "ਸਹਿਰ" }));
    expect(dupKey({ textPa: "ਜ਼ਿਲ੍ਹਾ ਕਿਹੜਾ ਹੈ?" })).toBe(dupKey({ textPa: "ਜਿਲ੍ਹਾ ਕਿਹੜਾ ਹੈ" }));
    expect(dupKey({ textPa: "ਪੱਗ" })).toBe(dupKey({ textPa: "ਪਗ" }));
    expect(dupKey({ textPa: "ਪੰਜਾਬ।" })).toBe(dupKey({ textPa: "ਪਂਜਾਬ" }));
    expect(dupKey({ textPa: "ਪੰਜਾਬ" })).not.toBe(dupKey({ textPa: "ਪੰਜਾਬੀ" }));
  });

  it("keys on the English text when there is one, else the Punjabi, else the Hindi", () => {
    expect(dupKey({ textEn: "Capital?", textPa: "ਰਾਜਧਾਨੀ?" })).toBe("capital");
    expect(dupKey({ textPa: "ਰਾਜਧਾਨੀ?" })).toBe(foldText("ਰਾਜਧਾਨੀ"));
    expect(dupKey({ textHi: "राजधानी?" })).toBe("राजधानी");
    expect(dupKey({ textEn: "x".repeat(900) })).toHaveLength(500);
  });
});

describe("searchWords and searchTerms", () => {
  it("holds every language's words once, folded, so a Gurmukhi query finds them with or without a nukta", () => {
    const words = searchWords(
      q({
        textEn: "Which city is on the Sutlej?",
        optionsEn: ["Ludhiana", "Ropar"],
        textPa: "ਸਤਲੁਜ ਕੰਢੇ ਕਿਹੜਾ ਸ਼ਹਿਰ ਹੈ?",
        optionsPa: ["ਲੁਧਿਆਣਾ", "ਰੋਪੜ"],
        answer: 1,
      }),
    );
    expect(words.split(" ")).toContain("sutlej");
    expect(words.split(" ")).toContain("ਲੁਧਿਆਣਾ");
    for (const term of searchTerms("ਸ਼ਹਿਰ")) expect(words).toContain(term);
    for (const term of searchTerms("ਸਹਿਰ")) expect(words).toContain(term);
    expect(searchTerms("  Sutlej, SUTLEJ!  ")).toEqual(["sutlej"]);
  });
});

describe("scriptOf and pairBilingual", () => {
  const en = (text: string, n = 4) => ({ text, options: ["A", "B", "C", "D"].slice(0, n), answer: 1 });
  const pa = (text: string, n = 4) => ({ text, options: ["ੳ", "ਅ", "ੲ", "ਸ"].slice(0, n), answer: 1 });

  it("tells the scripts apart", () => {
    expect(scriptOf("Which river?")).toBe("en");
    expect(scriptOf("ਕਿਹੜਾ ਦਰਿਆ? (Sutlej)")).toBe("pa");
    expect(scriptOf("कौन सी नदी?")).toBe("hi");
  });

  it("pairs English then Punjabi and the reverse, and leaves a question alone when the next is in its own script", () => {
    const items = pairBilingual([en("One?"), pa("ਇੱਕ?"), pa("ਦੋ?"), en("Two?"), en("Three?"), en("Four?")]);
    expect(items.map((i) => i.halves.map((h) => h.lang))).toEqual([
      ["en", "pa"],
      ["pa", "en"],
      ["en"],
      ["en"],
    ]);
    expect(items.map((i) => i.number)).toEqual([1, 2, 3, 4]);
    expect(items.every((i) => i.problem === "")).toBe(true);
    const merged = pairedToQuestion(items[1]!, { topics: ["Reasoning"] });
    expect(merged.textEn).toBe("Two?");
    expect(merged.textPa).toBe("ਦੋ?");
    expect(merged.answer).toBe(1);
    expect(merged.topics).toEqual(["Reasoning"]);
  });

  it("flags a pair whose halves give different answers", () => {
    const [item] = pairBilingual([en("One?"), { ...pa("ਇੱਕ?"), answer: 2 }]);
    expect(pairedToQuestion(item!).flag).toBe("The Punjabi answer key differs (option 3).");
  });

  it("names a pair whose halves have different option counts", () => {
    const [item] = pairBilingual([en("One?", 4), pa("ਇੱਕ?", 3)]);
    expect(item!.problem).toBe("Question 1: the English has 4 options, the Punjabi 3");
  });
});

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)", () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\n')).toEqual([
      ["a", "b, c", 'say "hi"', "two\nlines"],
    ]);
  });

  it("drops a BOM and reads CRLF, LF and CR line ends", () => {
    expect(parseCsv("\uFEFFh1,h2\r\n1,2\n3,4\r5,6")).toEqual([
      ["h1", "h2"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("keeps empty fields and Gurmukhi intact", () => {
    expect(parseCsv("ਪੰਜਾਬ,,ਸ਼ੇਰ\n")).toEqual([["ਪੰਜਾਬ", "", "ਸ਼ੇਰ"]]);
  });

  it("parses 10,000 rows", () => {
    const line = 'Which river?,"ਕਿਹੜਾ, ਦਰਿਆ?",Ravi,Beas,Sutlej,Ghaggar,C\r\n';
    const text =
      "text_en,text_pa,option1_en,option2_en,option3_en,option4_en,answer\r\n" + line.repeat(10000);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(10001);
    expect(rows[10000]![1]).toBe("ਕਿਹੜਾ, ਦਰਿਆ?");
  });
});

describe("csvRowToQuestion", () => {
  const header = csvHeader([
    "text_en",
    "text_pa",
    "option1_en",
    "option2_en",
    "option3_en",
    "option4_en",
    "option1_pa",
    "option2_pa",
    "option3_pa",
    "option4_pa",
    "answer",
    "topics",
    "Difficulty",
    "notes",
  ]);

  it("reads the header by name and reports missing and unknown columns", () => {
    expect(header.missing).toEqual([]);
    expect(header.unknown).toEqual(["notes"]);
    expect(csvHeader(["option1_en"]).missing).toEqual(["text_en or text_pa", "answer"]);
  });

  it("maps a row, its letter or number answer and its topics", () => {
    const row = ["Capital?", "ਰਾਜਧਾਨੀ?", "A", "B", "C", "D", "ੳ", "ਅ", "ੲ", "ਸ", "c", "Punjab; GK", "Easy"];
    const { question, problems, warnings } = csvRowToQuestion(row, header.index, 2, { topics: ["Import"] });
    expect(problems).toEqual({});
    expect(warnings).toEqual([]);
    expect(question.answer).toBe(2);
    expect(question.topics).toEqual(["Import", "Punjab", "GK"]);
    expect(question.difficulty).toBe("easy");
    expect(csvRowToQuestion([...row.slice(0, 10), "4"], header.index, 3).question.answer).toBe(3);
  });

  it("keeps a formula-like cell as text with a warning, and reports a bad answer", () => {
    const row = ['=HYPERLINK("x")', "", "-1", "+2", "@a", "B", "", "", "", "", "E9", "", ""];
    const { question, problems, warnings } = csvRowToQuestion(row, header.index, 7);
    expect(question.textEn).toBe('=HYPERLINK("x")');
    expect(warnings).toEqual([
      'Row 7, text_en: "=HYPERLINK("x")" looks like a spreadsheet formula; kept as text.',
      'Row 7, option3_en: "@a" looks like a spreadsheet formula; kept as text.',
    ]);
    expect(problems["answer"]).toBe('The answer "E9" is not 1-4 or A-D.');
  });

  it("flags a row without an answer", () => {
    const row = ["Capital?", "", "A", "B", "", "", "", "", "", "", "", "", ""];
    const { question, problems } = csvRowToQuestion(row, header.index, 2);
    expect(problems).toEqual({});
    expect(question.answer).toBe(-1);
    expect(question.flag).toBe("No answer key in the spreadsheet");
  });
});

describe("quizzes and the bank", () => {
  it("turns a Gurmukhi quiz question into Punjabi fields and an English one into English", () => {
    const pa = quizQuestionToBank(
      { text: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?", options: ["ਚੰਡੀਗੜ੍ਹ", "ਲੁਧਿਆਣਾ"], answer: "ਚੰਡੀਗੜ੍ਹ", explanation: "ਹਾਂ" },
      "abc123",
      4,
    );
    expect(pa.lang).toBe("pa");
    expect(pa.question).toMatchObject({
      textPa: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?",
      answer: 0,
      source: "quiz:abc123#4",
      flag: "",
    });
    const en = quizQuestionToBank({ text: "Capital?", options: ["A", "B"], answer: "N/A" }, "abc123", 0);
    expect(en.question).toMatchObject({ textEn: "Capital?", answer: -1, flag: "No answer key in the quiz" });
    expect(parseQuizSource("quiz:abc123#4")).toEqual({ quizId: "abc123", index: 4 });
    expect(parseQuizSource("csv:file.csv")).toBeNull();
  });

  it("writes a bank edit back in the quiz's language", () => {
    const stored = { text: "Capital?", options: ["A", "B"], answer: "A", order: 3, flag: "old" };
    const back = bankToQuizQuestion(stored, {
      textEn: "Capital of Punjab?",
      optionsEn: ["Chandigarh", "Amritsar"],
      textPa: "ਰਾਜਧਾਨੀ?",
      optionsPa: ["ਚੰਡੀਗੜ੍ਹ", "ਅੰਮ੍ਰਿਤਸਰ"],
      answer: 1,
      explanationEn: "Shared capital.",
      flag: "",
    });
    expect(back).toEqual({
      text: "Capital of Punjab?",
      options: ["Chandigarh", "Amritsar"],
      answer: "Amritsar",
      explanation: "Shared capital.",
      order: 3,
    });
  });
});
