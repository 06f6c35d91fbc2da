import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { MockTestStats } from "../api/mock-test-stats";
import { AdminMockTestStatsPage } from "./admin-mock-test-stats-page";

let stats: MockTestStats | null = null;
let fail = 0;
const server = setupServer(
  // Until mockserver's route is on main, the contract's shape (issue 24) is served here.
  http.get("*/api/mock-tests/:id/stats", () => {
    if (fail > 0) {
      fail--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    return HttpResponse.json(stats);
  }),
  http.get("*/api/collections/mockTests/records/:id", () =>
    HttpResponse.json({
      id: "t1",
      name: "PSTET practice",
      sections: [{ id: "s1", title: "Punjab Geography", pick: { mode: "fixed", questions: ["q1", "q2"] } }],
    }),
  ),
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
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
      <Route path="/admin/mock-tests/:id/stats" element={<AdminMockTestStatsPage />} />
    </Routes>,
    { route: "/admin/mock-tests/t1/stats" },
  );

const base: MockTestStats = {
  takers: 40,
  questions: [
    {
      id: "q1",
      section: "s1",
      text: "Which river flows past Ropar?",
      options: ["Beas", "Sutlej", "Ravi", "Ghaggar"],
      answer: 0,
      attempts: 38,
      percentCorrect: 21,
      optionShare: [21, 72, 5, 2],
      skipShare: 5,
      difficulty: "hard",
      discrimination: -0.35,
      avgSeconds: 41.6,
      miskey: { option: 1, share: 72 },
    },
    {
      id: "q2",
      section: "s1",
      text: "Capital of Punjab?",
      options: ["Chandigarh", "Ludhiana"],
      answer: 0,
      attempts: 40,
      percentCorrect: 90,
      optionShare: [90, 10],
      skipShare: 0,
      difficulty: "easy",
      discrimination: 0.31,
      avgSeconds: null,
      miskey: null,
    },
  ],
};

describe("AdminMockTestStatsPage", () => {
  it("shows takers, per question the option shares with the key, difficulty, discrimination and time", async () => {
    stats = base;
    render();
    expect(await screen.findByRole("heading", { name: "Statistics: PSTET practice" })).toBeInTheDocument();
    expect(screen.getByText("Takers").nextSibling).toHaveTextContent("40");
    const [first, second] = within(screen.getByRole("list", { name: "Per question" })).getAllByRole(
      "listitem",
      {
        name: /^\d\./,
      },
    );
    expect(first).toHaveTextContent("Punjab Geography · 38 answered · 21% correct · skipped by 5%");
    const answers = within(first!).getByRole("list", { name: "Answers to question 1" });
    expect(
      within(answers)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["A. Beas (key)21%", "B. Sutlej72%", "C. Ravi5%", "D. Ghaggar2%"]);
    expect(first).toHaveTextContent("-0.35 (negative: check the key)");
    expect(first).toHaveTextContent("42 s");
    expect(second).toHaveTextContent("0.31 (good)");
    expect(second).toHaveTextContent("Average time—");
  });

  it("flags a possible wrong key with a link to the question in the bank", async () => {
    stats = base;
    render();
    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent("Possible wrong key: top students chose B (72 %), the key is A.");
    expect(within(note).getByRole("link", { name: "Check question 1 in the bank" })).toHaveAttribute(
      "href",
      "/admin/questions/q1",
    );
    expect(screen.getAllByRole("note")).toHaveLength(1);
    expect(screen.getByText("Possible wrong keys").nextSibling).toHaveTextContent("1");
  });

  it("says so when nobody has finished the test", async () => {
    stats = { takers: 0, questions: [] };
    render();
    expect(await screen.findByText("Nobody has finished this test yet.")).toBeInTheDocument();
  });

  it("shows a load error with a retry", async () => {
    stats = base;
    fail = 1;
    render();
    const alert = await screen.findByRole("alert");
    within(alert).getByRole("button", { name: "Try again" }).click();
    expect(await screen.findByText("Which river flows past Ropar?", { exact: false })).toBeInTheDocument();
  });
});
