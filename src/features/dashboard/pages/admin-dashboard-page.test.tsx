import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIst } from "@/lib/dates";
import { renderWithProviders } from "@/testing/render";
import { AdminDashboardPage } from "./admin-dashboard-page";

vi.mock("@/components/page-meta", () => ({ PageMeta: () => null }));

// What each request answers, by "collection|filter": a number (a count), a list of items, or an
// Error. Requests the test did not plan for fail the test (onUnhandledRequest: "error" below).
let answers: Record<string, number | object[] | Error>;
const seen: string[] = [];
const server = setupServer(
  http.get("*/api/collections/:collection/records", ({ params, request }) => {
    const url = new URL(request.url);
    const filter = url.searchParams.get("filter") ?? "";
    // Today's articles ask for a date range; the test does not care which day it is.
    const key = `${String(params.collection)}|${filter.startsWith("date >=") ? "today" : filter}`;
    seen.push(key);
    const a = answers[key];
    if (a === undefined) return HttpResponse.json({ message: `unplanned ${key}` }, { status: 500 });
    if (a instanceof Error)
      return HttpResponse.json({ status: 500, message: a.message, data: {} }, { status: 500 });
    if (typeof a === "number")
      return HttpResponse.json({ page: 1, perPage: 1, totalItems: a, totalPages: a, items: [] });
    return HttpResponse.json({ page: 1, perPage: 20, totalItems: -1, totalPages: -1, items: a });
  }),
);

const base = (): Record<string, number | object[] | Error> => ({
  "currentAffairs|today": [],
  "leads|status = '' || status = 'new'": 0,
  "messages|handled = false": 0,
  "currentAffairs|active = false": 0,
  "quizs|active = false": 0,
  "quizs|": [],
  "signInFailures|": [],
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  answers = base();
  seen.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPage = () => renderWithProviders(<AdminDashboardPage />);
const card = (name: string) => screen.findByRole("region", { name });

describe("AdminDashboardPage", () => {
  it("shows each card loading, then today's articles, inbox and draft counts and the latest quiz", async () => {
    answers["currentAffairs|today"] = [
      { id: "a", name: "GST council <b>meets</b>", active: true },
      { id: "b", name: "Budget", active: false },
    ];
    answers["leads|status = '' || status = 'new'"] = 4;
    answers["messages|handled = false"] = 1;
    answers["currentAffairs|active = false"] = 2;
    answers["quizs|active = false"] = 3;
    answers["quizs|"] = [
      { id: "q", name: "Punjab GK 12", active: false, created: "2024-03-05 10:00:00.000Z" },
    ];
    renderPage();
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual([
      "Loading today's articles…",
      "Loading the inbox…",
      "Loading drafts…",
      "Loading the latest quiz…",
      "Loading failed sign-ins…",
    ]);
    const today = await card("Today's articles");
    expect(await within(today).findByRole("link", { name: "GST council <b>meets</b>" })).toHaveAttribute(
      "href",
      "/admin/currentaffairs/a/edit",
    );
    expect(within(today).getByText("Draft")).toBeInTheDocument();
    expect(within(today).queryByText("Nothing published today.")).toBeNull();

    const inbox = await card("Inbox");
    expect(await within(inbox).findByRole("link", { name: "4 new leads" })).toHaveAttribute(
      "href",
      "/admin/inbox/leads?filter=new",
    );
    expect(within(inbox).getByRole("link", { name: "1 unhandled message" })).toHaveAttribute(
      "href",
      "/admin/inbox/messages?filter=no",
    );
    const drafts = await card("Drafts waiting");
    expect(await within(drafts).findByRole("link", { name: "2 draft articles" })).toBeInTheDocument();
    expect(within(drafts).getByRole("link", { name: "3 draft quizzes" })).toHaveAttribute(
      "href",
      "/admin/quizzes",
    );
    const quiz = await card("Latest quiz");
    expect(await within(quiz).findByRole("link", { name: "Punjab GK 12" })).toHaveAttribute(
      "href",
      "/admin/quizzes/q/edit",
    );
    expect(await screen.findByText("No failed sign-ins.")).toBeInTheDocument();
  });

  it("asks for today's articles by the day in India", async () => {
    const seenFilters: string[] = [];
    server.events.on("request:start", ({ request }) => {
      const f = new URL(request.url).searchParams.get("filter");
      if (f?.startsWith("date >=")) seenFilters.push(f);
    });
    renderPage();
    await within(await card("Today's articles")).findByText("Nothing published today.");
    const day = todayIst();
    expect(seenFilters[0]).toMatch(new RegExp(`^date >= "${day} 00:00:00.000Z" && date < "`));
    server.events.removeAllListeners();
  });

  it("shows the empty states", async () => {
    renderPage();
    const today = await card("Today's articles");
    expect(await within(today).findByText("Nothing published today.")).toBeInTheDocument();
    expect(within(today).getByRole("link", { name: "Create New" })).toHaveAttribute(
      "href",
      "/admin/currentaffairs/create",
    );
    expect(await screen.findByText("Nothing waiting in the inbox.")).toBeInTheDocument();
    expect(await screen.findByText("No drafts waiting.")).toBeInTheDocument();
    expect(await screen.findByText("No quizzes yet.")).toBeInTheDocument();
  });

  it("shows one card's failure with Try again while the others load", async () => {
    answers["messages|handled = false"] = new Error("Inbox down");
    renderPage();
    const inbox = await card("Inbox");
    expect(await within(inbox).findByRole("alert")).toHaveTextContent("Inbox down");
    expect(await screen.findByText("No drafts waiting.")).toBeInTheDocument();
    answers["messages|handled = false"] = 5;
    await userEvent.click(within(inbox).getByRole("button", { name: "Try again" }));
    expect(await within(inbox).findByRole("link", { name: "5 unhandled messages" })).toBeInTheDocument();
    expect(within(inbox).queryByRole("alert")).toBeNull();
  });

  it("editors get no failed sign-ins card (nor its request: the log is owner-only)", async () => {
    renderWithProviders(<AdminDashboardPage showFailedSignIns={false} />);
    expect(await screen.findByText("No quizzes yet.")).toBeInTheDocument();
    expect(await screen.findByText("No drafts waiting.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Failed sign-ins" })).toBeNull();
    expect(seen.some((k) => k.startsWith("signInFailures|"))).toBe(false);
  });
});
