import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { Question } from "@/types/pocketbase";
import { QuestionBankPage } from "./question-bank-page";

let questions: Question[] = [];
let failList = 0;
const filters: string[] = [];

const question = (over: Partial<Question>): Question =>
  ({
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
    difficulty: "easy",
    flag: "",
    source: "",
    dupKey: "",
    search: "",
    retired: false,
    created: "2026-11-01 10:00:00.000Z",
    updated: "2026-11-01 10:00:00.000Z",
    ...over,
  }) as Question;

const server = setupServer(
  http.get("*/api/collections/mockTests/records", () =>
    HttpResponse.json({
      page: 1,
      perPage: 500,
      totalItems: 1,
      totalPages: 1,
      items: [
        {
          id: "t1",
          name: "PSTET mock",
          active: true,
          sections: [
            {
              id: "s1",
              title: "I",
              timeLimit: 0,
              qualifying: 0,
              marks: 1,
              negativeMarking: "none",
              pick: { mode: "fixed", questions: ["q1"] },
            },
          ],
        },
      ],
    }),
  ),
  http.get("*/api/collections/questions/records", ({ request }) => {
    filters.push(new URL(request.url).searchParams.get("filter") ?? "");
    if (failList > 0) {
      failList--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    return HttpResponse.json({
      page: 1,
      perPage: 20,
      totalItems: questions.length,
      totalPages: Math.max(1, Math.ceil(questions.length / 20)),
      items: questions.slice(0, 20),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  questions = [];
  failList = 0;
  filters.length = 0;
});
afterAll(() => server.close());

describe("QuestionBankPage", () => {
  it("shows loading, then each question in both languages with its answer and tags", async () => {
    questions = [
      question({}),
      question({
        id: "q2",
        textEn: "",
        textPa: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?",
        answer: -1,
        flag: "No answer key in the quiz",
      }),
    ];
    renderWithProviders(<QuestionBankPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions");
    const rows = within(await screen.findByRole("list", { name: "Questions" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Which river?");
    expect(rows[0]).toHaveTextContent("ਕਿਹੜਾ ਦਰਿਆ?");
    expect(rows[0]).toHaveTextContent("Answer: Sutlej");
    expect(within(rows[0]!).getByRole("link", { name: "Which river?" })).toHaveAttribute(
      "href",
      "/admin/questions/q1",
    );
    expect(rows[1]).toHaveTextContent("No answer key");
    expect(rows[1]).toHaveTextContent("Check: No answer key in the quiz");
    expect(screen.getByText("2 questions")).toBeInTheDocument();
    expect(filters[0]).toBe("retired = false");
  });

  it("shows the empty bank with a link to import, and a failed load with Try again", async () => {
    failList = 1;
    renderWithProviders(<QuestionBankPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("The bank is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Import questions from a Word file/ })).toHaveAttribute(
      "href",
      "/admin/questions/import",
    );
  });

  it("searches by folded Gurmukhi words and filters by language, topic and a test's fixed questions", async () => {
    questions = [question({})];
    renderWithProviders(<QuestionBankPage />);
    await screen.findByRole("list", { name: "Questions" });
    await userEvent.type(screen.getByRole("searchbox"), "ਸ਼ਹਿਰ{Enter}");
    // The nukta is folded away as the hook folds the stored words.
    await waitFor(() => expect(filters.at(-1)).toBe('retired = false && search ~ "ਸਹਿਰ"'));
    await userEvent.selectOptions(screen.getByLabelText("Language"), "pa");
    await waitFor(() => expect(filters.at(-1)).toContain("textPa != ''"));
    await userEvent.selectOptions(screen.getByLabelText("Used in"), "t1");
    await waitFor(() => expect(filters.at(-1)).toContain('(id = "q1")'));
    await userEvent.selectOptions(screen.getByLabelText("Used in"), "none");
    await waitFor(() => expect(filters.at(-1)).toContain('id != "q1"'));
    await userEvent.type(screen.getByLabelText("Topic"), "Reasoning");
    await waitFor(() => expect(filters.at(-1)).toContain('topics ~ "\\"Reasoning\\""'));
    await userEvent.click(screen.getByLabelText("Show retired questions"));
    await waitFor(() => expect(filters.at(-1)).not.toContain("retired = false"));
  });
});
