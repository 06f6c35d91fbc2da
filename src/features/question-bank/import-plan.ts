// The import's work apart from the screen: .docx questions paired by script, CSV rows converted in
// chunks (the tab stays responsive at 10,000 rows), duplicates found, merges planned, and saves run
// a few at a time with progress.
import {
  cleanTags,
  csvHeader,
  csvRowToQuestion,
  dupKey,
  langField,
  normaliseQuestion,
  pairBilingual,
  pairedToQuestion,
  parseCsv,
  questionProblems,
  type BankQuestion,
  type ImportedQuestion,
  type PairedItem,
} from "@shared/question-bank-core.cjs";
import type { Question } from "@/types/pocketbase";

/** One question the import would save. `problem`: not saved until fixed; `duplicate`: the bank's copy. */
export interface Candidate {
  key: string;
  /** "Question 3" / "Row 12". */
  label: string;
  question: BankQuestion;
  problem: string;
  warnings: string[];
  /** For a .docx item: its halves (one or two languages), shown side by side. */
  item?: PairedItem;
}

export type DuplicateChoice = "skip" | "merge" | "import";

export interface ImportTags {
  topics: string[];
  exams: string[];
  difficulty: "" | "easy" | "medium" | "hard";
}

/**
 * A question as the quiz import's parser reads it from a .docx (src/features/quizzes/
 * parse-questions.ts: the app passes that parser in, so both imports read the same layouts).
 */
export interface ParsedLike {
  text: string;
  options: string[];
  /** The right option's text, or "N/A". */
  answer: string;
  explanation?: string;
  flag?: string;
}

/** Reads a paper's text into questions ([] when no layout finds one). */
export type PaperParser = (text: string) => ParsedLike[];

/** The quiz import's parsed questions as the pairing's input (answer text → option index). */
export function fromParsed(parsed: readonly ParsedLike[]): ImportedQuestion[] {
  return parsed.map((p) => ({
    text: p.text,
    options: p.options,
    answer: p.options.indexOf(p.answer),
    explanation: p.explanation ?? "",
    flag: p.flag ?? "",
  }));
}

/** Pairs consecutive questions in two scripts (shared rules: pairBilingual). */
export function pairQuestions(list: readonly ImportedQuestion[]): PairedItem[] {
  return pairBilingual(list);
}

/** A pair split back into two single questions (numbers follow on). */
export function unpair(items: readonly PairedItem[], number: number): PairedItem[] {
  const out: PairedItem[] = [];
  for (const item of items) {
    if (item.number === number && item.halves.length === 2) {
      for (const h of item.halves) out.push({ number: 0, halves: [h], problem: "" });
    } else out.push(item);
  }
  return out.map((item, i) => ({
    ...item,
    number: i + 1,
    problem: item.problem ? item.problem.replace(/^Question \d+/, `Question ${i + 1}`) : "",
  }));
}

function withTags(q: BankQuestion, tags: ImportTags): BankQuestion {
  return normaliseQuestion({
    ...q,
    topics: [...tags.topics, ...q.topics],
    exams: [...tags.exams, ...q.exams],
    difficulty: q.difficulty || tags.difficulty,
  });
}

/** The .docx items as candidates, tagged. */
export function docxCandidates(
  items: readonly PairedItem[],
  fileName: string,
  tags: ImportTags,
): Candidate[] {
  return items.map((item) => {
    const q = withTags(pairedToQuestion(item, { source: `docx:${fileName}`.slice(0, 300) }), tags);
    const own = Object.values(questionProblems(q))[0];
    const problem = item.problem || (own ? `Question ${item.number}: ${own}` : "");
    return {
      key: `d${item.number}`,
      label: `Question ${item.number}`,
      question: q,
      problem,
      warnings: [],
      item,
    };
  });
}

/** Lets the browser paint between chunks. */
const breathe = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * A CSV file's rows as candidates, 500 rows a chunk with a pause between (progress reported), so
 * 10,000 rows never freeze the tab. A header problem is thrown as a message.
 */
export async function csvCandidates(
  text: string,
  fileName: string,
  tags: ImportTags,
  onProgress: (done: number, total: number) => void,
  maxRows = 10000,
): Promise<{ candidates: Candidate[]; notes: string[] }> {
  const rows = parseCsv(text).filter((r) => r.some((c) => c.trim() !== ""));
  if (rows.length === 0) throw new Error("The file is empty.");
  const header = csvHeader(rows[0]!);
  if (header.missing.length) {
    throw new Error(`The first row must name the columns; missing: ${header.missing.join(", ")}.`);
  }
  const notes: string[] = [];
  if (header.unknown.length) notes.push(`Columns not read: ${header.unknown.join(", ")}.`);
  const data = rows.slice(1);
  if (data.length > maxRows) {
    notes.push(`Only the first ${maxRows} rows are read; split the file for the rest.`);
    data.length = maxRows;
  }
  const source = `csv:${fileName}`.slice(0, 300);
  const candidates: Candidate[] = [];
  for (let start = 0; start < data.length; start += 500) {
    for (let i = start; i < Math.min(start + 500, data.length); i++) {
      const { question, problems, warnings } = csvRowToQuestion(data[i]!, header.index, i + 2, {
        topics: tags.topics,
        exams: tags.exams,
        source,
      });
      const q = question.difficulty ? question : { ...question, difficulty: tags.difficulty };
      const first = Object.values(problems)[0];
      candidates.push({
        key: `r${i + 2}`,
        label: `Row ${i + 2}`,
        question: q,
        problem: first ?? "",
        warnings,
      });
    }
    onProgress(Math.min(start + 500, data.length), data.length);
    await breathe();
  }
  return { candidates, notes };
}

/** The candidates' duplicates in the bank, by candidate key. */
export function matchDuplicates(
  candidates: readonly Candidate[],
  existing: readonly Question[],
): Map<string, Question> {
  const byKey = new Map(existing.map((q) => [q.dupKey, q]));
  const out = new Map<string, Question>();
  for (const c of candidates) {
    const found = byKey.get(dupKey(c.question));
    if (found) out.set(c.key, found);
  }
  return out;
}

/**
 * A merge: the existing question gets the new one's languages it lacks (text, options and
 * explanation, when the option count fits) and its topics and exams. Null when it adds nothing.
 */
export function mergePatch(existing: Question, q: BankQuestion): Record<string, unknown> | null {
  const patch: Record<string, unknown> = {};
  const count = (existing.optionsEn?.length || existing.optionsPa?.length || existing.optionsHi?.length) ?? 0;
  for (const lang of ["en", "pa", "hi"] as const) {
    const text = langField("text", lang) as "textEn";
    const options = langField("options", lang) as "optionsEn";
    const explanation = langField("explanation", lang) as "explanationEn";
    if (!existing[text] && q[text] && (count === 0 || q[options].length === count)) {
      patch[text] = q[text];
      patch[options] = q[options];
      if (q[explanation]) patch[explanation] = q[explanation];
    }
  }
  const topics = cleanTags([...(existing.topics ?? []), ...q.topics]);
  const exams = cleanTags([...(existing.exams ?? []), ...q.exams]);
  if (topics.length !== (existing.topics ?? []).length) patch["topics"] = topics;
  if (exams.length !== (existing.exams ?? []).length) patch["exams"] = exams;
  return Object.keys(patch).length ? patch : null;
}

/**
 * Runs `work` on every item, `limit` at a time, reporting progress; failures are collected with
 * their item, never stopping the rest.
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  onProgress: (done: number) => void,
): Promise<{ item: T; error: unknown }[]> {
  const failures: { item: T; error: unknown }[] = [];
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failures.push({ item, error });
      }
      onProgress(++done);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return failures;
}

/**
 * `send` again after a pause while the server says "too many requests" (429: the API allows 2,000
 * requests in 10 s from one address, which a 10,000-row import can reach), up to `tries` times.
 */
export async function retryBusy<T>(send: () => Promise<T>, tries = 6, pauseMs = 2000): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      const status = (err as { status?: number } | null)?.status;
      if (status !== 429 || attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, pauseMs * attempt));
    }
  }
}
