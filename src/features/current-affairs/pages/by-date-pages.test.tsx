import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ArchivePage, archiveYears } from "./archive-page";
import { DayPage } from "./day-page";
import { MonthPage } from "./month-page";

interface Row {
  id: string;
  name: string;
  seoURL: string;
  date: string;
  created: string;
  desc?: string;
}

/** The fake API: `list` answers range queries; `edge` answers the one-row nearest/archive lookups. */
const state = {
  list: [] as Row[],
  fail: 0,
  delay: false,
  edge: (() => []) as (sort: string, filter: string) => Row[],
  requests: [] as URL[],
};
const empty = { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] };

const server = setupServer(
  http.get("*/api/collections/settings/records", () => HttpResponse.json(empty)),
  http.get("*/api/collections/currentAffairs/records", async ({ request }) => {
    const url = new URL(request.url);
    state.requests.push(url);
    if (state.delay) await new Promise(() => {});
    if (state.fail > 0) {
      state.fail--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    const page = Number(url.searchParams.get("page"));
    const perPage = Number(url.searchParams.get("perPage"));
    const filter = url.searchParams.get("filter") ?? "";
    // A range query has both bounds; the nearest-day and archive lookups have one or none.
    const items =
      filter.includes("date >= ") && filter.includes("date < ")
        ? state.list.slice((page - 1) * perPage, page * perPage)
        : state.edge(url.searchParams.get("sort") ?? "", filter);
    return HttpResponse.json({ page, perPage, totalItems: -1, totalPages: -1, items });
  }),
);

const row = (i: number, date: string): Row => ({
  id: `art${String(i).padStart(12, "0")}`,
  name: `Article ${i}`,
  seoURL: `article-${i}`,
  date,
  created: date,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  Object.assign(state, { list: [], fail: 0, delay: false, edge: () => [], requests: [] });
  vi.spyOn(console, "error").mockImplementation(() => {});
  // Only the clock: 24 Nov 2026, 02:00 in India (still the 23rd in UTC).
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T20:30:00Z"));
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("DayPage", () => {
  it("shows a loading state while the day loads", async () => {
    state.delay = true;
    renderWithProviders(<DayPage day="2026-11-20" />);
    expect(await screen.findByText("Loading current affairs…")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Articles" })).toHaveAttribute("aria-busy", "true");
  });

  it("today is India's today, asks for that IST day only, and has no next-day link", async () => {
    state.list = [row(1, "2026-11-24 00:00:00.000Z")];
    renderWithProviders(<DayPage />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Today's Current Affairs" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Tuesday, 24 November 2026")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Article 1/ })).toBeInTheDocument();
    const filter = state.requests[0]!.searchParams.get("filter");
    expect(filter).toBe(
      'active = true && date >= "2026-11-23 18:30:00.000Z" && date < "2026-11-24 18:30:00.000Z"',
    );
    expect(state.requests[0]!.searchParams.get("sort")).toBe("date,created,id");
    const nav = screen.getByRole("navigation", { name: "Days" });
    expect(within(nav).getByRole("link", { name: "Previous day, Monday, 23 November 2026" })).toHaveAttribute(
      "href",
      "/currentaffairs/date/2026-11-23",
    );
    expect(within(nav).queryByRole("link", { name: /Next day/ })).toBeNull();
    expect(within(nav).getByRole("link", { name: "All of November 2026" })).toHaveAttribute(
      "href",
      "/currentaffairs/month/2026-11",
    );
  });

  it("yesterday links forward to 'today'", async () => {
    state.list = [row(1, "2026-11-23 00:00:00.000Z")];
    renderWithProviders(<DayPage day="2026-11-23" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Current Affairs: Monday, 23 November 2026" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next day, Tuesday, 24 November 2026" })).toHaveAttribute(
      "href",
      "/currentaffairs/today",
    );
  });

  it("a failed load says so and tries again", async () => {
    state.fail = 1;
    state.list = [row(1, "2026-11-20 00:00:00.000Z")];
    renderWithProviders(<DayPage day="2026-11-20" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load current affairs.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Article 1/ })).toBeInTheDocument();
  });

  it("a day with nothing says so and links the nearest earlier and later days", async () => {
    state.edge = (sort) =>
      sort === "-date" ? [row(7, "2026-11-17 00:00:00.000Z")] : [row(8, "2026-11-21 19:00:00.000Z")];
    renderWithProviders(<DayPage day="2026-11-20" />);
    expect(await screen.findByText("Nothing was published on Friday, 20 November 2026.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "← Earlier: Tuesday, 17 November 2026" })).toHaveAttribute(
      "href",
      "/currentaffairs/date/2026-11-17",
    );
    // 21 Nov 19:00 UTC is already the 22nd in India.
    expect(screen.getByRole("link", { name: "Later: Sunday, 22 November 2026 →" })).toHaveAttribute(
      "href",
      "/currentaffairs/date/2026-11-22",
    );
    const nearest = state.requests
      .slice(1)
      .map((u) => [u.searchParams.get("sort"), u.searchParams.get("filter")]);
    expect(nearest).toContainEqual(["-date", 'active = true && date < "2026-11-19 18:30:00.000Z"']);
    expect(nearest).toContainEqual([
      "date",
      "active = true && date >= \"2026-11-20 18:30:00.000Z\" && date != ''",
    ]);
  });

  it("today with nothing yet, on a site with no articles at all", async () => {
    renderWithProviders(<DayPage />);
    expect(await screen.findByText("Nothing has been published today yet.")).toBeInTheDocument();
    expect(await screen.findByText("No current affairs have been published yet.")).toBeInTheDocument();
  });
});

describe("MonthPage", () => {
  it("groups the month by IST day with counts, and offers the printable month", async () => {
    state.list = [
      row(1, "2026-11-01 00:00:00.000Z"),
      row(2, "2026-11-01 00:00:00.000Z"),
      row(3, "2026-11-02 20:00:00.000Z"), // 3 Nov in India
    ];
    renderWithProviders(<MonthPage month="2026-11" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Current Affairs: November 2026" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("3 articles on 2 days")).toBeInTheDocument();
    const first = screen.getByRole("heading", { level: 2, name: /Sunday, 1 November 2026/ });
    expect(first).toHaveTextContent("2 articles");
    expect(screen.getByRole("heading", { level: 2, name: /Tuesday, 3 November 2026/ })).toHaveTextContent(
      "1 article",
    );
    expect(screen.getByRole("link", { name: "Print this month (save as PDF)" })).toHaveAttribute(
      "href",
      "/currentaffairs/month/2026-11/print",
    );
    const q = state.requests[0]!.searchParams;
    expect(q.get("filter")).toBe(
      'active = true && date >= "2026-10-31 18:30:00.000Z" && date < "2026-11-30 18:30:00.000Z"',
    );
    // Only what the list shows: never the stored HTML.
    expect(q.get("fields")).toBe("id,name,seoURL,date");
    expect(screen.queryByRole("link", { name: /December 2026/ })).toBeNull();
  });

  it("loading, then error with a retry", async () => {
    state.fail = 1;
    renderWithProviders(<MonthPage month="2026-10" />);
    expect(screen.getByText("Loading the month…")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load this month.");
    state.list = [row(1, "2026-10-05 00:00:00.000Z")];
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Article 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "November 2026 →" })).toBeInTheDocument();
  });

  it("a month with nothing links the nearest months that have articles", async () => {
    state.edge = (sort) => (sort === "-date" ? [row(7, "2026-08-30 00:00:00.000Z")] : []);
    renderWithProviders(<MonthPage month="2026-09" />);
    expect(await screen.findByText("Nothing was published in September 2026.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "← Earlier: August 2026" })).toHaveAttribute(
      "href",
      "/currentaffairs/month/2026-08",
    );
    expect(screen.queryByRole("link", { name: /Later:/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Print this month/ })).toBeNull();
  });
});

describe("ArchivePage", () => {
  it("lists the months from the newest back to the oldest article, by year", async () => {
    expect(archiveYears("2025-11-20", "2026-02-03")).toEqual([
      { year: "2026", months: ["2026-02", "2026-01"] },
      { year: "2025", months: ["2025-12", "2025-11"] },
    ]);
    state.edge = (sort) => [
      row(1, sort === "date" ? "2026-10-01 00:00:00.000Z" : "2026-11-23 00:00:00.000Z"),
    ];
    renderWithProviders(<ArchivePage />);
    expect(await screen.findByRole("link", { name: "November 2026" })).toHaveAttribute(
      "href",
      "/currentaffairs/month/2026-11",
    );
    expect(screen.getByRole("link", { name: "October 2026" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "September 2026" })).toBeNull();
  });

  it("empty and failed states", async () => {
    const { unmount } = renderWithProviders(<ArchivePage />);
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
    unmount();
    state.fail = 2;
    renderWithProviders(<ArchivePage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the archive.");
  });
});
