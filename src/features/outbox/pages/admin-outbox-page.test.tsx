import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminOutboxPage } from "./admin-outbox-page";

const log: string[] = [];
let listImpl: () => object | Error;
const message = (id: string, subject: string, status: string, extra: object = {}) => ({
  id,
  collectionId: "c",
  collectionName: "outbox",
  to: `${id}@example.com`,
  from: "Institute <news@example.com>",
  subject,
  status,
  channel: "email",
  error: "",
  created: "2026-11-27 05:00:00.000Z",
  ...extra,
});
const server = setupServer(
  http.get("*/api/collections/outbox/records", ({ request }) => {
    const p = new URL(request.url).searchParams;
    log.push(`list ${p.get("page")} ${p.get("sort")}`);
    const res = listImpl();
    return res instanceof Error
      ? HttpResponse.json({ status: 500, message: res.message, data: {} }, { status: 500 })
      : HttpResponse.json(res);
  }),
  http.get("*/api/collections/outbox/records/:id", ({ params }) =>
    HttpResponse.json(
      message(String(params.id), "Confirm your daily e-mail", "stored", {
        html: '<p>Hello <img src="x" onerror="alert(1)"><script>alert(2)</script><a href="https://x.test/c">Confirm</a></p>',
        text: "Hello",
      }),
    ),
  ),
);
vi.mock("@/components/page-meta", () => ({ PageMeta: () => null }));

const page = (items: object[]) => ({ page: 1, perPage: 20, totalItems: items.length, totalPages: 1, items });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  log.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AdminOutboxPage", () => {
  it("lists messages newest first, says which were not sent because e-mail is off, and opens one safely", async () => {
    listImpl = () =>
      page([
        message("a", "<b>123456</b> is your sign-in code", "stored"),
        message("b", "Current affairs for 27 Nov 2026", "sent"),
        message("c", "Digest", "failed", { error: "550 mailbox unavailable" }),
      ]);
    renderWithProviders(<AdminOutboxPage />, { route: "/admin/outbox" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the outbox…");
    const rows = within(await screen.findByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(log[0]).toBe("list 1 -created,-id");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("Not sent: e-mail is off")).toBeInTheDocument();
    // The subject is text, never HTML.
    expect(
      within(rows[0]!).getByRole("button", { name: "<b>123456</b> is your sign-in code" }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Sent")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Sending failed")).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole("button"));
    const view = await screen.findByRole("region", { name: "Confirm your daily e-mail" });
    expect(within(view).getByText("Not sent: e-mail is off")).toBeInTheDocument();
    expect(within(view).getByRole("link", { name: "Confirm" })).toHaveAttribute("href", "https://x.test/c");
    expect(view.innerHTML).not.toContain("onerror");
    expect(view.innerHTML).not.toContain("<script");
    await userEvent.click(within(view).getByRole("button", { name: "Back to the list" }));
    expect(await screen.findByRole("list", { name: "Messages" })).toBeInTheDocument();
  });

  it("says so when there is nothing yet, and offers Try again when the list fails", async () => {
    listImpl = () => page([]);
    const { unmount } = renderWithProviders(<AdminOutboxPage />, { route: "/admin/outbox" });
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    unmount();
    listImpl = () => new Error("Server down");
    renderWithProviders(<AdminOutboxPage />, { route: "/admin/outbox?page=2" });
    expect(await screen.findByRole("button", { name: /Try again/ })).toBeInTheDocument();
    expect(log.at(-1)).toBe("list 2 -created,-id");
  });
});
