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
};
const empty = { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] };

const server = setupServer(
  http.get("*/api/collections/settings/records", () => HttpResponse.json(empty)),
  http.get("*/api/collections/currentAffairs/records", ({ request }) => {
    state.filters.push(new URL(request.url).searchParams.get("filter") ?? "");
    if (state.lookupStatus !== 200) {
      return HttpResponse.json(
        { status: state.lookupStatus, message: "Boom.", data: {} },
        { status: state.lookupStatus },
      );
    }
    return HttpResponse.json({ ...empty, items: state.record ? [state.record] : [] });
  }),
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
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("CurrentAffairPage", () => {
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

  it("a file that is not a document shows 'Failed to load document.' in red, and logs", async () => {
    state.record = record();
    state.file = new TextEncoder().encode("definitely not a zip");
    renderAt("budget-2026");
    const msg = await screen.findByText("Failed to load document.");
    expect(msg).toHaveClass("text-red-700");
    expect(console.error).toHaveBeenCalledWith("Failed to load document", expect.anything());
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
