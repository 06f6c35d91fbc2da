import { describe, expect, it } from "vitest";
import { NO_ANSWER, parseQuestions, toQuizQuestion } from "./parse-questions";

const strip = (qs: ReturnType<typeof parseQuestions>) =>
  qs.map(({ text, options, answer }) => ({ text, options, answer }));

describe("parseQuestions: the spec's rule", () => {
  it("splits on Q<number>:, first line question, next four options, answer line", () => {
    const qs = parseQuestions(
      [
        "Q1: Which river is known as the Sorrow of Punjab?",
        "Ghaggar",
        "Sutlej",
        "Beas",
        "Ravi",
        "answer: Ghaggar",
        "Q2: Who founded Amritsar?",
        "Guru Ram Das",
        "Guru Arjan Dev",
        "Guru Nanak Dev",
        "Maharaja Ranjit Singh",
        "answer: Guru Ram Das",
      ].join("\n"),
    );
    expect(strip(qs)).toEqual([
      {
        text: "Which river is known as the Sorrow of Punjab?",
        options: ["Ghaggar", "Sutlej", "Beas", "Ravi"],
        answer: "Ghaggar",
      },
      {
        text: "Who founded Amritsar?",
        options: ["Guru Ram Das", "Guru Arjan Dev", "Guru Nanak Dev", "Maharaja Ranjit Singh"],
        answer: "Guru Ram Das",
      },
    ]);
    expect(qs.map((q) => q.warnings)).toEqual([[], []]);
    expect(qs.map((q) => [q.number, q.order])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("gives N/A and a warning when the answer line is missing", () => {
    const [q] = parseQuestions("Q1: Capital of Punjab?\nChandigarh\nLudhiana\nAmritsar\nJalandhar");
    expect(q.answer).toBe(NO_ANSWER);
    expect(q.warnings).toEqual([`No answer line found; it will be saved as ${NO_ANSWER}.`]);
  });

  it("ignores text before the first marker (titles, instructions)", () => {
    const qs = parseQuestions("Punjab GK Test\nTime: 20 min\n\nQ1: A?\nw\nx\ny\nz\nAnswer: x");
    expect(qs).toHaveLength(1);
    expect(qs[0].text).toBe("A?");
  });

  it("returns no questions for text without Q markers", () => {
    expect(parseQuestions("Just a letter.\nWith lines.\n1. Not a question marker")).toEqual([]);
    expect(parseQuestions("")).toEqual([]);
    // "Queen" and "Q&A" are words, not markers.
    expect(parseQuestions("Queen Victoria\nQ&A session: 3 pm")).toEqual([]);
  });
});

describe("parseQuestions: question markers", () => {
  it.each([
    ["Q1:", 1],
    ["Q1.", 1],
    ["Q 1:", 1],
    ["q1:", 1],
    ["Q12)", 12],
    ["Q3 -", 3],
    ["Q.4", 4],
    ["Question 5:", 5],
    ["  Q7:", 7],
  ])("accepts %s", (marker, number) => {
    const [q] = parseQuestions(`${marker} What is 2 + 2?\n1\n2\n3\n4\nAnswer: 4`);
    expect(q.number).toBe(number);
    expect(q.text).toBe("What is 2 + 2?");
    expect(q.options).toEqual(["1", "2", "3", "4"]);
    expect(q.answer).toBe("4");
  });

  it("takes the question from the next line when the marker stands alone", () => {
    const [q] = parseQuestions(
      "Q1:\n\nWhat is the state bird?\n\nBaaz\n\nPeacock\n\nKoel\n\nSparrow\n\nAnswer: Baaz",
    );
    expect(strip([q])).toEqual([
      { text: "What is the state bird?", options: ["Baaz", "Peacock", "Koel", "Sparrow"], answer: "Baaz" },
    ]);
  });

  it("keeps the order of the document, whatever the numbers say", () => {
    const qs = parseQuestions("Q3: c?\na\nb\nc\nd\nAns: a\nQ1: a?\na\nb\nc\nd\nAns: b");
    expect(qs.map((q) => [q.number, q.order])).toEqual([
      [3, 1],
      [1, 2],
    ]);
  });
});

describe("parseQuestions: option styles", () => {
  const opts = ["Ghaggar", "Sutlej", "Beas", "Ravi"];
  it.each([
    ["(a) …", ["(a) Ghaggar", "(b) Sutlej", "(c) Beas", "(d) Ravi"]],
    ["(A) …", ["(A) Ghaggar", "(B) Sutlej", "(C) Beas", "(D) Ravi"]],
    ["A. …", ["A. Ghaggar", "B. Sutlej", "C. Beas", "D. Ravi"]],
    ["a) …", ["a) Ghaggar", "b) Sutlej", "c) Beas", "d) Ravi"]],
    ["a: …", ["a: Ghaggar", "b: Sutlej", "c: Beas", "d: Ravi"]],
    ["1. …", ["1. Ghaggar", "2. Sutlej", "3. Beas", "4. Ravi"]],
    ["(1) …", ["(1) Ghaggar", "(2) Sutlej", "(3) Beas", "(4) Ravi"]],
  ])("strips %s labels", (_name, lines) => {
    const [q] = parseQuestions(`Q1: Sorrow of Punjab?\n${lines.join("\n")}\nAnswer: a`);
    expect(q.options).toEqual(opts);
    expect(q.answer).toBe("Ghaggar");
    expect(q.warnings).toEqual([]);
  });

  it("splits options written on one line, also on the question's line", () => {
    const [a] = parseQuestions("Q1: Sorrow of Punjab?\n(a) Ghaggar (b) Sutlej (c) Beas (d) Ravi\nAns: (b)");
    expect(a.options).toEqual(opts);
    expect(a.answer).toBe("Sutlej");
    const [b] = parseQuestions("Q1: Sorrow of Punjab? (a) Ghaggar (b) Sutlej (c) Beas (d) Ravi\nAns: d");
    expect(b.text).toBe("Sorrow of Punjab?");
    expect(b.options).toEqual(opts);
    expect(b.answer).toBe("Ravi");
  });

  it("does not strip a label-like start when the options are not all labelled in order", () => {
    const [q] = parseQuestions(
      "Q1: Who was the 11th President?\nA. P. J. Abdul Kalam\nK. R. Narayanan\nPratibha Patil\nZail Singh\nAnswer: A. P. J. Abdul Kalam",
    );
    expect(q.options[0]).toBe("A. P. J. Abdul Kalam");
    expect(q.answer).toBe("A. P. J. Abdul Kalam");
    expect(q.warnings).toEqual([]);
  });

  it("does not read decimals as labels", () => {
    const [q] = parseQuestions("Q1: Repo rate?\n5.25%\n5.5%\n6%\n6.5%\nAnswer: 5.5%");
    expect(q.options).toEqual(["5.25%", "5.5%", "6%", "6.5%"]);
    expect(q.answer).toBe("5.5%");
  });

  it("joins unlabelled lines before labelled options into the question", () => {
    const [q] = parseQuestions(
      "Q1: Consider the statements:\n1 Punjab has 23 districts.\n2 Its capital is Chandigarh.\n(a) Only 1\n(b) Only 2\n(c) Both\n(d) Neither\nAnswer: c",
    );
    expect(q.text).toBe("Consider the statements:\n1 Punjab has 23 districts.\n2 Its capital is Chandigarh.");
    expect(q.options).toEqual(["Only 1", "Only 2", "Both", "Neither"]);
    expect(q.answer).toBe("Both");
  });

  it("warns about fewer than four options", () => {
    const [q] = parseQuestions(
      "Q1: True or false: the Beas flows into the Sutlej.\n(a) True\n(b) False\nAnswer: a",
    );
    expect(q.options).toEqual(["True", "False"]);
    expect(q.answer).toBe("True");
    expect(q.warnings).toEqual(["Only 2 options found (expected 4)."]);
  });

  it("keeps four options and warns about the extra ones", () => {
    const [q] = parseQuestions("Q1: Pick one\nw\nx\ny\nz\nextra\nAnswer: x");
    expect(q.options).toEqual(["w", "x", "y", "z"]);
    expect(q.warnings).toEqual(['More than 4 options; not kept: "extra".']);
  });
});

describe("parseQuestions: answer lines", () => {
  const paper = (answerLine: string) =>
    `Q1: Sorrow of Punjab?\n(a) Ghaggar\n(b) Sutlej\n(c) Beas\n(d) Ravi\n${answerLine}`;
  it.each([
    ["Answer: b", "Sutlej"],
    ["answer: B", "Sutlej"],
    ["ANSWER - (b)", "Sutlej"],
    ["ANS - b", "Sutlej"],
    ["Ans. (B)", "Sutlej"],
    ["Ans.(c)", "Beas"],
    ["ans: d)", "Ravi"],
    ["Ans: Option B", "Sutlej"],
    ["Answer: Sutlej", "Sutlej"],
    ["answer: sutlej", "Sutlej"],
    ["Answer:   Sutlej  ", "Sutlej"],
    ["Answer: (b) Sutlej", "Sutlej"],
    ["Answer - 2", "Sutlej"],
    ["Correct answer: a", "Ghaggar"],
    ["answer:b", "Sutlej"],
  ])("%s → %s", (line, expected) => {
    const [q] = parseQuestions(paper(line));
    expect(q.answer).toBe(expected);
    expect(q.warnings).toEqual([]);
  });

  it("warns when the answer is not among the options, and keeps what was written", () => {
    const [a] = parseQuestions(paper("Answer: Chenab"));
    expect(a.answer).toBe("Chenab");
    expect(a.warnings).toEqual(['The answer "Chenab" is not among the options.']);
    const [b] = parseQuestions(paper("Answer: (e)"));
    expect(b.warnings).toEqual(['The answer "(e)" points to option 5, but there are only 4 options.']);
    // Not a key at all (no option is the answer), so publishing is refused without a flag.
    expect([a.flag, b.flag]).toEqual([undefined, undefined]);
  });

  it("warns when a letter points past the last option", () => {
    const [q] = parseQuestions("Q1: Yes?\n(a) Yes\n(b) No\nAnswer: d");
    expect(q.answer).toBe("d");
    expect(q.warnings).toContain('The answer "d" points to option 4, but there are only 2 options.');
  });

  it("warns when the letter and the text disagree, trusting the letter", () => {
    const [q] = parseQuestions(paper("Answer: (b) Beas river"));
    expect(q.answer).toBe("Sutlej");
    expect(q.warnings[0]).toMatch(/does not match option b/);
  });

  it("an empty answer line is N/A with a warning", () => {
    const [q] = parseQuestions(paper("Answer:"));
    expect(q.answer).toBe(NO_ANSWER);
    expect(q.warnings).toEqual([`No answer given; it will be saved as ${NO_ANSWER}.`]);
  });

  it("does not take a word starting with 'ans' for an answer line", () => {
    const [q] = parseQuestions("Q1: Who wrote it?\nAnshul\nBabita\nChetan\nDeepa\nAnswer: Anshul");
    expect(q.options).toEqual(["Anshul", "Babita", "Chetan", "Deepa"]);
    expect(q.answer).toBe("Anshul");
  });

  it("reads an explanation line, also over several lines", () => {
    const [q] = parseQuestions(
      paper(
        "Answer: a\nExplanation: It floods in the monsoon.\nIt is seasonal.\nQ2: Next?\nw\nx\ny\nz\nAnswer: w",
      ),
    );
    expect(q.explanation).toBe("It floods in the monsoon.\nIt is seasonal.");
    expect(toQuizQuestion(q)).toEqual({
      text: "Sorrow of Punjab?",
      options: ["Ghaggar", "Sutlej", "Beas", "Ravi"],
      answer: "Ghaggar",
      explanation: "It floods in the monsoon.\nIt is seasonal.",
      order: 1,
    });
  });
});

describe("parseQuestions: messy real-world text", () => {
  it("handles blank lines, Windows line ends, tabs and non-breaking spaces", () => {
    const [q] = parseQuestions(
      "\r\n\r\nQ1:\u00a0Capital\tof Punjab?\r\n\r\n(a)\u00a0Chandigarh\r\n\r\n(b) Ludhiana\r\n(c) Amritsar\r\n\r\n(d) Patiala\r\n\r\nAns: a\r\n",
    );
    expect(strip([q])).toEqual([
      {
        text: "Capital of Punjab?",
        options: ["Chandigarh", "Ludhiana", "Amritsar", "Patiala"],
        answer: "Chandigarh",
      },
    ]);
  });

  it("reads Gurmukhi questions with Gurmukhi labels and answer word", () => {
    const [q] = parseQuestions(
      "Q1: ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ ਕਿਹੜੀ ਹੈ?\n(ੳ) ਚੰਡੀਗੜ੍ਹ\n(ਅ) ਲੁਧਿਆਣਾ\n(ੲ) ਅੰਮ੍ਰਿਤਸਰ\n(ਸ) ਪਟਿਆਲਾ\nਉੱਤਰ: ੳ",
    );
    expect(strip([q])).toEqual([
      {
        text: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ ਕਿਹੜੀ ਹੈ?",
        options: ["ਚੰਡੀਗੜ੍ਹ", "ਲੁਧਿਆਣਾ", "ਅੰਮ੍ਰਿਤਸਰ", "ਪਟਿਆਲਾ"],
        answer: "ਚੰਡੀਗੜ੍ਹ",
      },
    ]);
    expect(q.warnings).toEqual([]);
  });

  it("reads Gurmukhi text with Latin labels and the answer as text", () => {
    const [q] = parseQuestions(
      "Q2. ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਕਿਸ ਸ਼ਹਿਰ ਵਿੱਚ ਹੈ?\nA. ਅੰਮ੍ਰਿਤਸਰ\nB. ਜਲੰਧਰ\nC. ਬਠਿੰਡਾ\nD. ਮੋਗਾ\nANS - ਅੰਮ੍ਰਿਤਸਰ",
    );
    expect(q.answer).toBe("ਅੰਮ੍ਰਿਤਸਰ");
    expect(q.options).toHaveLength(4);
    expect(q.warnings).toEqual([]);
  });

  it("reads Hindi questions with Devanagari labels and उत्तर", () => {
    const [q] = parseQuestions(
      "Q 3: भारत की राजधानी क्या है?\n(क) मुंबई\n(ख) नई दिल्ली\n(ग) कोलकाता\n(घ) चेन्नई\nउत्तर: (ख)",
    );
    expect(q.options).toEqual(["मुंबई", "नई दिल्ली", "कोलकाता", "चेन्नई"]);
    expect(q.answer).toBe("नई दिल्ली");
    expect(q.warnings).toEqual([]);
  });

  it("treats HTML in the text as plain characters (rendering escapes it)", () => {
    const [q] = parseQuestions('Q1: <img src=x onerror="alert(1)"> is?\n<b>a</b>\nb\nc\nd\nAnswer: <b>a</b>');
    expect(q.text).toBe('<img src=x onerror="alert(1)"> is?');
    expect(q.answer).toBe("<b>a</b>");
  });

  it("collects several warnings on one question", () => {
    const [q] = parseQuestions("Q9: Half-finished?\n(a) One");
    expect(q.warnings).toEqual([
      "Only 1 option found (expected 4).",
      `No answer line found; it will be saved as ${NO_ANSWER}.`,
    ]);
  });

  it("parses 500 questions", () => {
    const paper = Array.from(
      { length: 500 },
      (_, i) =>
        `Q${i + 1}: Question number ${i + 1} about Punjab?\n(a) Option A${i}\n(b) Option B${i}\n(c) Option C${i}\n(d) Option D${i}\nAnswer: ${"abcd"[i % 4]}\n`,
    ).join("\n");
    const qs = parseQuestions(paper);
    expect(qs).toHaveLength(500);
    expect(qs[499].answer).toBe("Option D499");
    expect(qs.every((q) => q.warnings.length === 0)).toBe(true);
  });
});
