import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { InboxListPage } from "./inbox-list-page";
import { useInboxPage } from "./use-inbox-page";

const log: string[] = [];
let listImpl: () => object | Error;
const server = setupServer(
  http.get("*/api/collections/messages/records", ({ request }) => {
    const p = new URL(request.url).searchParams;
    log.push(`list ${p.get("page")} ${p.get("filter") ?? ""}`);
    const res = listImpl();
    return res instanceof Error
      ? HttpResponse.json({ status: 500, message: res.message, data: {} }, { status: 500 })
      : HttpResponse.json(res);
  }),
);
vi.mock("@/components/page-meta", () => ({ PageMeta: ({ title }: { title: string }) => <h1>{title}</h1> }));

const page = (names: string[], totalPages = 1, at = 1) => ({
  page: at,
  perPage: 20,
  totalItems: names.length,
  totalPages,
  items: names.map((name, i) => ({ id: `m${i}`, name })),
});

/** The scaffold as a list page uses it, with a row of its own. */
function Messages() {
  const inbox = useInboxPage("messages", "handled", ["no", "yes"]);
  return (
    <InboxListPage
      page={inbox}
      noun={["message", "messages"]}
      searchLabel="Search by name"
      filter={{
        label: "Show",
        options: [
          { value: "", label: "All" },
          { value: "no", label: "Not handled" },
        ],
      }}
    >
      {(m: { id: string; name: string }) => <li key={m.id}>{m.name}</li>}
    </InboxListPage>
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  log.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("InboxListPage", () => {
  it("titles the page, says it is loading, then lists each item with the count", async () => {
    listImpl = () => page(["Asha", "Bikram"]);
    renderWithProviders(<Messages />);
    expect(screen.getByRole("heading", { name: "Inbox: messages" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading messages…");
    const list = await screen.findByRole("list", { name: "Messages" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Asha", "Bikram"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 messages");
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeInTheDocument();
  });

  it("says the list is empty, and that nothing matches once a search or filter is set", async () => {
    listImpl = () => page([]);
    const { unmount } = renderWithProviders(<Messages />);
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    unmount();
    renderWithProviders(<Messages />, { route: "/?filter=no" });
    expect(await screen.findByText("No messages match.")).toBeInTheDocument();
    expect(log.at(-1)).toBe("list 1 handled = false");
  });

  it("shows a failed load with Try again", async () => {
    listImpl = () => new Error("Server down");
    renderWithProviders(<Messages />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Server down");
    listImpl = () => page(["Asha"]);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Asha")).toBeInTheDocument();
  });

  it("searches and filters through the URL, starting again at page 1", async () => {
    listImpl = () => page(["Asha"], 3, 2);
    renderWithProviders(<Messages />, { route: "/?page=2" });
    await screen.findByText("Asha");
    expect(log.at(-1)).toBe("list 2 ");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Show" }), "no");
    await vi.waitFor(() => expect(log.at(-1)).toBe("list 1 handled = false"));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search by name" }), "as{Enter}");
    await vi.waitFor(() => expect(log.at(-1)).toMatch(/^list 1 handled = false && .*%as%/));
  });
});
