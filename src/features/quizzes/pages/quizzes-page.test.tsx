import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { makeQuiz, startQuizServer } from "../testing/quiz-server";
import { QuizzesPage } from "./quizzes-page";

const { server, state } = startQuizServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  state.quizzes = [];
  state.requests = [];
  state.fail = 0;
});
afterAll(() => server.close());

function renderPage() {
  return renderWithProviders(<QuizzesPage />);
}

describe("QuizzesPage", () => {
  it("shows a loading overlay, then the numbered list of active quizzes with sanitised descriptions", async () => {
    state.quizzes = [
      makeQuiz({
        id: "aaa",
        name: "Punjab GK",
        desc: '<p onclick="x()">GK <a href="javascript:alert(1)">now</a></p><script>alert(1)</script>',
      }),
      makeQuiz({ id: "bbb", name: "Draft", active: false }),
    ];
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading quizzes");
    const link = await screen.findByRole("link", { name: "Punjab GK" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Test Your Knowledge with Exciting Quizzes!",
    );
    expect(link).toHaveAttribute("href", "/quizzes/aaa");
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(list.innerHTML).not.toMatch(/script|onclick|javascript:/);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    const q = state.requests[0].searchParams;
    expect([q.get("page"), q.get("perPage"), q.get("sort"), q.get("filter")]).toEqual([
      "1",
      "30",
      "-date,-created",
      "active = true && (publishAt = '' || publishAt <= @now)",
    ]);
    expect(q.get("fields")).not.toContain("questions");
  });

  it("leads to the full mock tests from the top of the page", async () => {
    renderPage();
    await screen.findByText("No Quizzes Available");
    expect(screen.getByRole("link", { name: /^Full mock tests →/ })).toHaveAttribute("href", "/mock-tests");
  });

  it("says 'No Quizzes Available' when there are none", async () => {
    renderPage();
    expect(await screen.findByText("No Quizzes Available")).toBeInTheDocument();
  });

  it("shows an error with a retry that recovers", async () => {
    state.fail = 1;
    state.quizzes = [makeQuiz({ id: "aaa", name: "Punjab GK" })];
    renderPage();
    const alert = await screen.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Punjab GK" })).toBeInTheDocument();
  });

  it("loads more pages when there are over 30 quizzes", async () => {
    state.quizzes = Array.from({ length: 31 }, (_, i) => makeQuiz({ id: `id${i}`, name: `Quiz ${i}` }));
    renderPage();
    await screen.findByRole("link", { name: "Quiz 0" });
    expect(screen.getAllByRole("listitem")).toHaveLength(30);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Quiz 30" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says when Load more fails and asks for the same page again", async () => {
    state.quizzes = Array.from({ length: 31 }, (_, i) => makeQuiz({ id: `id${i}`, name: `Quiz ${i}` }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("link", { name: "Quiz 0" });
    state.fail = 1;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
    expect(screen.getAllByRole("listitem")).toHaveLength(30);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Quiz 30" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(state.requests.map((u) => u.searchParams.get("page"))).toEqual(["1", "2", "2"]);
  });
  it("groups quizzes by day under a heading per day, undated ones last", async () => {
    state.quizzes = [
      makeQuiz({ id: "a1", name: "Day quiz A", date: "2026-11-03 00:00:00.000Z", timeLimit: 10 }),
      makeQuiz({ id: "a2", name: "Day quiz B", date: "2026-11-03 00:00:00.000Z" }),
      makeQuiz({ id: "b1", name: "Older", date: "2026-11-01 00:00:00.000Z" }),
      makeQuiz({ id: "c1", name: "Undated" }),
    ];
    renderPage();
    await screen.findByRole("link", { name: "Day quiz A" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Nov 3, 2026",
      "Nov 1, 2026",
      "More quizzes",
    ]);
    const first = screen.getByRole("region", { name: "Nov 3, 2026" });
    expect(within(first).getAllByRole("listitem")).toHaveLength(2);
    expect(within(first).getByText("· 10 min")).toBeInTheDocument();
  });
});
