import { expect, it } from "vitest";
import { matchRoute, movedTo } from "@shared/route-match-core.cjs";
import { ROUTES } from "@/config/routes";

it.each([
  ["/", "home", {}],
  ["/About", "about", {}],
  ["/courses/", "courses", {}],
  ["/quizzes/abc123", "quiz", { id: "abc123" }],
  ["/quizzes/abc123/leaderboard", "leaderboard", { id: "abc123" }],
  ["/CurrentAffairs", "currentAffairs", {}],
  ["/currentaffairs/today", "today", {}],
  ["/currentaffairs/Archive", "archive", {}],
  ["/currentaffairs/date/2026-11-23", "day", { day: "2026-11-23" }],
  ["/currentaffairs/month/2026-11/print", "monthPrint", { month: "2026-11" }],
  ["/currentaffairs/My-Slug", "article", { seoURL: "My-Slug" }],
  ["/admin", "admin", {}],
  ["/admin/quizzes/1/edit", "admin", {}],
  ["/newsletter/confirm", "newsletterConfirm", {}],
])("%s is the %s route", (path, name, params) => {
  expect(matchRoute(ROUTES, path)).toMatchObject({ name, params });
});

it.each([
  "/nope",
  "/about/us",
  "/currentaffairs/a/b",
  "/currentaffairs/date",
  "/quizzes/a/b/c",
  "/quizs",
  "/administrator",
])("%s is no route (404)", (path) => {
  // "/currentaffairs/date" alone matches the article route; the server then finds no article.
  const m = matchRoute(ROUTES, path);
  if (path === "/currentaffairs/date") expect(m?.name).toBe("article");
  else expect(m).toBeNull();
});

it("names each route once and every route module is a file in src/app/routes", () => {
  const names = ROUTES.map(([n]) => n);
  expect(new Set(names).size).toBe(names.length);
  const files = import.meta.glob("../app/routes/*.tsx");
  for (const [, , module] of ROUTES) if (module) expect(files).toHaveProperty(`../app/routes/${module}.tsx`);
});

it.each([
  ["/quizs", "/quizzes"],
  ["/Quizs/", "/quizzes"],
  ["/quizs/quiz", "/quizzes"],
  ["/quizs/abc123", "/quizzes/abc123"],
  ["/quizs/abc123/leaderboard", "/quizzes/abc123/leaderboard"],
  ["/admin/quizs/import", "/admin/quizzes/import"],
  ["/admin/cources", "/admin/courses"],
  ["/admin/cources/x%2Fy/edit", "/admin/courses/x%2Fy/edit"],
])("the old address %s now lives at %s, and that is a route", (old, now) => {
  expect(movedTo(old)).toBe(now);
  expect(matchRoute(ROUTES, now)).not.toBeNull();
});

it.each(["/quizzes", "/quizsx", "/admin/courses", "/courses", "/admin/quizzes/1/edit"])(
  "%s has not moved",
  (path) => expect(movedTo(path)).toBeNull(),
);
