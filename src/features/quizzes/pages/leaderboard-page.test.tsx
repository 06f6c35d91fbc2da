import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signOutStudent, studentPb } from "@/lib/student-session";
import { renderWithProviders } from "@/testing/render";
import type { Leaderboard } from "../api/leaderboard";
import { makeQuiz, startQuizServer } from "../testing/quiz-server";
import { LeaderboardPage } from "./leaderboard-page";

const { server, state } = startQuizServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  state.quizzes = [];
  state.leaderboard = null;
  state.leaderboardForStudent = null;
  state.leaderboardRequests = [];
  signOutStudent();
  localStorage.clear();
});
afterAll(() => server.close());

const BOARD: Leaderboard = {
  items: [
    { position: 1, name: "Harpreet", score: 9.5, timeTaken: 301, me: false },
    { position: 2, name: "Student", score: 8, timeTaken: 250, me: false },
  ],
  page: 1,
  perPage: 20,
  totalItems: 1204,
  totalPages: 61,
  average: 6.25,
  cutoff: 7.75,
  me: null,
};

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/quizzes/:id/leaderboard" element={<LeaderboardPage />} />
    </Routes>,
    { route: url },
  );
}

function signIn() {
  const payload = btoa(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, type: "auth", collectionName: "students" }),
  );
  const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
  studentPb.authStore.save(token, { id: "st1", collectionName: "students", name: "Simran" } as never);
  return token;
}

describe("LeaderboardPage", () => {
  it("shows the takers, the average and the cut-off, and offers a signed-out taker to sign in", async () => {
    state.quizzes = [makeQuiz({ id: "gk", name: "Daily GK" })];
    state.leaderboard = BOARD;
    renderAt("/quizzes/gk/leaderboard");
    expect(await screen.findByRole("heading", { name: "Leaderboard: Daily GK" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Ranked takers" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("1Harpreet9.55:01");
    expect(rows[2]).toHaveTextContent("2Student84:10");
    expect(screen.getByText("Takers").nextSibling).toHaveTextContent("1,204");
    expect(screen.getByText("Average score").nextSibling).toHaveTextContent("6.25");
    expect(screen.getByText("Cut-off").nextSibling).toHaveTextContent("7.75");
    expect(screen.getByRole("link", { name: "Sign in to get a rank" })).toHaveAttribute("href", "/signin");
    // Asked as a guest only.
    expect(state.leaderboardRequests.every((r) => r.auth === "")).toBe(true);
    expect(state.leaderboardRequests[0]!.url.searchParams.get("page")).toBe("1");
  });

  it("fills in a signed-in student's rank and row with their token", async () => {
    const token = signIn();
    state.quizzes = [makeQuiz({ id: "gk", name: "Daily GK" })];
    state.leaderboard = BOARD;
    state.leaderboardForStudent = {
      ...BOARD,
      items: [BOARD.items[0]!, { ...BOARD.items[1]!, name: "Simran", me: true }],
      me: { position: 12, percentile: 72, score: 8, timeTaken: 250 },
    };
    renderAt("/quizzes/gk/leaderboard");
    expect(await screen.findByText("You are #12 — better than 72 % of 1,204 takers")).toBeInTheDocument();
    const mine = screen.getByRole("row", { current: true });
    expect(mine).toHaveTextContent("Simran (you)");
    expect(screen.queryByRole("link", { name: "Sign in to get a rank" })).toBeNull();
    expect(state.leaderboardRequests.some((r) => r.auth === token)).toBe(true);
  });

  it("pages through the takers", async () => {
    state.quizzes = [makeQuiz({ id: "gk", name: "Daily GK" })];
    state.leaderboard = BOARD;
    renderAt("/quizzes/gk/leaderboard?page=3");
    await screen.findByRole("table", { name: "Ranked takers" });
    expect(state.leaderboardRequests.at(-1)!.url.searchParams.get("page")).toBe("3");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("table", { name: "Ranked takers" });
    expect(state.leaderboardRequests.at(-1)!.url.searchParams.get("page")).toBe("2");
  });

  it("says so when nobody is ranked yet, when it fails, and for an unknown quiz", async () => {
    state.quizzes = [makeQuiz({ id: "gk", name: "Daily GK" })];
    state.leaderboard = { ...BOARD, items: [], totalItems: 0, totalPages: 0 };
    const first = renderAt("/quizzes/gk/leaderboard");
    expect(await screen.findByText("Nobody is on this leaderboard yet. Be the first!")).toBeInTheDocument();
    first.unmount();

    state.leaderboard = null;
    const second = renderAt("/quizzes/gk/leaderboard");
    expect(await screen.findByRole("alert")).toHaveTextContent("Not found.");
    second.unmount();

    renderAt("/quizzes/nope/leaderboard");
    expect(await screen.findByRole("heading", { name: "Quiz not found" })).toBeInTheDocument();
  });
});
