// jsdom has no Worker: the legacy path runs the same converter in-thread (see convert-docx.ts).
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { makeTestDocx, para } from "@/lib/docx/test-docx";
import { CurrentAffairPage } from "./current-affair-page";

const state = {
  record: null as Record<string, unknown> | null,
  lookupStatus: 200,
  file: new Uint8Array() as Uint8Array<ArrayBuffer>,
  fileRequests: 0,
  filters: [] as string[],
  dayQuiz: null as { id: string; name: string } | null,
  /** Answers for the neighbour lookups (previous/next/same day), by the request's sort. */
  neighbours: null as null | ((sort: string, filter: string) => Record<string, unknown>[] | "error"),
};
const empty = { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] };

const server = setupServer(
  http.get("*/api/collections/settings/records", () => HttpResponse.json(empty)),
  http.get("*/api/collections/currentAffairs/records", ({ request }) => {
    const params = new URL(request.url).searchParams;
    const filter = params.get("filter") ?? "";
    if (!filter.startsWith("seoURL")) {
      const answer = state.neighbours?.(params.get("sort") ?? "", filter) ?? [];
      if (answer === "error")
        return HttpResponse.json({ status: 500, message: "Boom.", data: {} }, { status: 500 });
      return HttpResponse.json({ ...empty, items: answer });
    }
    state.filters.push(filter);
    if (state.lookupStatus !== 200) {
      return HttpResponse.json(
        { status: state.lookupStatus, message: "Boom.", data: {} },
        { status: state.lookupStatus },
      );
    }
    return HttpResponse.json({ ...empty, items: state.record ? [state.record] : [] });
  }),
  http.get("*/api/collections/quizs/records", () =>
    HttpResponse.json({ ...empty, items: state.dayQuiz ? [state.dayQuiz] : [] }),
  ),
  http.get("*/api/files/:collection/:id/:name", () => {
    state.fileRequests++;
    return new HttpResponse(state.file, { headers: { "Content-Type": "application/octet-stream" } });
  }),
);

function record(over: Record<string, unknown> = {}) {
  return {
    id: "rec000000000001",
    collectionId: "pbc_ca",
    collectionName: "currentAffairs",
    name: "Budget 2026",
    date: "2026-11-03 00:00:00.000Z",
    desc: "What the budget means",
    seoURL: "budget-2026",
    doc: "budget_abc.docx",
    html: "",
    created: "2026-11-03 08:00:00.000Z",
    expand: { tags: [{ id: "t1", name: "Economy" }] },
    ...over,
  };
}

function renderAt(slug: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/currentaffairs/:seoURL" element={<CurrentAffairPage />} />
    </Routes>,
    { route: `/currentaffairs/${slug}` },
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  Object.assign(state, {
    record: null,
    lookupStatus: 200,
    file: new Uint8Array(),
    fileRequests: 0,
    filters: [],
    neighbours: null,
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  state.dayQuiz = null;
});
afterAll(() => server.close());

describe("CurrentAffairPage", () => {
  it("links to the quiz of the article's day when there is one", async () => {
    state.record = record({ html: "<p>Body</p>" });
    state.dayQuiz = { id: "quiz00000000001", name: "3 Nov quiz" };
    renderAt("budget-2026");
    expect(await screen.findByRole("link", { name: "Take this day's quiz" })).toHaveAttribute(
      "href",
      "/quizzes/quiz00000000001",
    );
  });

  it("renders stored HTML sanitised, headings demoted, without fetching the .docx", async () => {
    state.record = record({ html: '<h1>Inside</h1><p onclick="x()" style="position:fixed">Body</p>' });
    renderAt("budget-2026");
    expect(await screen.findByRole("heading", { level: 1, name: "Budget 2026" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Inside" })).toBeInTheDocument();
    const body = screen.getByText("Body");
    expect(body).not.toHaveAttribute("onclick");
    expect(body).not.toHaveAttribute("style");
    expect(state.fileRequests).toBe(0);
    expect(document.title).toMatch(/^Budget 2026 \| /);
    expect(state.filters).toEqual([
      `seoURL = "budget-2026" && active = true && (publishAt = '' || publishAt <= @now)`,
    ]);
  });

  it("converts a legacy .docx: 'Loading document...' then the document", async () => {
    state.record = record();
    state.file = await makeTestDocx({ body: para("Legacy paragraph") });
    renderAt("budget-2026");
    expect(await screen.findByText("Loading document...")).toBeInTheDocument();
    expect(await screen.findByText("Legacy paragraph")).toBeInTheDocument();
    expect(state.fileRequests).toBe(1);
  });

  it("an old-site article with the server's stored copy of its .docx shows it, sanitised, and never fetches the file", async () => {
    state.record = record({
      docHtml: '<h1>Copy heading</h1><p onclick="x()">Stored copy text</p>',
      docHtmlOf: "budget_abc.docx",
    });
    renderAt("budget-2026");
    expect(await screen.findByText("Stored copy text")).not.toHaveAttribute("onclick");
    expect(screen.getByRole("heading", { level: 2, name: "Copy heading" })).toBeInTheDocument();
    expect(screen.queryByText("Loading document...")).not.toBeInTheDocument();
    expect(state.fileRequests).toBe(0);
  });

  it("a stored copy of another (replaced) .docx is ignored: the present file is converted", async () => {
    state.record = record({ docHtml: "<p>Copy of the old file</p>", docHtmlOf: "budget_old.docx" });
    state.file = await makeTestDocx({ body: para("The present file") });
    renderAt("budget-2026");
    expect(await screen.findByText("The present file")).toBeInTheDocument();
    expect(screen.queryByText("Copy of the old file")).not.toBeInTheDocument();
    expect(state.fileRequests).toBe(1);
  });

  it("a file that is not a document shows 'Failed to load document.' in red, and logs", async () => {
    state.record = record();
    state.file = new TextEncoder().encode("definitely not a zip");
    renderAt("budget-2026");
    const msg = await screen.findByText("Failed to load document.");
    expect(msg).toHaveClass("text-red-700");
    expect(console.error).toHaveBeenCalledWith("Failed to load document", expect.anything());
  });

  it("links the previous and next article by date and more from the same day", async () => {
    state.record = record({ html: "<p>Body</p>" });
    const link = (id: string, name: string) => ({ id, name, seoURL: id, date: "2026-11-03 00:00:00.000Z" });
    const seen: string[] = [];
    state.neighbours = (sort, filter) => {
      seen.push(`${sort} | ${filter}`);
      if (sort === "-date,-created,-id") return [link("older-one", "Older one")];
      if (filter.includes("id != "))
        return sort === "date,created,id" && filter.includes("date >=")
          ? [link("same-day", "Same day one")]
          : [link("newer-one", "Newer one")];
      return [];
    };
    renderAt("budget-2026");
    const nav = await screen.findByRole("navigation", { name: "Previous and next article" });
    expect(nav).toHaveTextContent("Previous article");
    expect(screen.getByRole("link", { name: /Previous article\s*Older one/ })).toHaveAttribute(
      "href",
      "/currentaffairs/older-one",
    );
    expect(screen.getByRole("link", { name: /Next article \W*Newer one/ })).toHaveAttribute(
      "href",
      "/currentaffairs/newer-one",
    );
    expect(screen.getByRole("heading", { name: "More from this day" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Same day one" })).toHaveAttribute(
      "href",
      "/currentaffairs/same-day",
    );
    expect(
      screen.getByRole("link", { name: /All current affairs of Tuesday, 3 November 2026/ }),
    ).toHaveAttribute("href", "/currentaffairs/date/2026-11-03");
    // The day is India's: 2 Nov 18:30 UTC to 3 Nov 18:30 UTC.
    expect(
      seen.some((q) => q.includes('date >= "2026-11-02 18:30:00.000Z" && date < "2026-11-03 18:30:00.000Z"')),
    ).toBe(true);
  });

  it("a failed neighbour lookup leaves the article as it is, and is logged", async () => {
    state.record = record({ html: "<p>Body</p>" });
    state.neighbours = () => "error";
    renderAt("budget-2026");
    expect(await screen.findByText("Body")).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        "Loading the neighbouring articles failed",
        expect.anything(),
      ),
    );
    expect(screen.queryByRole("navigation", { name: "Previous and next article" })).toBeNull();
    expect(screen.queryByText("More from this day")).toBeNull();
  });

  it("a missing article shows 'Not found.' in red", async () => {
    renderAt("nope");
    const msg = await screen.findByRole("heading", { level: 1, name: "Not found." });
    expect(msg).toHaveClass("text-red-700");
  });

  it("a failed lookup also shows 'Not found.' and is logged", async () => {
    state.lookupStatus = 500;
    renderAt("budget-2026");
    expect(await screen.findByRole("heading", { level: 1, name: "Not found." })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith("Current affair lookup failed", expect.anything());
  });
});
