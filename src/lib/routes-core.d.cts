// Types of routes-core.cjs (a CommonJS file, so TypeScript cannot infer them).

export type RouteName =
  | "admin"
  | "home"
  | "courses"
  | "about"
  | "results"
  | "contact"
  | "quizzes"
  | "quizLegacy"
  | "quiz"
  | "currentAffairs"
  | "today"
  | "archive"
  | "day"
  | "month"
  | "monthPrint"
  | "article"
  | "newsletterConfirm"
  | "newsletterUnsubscribe";

export const ROUTES: readonly (readonly [name: RouteName, pattern: string, module: string])[];

export function matchRoute(
  pathname: string,
): { name: RouteName; module: string; params: Record<string, string> } | null;
