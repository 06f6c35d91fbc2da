import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminMockTestNewPage } from "./admin-mock-test-new-page";

let created: Record<string, unknown> | null = null;
const server = setupServer(
  http.post("*/api/collections/mockTests/records", async ({ request }) => {
    created = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ ...created, id: "new1", updated: "2026-11-27 10:00:00.000Z" });
  }),
  // The bank's count for each random rule.
  http.get("*/api/collections/questions/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 40, totalPages: 40, items: [] }),
  ),
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  created = null;
});
afterAll(() => server.close());

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/mock-tests/new" element={<AdminMockTestNewPage />} />
      <Route path="/admin/mock-tests/:id" element={<p>edit page</p>} />
    </Routes>,
    { route: "/admin/mock-tests/new" },
  );

describe("AdminMockTestNewPage", () => {
  it("offers every pattern with its counts, the pattern note, and a blank test", () => {
    render();
    expect(
      screen.getByText("Based on the published pattern — check the latest notification."),
    ).toBeInTheDocument();
    const patterns = within(screen.getByRole("list", { name: "Patterns" })).getAllByRole("listitem");
    expect(patterns).toHaveLength(8);
    expect(patterns[0]).toHaveTextContent("PSTET Paper I (classes I–V)");
    expect(patterns[0]).toHaveTextContent("150 questions · 5 sections · 90 min · no negative marking");
    expect(patterns[4]).toHaveTextContent(
      "50 questions · 1 section · 60 min · no negative marking · qualifying",
    );
    expect(screen.getByRole("link", { name: "Start blank" })).toHaveAttribute(
      "href",
      "/admin/mock-tests/new?pattern=blank",
    );
  });

  it("copies the chosen pattern into the builder and creates the test as a draft", async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole("link", { name: "Use the pattern Punjab Police Constable, Paper I" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "New test: Punjab Police Constable, Paper I" }),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText("Title").map((i) => (i as HTMLInputElement).value)).toEqual([
      "General Awareness",
      "Quantitative Aptitude",
      "Logical Reasoning",
      "English Language",
      "Punjabi Language",
      "Digital Literacy",
    ]);
    await user.click(screen.getByRole("button", { name: "Save mock test" }));
    expect(await screen.findByText("edit page")).toBeInTheDocument();
    await waitFor(() => expect(created).not.toBeNull());
    expect(created).toMatchObject({ pattern: "ppc-1", timeLimit: 120, active: false });
    const sections = created!.sections as { negativeMarking: string; pick: { count: number } }[];
    expect(sections.map((s) => s.pick.count)).toEqual([30, 15, 15, 15, 15, 10]);
    expect(sections.every((s) => s.negativeMarking === "1/4")).toBe(true);
  });
});
