import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signOutStudent, studentPb } from "@/lib/student-session";
import { renderWithProviders } from "@/testing/render";
import { gradedAttempt, makeQuiz, reviewOf, startQuizServer } from "../testing/quiz-server";
import { MyAttemptPage, MyAttemptsPage } from "./my-attempts-page";

const { server, state } = startQuizServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  state.mine = null;
  state.reopened = null;
  signOutStudent();
  localStorage.clear();
});
afterAll(() => server.close());

const QUIZ = makeQuiz({
  id: "gk",
  name: "Daily GK",
  questions: [
    {
      text: "Capital of Punjab?",
      order: 1,
      options: ["Amritsar", "Chandigarh"],
      answer: "Chandigarh",
      explanation: "Shared with Haryana.",
    },
    {
      text: "Longest river?",
      order: 2,
      options: ["Sutlej", "Beas"],
      answer: "Sutlej",
      explanation: "About 1,450 km.",
    },
    { text: "Skipped?", order: 3, options: ["yes", "no"], answer: "yes" },
  ],
});

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/me/attempts" element={<MyAttemptsPage />} />
      <Route path="/me/attempts/:id" element={<MyAttemptPage />} />
    </Routes>,
    { route: url },
  );
}

function signIn() {
  const payload = btoa(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, type: "auth", collectionName: "students" }),
  );
  studentPb.authStore.save(`eyJhbGciOiJIUzI1NiJ9.${payload}.sig`, {
    id: "st1",
    collectionName: "students",
    name: "Simran",
  } as never);
}

describe("MyAttemptsPage", () => {
  it("asks a signed-out visitor to sign in", async () => {
    renderAt("/me/attempts");
    expect(await screen.findByText("Sign in to see your attempts on every device.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
  });

  it("lists the student's attempts with links to each, and pages", async () => {
    signIn();
    const a = gradedAttempt(QUIZ, [1, 0, null], { id: "att1", timeTaken: 95, ranked: true });
    state.mine = {
      items: [{ ...a, quizName: "Daily GK" }],
      page: 1,
      perPage: 20,
      totalItems: 21,
      totalPages: 2,
    };
    renderAt("/me/attempts");
    const list = await screen.findByRole("list", { name: "My attempts" });
    const link = within(list).getByRole("link");
    expect(link).toHaveAttribute("href", "/me/attempts/att1");
    expect(link).toHaveTextContent("Daily GK");
    expect(link).toHaveTextContent("2 / 3");
    expect(link).toHaveTextContent("1:35");
    expect(link).toHaveTextContent("ranked");
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
  });

  it("shows the empty and the failed states", async () => {
    signIn();
    state.mine = { items: [], page: 1, perPage: 20, totalItems: 0, totalPages: 0 };
    const first = renderAt("/me/attempts");
    expect(await screen.findByText(/No attempts yet/)).toBeInTheDocument();
    first.unmount();
    state.mine = null;
    renderAt("/me/attempts");
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
  });
});

describe("MyAttemptPage", () => {
  it("reopens an attempt with its review and explanations, and retries the wrong and skipped ones", async () => {
    signIn();
    const attempt = gradedAttempt(QUIZ, [1, 1, null], { id: "att1", timeTaken: 61 });
    state.reopened = {
      attempt,
      quiz: { id: "gk", name: "Daily GK", questions: QUIZ.questions },
      review: reviewOf(QUIZ),
    };
    const user = userEvent.setup();
    renderAt("/me/attempts/att1");
    expect(await screen.findByRole("heading", { name: "Daily GK" })).toBeInTheDocument();
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    expect(screen.getByText("Shared with Haryana.")).toBeInTheDocument();
    expect(screen.getByText("About 1,450 km.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry only the wrong ones (2)" }));
    const retry = screen.getByRole("form", { name: "Retry questions" });
    const groups = within(retry).getAllByRole("group");
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveTextContent("Longest river?");
    expect(groups[1]).toHaveTextContent("Skipped?");
  });

  it("says an attempt that is not the student's is not among theirs", async () => {
    signIn();
    renderAt("/me/attempts/other");
    expect(await screen.findByText("This attempt is not among yours.")).toBeInTheDocument();
  });
});
