import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { QuizStats } from "../api/quiz-stats";
import { AdminQuizStatsPage } from "./admin-quiz-stats-page";

let stats: QuizStats | null = null;
let fail = 0;
const server = setupServer(
  http.get("*/api/quiz-stats/:id", () => {
    if (fail > 0) {
      fail--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    return HttpResponse.json(stats);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  fail = 0;
});
afterAll(() => server.close());

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/quizzes/:id/stats" element={<AdminQuizStatsPage />} />
    </Routes>,
    { route: "/admin/quizzes/q1/stats" },
  );

const base: QuizStats = {
  quiz: { id: "q1", name: "Daily GK", negativeMarking: "1/4" },
  attempts: 3,
  averageScore: 1.25,
  averageTime: 95,
  questions: [
    {
      index: 0,
      text: "River at Ropar?",
      answer: "Sutlej",
      correct: 1,
      wrong: 2,
      skipped: 0,
      percentCorrect: 33.3,
      commonWrong: { option: 0, text: "Beas", count: 2 },
    },
    {
      index: 1,
      text: "2 + 2?",
      answer: "4",
      correct: 0,
      wrong: 0,
      skipped: 3,
      percentCorrect: 0,
      commonWrong: null,
    },
  ],
};

describe("AdminQuizStatsPage", () => {
  it("shows attempts, average score and per question percent correct and the most chosen wrong option", async () => {
    stats = base;
    render();
    expect(await screen.findByRole("heading", { name: "Statistics: Daily GK" })).toBeInTheDocument();
    expect(screen.getByText("Attempts").nextSibling).toHaveTextContent("3");
    expect(screen.getByText("Average score").nextSibling).toHaveTextContent("1.25 / 2");
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("33.3%");
    expect(rows[1]).toHaveTextContent("A. Beas (2)");
    expect(rows[2]).toHaveTextContent("—");
  });

  it("says so when nobody has taken the quiz", async () => {
    stats = { ...base, attempts: 0 };
    render();
    expect(await screen.findByText("No attempts yet.")).toBeInTheDocument();
  });

  it("shows a load error with a retry", async () => {
    stats = base;
    fail = 1;
    render();
    const alert = await screen.findByRole("alert");
    within(alert).getByRole("button", { name: "Try again" }).click();
    expect(await screen.findByRole("heading", { name: "Statistics: Daily GK" })).toBeInTheDocument();
  });
});
