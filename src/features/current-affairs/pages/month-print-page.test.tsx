import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { MonthPrintPage } from "./month-print-page";

const state = { total: 0, fail: 0, requests: [] as URLSearchParams[] };
const empty = { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] };
const server = setupServer(
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({
      ...empty,
      items: [{ id: "s1", instituteName: "Test Academy", siteUrl: "https://academy.example" }],
    }),
  ),
  http.get("*/api/collections/currentAffairs/records", ({ request }) => {
    const q = new URL(request.url).searchParams;
    state.requests.push(q);
    if (state.fail > 0) {
      state.fail--;
      return HttpResponse.json({ status: 500, message: "Boom.", data: {} }, { status: 500 });
    }
    const page = Number(q.get("page"));
    const perPage = Number(q.get("perPage"));
    const items = Array.from({ length: state.total }, (_, i) => ({
      id: `art${String(i).padStart(12, "0")}`,
      name: `Article ${i + 1}`,
      seoURL: `article-${i + 1}`,
      date: "2026-11-05 00:00:00.000Z",
      desc: "",
      html: i === 0 || i === 2 ? "" : `<h1>Heading ${i + 1}</h1><p onclick="x()">Text ${i + 1}</p>`,
      // Old-site articles: 1 without a stored copy of its .docx, 3 with one.
      doc: i === 0 || i === 2 ? "old.docx" : "",
      ...(i === 2 ? { docHtml: '<p onclick="x()">Stored copy 3</p>', docHtmlOf: "old.docx" } : {}),
    })).slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json({ page, perPage, totalItems: state.total, totalPages: 0, items });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  Object.assign(state, { total: 0, fail: 0, requests: [] });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("MonthPrintPage", () => {
  it("pages through the month with the content, one article per printed page", async () => {
    state.total = 23;
    renderWithProviders(<MonthPrintPage month="2026-11" />);
    expect(await screen.findByRole("heading", { level: 2, name: "Article 23" })).toBeInTheDocument();
    // 10 at a time, only the first page counted.
    expect(state.requests.map((q) => [q.get("page"), q.get("perPage"), q.get("skipTotal")])).toEqual([
      ["1", "10", "false"],
      ["2", "10", "true"],
      ["3", "10", "true"],
    ]);
    expect(state.requests[0]!.get("fields")).toBe("id,name,seoURL,date,desc,html,doc,docHtml,docHtmlOf");
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(23);
    expect(articles[0]).not.toHaveClass("print:break-before-page");
    expect(articles[1]).toHaveClass("print:break-before-page");
    // Stored HTML sanitised again, headings below the article's own.
    expect(screen.getByRole("heading", { level: 3, name: "Heading 2" })).toBeInTheDocument();
    expect(screen.getByText("Text 2")).not.toHaveAttribute("onclick");
    // An old-site article with the server's stored copy of its .docx prints it.
    expect(screen.getByText("Stored copy 3")).not.toHaveAttribute("onclick");
    // A legacy article without HTML points to its page.
    expect(screen.getByText(/https:\/\/academy\.example\/currentaffairs\/article-1/)).toBeInTheDocument();
    const footer = document.querySelector("[data-print-footer]");
    expect(footer).toHaveClass("hidden", "print:block");
    expect(await screen.findByText("Test Academy · https://academy.example")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeEnabled();
  });

  it("prints with the browser's dialog", async () => {
    state.total = 1;
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderWithProviders(<MonthPrintPage month="2026-11" />);
    await screen.findByRole("heading", { level: 2, name: "Article 1" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Print or save as PDF" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("loading, error with retry, and empty", async () => {
    state.fail = 1;
    renderWithProviders(<MonthPrintPage month="2026-10" />);
    expect(screen.getByText("Loading the month's articles…")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load this month for printing.");
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing was published in October 2026.")).toBeInTheDocument();
  });
});
