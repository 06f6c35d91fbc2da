// Types of rules-core.cjs (a CommonJS file, so TypeScript cannot infer them). Import from
// "@/lib/rules", not from here.

export function slugify(name: string): string;
export function slugOrFallback(name: string, day: string): string;
export const RESERVED_ARTICLE_SLUGS: readonly string[];
export function isReservedArticleSlug(slug: string): boolean;
/** "YYYY-MM-DD" if exactly a real calendar day in 2000–2099, else null. */
export function parseCalendarDay(value: unknown): string | null;
/** "YYYY-MM" if exactly a month in 2000–2099, else null. */
export function parseCalendarMonth(value: unknown): string | null;

export const TAG_NAME_MAX: 60;
export function cleanText(value: string): string;
export function cleanName(value: string): string;
export function tagKey(value: string): string;

export function linkProblem(value: unknown): string | null;
export const SETTINGS_LINK_FIELDS: readonly ["social", "appLinks", "slides"];
export function settingsLinkProblem(field: string, value: unknown): string | null;

export const QUESTION_LIMITS: {
  readonly questions: 1000;
  readonly options: 4;
  readonly text: 2000;
  readonly option: 500;
  readonly answer: 500;
  readonly explanation: 2000;
  readonly flag: 500;
};
export function questionListProblem(list: unknown): string | null;
export function questionsProblem(raw: string): string | null;
export type NegativeMarking = "none" | "1/4" | "1/3";
export const NEGATIVE_MARKING: Readonly<Record<NegativeMarking, number>>;
export function markedScore(
  correct: number,
  wrong: number,
  marking: NegativeMarking | "" | undefined,
): number;
export const TIME_LIMIT_MAX: 300;
export function publishProblem(list: unknown): string | null;
/** Limits on an uploaded .docx read from its zip central directory (browser preflight and server check). */
export const DOCX_PREFLIGHT_LIMITS: {
  readonly maxEntries: number;
  readonly maxUnpackedBytes: number;
  readonly ratioCheckFromBytes: number;
  readonly maxRatio: number;
};

/** A course as staff save it (admin form and pb_hooks/courses.pb.js). */
export const COURSE_LIMITS: {
  readonly priceMax: 1000000;
  readonly nameMax: 200;
  readonly descriptionMax: 5000;
  readonly imageMaxBytes: number;
  readonly imageTypes: readonly string[];
};
/** null when `value` is "" or an https:// address, else a message ("must be an https:// address …"). */
export function httpsUrlProblem(value: unknown): string | null;
