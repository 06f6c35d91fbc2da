import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pb } from "@/lib/pocketbase";
import { renderWithProviders } from "@/testing/render";
import { makeQuiz } from "../../testing/quiz-server";
import { AdminQuizLeaderboardPage } from "./admin-quiz-leaderboard-page";

const student = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `Name ${id}`,
  email: `${id}@example.com`,
  displayName: `Shown ${id}`,
  showOnLeaderboard: true,
  nameHidden: false,
  ...over,
});
let students = [student("s1"), student("s2", { showOnLeaderboard: false })];
const listUrls: URL[] = [];
const hides: { id: string; body: unknown }[] = [];
const csv: { auth: string | null }[] = [];
const server = setupServer(
  http.get("*/api/collections/quizs/records/:id", () =>
    HttpResponse.json({ ...makeQuiz({ id: "q1", name: "Daily GK" }), ranked: true }),
  ),
  http.get("*/api/collections/quizAttempts/records", ({ request }) => {
    listUrls.push(new URL(request.url));
    return HttpResponse.json({
      page: 1,
      perPage: 50,
      totalItems: 2,
      totalPages: 1,
      items: students.map((s, i) => ({
        id: `a${i}`,
        score: 9 - i,
        correct: 9 - i,
        wrong: 1,
        skipped: 0,
        timeTaken: 100 + i,
        created: "2026-11-23 10:00:00.000Z",
        student: s.id,
        expand: { student: s },
      })),
    });
  }),
  http.post("*/api/students/:id/name-hidden", async ({ request, params }) => {
    const body = (await request.json()) as { hidden: boolean };
    hides.push({ id: String(params.id), body });
    students = students.map((s) => (s.id === params.id ? { ...s, nameHidden: body.hidden } : s));
    return HttpResponse.json({ ok: true });
  }),
  http.get("*/api/leaderboard/:id/takers.csv", ({ request }) => {
    csv.push({ auth: request.headers.get("Authorization") });
    return new HttpResponse("position,name\r\n1,Name s1\r\n", {
      headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="daily-gk.csv"' },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  pb.authStore.clear();
});
afterAll(() => server.close());

describe("AdminQuizLeaderboardPage", () => {
  it("lists ranked takers in leaderboard order, hides a name, and downloads the CSV with the staff token", async () => {
    pb.authStore.save("staff-token", null);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/admin/quizzes/:id/leaderboard" element={<AdminQuizLeaderboardPage />} />
      </Routes>,
      { route: "/admin/quizzes/q1/leaderboard" },
    );
    expect(await screen.findByRole("heading", { name: "Leaderboard: Daily GK" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Ranked takers" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("#1 · Name s1 · s1@example.com");
    expect(rows[0]).toHaveTextContent("Shown as Shown s1");
    // Not opted in: "Student" on the public board.
    expect(rows[1]).toHaveTextContent("#2 · Name s2");
    expect(rows[1]).toHaveTextContent("Shown as Student");
    const q = listUrls[0]!.searchParams;
    expect(q.get("filter")).toBe('quiz = "q1" && ranked = true');
    expect(q.get("sort")).toBe("-score,timeTaken,created");

    await user.click(within(rows[0]!).getByRole("button", { name: "Hide name of Name s1" }));
    expect(hides).toEqual([{ id: "s1", body: { hidden: true } }]);
    expect(await within(list).findByRole("button", { name: "Show name of Name s1" })).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Shown as Student (hidden by staff)");

    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(csv).toEqual([{ auth: "staff-token" }]);
    expect(click).toHaveBeenCalledOnce();
    create.mockRestore();
    click.mockRestore();
  });
});
