import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { invalidateResources } from "@/lib/use-resource";
import { AdminDashboardPage } from "./admin-dashboard-page";

let countsImpl: () => Promise<unknown>;
let latestImpl: () => Promise<unknown>;
// Plain functions: a vi.fn() spy on a rejected promise is reported as unhandled.
vi.mock("../api/get-dashboard", () => ({
  getDashboardCounts: () => countsImpl(),
  getLatestArticles: () => latestImpl(),
}));
vi.mock("@/lib/use-page-title", () => ({ usePageTitle: () => {} }));

function renderPage() {
  render(
    <MemoryRouter>
      <AdminDashboardPage />
    </MemoryRouter>,
  );
}

beforeEach(() => invalidateResources(""));

describe("AdminDashboardPage", () => {
  it("shows loading, then the counts and the latest articles", async () => {
    countsImpl = async () => ({ articles: 12, published: 11, drafts: 1, tags: 7, quizzes: 3, newLeads: 4 });
    latestImpl = async () => [
      { id: "a", name: "GST council", date: "2024-03-05 00:00:00.000Z", active: false },
    ];
    renderPage();
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual([
      "Loading counts…",
      "Loading articles…",
    ]);
    expect(await screen.findByText("New leads")).toBeInTheDocument();
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "GST council" })).toHaveAttribute(
      "href",
      "/admin/currentaffairs/a/edit",
    );
    expect(screen.getByText("5/3/2024 · Draft")).toBeInTheDocument();
  });

  it("shows errors and the empty state", async () => {
    countsImpl = () => Promise.reject(new Error("Counts failed"));
    latestImpl = async () => [];
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Counts failed");
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
  });
});
