import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { QuestionPicker } from "./question-picker";

const bank = [
  {
    id: "q1",
    textEn: "Which river flows past Ropar?",
    textPa: "",
    topics: ["Punjab Geography"],
    difficulty: "easy",
    answer: 0,
  },
  {
    id: "q2",
    textEn: "",
    textPa: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?",
    topics: ["Punjab Geography"],
    difficulty: "",
    answer: 1,
  },
  { id: "q3", textEn: "A question without a key", textPa: "", topics: [], difficulty: "", answer: -1 },
];
const searches: URLSearchParams[] = [];
const server = setupServer(
  http.get("*/api/collections/questions/records", ({ request }) => {
    const params = new URL(request.url).searchParams;
    const filter = params.get("filter") ?? "";
    if (params.get("perPage") === "10") {
      searches.push(params);
      const items = filter.includes("Ropar") ? bank.slice(0, 1) : bank;
      return HttpResponse.json({ page: 1, perPage: 10, totalItems: 23, totalPages: 3, items });
    }
    // The chosen questions, by id.
    const items = bank.filter((q) => filter.includes(`"${q.id}"`));
    return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
});
afterAll(() => server.close());

function Harness() {
  const [chosen, setChosen] = useState<string[]>([]);
  return <QuestionPicker label="Section 1" chosen={chosen} onChange={setChosen} />;
}

describe("QuestionPicker", () => {
  it("searches the bank (paged on the server), adds and removes questions and counts them", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const results = await screen.findByRole("list", { name: "Bank questions for Section 1" });
    expect(within(results).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("Page 1 of 3");
    // A question without a key cannot be used.
    expect(within(results).getByRole("button", { name: /^Add “A question without a key”/ })).toBeDisabled();

    await user.click(within(results).getByRole("button", { name: /^Add “Which river/ }));
    await user.click(within(results).getByRole("button", { name: /^Add “ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ/ }));
    expect(screen.getByText("2 questions chosen")).toBeInTheDocument();
    const chosen = screen.getByRole("list", { name: "Chosen for Section 1" });
    expect(await within(chosen).findByText("1. Which river flows past Ropar?")).toBeInTheDocument();
    await user.click(within(chosen).getByRole("button", { name: "Remove question 1 from Section 1" }));
    expect(screen.getByText("1 question chosen")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Search the bank"), "Ropar");
    await user.type(screen.getByLabelText("Topic"), "Punjab Geography");
    await waitFor(() =>
      expect(searches.at(-1)?.get("filter")).toBe(
        'retired = false && (textEn ~ "Ropar" || textPa ~ "Ropar" || search ~ "Ropar") && topics ~ "\\"Punjab Geography\\""',
      ),
    );
  });
});
