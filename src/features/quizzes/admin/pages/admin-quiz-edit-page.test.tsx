import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { Quiz } from "@/types/pocketbase";
import { makeQuiz } from "../../testing/quiz-server";
import { AdminQuizEditPage } from "./admin-quiz-edit-page";

let stored: Quiz | null = null;
let patch: Record<string, unknown> | null = null;
let failGet = 0;
let failPatch = false;
const server = setupServer(
  http.get("*/api/collections/quizs/records/:id", () => {
    if (failGet > 0) {
      failGet--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    return stored
      ? HttpResponse.json(stored)
      : HttpResponse.json(
          { status: 404, message: "The requested resource wasn't found.", data: {} },
          { status: 404 },
        );
  }),
  http.patch("*/api/collections/quizs/records/:id", async ({ request }) => {
    if (failPatch) {
      failPatch = false;
      return HttpResponse.json(
        {
          status: 400,
          message: "Failed to update record.",
          data: { name: { code: "x", message: "A quiz with this name already exists." } },
        },
        { status: 400 },
      );
    }
    patch = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ ...stored, ...patch });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  failGet = 0;
  failPatch = false;
  stored = null;
  patch = null;
});
afterAll(() => server.close());

function renderAt(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/quizzes/:id/edit" element={<AdminQuizEditPage />} />
      <Route path="/admin/quizzes" element={<p>quiz list</p>} />
    </Routes>,
    { route: `/admin/quizzes/${id}/edit` },
  );
}

describe("AdminQuizEditPage", () => {
  it("says when the quiz does not exist", async () => {
    renderAt("gone");
    expect(screen.getByRole("status")).toHaveTextContent("Loading quiz");
    expect(await screen.findByRole("heading", { name: "Quiz not found" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This quiz does not exist (it may have been deleted).",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("shows a load error with a retry that recovers", async () => {
    stored = makeQuiz({ id: "a", name: "GK" });
    failGet = 1;
    renderAt("a");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Quiz name")).toHaveValue("GK");
  });

  it("keeps the input and shows the server's field errors when a save fails", async () => {
    stored = makeQuiz({
      id: "a",
      name: "GK",
      questions: [{ text: "Q", options: ["a", "b"], answer: "a", order: 1 }],
    });
    failPatch = true;
    const user = userEvent.setup();
    renderAt("a");
    const name = await screen.findByLabelText("Quiz name");
    await user.clear(name);
    await user.type(name, "GK weekly");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("A quiz with this name already exists.")).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription("A quiz with this name already exists.");
    expect(name).toHaveValue("GK weekly");
    expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled();
  });

  it("edits the name, a question and adds one, then saves the whole quiz", async () => {
    stored = makeQuiz({
      id: "a",
      name: "GK",
      desc: "<p>Old</p>",
      questions: [
        { text: "Second", options: ["x", "y"], answer: "y", order: 2 },
        { text: "First", options: ["a", "b", "c", "d"], answer: "a", order: 1, explanation: "Because" },
      ],
    });
    const user = userEvent.setup();
    renderAt("a");
    const name = await screen.findByLabelText("Quiz name");
    expect(screen.getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([
      "1. First",
      "2. Second",
    ]);
    await user.clear(name);
    await user.type(name, "GK weekly");

    const second = screen.getByRole("article", { name: "Question 2" });
    await user.click(within(second).getByRole("button", { name: "Edit question 2" }));
    await user.type(within(second).getByLabelText("Option C"), "z");
    await user.selectOptions(within(second).getByLabelText("Correct answer"), "z");
    await user.click(within(second).getByRole("button", { name: "Done" }));

    await user.click(screen.getByRole("button", { name: "Add a question" }));
    const added = screen.getByRole("article", { name: "Question 3" });
    await user.click(within(added).getByRole("button", { name: "Done" }));
    expect(within(added).getByText("Enter the question.")).toBeInTheDocument();
    await user.type(within(added).getByLabelText("Question"), "New one?");
    await user.type(within(added).getByLabelText("Option A"), "yes");
    await user.type(within(added).getByLabelText("Option B"), "no");
    await user.selectOptions(within(added).getByLabelText("Correct answer"), "yes");
    await user.click(within(added).getByRole("button", { name: "Done" }));

    await user.type(screen.getByLabelText("Time limit (minutes)"), "15");
    await user.selectOptions(screen.getByLabelText("Negative marking"), "1/4");
    await user.type(screen.getByLabelText("Quiz for the day"), "2026-11-23");
    await user.click(screen.getByLabelText("Shuffle options"));
    // A stored quiz keeps its own "Ranked" (a day added does not tick it); staff tick it.
    expect(screen.getByRole("checkbox", { name: "Ranked" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Ranked" }));

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("quiz list")).toBeInTheDocument();
    expect(patch).toEqual({
      name: "GK weekly",
      desc: "<p>Old</p>",
      active: true,
      date: "2026-11-23 00:00:00.000Z",
      timeLimit: 15,
      negativeMarking: "1/4",
      shuffleQuestions: false,
      shuffleOptions: true,
      showExplanations: true,
      ranked: true,
      publishAt: "",
      questions: [
        { text: "First", options: ["a", "b", "c", "d"], answer: "a", explanation: "Because", order: 1 },
        { text: "Second", options: ["x", "y", "z"], answer: "z", order: 2 },
        { text: "New one?", options: ["yes", "no"], answer: "yes", order: 3 },
      ],
    });
    // Many keystrokes: more than the default 5 s on the shared 2-core machine.
  }, 20_000);

  it("refuses a time limit of 0 or 10,000 minutes and publishing questions with no answer key, naming them", async () => {
    stored = makeQuiz({
      id: "a",
      name: "GK",
      active: true,
      questions: [
        { text: "Fine", options: ["a", "b"], answer: "a", order: 1 },
        { text: "No key", options: ["a", "b"], answer: "N/A", order: 2 },
        { text: "One option", options: ["a"], answer: "a", order: 3 },
      ],
    });
    const user = userEvent.setup();
    renderAt("a");
    const limit = await screen.findByLabelText("Time limit (minutes)");
    await user.type(limit, "0");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(limit).toHaveAccessibleDescription(
      expect.stringContaining("Enter whole minutes from 1 to 300, or leave it empty for no time limit."),
    );
    await user.clear(limit);
    await user.type(limit, "10000");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(limit).toHaveAccessibleDescription(expect.stringContaining("Enter whole minutes from 1 to 300"));
    await user.clear(limit);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(
        "Cannot publish: question 2 has no answer key; question 3 has fewer than two options. Fix them or untick Published.",
      ),
    ).toBeInTheDocument();
    expect(patch).toBeNull();
  });
});
