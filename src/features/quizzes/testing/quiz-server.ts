// msw handlers for the quiz pages' unit tests: the quizs list endpoint, backed by an array the
// test controls (served WITHOUT answers and explanations, as the server serves students), the
// attempts API (start, submit scored from the stored keys, merge, mine, one attempt), the
// leaderboard, and an empty settings collection (every page asks for it for the title).
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { Leaderboard } from "@/features/quizzes/api/leaderboard";
import type { MyAttemptsPage, RankReason, ReopenedAttempt } from "@/features/quizzes/api/attempts";
import type { Quiz, QuizAttempt } from "@/types/pocketbase";

export interface QuizServer {
  quizzes: Quiz[];
  requests: URL[];
  fail: number;
  /** Bodies of posted attempts (POST /api/attempts), with the Authorization header sent. */
  attempts: { body: Record<string, unknown>; auth: string }[];
  /** Articles returned for a quiz's day. */
  dayArticles: { id: string; name: string; seoURL: string }[];
  /** When true, the attempts API acts as if the network were down. */
  offline: boolean;
  /** Bodies of POST /api/quiz-start. */
  starts: unknown[];
  /** Bodies of POST /api/attempts/merge, with the Authorization header sent. */
  merges: { body: { attempts: Record<string, unknown>[] }; auth: string }[];
  /** What POST /api/attempts says about ranking. */
  ranked: boolean;
  rankNote: string | null;
  rankReason: RankReason | null;
  /** GET /api/attempts/mine's answer; GET /api/attempts/{id}'s (null = 404). */
  mine: MyAttemptsPage | null;
  reopened: ReopenedAttempt | null;
  /** GET /api/leaderboard/{id}'s answer to a guest, and to a student; requests with their auth. */
  leaderboard: Leaderboard | null;
  leaderboardForStudent: Leaderboard | null;
  leaderboardRequests: { url: URL; auth: string }[];
}

/** The keys and explanations the server reveals after an attempt (stored order). */
export function reviewOf(quiz: Quiz) {
  const qs = quiz.questions ?? [];
  return {
    keys: qs.map((q) => (q.options.includes(q.answer) ? q.options.indexOf(q.answer) : null)),
    explanations: qs.map((q) => q.explanation ?? ""),
  };
}

/** A stored attempt as the server would score it. */
export function gradedAttempt(
  quiz: Quiz,
  answers: (number | null)[],
  over: Partial<QuizAttempt> = {},
): QuizAttempt {
  const { keys } = reviewOf(quiz);
  let correct = 0;
  let wrong = 0;
  let skipped = 0;
  keys.forEach((k, i) => {
    if (k === null) return;
    const a = answers[i];
    if (a === null || a === undefined) skipped++;
    else if (a === k) correct++;
    else wrong++;
  });
  return {
    id: `att${Math.random().toString(36).slice(2, 10)}`,
    collectionId: "pbc_attempts",
    collectionName: "quizAttempts",
    created: "2026-11-23 10:00:00.000Z",
    updated: "2026-11-23 10:00:00.000Z",
    quiz: quiz.id,
    answers,
    outcomes: [],
    correct,
    wrong,
    skipped,
    score: correct,
    timeTaken: 60,
    student: "",
    clientId: "",
    ranked: false,
    ...over,
  };
}

const stripKeys = (q: Quiz): Quiz => ({
  ...q,
  questions: q.questions
    ? q.questions.map(({ text, options, order }) => ({ text, options, answer: "", order }))
    : null,
});

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
  const state: QuizServer = {
    quizzes: [],
    requests: [],
    fail: 0,
    attempts: [],
    dayArticles: [],
    offline: false,
    starts: [],
    merges: [],
    ranked: false,
    rankNote: null,
    rankReason: null,
    mine: null,
    reopened: null,
    leaderboard: null,
    leaderboardForStudent: null,
    leaderboardRequests: [],
  };
  const byClientId = new Map<string, QuizAttempt>();
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
        items: items.slice((page - 1) * perPage, page * perPage).map(stripKeys),
      });
    }),
    http.post("*/api/quiz-start", async ({ request }) => {
      if (state.offline) return HttpResponse.error();
      state.starts.push(await request.json());
      return HttpResponse.json({
        startToken: `start-${state.starts.length}`,
        startedAt: "2026-11-23 10:00:00.000Z",
        deadline: null,
      });
    }),
    http.post("*/api/attempts", async ({ request }) => {
      if (state.offline) return HttpResponse.error();
      const body = (await request.json()) as Record<string, unknown>;
      const auth = request.headers.get("Authorization") ?? "";
      state.attempts.push({ body, auth });
      const quiz = state.quizzes.find((q) => q.id === body.quiz);
      if (!quiz)
        return HttpResponse.json({ status: 400, message: "No such quiz.", data: {} }, { status: 400 });
      const clientId = String(body.clientId);
      const attempt =
        byClientId.get(clientId) ??
        gradedAttempt(quiz, body.answers as (number | null)[], {
          clientId,
          timeTaken: Number(body.timeTaken),
          ranked: state.ranked,
        });
      byClientId.set(clientId, attempt);
      return HttpResponse.json({
        attempt,
        review: reviewOf(quiz),
        ranked: state.ranked,
        rankNote: state.rankNote,
        rankReason: state.rankReason,
      });
    }),
    http.post("*/api/attempts/merge", async ({ request }) => {
      if (state.offline) return HttpResponse.error();
      const body = (await request.json()) as { attempts: Record<string, unknown>[] };
      state.merges.push({ body, auth: request.headers.get("Authorization") ?? "" });
      return HttpResponse.json({
        attempts: body.attempts.map((a) => {
          const quiz = state.quizzes.find((q) => q.id === a.quiz) ?? (state.quizzes[0] as Quiz);
          const clientId = String(a.clientId);
          const attempt =
            byClientId.get(clientId) ?? gradedAttempt(quiz, a.answers as (number | null)[], { clientId });
          byClientId.set(clientId, attempt);
          return { clientId, attempt, ranked: false };
        }),
      });
    }),
    http.get("*/api/attempts/mine", () =>
      state.mine
        ? HttpResponse.json(state.mine)
        : HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 }),
    ),
    http.get("*/api/attempts/:id", () =>
      state.reopened
        ? HttpResponse.json(state.reopened)
        : HttpResponse.json({ status: 404, message: "Not found.", data: {} }, { status: 404 }),
    ),
    http.get("*/api/leaderboard/:id", ({ request }) => {
      const auth = request.headers.get("Authorization") ?? "";
      state.leaderboardRequests.push({ url: new URL(request.url), auth });
      const board = auth && state.leaderboardForStudent ? state.leaderboardForStudent : state.leaderboard;
      return board
        ? HttpResponse.json(board)
        : HttpResponse.json({ status: 404, message: "Not found.", data: {} }, { status: 404 });
    }),
    http.get("*/api/collections/currentAffairs/records", () =>
      HttpResponse.json({ page: 1, perPage: 20, totalItems: -1, totalPages: -1, items: state.dayArticles }),
    ),
  );
  return { server, state };
}
