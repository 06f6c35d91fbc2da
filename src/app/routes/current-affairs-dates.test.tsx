import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import ByDate from "./current-affairs-by-date";

const state = { requests: 0 };
const empty = { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] };
const server = setupServer(
  http.get("*/api/collections/settings/records", () => HttpResponse.json(empty)),
  http.get("*/api/collections/currentAffairs/records", () => {
    state.requests++;
    return HttpResponse.json(empty);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => (state.requests = 0));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/currentaffairs/date/:day" element={<ByDate view="day" />} />
      <Route path="/currentaffairs/month/:month" element={<ByDate view="month" />} />
      <Route path="/currentaffairs/month/:month/print" element={<ByDate view="print" />} />
    </Routes>,
    { route },
  );
}

describe("date URLs", () => {
  it.each([
    "/currentaffairs/date/2026-02-30",
    "/currentaffairs/date/9999-99-99",
    "/currentaffairs/date/..%2F..%2Fetc",
    "/currentaffairs/date/2026-11-23%20OR%201=1",
    "/currentaffairs/date/yesterday",
    "/currentaffairs/month/2026-13",
    "/currentaffairs/month/9999-99",
    "/currentaffairs/month/2026-1/print",
  ])("%s is the 404 page and asks the server nothing", async (route) => {
    renderAt(route);
    expect(screen.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(state.requests).toBe(0);
  });

  it("a real day and month are their pages", async () => {
    renderAt("/currentaffairs/date/2028-02-29");
    expect(await screen.findByText(/Nothing was published on Tuesday, 29 February 2028/)).toBeInTheDocument();
    expect(state.requests).toBeGreaterThan(0);
  });
});
