import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { MessagesPage } from "./messages-page";
import { SubscribersPage } from "./subscribers-page";

const log: string[] = [];
let messages: () => object | Error;
let subscribers: () => object;
const answer = (res: object | Error) =>
  res instanceof Error
    ? HttpResponse.json({ status: 500, message: res.message, data: {} }, { status: 500 })
    : HttpResponse.json(res);
const server = setupServer(
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({
      page: 1,
      perPage: 1,
      totalItems: 1,
      totalPages: 1,
      items: [{ id: "s", instituteName: "Punjab Success Academy" }],
    }),
  ),
  http.get("*/api/collections/messages/records", ({ request }) => {
    log.push(`list messages ${new URL(request.url).searchParams.get("filter") ?? ""}`);
    return answer(messages());
  }),
  http.patch("*/api/collections/messages/records/:id", async ({ request, params }) => {
    log.push(`patch ${String(params.id)} ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ id: params.id });
  }),
  http.get("*/api/collections/subscribers/records", () => answer(subscribers())),
  http.delete("*/api/collections/subscribers/records/:id", ({ params }) => {
    log.push(`delete ${String(params.id)}`);
    return new HttpResponse(null, { status: 204 });
  }),
);
vi.mock("@/lib/toast", () => ({
  toast: { success: (m: string) => log.push(`toast ${m}`), error: (m: string) => log.push(`error ${m}`) },
}));
vi.mock("@/components/page-meta", () => ({ PageMeta: () => null }));

const page = (items: object[]) => ({ page: 1, perPage: 20, totalItems: items.length, totalPages: 1, items });
const message = {
  id: "m1",
  name: "Aman <img src=x onerror=alert(1)>",
  email: "aman@example.com",
  phone: "98765 43210",
  message: "Line one <b>bold?</b>\nLine two",
  handled: false,
  created: "2026-11-23 05:12:00.000Z",
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  log.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("MessagesPage", () => {
  it("shows loading, then the message as text with its line breaks, and reply links", async () => {
    messages = () => page([message]);
    renderWithProviders(<MessagesPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading messages…");
    const row = within(await screen.findByRole("list", { name: "Messages" })).getByRole("listitem");
    const text = within(row).getByText(/Line one/);
    expect(text.textContent).toBe("Line one <b>bold?</b>\nLine two");
    expect(text).toHaveClass("whitespace-pre-wrap");
    expect(row.querySelector("img, b")).toBeNull();
    await vi.waitFor(() =>
      expect(within(row).getByRole("link", { name: /Reply by e-mail/ })).toHaveAttribute(
        "href",
        "mailto:aman@example.com?subject=Re%3A%20your%20message%20to%20Punjab%20Success%20Academy&body=Dear%20Aman%20%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2C%0D%0A%0D%0A",
      ),
    );
    expect(
      within(row)
        .getByRole("link", { name: /WhatsApp/ })
        .getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hello%20Aman%20/);
    expect(within(row).getByText("23 Nov 2026, 10:42")).toBeInTheDocument();
  });

  it("marks a message handled and filters by handled", async () => {
    messages = () => page([message]);
    renderWithProviders(<MessagesPage />, { route: "/?filter=no" });
    await userEvent.click(await screen.findByRole("button", { name: /Mark handled/ }));
    expect(log[0]).toBe("list messages handled = false");
    await vi.waitFor(() => expect(log).toContain(`patch m1 {"handled":true}`));
    expect(log).toContain("toast Marked as handled");
  });

  it("shows the empty and error states", async () => {
    messages = () => page([]);
    const { unmount } = renderWithProviders(<MessagesPage />);
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    unmount();
    messages = () => new Error("Server down");
    renderWithProviders(<MessagesPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Server down");
  });
});

describe("SubscribersPage", () => {
  it("lists e-mails with their date and removes one after confirmation", async () => {
    // An extra field (e.g. double opt-in) changes nothing here.
    subscribers = () =>
      page([
        { id: "s1", email: "reader@example.com", confirmed: false, created: "2026-11-23 05:12:00.000Z" },
      ]);
    renderWithProviders(<SubscribersPage />);
    expect(await screen.findByText("reader@example.com", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("23 Nov 2026, 10:42")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove reader@example.com" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent("Remove reader@example.com from the newsletter list?");
    expect(log).not.toContain("delete s1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await vi.waitFor(() => expect(log).toContain("delete s1"));
    expect(log).toContain("toast Removed reader@example.com");
  });

  it("shows the empty state", async () => {
    subscribers = () => page([]);
    renderWithProviders(<SubscribersPage />);
    expect(await screen.findByText("No subscribers yet.")).toBeInTheDocument();
  });
});
