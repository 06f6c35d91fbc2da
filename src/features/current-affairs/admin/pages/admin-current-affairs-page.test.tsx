import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { CurrentAffair } from "@/types/pocketbase";
import { AdminCurrentAffairsPage } from "./admin-current-affairs-page";

const log: string[] = [];
// What the list request answers: a page of records, or an error.
let listImpl: () => ReturnType<typeof page> | Error;
const empty = { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] };
const server = setupServer(
  http.get("*/api/collections/settings/records", () => HttpResponse.json(empty)),
  http.get("*/api/collections/currentAffairs/records", ({ request }) => {
    const p = new URL(request.url).searchParams;
    log.push(`list ${p.get("page")} ${p.get("filter") ?? ""}`);
    const res = listImpl();
    return res instanceof Error
      ? HttpResponse.json({ status: 500, message: res.message, data: {} }, { status: 500 })
      : HttpResponse.json(res);
  }),
);
// Plain functions (a vi.fn() spy on a rejected promise is reported as unhandled even when the
// page handles it).
vi.mock("../api/set-active", () => ({
  setActive: async (id: string, a: boolean) => {
    log.push(`active ${id} ${a}`);
    onSetActive(id, a);
  },
}));
let onSetActive: (id: string, active: boolean) => void = () => {};
vi.mock("../api/delete-current-affair", () => ({
  deleteCurrentAffair: async (id: string) => log.push(`delete ${id}`),
}));
vi.mock("@/lib/toast", () => ({
  toast: { success: (m: string) => log.push(`toast ${m}`), error: () => {} },
}));

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
  renderWithProviders(<AdminCurrentAffairsPage />, { route: url });
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  log.length = 0;
  onSetActive = () => {};
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AdminCurrentAffairsPage", () => {
  it("shows loading, then the rows with date, tags as text and Published/Draft", async () => {
    listImpl = () => page([item("a", "GST council", true), item("b", "Budget", false)]);
    renderPage("/admin/currentaffairs?q=gst&date=2024-03-05&page=2");
    expect(screen.getByRole("status")).toHaveTextContent("Loading current affairs");
    const rows = within(await screen.findByRole("list", { name: "Articles" })).getAllByRole("listitem");
    expect(log[0]).toBe(
      'list 2 name ~ "%gst%" && date >= "2024-03-05 00:00:00.000Z" && date < "2024-03-06 00:00:00.000Z"',
    );
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
    listImpl = () => page([]);
    renderPage();
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
  });

  it("shows an error with Try again", async () => {
    listImpl = () => new Error("Server down");
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Server down");
    listImpl = () => page([item("a", "GST council", true)]);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("GST council", { selector: "p" })).toBeInTheDocument();
  });

  it("publishes/unpublishes from the row and deletes after confirmation", async () => {
    listImpl = () => page([item("a", "GST council", true)]);
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

  it("a publish from a row refreshes the list on screen", async () => {
    let active = false;
    listImpl = () => page([item("a", "GST council", active)]);
    onSetActive = (_id, a) => (active = a);
    renderPage();
    const row = within(await screen.findByRole("list", { name: "Articles" })).getByRole("listitem");
    expect(within(row).getByText("Draft")).toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: "Publish GST council" }));
    expect(await within(row).findByText("Published")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Unpublish GST council" })).toBeInTheDocument();
    expect(log.filter((l) => l.startsWith("list"))).toHaveLength(2);
  });
});
