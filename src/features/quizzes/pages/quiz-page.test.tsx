import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signOutStudent, studentPb } from "@/lib/student-session";
import { renderWithProviders } from "@/testing/render";
import { mergeDeviceAttempts } from "../api/device-attempts";
import { loadHistory } from "../player/progress";
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
  state.offline = false;
  state.starts = [];
  state.merges = [];
  state.ranked = false;
  state.rankNote = null;
  state.rankReason = null;
  state.leaderboard = null;
  signOutStudent();
  localStorage.clear();
});

// A token the SDK accepts as unexpired: header.payload.signature with exp in the future.
function signInStudent(id = "st1") {
  const payload = btoa(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, type: "auth", collectionName: "students" }),
  );
  const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
  studentPb.authStore.save(token, { id, collectionName: "students", name: "Simran" } as never);
  return token;
}
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
      <Route path="/quizzes/:id" element={<QuizPage />} />
      <Route path="/quizzes" element={<p>list page</p>} />
    </Routes>,
    { route: `/quizzes/${id}` },
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

  it("plays the quiz: radio groups in order, palette, the server's review with explanations", async () => {
    state.quizzes = [QUIZ];
    state.dayArticles = [{ id: "a1", name: "Punjab budget", seoURL: "punjab-budget" }];
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    expect(groups()).toHaveLength(3);
    // Looking at an untimed quiz starts nothing on the server; the first answer does.
    expect(state.starts).toEqual([]);
    // HTML in question text is shown as text.
    expect(groups()[0]).toHaveAccessibleName('1. <b>First</b> <img src=x onerror="alert(1)">');
    expect(document.querySelector("img")).toBeNull();
    // Keyboard: focus the first option, arrow down selects the next one.
    await user.click(within(groups()[0]).getByRole("radio", { name: "A. Ghaggar" }));
    await user.keyboard("{ArrowDown}");
    expect(within(groups()[0]).getByRole("radio", { name: "B. Sutlej" })).toBeChecked();
    await user.keyboard("{ArrowUp}");
    // The server was asked to time the sitting, with the id the device gave it.
    await waitFor(() => expect(state.starts).toEqual([{ quiz: "gk", clientId: expect.any(String) }]));
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

    // Scored from the keys the server revealed (the page never had them); "No key" is not counted.
    expect(await screen.findByText("1 correct × 1 = 1 / 2")).toBeInTheDocument();
    const review = within(screen.getByRole("region", { name: "Your score" })).getAllByRole("listitem");
    const items = review.filter((li) => li.textContent?.includes("Correct answer"));
    expect(items[0]).toHaveTextContent("Correct");
    expect(items[1]).toHaveTextContent("Wrong");
    expect(items[1]).toHaveTextContent("Correct answer: y");
    expect(items[1]).toHaveTextContent("Explanation: Because y.");
    expect(items[2]).toHaveTextContent("No answer key");
    // Stored order: question 0 ("Second by order?") got option 0, question 1 option 0, question 2 none.
    await act(async () => {});
    const { clientId } = state.starts[0] as { clientId: string };
    expect(state.attempts).toEqual([
      {
        body: {
          quiz: "gk",
          answers: [0, 0, null],
          timeTaken: expect.any(Number),
          clientId,
          startToken: "start-1",
        },
        auth: "",
      },
    ]);
    // Signed out, nothing is ranked and the page says nothing about it.
    expect(screen.queryByText(/Ranked:/)).toBeNull();
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

  it("retries the wrong AND the skipped questions", async () => {
    state.quizzes = [
      makeQuiz({
        id: "three",
        questions: [
          { text: "Right one", order: 1, options: ["a", "b"], answer: "a" },
          { text: "Wrong one", order: 2, options: ["a", "b"], answer: "a" },
          { text: "Skipped one", order: 3, options: ["a", "b"], answer: "b", explanation: "B it is." },
        ],
      }),
    ];
    const user = userEvent.setup();
    renderAt("three");
    await screen.findByRole("heading", { name: "Punjab GK Daily Quiz" });
    await user.click(within(groups()[0]).getByRole("radio", { name: "A. a" }));
    await user.click(within(groups()[1]).getByRole("radio", { name: "B. b" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));
    await user.click(await screen.findByRole("button", { name: "Retry only the wrong ones (2)" }));
    const retry = screen.getByRole("form", { name: "Retry questions" });
    const asked = within(retry).getAllByRole("group");
    expect(asked).toHaveLength(2);
    expect(asked[0]).toHaveTextContent("Wrong one");
    expect(asked[1]).toHaveTextContent("Skipped one");
    await user.click(within(asked[1]).getByRole("radio", { name: "B. b" }));
    await user.click(screen.getByRole("button", { name: "Check answers" }));
    expect(screen.getByRole("heading", { name: "Retry result: 1 of 2 right now" })).toBeInTheDocument();
    expect(screen.getByText("B it is.")).toBeInTheDocument();
  });

  it("without a network: keeps the attempt on the phone, says so, and sends it when the network returns", async () => {
    state.quizzes = [QUIZ];
    state.offline = true;
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    // The quiz starts at once, without a start token.
    await user.click(within(groups()[0]).getByRole("radio", { name: "A. Ghaggar" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));
    expect(
      await screen.findByText("Saved on this phone; your score appears when you are back online"),
    ).toBeInTheDocument();
    const [kept] = loadHistory("gk");
    expect(kept).toMatchObject({ status: "pending", answers: [null, 0, null] });
    expect(kept!.startToken).toBeUndefined();
    expect(screen.getByText("1 attempt is saved on this phone, waiting to be sent.")).toBeInTheDocument();

    state.offline = false;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("1 correct × 1 = 1 / 2")).toBeInTheDocument();
    expect(state.attempts).toHaveLength(1);
    expect(state.attempts[0]!.body).not.toHaveProperty("startToken");
    expect(loadHistory("gk")[0]).toMatchObject({ status: "sent", marks: 1, total: 2 });
    expect(screen.getByText(/Best score:/)).toHaveTextContent("Best score: 1 / 2");
  });

  it("a signed-in student's attempt goes with their token; ranked, with the leaderboard under the score", async () => {
    const token = signInStudent();
    state.quizzes = [{ ...QUIZ, ranked: true } as typeof QUIZ];
    state.ranked = true;
    state.leaderboard = {
      items: [{ position: 1, name: "Simran", score: 1, timeTaken: 42, me: true }],
      page: 1,
      perPage: 10,
      totalItems: 1,
      totalPages: 1,
      average: 1,
      cutoff: 1,
      me: { position: 1, percentile: 0, score: 1, timeTaken: 42 },
    };
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));
    expect(await screen.findByText("Ranked: this attempt counts on the leaderboard.")).toBeInTheDocument();
    expect(state.attempts[0]!.auth).toBe(token);
    expect(await screen.findByText("You are #1 — the only taker so far")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the whole leaderboard" })).toHaveAttribute(
      "href",
      "/quizzes/gk/leaderboard",
    );
    // Sent signed in: already on the account, nothing left to merge.
    expect(loadHistory("gk")[0]).toMatchObject({ status: "merged", ranked: true });
    expect(loadHistory("gk")[0]!.answers).toBeUndefined();
  });

  it("says why a signed-in student's attempt is practice, from the server's reason", async () => {
    signInStudent();
    state.quizzes = [QUIZ];
    state.rankNote = "A note in English from the server.";
    state.rankReason = "notFirst";
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));
    expect(
      await screen.findByText("Only your first attempt is ranked; this one is practice."),
    ).toBeInTheDocument();
  });

  it("merges the device's attempts into the account at sign-in, once", async () => {
    state.quizzes = [QUIZ];
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    await user.click(within(groups()[0]).getByRole("radio", { name: "A. Ghaggar" }));
    await waitFor(() => expect(state.starts).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));
    await screen.findByText("1 correct × 1 = 1 / 2");
    expect(loadHistory("gk")[0]).toMatchObject({ status: "sent" });
    // Signed out: nothing to merge into.
    expect(await mergeDeviceAttempts()).toBe(0);
    expect(state.merges).toHaveLength(0);

    const token = signInStudent();
    expect(await mergeDeviceAttempts()).toBe(1);
    expect(state.merges).toEqual([
      {
        auth: token,
        body: {
          attempts: [
            {
              quiz: "gk",
              clientId: state.attempts[0]!.body.clientId,
              answers: [null, 0, null],
              timeTaken: expect.any(Number),
              startToken: "start-1",
            },
          ],
        },
      },
    ]);
    expect(loadHistory("gk")[0]).toMatchObject({ status: "merged" });
    // Again: nothing left to send.
    expect(await mergeDeviceAttempts()).toBe(0);
    expect(state.merges).toHaveLength(1);
  });

  it("hides explanations when staff turned them off", async () => {
    state.quizzes = [{ ...QUIZ, showExplanations: false }];
    const user = userEvent.setup();
    renderAt("gk");
    await screen.findByRole("heading", { name: "Punjab GK" });
    await user.click(within(groups()[1]).getByRole("radio", { name: "A. x" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(screen.getByRole("button", { name: "Submit anyway" }));
    expect(await screen.findByText("0 correct × 1 = 0 / 2")).toBeInTheDocument();
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
