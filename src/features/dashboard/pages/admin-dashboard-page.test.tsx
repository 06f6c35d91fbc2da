import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pb } from "@/lib/pocketbase";
import { renderWithProviders } from "@/testing/render";
import type { DashboardCounts } from "../api/get-dashboard";
import { AdminDashboardPage } from "./admin-dashboard-page";

let countsImpl: () => Promise<DashboardCounts>;
let latestImpl: () => Promise<unknown>;
let failuresImpl: () => Promise<unknown> = async () => [];

// The real hooks and fetchers; the SDK's answers stand in for the server. A count is a one-item
// page whose totalItems is the number; the latest articles are a page of five; the failed
// sign-ins a page of ten.
const WHICH: Record<string, keyof DashboardCounts> = {
  "currentAffairs|": "articles",
  "currentAffairs|active = true": "published",
  "currentAffairs|active = false": "drafts",
  "CAtags|": "tags",
  "quizs|": "quizzes",
  "leads|status = '' || status = 'new'": "newLeads",
};
vi.spyOn(pb, "collection").mockImplementation(
  (name: string) =>
    ({
      getList: async (_page: number, perPage: number, options: { filter?: string }) => {
        if (name === "signInFailures") return { items: await failuresImpl() };
        if (perPage !== 1) return { items: await latestImpl() };
        const counts = await countsImpl();
        return { items: [], totalItems: counts[WHICH[`${name}|${options.filter ?? ""}`]!] };
      },
    }) as never,
);
vi.mock("@/components/page-meta", () => ({ PageMeta: () => null }));

const renderPage = () => renderWithProviders(<AdminDashboardPage />);

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
      "Loading failed sign-ins…",
    ]);
    expect(await screen.findByText("New leads")).toBeInTheDocument();
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "GST council" })).toHaveAttribute(
      "href",
      "/admin/currentaffairs/a/edit",
    );
    expect(screen.getByText("5/3/2024 · Draft")).toBeInTheDocument();
    expect(await screen.findByText("No failed sign-ins.")).toBeInTheDocument();
  });

  it("lists the failed sign-ins below the articles", async () => {
    countsImpl = async () => ({ articles: 0, published: 0, drafts: 0, tags: 0, quizzes: 0, newLeads: 0 });
    latestImpl = async () => [];
    failuresImpl = async () => [
      {
        id: "f",
        created: "2026-11-23 13:30:14.000Z",
        email: "guess@example.com",
        ip: "198.51.100.4",
        locked: true,
        authCollection: "users",
      },
    ];
    renderPage();
    expect(await screen.findByRole("heading", { name: "Failed sign-ins" })).toBeInTheDocument();
    expect(await screen.findByText("guess@example.com")).toBeInTheDocument();
    expect(screen.getByText("Locked: yes")).toBeInTheDocument();
    failuresImpl = async () => [];
  });

  it("shows errors and the empty state", async () => {
    countsImpl = () => Promise.reject(new Error("Counts failed"));
    latestImpl = async () => [];
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Counts failed");
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
  });

  it("loads the counts again on Try again", async () => {
    countsImpl = () => Promise.reject(new Error("Counts failed"));
    latestImpl = async () => [];
    renderPage();
    await screen.findByRole("alert");
    countsImpl = async () => ({ articles: 2, published: 1, drafts: 1, tags: 0, quizzes: 0, newLeads: 0 });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Published")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("editors get no failed sign-ins card (nor its request: the log is owner-only)", async () => {
    countsImpl = async () => ({ articles: 2, published: 1, drafts: 1, tags: 0, quizzes: 0, newLeads: 0 });
    latestImpl = async () => [];
    let asked = false;
    failuresImpl = async () => {
      asked = true;
      return [];
    };
    renderWithProviders(<AdminDashboardPage showFailedSignIns={false} />);
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Failed sign-ins" })).toBeNull();
    expect(asked).toBe(false);
  });
});
