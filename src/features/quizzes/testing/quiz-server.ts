// msw handlers for the quiz pages' unit tests: the quizs list endpoint, backed by an array the
// test controls, and an empty settings collection (every page asks for it for the title).
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { Quiz } from "@/types/pocketbase";

export interface QuizServer {
  quizzes: Quiz[];
  requests: URL[];
  fail: number;
  /** Bodies of posted attempts. */
  attempts: unknown[];
  /** Articles returned for a quiz's day. */
  dayArticles: { id: string; name: string; seoURL: string }[];
}

export function makeQuiz(over: Partial<Quiz> = {}): Quiz {
  return {
    id: "q1aaaaaaaaaaaaa",
    collectionId: "pbc_quizs",
    collectionName: "quizs",
    created: "2026-01-01 10:00:00.000Z",
    updated: "2026-01-01 10:00:00.000Z",
    name: "Punjab GK Daily Quiz",
    desc: "<p>Ten quick questions.</p>",
    active: true,
    questions: [],
    date: "",
    timeLimit: 0,
    negativeMarking: "none",
    ranked: false,
    shuffleQuestions: false,
    shuffleOptions: false,
    showExplanations: true,
    publishAt: "",
    ...over,
  };
}

export function startQuizServer() {
  const state: QuizServer = { quizzes: [], requests: [], fail: 0, attempts: [], dayArticles: [] };
  const server = setupServer(
    http.get("*/api/collections/settings/records", () =>
      HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
    ),
    http.get("*/api/collections/quizs/records", ({ request }) => {
      const url = new URL(request.url);
      state.requests.push(url);
      if (state.fail > 0) {
        state.fail--;
        return HttpResponse.json(
          { status: 500, message: "Something went wrong.", data: {} },
          { status: 500 },
        );
      }
      const filter = url.searchParams.get("filter") ?? "";
      const idMatch = /id = "([^"]+)"/.exec(filter);
      let items = state.quizzes.filter((q) => q.active);
      if (idMatch) items = items.filter((q) => q.id === idMatch[1]);
      const perPage = Number(url.searchParams.get("perPage") ?? 30);
      const page = Number(url.searchParams.get("page") ?? 1);
      return HttpResponse.json({
        page,
        perPage,
        totalItems: items.length,
        totalPages: Math.max(1, Math.ceil(items.length / perPage)),
        items: items.slice((page - 1) * perPage, page * perPage),
      });
    }),
    http.post("*/api/collections/quizAttempts/records", async ({ request }) => {
      const body = await request.json();
      state.attempts.push(body);
      return HttpResponse.json({ id: `a${state.attempts.length}`, ...(body as object) });
    }),
    http.get("*/api/collections/currentAffairs/records", () =>
      HttpResponse.json({ page: 1, perPage: 20, totalItems: -1, totalPages: -1, items: state.dayArticles }),
    ),
  );
  return { server, state };
}
