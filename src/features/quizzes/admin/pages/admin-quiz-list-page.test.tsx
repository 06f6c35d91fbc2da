import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { Quiz } from "@/types/pocketbase";
import { QuizzesPage } from "../../pages/quizzes-page";
import { makeQuiz } from "../../testing/quiz-server";
import { AdminQuizListPage } from "./admin-quiz-list-page";

let quizzes: Quiz[] = [];
let failList = 0;
const patches: Record<string, unknown>[] = [];
const deletes: string[] = [];
const q = (text: string) => ({ text, options: ["a", "b"], answer: "a", order: 1 });

const server = setupServer(
  // The public list page (mounted beside the admin list in one test) asks for the settings and
  // for active quizzes only.
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
  http.get("*/api/collections/quizs/records", ({ request }) => {
    if (failList > 0) {
      failList--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    const publicList = new URL(request.url).searchParams.get("filter")?.startsWith("active = true");
    const items = publicList ? quizzes.filter((x) => x.active) : quizzes;
    return HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
  }),
  http.patch("*/api/collections/quizs/records/:id", async ({ params, request }) => {
    const body = (await request.json()) as Partial<Quiz>;
    patches.push({ id: params.id, ...body });
    quizzes = quizzes.map((x) => (x.id === params.id ? { ...x, ...body } : x));
    return HttpResponse.json(quizzes.find((x) => x.id === params.id));
  }),
  http.delete("*/api/collections/quizs/records/:id", ({ params }) => {
    deletes.push(String(params.id));
    quizzes = quizzes.filter((x) => x.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  quizzes = [];
  failList = 0;
  patches.length = 0;
  deletes.length = 0;
});
afterAll(() => server.close());

function renderPage() {
  return renderWithProviders(<AdminQuizListPage />);
}

describe("AdminQuizListPage", () => {
  it("shows loading, then quizzes with question counts and Published/Draft badges", async () => {
    quizzes = [
      makeQuiz({ id: "a", name: "GK", questions: [q("1"), q("2")] }),
      makeQuiz({ id: "b", name: "Draft one", active: false, questions: null }),
    ];
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading quizzes");
    const rows = within(await screen.findByRole("list", { name: "Quizzes" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("GKPublished2 questions");
    expect(rows[1]).toHaveTextContent("Draft oneDraft0 questions");
    expect(within(rows[0]).getByRole("link", { name: "Edit GK" })).toHaveAttribute(
      "href",
      "/admin/quizzes/a/edit",
    );
  });

  it("shows an empty state with a link to import", async () => {
    renderPage();
    expect(await screen.findByText("No quizzes yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Import the first one/ })).toHaveAttribute(
      "href",
      "/admin/quizzes/import",
    );
  });

  it("shows an error with a retry", async () => {
    failList = 1;
    quizzes = [makeQuiz({ id: "a", name: "GK" })];
    renderPage();
    await userEvent.click(
      within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }),
    );
    expect(await screen.findByText("GK")).toBeInTheDocument();
  });

  it("publishes/unpublishes and deletes after confirmation", async () => {
    const user = userEvent.setup();
    quizzes = [makeQuiz({ id: "a", name: "GK", active: true })];
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Unpublish GK" }));
    expect(await screen.findByRole("button", { name: "Publish GK" })).toBeInTheDocument();
    expect(patches).toEqual([{ id: "a", active: false }]);
    expect(screen.getByText("Draft")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete GK" }));
    const dialog = screen.getByRole("dialog", { name: "Delete quiz" });
    expect(dialog).toHaveTextContent('Delete quiz "GK" and all its questions? This cannot be undone.');
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(deletes).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete GK" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No quizzes yet.")).toBeInTheDocument();
    expect(deletes).toEqual(["a"]);
  });

  // Regression: the old cache dropped entries without telling mounted views, so a list that was
  // already on screen (here the public one, as in a second tab of the same app) kept stale rows.
  it("publishing and deleting refresh every mounted quiz list", async () => {
    const user = userEvent.setup();
    quizzes = [
      makeQuiz({ id: "a", name: "GK", active: false }),
      makeQuiz({ id: "b", name: "Maths", active: true }),
    ];
    renderWithProviders(
      <>
        <AdminQuizListPage />
        <QuizzesPage />
      </>,
    );
    await screen.findByRole("link", { name: "Maths" });
    expect(screen.queryByRole("link", { name: "GK" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Publish GK" }));
    expect(await screen.findByRole("link", { name: "GK" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unpublish GK" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Maths" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Maths" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Maths" })).not.toBeInTheDocument());
    expect(within(screen.getByRole("list", { name: "Quizzes" })).getAllByRole("listitem")).toHaveLength(1);
    expect(deletes).toEqual(["b"]);
  });
});
