import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { MockTest } from "@/types/pocketbase";
import { AdminMockTestEditPage } from "./admin-mock-test-edit-page";

const stored: MockTest = {
  id: "t1",
  collectionId: "pbc_mock",
  collectionName: "mockTests",
  created: "2026-11-20 10:00:00.000Z",
  updated: "2026-11-20 10:00:00.000Z",
  name: "PSTET practice",
  namePa: "",
  instructions: "",
  instructionsPa: "",
  pattern: "pstet-1",
  timeLimit: 30,
  lockedOrder: false,
  active: false,
  publishAt: "",
  ranked: true,
  sections: [
    {
      id: "s1",
      title: "Child Development",
      titlePa: "",
      timeLimit: 10,
      qualifying: 0,
      marks: 1,
      negativeMarking: "none",
      pick: { mode: "fixed", questions: ["q1"] },
    },
    {
      id: "s2",
      title: "Punjab Geography",
      titlePa: "ਪੰਜਾਬ ਦਾ ਭੂਗੋਲ",
      timeLimit: 0,
      qualifying: 0,
      marks: 1,
      negativeMarking: "1/4",
      pick: {
        mode: "random",
        topics: ["Punjab Geography"],
        difficulty: "medium",
        count: 30,
        perAttempt: true,
      },
    },
  ],
};

let patches: Record<string, unknown>[] = [];
let refuse: string | null = null;
let bankFilters: string[] = [];
const server = setupServer(
  http.get("*/api/collections/mockTests/records/:id", () => HttpResponse.json(stored)),
  http.patch("*/api/collections/mockTests/records/:id", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    patches.push(body);
    if (refuse) {
      return HttpResponse.json(
        { status: 400, message: refuse, data: { sections: { code: "invalid_sections", message: refuse } } },
        { status: 400 },
      );
    }
    return HttpResponse.json({ ...stored, ...body, updated: "2026-11-21 10:00:00.000Z" });
  }),
  http.get("*/api/collections/questions/records", ({ request }) => {
    const url = new URL(request.url);
    const filter = url.searchParams.get("filter") ?? "";
    bankFilters.push(filter);
    // The count of a random rule; the chosen question by id; the picker's page.
    const perPage = Number(url.searchParams.get("perPage") ?? "30");
    const items = filter.includes('id = "q1"')
      ? [
          {
            id: "q1",
            textEn: "Who proposed stages of cognitive development?",
            textPa: "",
            topics: [],
            answer: 0,
          },
        ]
      : [];
    return HttpResponse.json({
      page: 1,
      perPage,
      totalItems: perPage === 1 ? 12 : items.length,
      totalPages: 1,
      items,
    });
  }),
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  patches = [];
  refuse = null;
  bankFilters = [];
});
afterAll(() => server.close());

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/mock-tests/:id" element={<AdminMockTestEditPage />} />
    </Routes>,
    { route: "/admin/mock-tests/t1" },
  );

describe("AdminMockTestEditPage (the builder)", () => {
  it("shows each section with its pick, the chosen questions and the bank's count for a random rule", async () => {
    render();
    expect(await screen.findByRole("heading", { name: "Edit mock test" })).toBeInTheDocument();
    expect(await screen.findByText("1 question chosen")).toBeInTheDocument();
    expect(await screen.findByText(/Who proposed stages of cognitive development/)).toBeInTheDocument();
    expect(
      await screen.findByText("The bank has 12 questions for this rule: fewer than the 30 asked for."),
    ).toBeInTheDocument();
    expect(
      bankFilters.some(
        (f) => f.includes('topics ~ "\\"Punjab Geography\\""') && f.includes('difficulty = "medium"'),
      ),
    ).toBe(true);
  });

  it("puts a section time longer than the test's next to that field and sends nothing", async () => {
    const user = userEvent.setup();
    render();
    const time = await screen.findAllByLabelText("Time (minutes)");
    await user.clear(time[1]!);
    await user.type(time[1]!, "45");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText("Section 2 has 45 minutes but the whole test has 30."),
    ).toBeInTheDocument();
    expect(time[1]).toHaveAttribute("aria-invalid", "true");
    expect(patches).toEqual([]);
  });

  it("shows the server's bank message on the sections and keeps what was typed", async () => {
    const user = userEvent.setup();
    refuse = "Section 2 asks for 30 random questions from Punjab Geography (medium) but the bank has 12.";
    render();
    const name = await screen.findByLabelText("Name");
    await user.clear(name);
    await user.type(name, "PSTET mock 1");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    // Next to section 2's "How many".
    expect(await screen.findByText(refuse)).toBeInTheDocument();
    expect(screen.getByLabelText("How many")).toHaveAccessibleDescription(refuse);
    expect(name).toHaveValue("PSTET mock 1");
    expect(patches[0]).toMatchObject({ name: "PSTET mock 1", timeLimit: 30 });
  });

  it("adds, reorders and removes sections and saves them with their ids", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Add a section" }));
    expect(screen.getAllByLabelText("Title")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Move Section 2 up" }));
    await user.click(screen.getByRole("button", { name: "Remove Section 3" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const sent = patches[0]!.sections as { id: string; title: string }[];
    expect(sent.map((s) => [s.id, s.title])).toEqual([
      ["s2", "Punjab Geography"],
      ["s1", "Child Development"],
    ]);
  });

  it("asks before leaving with unsaved changes", async () => {
    const user = userEvent.setup();
    render();
    const name = await screen.findByLabelText("Name");
    await user.type(name, " (edited)");
    await user.click(screen.getByRole("link", { name: "Mock tests" }));
    expect(await screen.findByRole("dialog", { name: "Leave without saving?" })).toBeInTheDocument();
    expect(name).toHaveValue("PSTET practice (edited)");
  });
});
