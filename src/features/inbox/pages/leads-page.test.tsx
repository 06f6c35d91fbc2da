import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { LeadsPage } from "./leads-page";

const log: string[] = [];
let listImpl: () => object | Error;
const server = setupServer(
  http.get("*/api/collections/leads/records", ({ request }) => {
    const p = new URL(request.url).searchParams;
    log.push(`list ${p.get("page")} ${p.get("sort")} ${p.get("filter") ?? ""}`);
    const res = listImpl();
    return res instanceof Error
      ? HttpResponse.json({ status: 500, message: res.message, data: {} }, { status: 500 })
      : HttpResponse.json(res);
  }),
  http.patch("*/api/collections/leads/records/:id", async ({ request, params }) => {
    log.push(`patch ${String(params.id)} ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ id: params.id });
  }),
);
vi.mock("@/lib/toast", () => ({
  toast: { success: (m: string) => log.push(`toast ${m}`), error: (m: string) => log.push(`error ${m}`) },
}));
vi.mock("@/components/page-meta", () => ({ PageMeta: () => null }));

const lead = (id: string, name: string, status = "") => ({
  id,
  name,
  mobile: "9876543210",
  course: "<b>PSTET</b>",
  status,
  created: "2026-11-23 05:12:00.000Z",
});
const page = (items: object[], totalPages = 1) => ({
  page: 1,
  perPage: 20,
  totalItems: items.length,
  totalPages,
  items,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  log.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("LeadsPage", () => {
  it("shows loading, then each lead as text with a call link and the time in India", async () => {
    listImpl = () => page([lead("a", "<script>alert(1)</script>"), lead("b", "ਹਰਪ੍ਰੀਤ", "closed")]);
    renderWithProviders(<LeadsPage />, { route: "/admin/inbox/leads" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading leads…");
    const rows = within(await screen.findByRole("list", { name: "Leads" })).getAllByRole("listitem");
    expect(log[0]).toBe("list 1 -created,-id ");
    expect(within(rows[0]!).getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("<b>PSTET</b>")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("New", { selector: "span" })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link", { name: "9876543210" })).toHaveAttribute(
      "href",
      "tel:9876543210",
    );
    expect(within(rows[0]!).getByText("23 Nov 2026, 10:42")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("combobox", { name: "Status of ਹਰਪ੍ਰੀਤ" })).toHaveValue("closed");
    expect(document.querySelector("script")).toBeNull();
  });

  it("shows the empty state, and a different one when a filter finds nothing", async () => {
    listImpl = () => page([]);
    renderWithProviders(<LeadsPage />);
    expect(await screen.findByText("No leads yet.")).toBeInTheDocument();
  });

  it("shows an error with Try again", async () => {
    listImpl = () => new Error("Server down");
    renderWithProviders(<LeadsPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Server down");
    listImpl = () => page([lead("a", "Aman")]);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Aman")).toBeInTheDocument();
  });

  it("filters by status and searches by name or mobile on the server, values bound", async () => {
    listImpl = () => page([]);
    renderWithProviders(<LeadsPage />, { route: "/admin/inbox/leads?filter=new&q=98765" });
    expect(await screen.findByText("No leads match.")).toBeInTheDocument();
    expect(log[0]).toBe(
      `list 1 -created,-id (status = '' || status = "new") && (name ~ "%98765%" || mobile ~ "%98765%")`,
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "closed");
    await vi.waitFor(() => expect(log.at(-1)).toMatch(/^list 1 -created,-id status = "closed" && /));
    const search = screen.getByRole("searchbox", { name: "Search by name or mobile" });
    await userEvent.clear(search);
    await userEvent.type(search, `x" || 1=1{Enter}`);
    await vi.waitFor(() =>
      expect(log.at(-1)).toBe(`list 1 -created,-id status = "closed" && name ~ "%x\\" || 1=1%"`),
    );
  });

  it("changes a lead's status from its row", async () => {
    listImpl = () => page([lead("a", "Aman", log.some((l) => l.startsWith("patch a")) ? "contacted" : "")]);
    renderWithProviders(<LeadsPage />);
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Status of Aman" }),
      "contacted",
    );
    await vi.waitFor(() => expect(log).toContain(`patch a {"status":"contacted"}`));
    expect(log).toContain("toast Aman: Contacted");
    // The list loads again and shows what the server now says.
    await vi.waitFor(() => expect(log.filter((l) => l.startsWith("list"))).toHaveLength(2));
    expect(screen.getByRole("combobox", { name: "Status of Aman" })).toHaveValue("contacted");
  });

  it("says so and shows the old status when the change fails", async () => {
    listImpl = () => page([lead("a", "Aman")]);
    server.use(
      http.patch("*/api/collections/leads/records/:id", () =>
        HttpResponse.json(
          { status: 403, message: "Only staff can change leads.", data: {} },
          { status: 403 },
        ),
      ),
    );
    renderWithProviders(<LeadsPage />);
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Status of Aman" }), "closed");
    await vi.waitFor(() => expect(log).toContain("error Only staff can change leads."));
    expect(screen.getByRole("combobox", { name: "Status of Aman" })).toHaveValue("new");
  });
});
