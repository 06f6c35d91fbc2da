import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { invalidateResources } from "@/lib/use-resource";
import type { CurrentAffair } from "@/types/pocketbase";
import { AdminCurrentAffairsPage } from "./admin-current-affairs-page";

const log: string[] = [];
let listImpl: () => Promise<unknown>;
// Plain functions around swappable implementations (a vi.fn() spy on a rejected promise is
// reported as unhandled even when the page handles it).
vi.mock("../api/list-admin-current-affairs", () => ({
  listCurrentAffairs: (q: { q: string; date: string; page: number }) => {
    log.push(`list ${q.page} ${q.date} ${q.q}`);
    return listImpl();
  },
}));
vi.mock("../api/set-active", () => ({
  setActive: async (id: string, a: boolean) => log.push(`active ${id} ${a}`),
}));
vi.mock("../api/delete-current-affair", () => ({
  deleteCurrentAffair: async (id: string) => log.push(`delete ${id}`),
}));
vi.mock("@/lib/toast", () => ({
  toast: { success: (m: string) => log.push(`toast ${m}`), error: () => {} },
}));
vi.mock("@/lib/use-page-title", () => ({ usePageTitle: () => {} }));

const item = (id: string, name: string, active: boolean) =>
  ({
    id,
    name,
    active,
    date: "2024-03-05 00:00:00.000Z",
    expand: { tags: [{ id: "t1", name: "<b>Polity</b>" }] },
  }) as unknown as CurrentAffair;

const page = (items: CurrentAffair[]) => ({
  page: 1,
  perPage: 20,
  totalItems: items.length,
  totalPages: 1,
  items,
});

function renderPage(url = "/admin/currentaffairs") {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminCurrentAffairsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  log.length = 0;
  invalidateResources("");
});

describe("AdminCurrentAffairsPage", () => {
  it("shows loading, then the rows with date, tags as text and Published/Draft", async () => {
    listImpl = async () => page([item("a", "GST council", true), item("b", "Budget", false)]);
    renderPage("/admin/currentaffairs?q=gst&date=2024-03-05&page=2");
    expect(screen.getByRole("status")).toHaveTextContent("Loading current affairs");
    const rows = within(await screen.findByRole("list", { name: "Articles" })).getAllByRole("listitem");
    expect(log[0]).toBe("list 2 2024-03-05 gst");
    expect(within(rows[0]).getByText("Published")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Draft")).toBeInTheDocument();
    expect(within(rows[0]).getByText("5/3/2024")).toBeInTheDocument();
    expect(within(rows[0]).getByText("<b>Polity</b>")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Current Affairs");
    expect(screen.getByText("Manage current affairs articles and updates")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create New" })).toHaveAttribute(
      "href",
      "/admin/currentaffairs/create",
    );
  });

  it("shows the empty state", async () => {
    listImpl = async () => page([]);
    renderPage();
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
  });

  it("shows an error with Try again", async () => {
    listImpl = () => Promise.reject(new Error("Server down"));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Server down");
    listImpl = async () => page([item("a", "GST council", true)]);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("GST council", { selector: "p" })).toBeInTheDocument();
  });

  it("publishes/unpublishes from the row and deletes after confirmation", async () => {
    listImpl = async () => page([item("a", "GST council", true)]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Unpublish GST council" }));
    expect(log).toContain("active a false");
    expect(log).toContain("toast Article unpublished");
    await userEvent.click(await screen.findByRole("button", { name: "Delete GST council" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent('Delete "GST council" and its document? This cannot be undone.');
    expect(log).not.toContain("delete a");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(log).toContain("delete a");
    expect(log).toContain("toast Article deleted");
  });
});
