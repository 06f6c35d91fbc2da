// The bank's edit page: the shared rules' messages by the fields before anything is sent, the
// version sent with an edit, and a stale save (409) shown with the form kept and a reload offered.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { QuestionEditPage } from "./question-edit-page";

const stored = {
  id: "q1",
  collectionId: "c",
  collectionName: "questions",
  textEn: "Which river?",
  textPa: "ਕਿਹੜਾ ਦਰਿਆ?",
  textHi: "",
  optionsEn: ["Sutlej", "Ravi"],
  optionsPa: ["ਸਤਲੁਜ", "ਰਾਵੀ"],
  optionsHi: [],
  answer: 0,
  explanationEn: "",
  explanationPa: "",
  explanationHi: "",
  topics: ["Punjab Geography"],
  exams: [],
  difficulty: "",
  flag: "",
  source: "",
  retired: false,
  created: "2026-11-01 10:00:00.000Z",
  updated: "2026-11-01 10:00:00.000Z",
};
let conflict = false;
const patches: { header: string | null; body: Record<string, unknown> }[] = [];

const server = setupServer(
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
  http.get("*/api/collections/questions/records/:id", () => HttpResponse.json(stored)),
  http.patch("*/api/collections/questions/records/:id", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    patches.push({ header: request.headers.get("X-Question-Updated"), body });
    if (conflict)
      return HttpResponse.json(
        {
          status: 409,
          message:
            "Someone else changed this question while you were editing; reload to see their change, then make yours again (your text is still in the form).",
          data: {},
        },
        { status: 409 },
      );
    return HttpResponse.json({ ...stored, ...body, updated: "2026-11-02 10:00:00.000Z" });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  conflict = false;
  patches.length = 0;
});
afterAll(() => server.close());

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/questions/:id" element={<QuestionEditPage />} />
    </Routes>,
    { route: "/admin/questions/q1" },
  );
}

describe("QuestionEditPage", () => {
  it("shows the rules' message by the Punjabi options and sends nothing", async () => {
    renderPage();
    await userEvent.clear(await screen.findByLabelText(/^B \(Punjabi option 2\)/));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(
        "The Punjabi has 1 option, the English 2: give the same options in every language.",
      ),
    ).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it("sends the loaded version; a stale save keeps the typing and offers a reload", async () => {
    conflict = true;
    renderPage();
    const text = await screen.findByLabelText("Question (English)");
    await userEvent.clear(text);
    await userEvent.type(text, "Which river flows past Ropar?");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/^Someone else changed this question/)).toBeInTheDocument();
    expect(patches[0]?.header).toBe("2026-11-01 10:00:00.000Z");
    expect(patches[0]?.body).toMatchObject({ textEn: "Which river flows past Ropar?", answer: 0 });
    expect(screen.getByLabelText("Question (English)")).toHaveValue("Which river flows past Ropar?");
    await userEvent.click(screen.getByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(screen.getByLabelText("Question (English)")).toHaveValue("Which river?"));
  });
});
