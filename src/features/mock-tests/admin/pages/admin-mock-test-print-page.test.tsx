import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { MockTest, Question } from "@/types/pocketbase";
import { AdminMockTestPrintPage } from "./admin-mock-test-print-page";

const question = (id: string, over: Partial<Question>): Question =>
  ({
    id,
    textEn: "",
    textPa: "",
    optionsEn: [],
    optionsPa: [],
    answer: 0,
    explanationEn: "",
    explanationPa: "",
    topics: [],
    ...over,
  }) as Question;

const q1 = question("q1", {
  textEn: "Which river flows past Ropar?",
  textPa: "ਰੋਪੜ ਕੋਲੋਂ ਕਿਹੜਾ ਦਰਿਆ ਵਗਦਾ ਹੈ?",
  optionsEn: ["Beas", "Sutlej"],
  optionsPa: ["ਬਿਆਸ", "ਸਤਲੁਜ"],
  answer: 1,
  explanationEn: "The Sutlej enters the plains at Ropar.",
  explanationPa: "ਸਤਲੁਜ ਰੋਪੜ ਕੋਲ ਮੈਦਾਨਾਂ ਵਿੱਚ ਆਉਂਦਾ ਹੈ।",
});
const q2 = question("q2", { textEn: "2 + 2 = ?", optionsEn: ["3", "4"], answer: 1 });
const q3 = question("q3", { textEn: "Choose the correct spelling.", optionsEn: ["Necessary", "Neccessary"] });
// The English topic's questions a per-attempt section samples from.
const english = [
  q3,
  ...[1, 2, 3, 4, 5].map((i) =>
    question(`e${i}`, { textEn: `English question ${i}?`, optionsEn: [`e${i} yes`, `e${i} no`] }),
  ),
];

const test = {
  id: "t1",
  updated: "2026-11-20 10:00:00.000Z",
  name: "PSTET practice",
  namePa: "ਪੀ.ਐੱਸ.ਟੈੱਟ ਅਭਿਆਸ",
  instructions: "No negative marking.",
  instructionsPa: "ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ।",
  timeLimit: 20,
  lockedOrder: false,
  sections: [
    {
      id: "s1",
      title: "Environmental Studies",
      titlePa: "ਵਾਤਾਵਰਨ ਅਧਿਐਨ",
      timeLimit: 10,
      qualifying: 0,
      marks: 1,
      negativeMarking: "none",
      pick: { mode: "fixed", questions: ["q2", "q1"] },
    },
    {
      id: "s2",
      title: "English",
      timeLimit: 0,
      qualifying: 0,
      marks: 2,
      negativeMarking: "1/4",
      pick: { mode: "random", topics: ["English"], difficulty: "", count: 2, perAttempt: true },
    },
  ],
} as unknown as MockTest;

const server = setupServer(
  http.get("*/api/collections/mockTests/records/:id", () => HttpResponse.json(test)),
  http.get("*/api/collections/questions/records", ({ request }) => {
    const url = new URL(request.url);
    const filter = url.searchParams.get("filter") ?? "";
    // The sample draw of the per-attempt section lists the ids its rule matches, then loads its pick.
    const items =
      url.searchParams.get("fields") === "id"
        ? english.map((q) => ({ id: q.id }))
        : [q1, q2, ...english].filter((q) => filter.includes(`id = "${q.id}"`));
    return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
  }),
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({
      page: 1,
      perPage: 1,
      totalItems: 1,
      totalPages: 1,
      items: [{ id: "set", instituteName: "Punjab Success Academy", siteUrl: "https://example.in/" }],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const render = (query = "") =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/mock-tests/:id/print" element={<AdminMockTestPrintPage />} />
    </Routes>,
    { route: `/admin/mock-tests/t1/print${query}` },
  );

describe("AdminMockTestPrintPage", () => {
  it("prints the paper: bilingual, numbered through, section headings with time and marks, a sample draw said so", async () => {
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "PSTET practice" })).toBeInTheDocument();
    expect(screen.getByText("4 questions · 6 marks · 20 minutes")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Instructions" })).toHaveTextContent("ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ।");
    const s1 = screen.getByRole("region", { name: "Section 1: Environmental Studies / ਵਾਤਾਵਰਨ ਅਧਿਐਨ" });
    expect(s1).toHaveTextContent("2 questions · 1 mark each · no negative marking · 10 minutes");
    expect(s1).toHaveTextContent("1. 2 + 2 = ?(A) 3(B) 4");
    expect(s1).toHaveTextContent(
      "2. Which river flows past Ropar?ਰੋਪੜ ਕੋਲੋਂ ਕਿਹੜਾ ਦਰਿਆ ਵਗਦਾ ਹੈ?(A) Beas / ਬਿਆਸ(B) Sutlej / ਸਤਲੁਜ",
    );
    const s2 = screen.getByRole("region", { name: "Section 2: English" });
    expect(s2).toHaveTextContent("2 questions · 2 marks each · −¼ mark for a wrong answer");
    expect(s2).toHaveTextContent("this is one sample draw");
    // Numbered on from section 1.
    expect(s2).toHaveTextContent(/3\. .+4\. /);
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Punjab Success Academy · https://example.in");
  });

  it("samples a per-attempt section the same way on the paper and on the key", async () => {
    const shown = async (query: string) => {
      const { unmount } = render(query);
      const s2 = await screen.findByRole("region", { name: /^Section 2/ });
      const texts = within(s2)
        .getAllByRole("listitem")
        .map((li) => li.textContent ?? "")
        .filter((t) => /^[34]\./.test(t))
        .map((t) => /(e\d yes|Necessary)/.exec(t)?.[1]);
      unmount();
      return texts;
    };
    const paper = await shown("");
    expect(paper).toHaveLength(2);
    expect(await shown("?key=1")).toEqual(paper);
  });

  it("prints the key with explanations in both languages, and the Print button opens the browser's print", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    render("?key=1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "PSTET practice: answer key" }),
    ).toBeInTheDocument();
    const s1 = screen.getByRole("region", { name: /^Section 1/ });
    expect(
      within(s1)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "1. (B) 4",
      "2. (B) Sutlej / ਸਤਲੁਜThe Sutlej enters the plains at Ropar.ਸਤਲੁਜ ਰੋਪੜ ਕੋਲ ਮੈਦਾਨਾਂ ਵਿੱਚ ਆਉਂਦਾ ਹੈ।",
    ]);
    expect(screen.queryByRole("region", { name: "Instructions" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Print or save as PDF" }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "The question paper" })).toHaveAttribute(
      "href",
      "/admin/mock-tests/t1/print",
    );
  });
});
