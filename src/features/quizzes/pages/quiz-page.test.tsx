import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { makeQuiz, startQuizServer } from "../testing/quiz-server";
import { QuizPage } from "./quiz-page";

const { server, state } = startQuizServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  state.quizzes = [];
  state.fail = 0;
  state.attempts = [];
  state.dayArticles = [];
  localStorage.clear();
});
afterAll(() => server.close());

const QUIZ = makeQuiz({
  id: "gk",
  name: "Punjab GK",
  desc: "<p>Three questions</p>",
  showExplanations: true,
  date: "2026-11-23 00:00:00.000Z",
  questions: [
    { text: "Second by order?", options: ["x", "y"], answer: "y", order: 2, explanation: "Because y." },
    {
      text: '<b>First</b> <img src=x onerror="alert(1)">',
      options: ["Ghaggar", "Sutlej", "Beas", "Ravi"],
      answer: "Ghaggar",
      order: 1,
    },
    { text: "No key", options: ["p", "q"], answer: "N/A", order: 3 },
  ],
});

function renderAt(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/quizs/:id" element={<QuizPage />} />
      <Route path="/quizs" element={<p>list page</p>} />
    </Routes>,
    { route: `/quizs/${id}` },
  );
}

const form = () => screen.getByRole("form", { name: "Quiz questions" });
const groups = () => within(form()).getAllByRole("group");

describe("QuizPage", () => {
  it("shows 'Quiz not found' with a link back for an unknown or inactive quiz", async () => {
    state.quizzes = [makeQuiz({ id: "draft", active: false })];
    renderAt("draft");
    expect(screen.getByRole("status")).toHaveTextContent("Loading quiz");
    expect(await screen.findByRole("heading", { name: "Quiz not found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "See all quizzes" }));
    expect(screen.getByText("list page")).toBeInTheDocument();
  });

  it("shows a load error with a retry", async () => {
    state.fail = 1;
    state.quizzes = [QUIZ];
    renderAt("gk");
    await userEvent.click(
      within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }),
    );
    expect(await screen.findByRole("heading", { name: "Punjab GK" })).toBeInTheDocument();
  });

  it("plays the quiz: radio groups in order, palette, review with explanations, the attempt posted", async () => {
    state.quizzes = [QUIZ];
    state.dayArticles = [{ id: "a1", name: "Punjab budget", seoURL: "punjab-budget" }];
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    expect(groups()).toHaveLength(3);
    // HTML in question text is shown as text.
    expect(groups()[0]).toHaveAccessibleName('1. <b>First</b> <img src=x onerror="alert(1)">');
    expect(document.querySelector("img")).toBeNull();
    // Keyboard: focus the first option, arrow down selects the next one.
    await user.click(within(groups()[0]).getByRole("radio", { name: "A. Ghaggar" }));
    await user.keyboard("{ArrowDown}");
    expect(within(groups()[0]).getByRole("radio", { name: "B. Sutlej" })).toBeChecked();
    await user.keyboard("{ArrowUp}");
    await user.click(within(groups()[1]).getByRole("radio", { name: "A. x" }));
    await user.click(within(groups()[2]).getByRole("checkbox", { name: "Mark for review" }));
    expect(screen.getByText("Answered 2 of 3")).toBeInTheDocument();
    const palette = screen.getByRole("navigation", { name: "Question palette" });
    expect(within(palette).getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();
    expect(
      within(palette).getByRole("button", { name: "Question 3, marked for review, not answered" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(screen.getByRole("alert")).toHaveTextContent("1 question is not answered yet.");
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));

    // "No key" has answer N/A: not counted.
    expect(screen.getByText("1 correct × 1 = 1 / 2")).toBeInTheDocument();
    const review = within(screen.getByRole("region", { name: "Your score" })).getAllByRole("listitem");
    const items = review.filter((li) => li.textContent?.includes("Correct answer"));
    expect(items[0]).toHaveTextContent("Correct");
    expect(items[1]).toHaveTextContent("Wrong");
    expect(items[1]).toHaveTextContent("Correct answer: y");
    expect(items[1]).toHaveTextContent("Explanation: Because y.");
    expect(items[2]).toHaveTextContent("No answer key");
    // Stored order: question 0 ("Second by order?") got option 0, question 1 option 0, question 2 none.
    await act(async () => {});
    expect(state.attempts).toEqual([{ quiz: "gk", answers: [0, 0, null], timeTaken: expect.any(Number) }]);
    expect(await screen.findByRole("link", { name: "Punjab budget" })).toHaveAttribute(
      "href",
      "/currentaffairs/punjab-budget",
    );
    expect(screen.getByText(/Best score:/)).toHaveTextContent("Best score: 1 / 2");

    // Retry only the wrong one.
    await user.click(screen.getByRole("button", { name: "Retry only the wrong ones (1)" }));
    const retry = screen.getByRole("form", { name: "Retry questions" });
    expect(within(retry).getAllByRole("group")).toHaveLength(1);
    await user.click(within(retry).getByRole("radio", { name: "B. y" }));
    await user.click(screen.getByRole("button", { name: "Check answers" }));
    expect(screen.getByRole("heading", { name: "Retry result: 1 of 1 right now" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back to my result" }));
    await user.click(screen.getByRole("button", { name: "Take the quiz again" }));
    expect(screen.getByText("Answered 0 of 3")).toBeInTheDocument();
  }, 20_000);

  it("hides explanations when staff turned them off", async () => {
    state.quizzes = [{ ...QUIZ, showExplanations: false }];
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    await user.click(within(groups()[1]).getByRole("radio", { name: "A. x" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));
    expect(screen.queryByText(/Because y/)).toBeNull();
  });

  it("keeps answers across a reload (remount) of the page", async () => {
    state.quizzes = [QUIZ];
    const user = userEvent.setup();
    const first = renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    await user.click(within(groups()[0]).getByRole("radio", { name: "C. Beas" }));
    first.unmount();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    expect(within(groups()[0]).getByRole("radio", { name: "C. Beas" })).toBeChecked();
  });

  it("shows the rules of a timed quiz with negative marking before the clock starts", async () => {
    state.quizzes = [{ ...QUIZ, timeLimit: 10, negativeMarking: "1/4" }];
    const user = userEvent.setup();
    renderAt("gk");
    expect(await screen.findByText(/Time limit: 10 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/¼ mark is taken off/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start quiz" }));
    expect(screen.getByRole("timer")).toHaveTextContent("10:00");
  });

  it("says so when a quiz has no questions", async () => {
    state.quizzes = [makeQuiz({ id: "empty", questions: null })];
    renderAt("empty");
    expect(await screen.findByText("This quiz has no questions yet.")).toBeInTheDocument();
  });
});
