// The real-.docx corpus (tests/fixtures/real-docx/, SOURCES.md says where each file comes from) run
// through what the product does with an upload: the package check browser and server share (both
// run on each file and must agree), the Node conversion of the server's backfill and
// search:rebuild (scripts/lib/docx-corpus.mjs), and the quiz parser on the document's text. Each file's outcome is compared with
// tests/fixtures/real-docx/results.json: a changed status, reason, text count or question count
// fails the test, so a regression shows as a changed number. Timings are NOT asserted (see
// scripts/bench-docx-corpus.mjs).
// The corpus is split over real-docx-corpus-1/2/3.test.ts so that the unit project's two workers share it.
// After an intended change: UPDATE_DOCX_CORPUS=1 npx vitest run src/features/quizzes/admin/real-docx-corpus-
// rewrites results.json (each part its own files, under a lock), then review its diff.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync, existsSync } from "node:fs";
import { expect, it } from "vitest";
import {
  analyseDocx,
  corpusFiles,
  readCorpusFile,
  RESULTS_FILE,
} from "../../../../scripts/lib/docx-corpus.mjs";
import { NO_ANSWER, parseQuestions } from "../parse-questions";
import { htmlToPlainText } from "@/lib/docx/docx-core";
import { preflightDocx } from "@/lib/docx/zip-preflight";

export const PARTS = 3;

export interface FileResult {
  status: "accepted" | "refused";
  reason?: string;
  /** Non-space characters of the main part's w:t text. */
  textIn: number;
  /** Non-space characters of the stored article's text (footnotes and comments add to it). */
  textOut: number;
  /** Questions the quiz import finds in the file. */
  questions: number;
  /** Of those, questions whose key is missing or flagged (both block publishing). */
  keysFlagged: number;
  /** mammoth's and our messages about what was not converted, in plain words. */
  notConverted?: string[];
}

export interface CorpusResults {
  counts: {
    files: number;
    accepted: number;
    refused: Record<string, number>;
    /** Accepted files whose article keeps under 90 % of the body's characters. */
    textUnder90Percent: number;
    questions: number;
    keysFlagged: number;
  };
  files: Record<string, FileResult>;
}

export function countResults(files: Record<string, FileResult>): CorpusResults["counts"] {
  const list = Object.values(files);
  const refused: Record<string, number> = {};
  for (const r of list) {
    if (r.status !== "refused") continue;
    const problem = (r.reason ?? "").split(":")[0];
    refused[problem] = (refused[problem] ?? 0) + 1;
  }
  return {
    files: list.length,
    accepted: list.filter((r) => r.status === "accepted").length,
    refused,
    textUnder90Percent: list.filter((r) => r.status === "accepted" && r.textOut < 0.9 * r.textIn).length,
    questions: list.reduce((n, r) => n + r.questions, 0),
    keysFlagged: list.reduce((n, r) => n + r.keysFlagged, 0),
  };
}

export function readResults(): CorpusResults {
  return JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as CorpusResults;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Writes this part's files into results.json (parts run side by side: one at a time, by a lock dir). */
function writePart(mine: Record<string, FileResult>): void {
  const lock = `${RESULTS_FILE}.lock`;
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (i > 600) throw new Error(`${lock} held for a minute: remove it if no test is running`);
      sleep(100);
    }
  }
  try {
    const old = existsSync(RESULTS_FILE) ? readResults().files : {};
    const present = new Set(corpusFiles());
    const files: Record<string, FileResult> = {};
    for (const name of [...new Set([...Object.keys(old), ...Object.keys(mine)])].sort()) {
      if (!present.has(name)) continue;
      const r = mine[name] ?? old[name];
      if (r) files[name] = r;
    }
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ counts: countResults(files), files }, null, 1)}\n`);
  } finally {
    rmdirSync(lock);
  }
}

/** One corpus file as results.json records it. */
export async function fileResult(name: string): Promise<FileResult> {
  const bytes = readCorpusFile(name);
  const a = await analyseDocx(bytes);
  // The browser's preflight (same core, same limits) decides as the server's check did.
  const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  expect(preflightDocx(ab).ok, `${name}: browser and server disagree`).toBe(a.status === "accepted");
  if (a.status === "refused") {
    return { status: "refused", reason: a.reason, textIn: 0, textOut: 0, questions: 0, keysFlagged: 0 };
  }
  const questions = parseQuestions(htmlToPlainText(a.raw));
  // A question stored with a key nobody doubted: in a corpus of files that are not question
  // papers, the parser must never produce one (a wrong key marks students wrong in silence).
  const silentKeys = questions.filter((q) => q.answer !== NO_ANSWER && !q.flag);
  expect(silentKeys.map((q) => `${name}: ${q.text} → ${q.answer}`)).toEqual([]);
  const r: FileResult = {
    status: "accepted",
    textIn: a.textIn,
    textOut: a.textOut,
    questions: questions.length,
    keysFlagged: questions.filter((q) => q.answer === NO_ANSWER || q.flag).length,
  };
  if (a.notes.length) r.notConverted = a.notes.map((n) => `${n.kind}: ${n.count}`);
  return r;
}

/** Registers the tests of one part (1-based) of the corpus. */
export function corpusPart(part: number): void {
  const names = corpusFiles().filter((_, i) => i % PARTS === part - 1);
  const update = process.env.UPDATE_DOCX_CORPUS === "1";
  // Its own limit: a part takes 5–15 s, longer on a machine shared with other test runs.
  it(
    `part ${part}: ${names.length} real .docx files give the recorded outcome`,
    { timeout: 120_000 },
    async () => {
      const mine: Record<string, FileResult> = {};
      for (const name of names) mine[name] = await fileResult(name);
      if (update) writePart(mine);
      const recorded = readResults();
      const expected: Record<string, FileResult | undefined> = {};
      for (const name of names) expected[name] = recorded.files[name];
      expect(mine).toEqual(expected);
      // The summary's counts are those of its files, and it lists no file the corpus lacks.
      expect(recorded.counts).toEqual(countResults(recorded.files));
      const present = new Set(corpusFiles());
      expect(Object.keys(recorded.files).filter((n) => !present.has(n))).toEqual([]);
      // Every valid package is accepted: the only refusals are files that are not .docx packages.
      for (const [name, r] of Object.entries(mine)) {
        if (r.status === "refused")
          expect(r.reason, name).toMatch(
            /^not-docx: (not a zip archive|an OLE compound file|no \[Content_Types\])/,
          );
      }
    },
  );
}
