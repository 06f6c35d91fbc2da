import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { MockTest } from "@/types/pocketbase";
import { AdminMockTestListPage } from "./admin-mock-test-list-page";

let tests: Partial<MockTest>[] = [];
let fail = 0;
const server = setupServer(
  http.get("*/api/collections/mockTests/records", () => {
    if (fail > 0) {
      fail--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    return HttpResponse.json({ page: 1, perPage: 20, totalItems: tests.length, totalPages: 1, items: tests });
  }),
  // The takers of each test: its finished attempts' count.
  http.get("*/api/collections/mockAttempts/records", ({ request }) => {
    const filter = new URL(request.url).searchParams.get("filter") ?? "";
    const totalItems = filter.includes('"t1"') ? 12 : 1;
    return HttpResponse.json({ page: 1, perPage: 1, totalItems, totalPages: totalItems, items: [] });
  }),
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  fail = 0;
  tests = [];
});
afterAll(() => server.close());

const random = (count: number) => ({
  mode: "random" as const,
  topics: [],
  difficulty: "" as const,
  count,
  perAttempt: true,
});
const section = (id: string, pick: NonNullable<MockTest["sections"]>[number]["pick"]) => ({
  id,
  title: id,
  timeLimit: 0,
  qualifying: 0,
  marks: 1,
  negativeMarking: "none" as const,
  pick,
});

describe("AdminMockTestListPage", () => {
  it("lists each test with its sections, questions, time, state and takers", async () => {
    tests = [
      {
        id: "t1",
        name: "PSTET Paper I — practice",
        active: true,
        publishAt: "",
        timeLimit: 90,
        sections: [section("s1", random(30)), section("s2", { mode: "fixed", questions: ["a", "b"] })],
      },
      { id: "t2", name: "Police draft", active: false, publishAt: "", timeLimit: 0, sections: [] },
      {
        id: "t3",
        name: "Next week",
        active: true,
        publishAt: "2099-01-01 06:00:00.000Z",
        timeLimit: 0,
        sections: [],
      },
    ];
    renderWithProviders(<AdminMockTestListPage />);
    const rows = within(await screen.findByRole("list", { name: "Mock tests" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("PSTET Paper I — practicePublished");
    expect(rows[0]).toHaveTextContent("2 sections · 32 questions · 90 min ·");
    expect(await within(rows[0]!).findByText(/12 takers/)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Draft");
    expect(await within(rows[1]!).findByText(/1 taker$/)).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent("Scheduled for");
    expect(within(rows[0]!).getByRole("link", { name: "Print PSTET Paper I — practice" })).toHaveAttribute(
      "href",
      "/admin/mock-tests/t1/print",
    );
  });

  it("says so when there are no tests, with a way to build one", async () => {
    renderWithProviders(<AdminMockTestListPage />);
    expect(await screen.findByText("No mock tests yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Build the first one from a pattern" })).toHaveAttribute(
      "href",
      "/admin/mock-tests/new",
    );
  });

  it("shows a load error with a retry", async () => {
    fail = 1;
    tests = [{ id: "t2", name: "Police draft", active: false, publishAt: "", timeLimit: 0, sections: [] }];
    renderWithProviders(<AdminMockTestListPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading mock tests…");
    const alert = await screen.findByRole("alert");
    within(alert).getByRole("button", { name: "Try again" }).click();
    expect(await screen.findByText("Police draft")).toBeInTheDocument();
  });
});
