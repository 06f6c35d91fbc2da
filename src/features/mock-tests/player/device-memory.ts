// What the device remembers for mock tests: each test's attempt ({attemptId, token}) so a reload
// resumes it, the questions marked for review and the questions switched to another language per
// attempt, and the test language the student chose last (the site's language until they choose one).
import type { QuestionLang } from "@/types/pocketbase";
import type { AttemptKey } from "../api/mock-attempt-view";

const attemptKey = (testId: string) => `mock-attempt:${testId}`;
const markedKey = (attemptId: string) => `mock-marked:${attemptId}`;
const langsKey = (attemptId: string) => `mock-langs:${attemptId}`;
const LANG_KEY = "mock-lang";

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the test still runs; a reload starts afresh.
  }
}

export function loadAttemptKey(testId: string): AttemptKey | null {
  const v = read(attemptKey(testId)) as Partial<AttemptKey> | null;
  return v && typeof v.attemptId === "string" && v.attemptId && typeof v.token === "string"
    ? { attemptId: v.attemptId, token: v.token }
    : null;
}

export function saveAttemptKey(testId: string, key: AttemptKey | null) {
  write(attemptKey(testId), key);
}

export function loadMarked(attemptId: string): string[] {
  const v = read(markedKey(attemptId));
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

export function saveMarked(attemptId: string, marked: string[]) {
  write(markedKey(attemptId), marked.length ? marked : null);
}

const LANGS: readonly QuestionLang[] = ["en", "pa", "hi"];

/** The questions of an attempt the student switched to another language than the test's. */
export function loadQuestionLangs(attemptId: string): Record<string, QuestionLang> {
  const v = read(langsKey(attemptId));
  if (!v || typeof v !== "object" || Array.isArray(v)) return {};
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).filter((e): e is [string, QuestionLang] =>
      LANGS.includes(e[1] as QuestionLang),
    ),
  );
}

export function saveQuestionLangs(attemptId: string, langs: Record<string, QuestionLang>) {
  write(langsKey(attemptId), Object.keys(langs).length ? langs : null);
}

/** The test language chosen last on this device, or `fallback` (the site's language). */
export function loadTestLang(fallback: QuestionLang): QuestionLang {
  const v = read(LANG_KEY);
  return LANGS.includes(v as QuestionLang) ? (v as QuestionLang) : fallback;
}

export function saveTestLang(lang: QuestionLang) {
  write(LANG_KEY, lang);
}

/** The languages a question is given in, in the switch's order. */
export function questionLangs(text: Record<QuestionLang, string>): QuestionLang[] {
  return LANGS.filter((l) => text[l].trim() !== "");
}

/** The language to show: the one asked for if the question has it, else English, Punjabi, Hindi. */
export function pickQuestionLang(text: Record<QuestionLang, string>, wanted: QuestionLang): QuestionLang {
  const has = questionLangs(text);
  return has.includes(wanted) ? wanted : (has[0] ?? "en");
}
