import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Link } from "react-router";
import { renderWithProviders } from "@/testing/render";
import { useInboxUnread } from "./unread";

let leads = 3;
const filters: string[] = [];
const server = setupServer(
  http.get("*/api/collections/:kind/records", ({ params, request }) => {
    filters.push(`${String(params.kind)}: ${new URL(request.url).searchParams.get("filter")}`);
    const totalItems = params.kind === "leads" ? leads : 2;
    return HttpResponse.json({ page: 1, perPage: 1, totalItems, totalPages: totalItems, items: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Probe() {
  const { data } = useInboxUnread();
  return (
    <>
      <p>{data ? `unread ${data.total}` : "…"}</p>
      <Link to="/admin/quizzes">Quizzes</Link>
    </>
  );
}

describe("useInboxUnread", () => {
  it("counts new leads (also those without a status) and unhandled messages, again on navigation", async () => {
    renderWithProviders(<Probe />, { route: "/admin" });
    expect(await screen.findByText("unread 5")).toBeInTheDocument();
    expect(filters).toContain("leads: status = '' || status = 'new'");
    expect(filters).toContain("messages: handled = false");
    expect(filters).toHaveLength(2); // once on the first render, not twice
    leads = 4;
    await userEvent.click(screen.getByRole("link", { name: "Quizzes" }));
    expect(await screen.findByText("unread 6")).toBeInTheDocument();
  });
});
