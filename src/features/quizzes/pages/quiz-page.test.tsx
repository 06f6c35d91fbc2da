import { screen, within } from "@testing-library/react";
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
});
afterAll(() => server.close());

const QUIZ = makeQuiz({
  id: "gk",
  name: "Punjab GK",
  desc: "<p>Three questions</p>",
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

  it("plays the quiz: questions in order as radio groups, score, review and try again", async () => {
    state.quizzes = [QUIZ];
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    const groups = screen.getAllByRole("group");
    expect(groups).toHaveLength(3);
    // HTML in question text is shown as text.
    expect(groups[0]).toHaveAccessibleName('1. <b>First</b> <img src=x onerror="alert(1)">');
    expect(document.querySelector("img")).toBeNull();
    // Keyboard: focus the first option, arrow down selects the next one.
    await user.click(within(groups[0]).getByRole("radio", { name: "A. Ghaggar" }));
    await user.keyboard("{ArrowDown}");
    expect(within(groups[0]).getByRole("radio", { name: "B. Sutlej" })).toBeChecked();
    await user.keyboard("{ArrowUp}");
    expect(within(groups[0]).getByRole("radio", { name: "A. Ghaggar" })).toBeChecked();
    await user.click(within(groups[1]).getByRole("radio", { name: "A. x" }));
    expect(screen.getByText("Answered 2 of 3")).toBeInTheDocument();

    // One unanswered: a warning first, then "Submit anyway".
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(screen.getByRole("alert")).toHaveTextContent("1 question is not answered yet.");
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));

    // "No key" has answer N/A: not counted.
    expect(screen.getByText("You scored 1 out of 2")).toBeInTheDocument();
    const review = screen.getAllByRole("listitem");
    expect(review[0]).toHaveTextContent("Correct");
    expect(review[1]).toHaveTextContent("Wrong");
    expect(review[1]).toHaveTextContent("Correct answer: y");
    expect(review[1]).toHaveTextContent("Explanation: Because y.");
    expect(review[2]).toHaveTextContent("No answer key");

    await user.click(screen.getAllByRole("button", { name: "Try again" })[0]);
    expect(screen.getByText("Answered 0 of 3")).toBeInTheDocument();
    expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it("submits at once when every question is answered", async () => {
    state.quizzes = [QUIZ];
    const user = userEvent.setup();
    renderAt("gk");
    const groups = await screen.findAllByRole("group");
    await user.click(within(groups[0]).getByRole("radio", { name: "A. Ghaggar" }));
    await user.click(within(groups[1]).getByRole("radio", { name: "B. y" }));
    await user.click(within(groups[2]).getByRole("radio", { name: "A. p" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(screen.getByText("You scored 2 out of 2")).toBeInTheDocument();
  });

  it("says so when a quiz has no questions", async () => {
    state.quizzes = [makeQuiz({ id: "empty", questions: null })];
    renderAt("empty");
    expect(await screen.findByText("This quiz has no questions yet.")).toBeInTheDocument();
  });
});
