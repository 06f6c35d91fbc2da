// Types of rules-core.cjs (a CommonJS file, so TypeScript cannot infer them). Import from
// "@/lib/rules", not from here.

export function slugify(name: string): string;
export function slugOrFallback(name: string, day: string): string;

export const TAG_NAME_MAX: 60;
export function cleanName(value: string): string;
export function tagKey(value: string): string;

export const QUESTION_LIMITS: {
  readonly questions: 1000;
  readonly options: 4;
  readonly text: 2000;
  readonly option: 500;
  readonly answer: 500;
  readonly explanation: 2000;
};
export function questionListProblem(list: unknown): string | null;
export function questionsProblem(raw: string): string | null;
