// The bank's import page with a CSV file: rows read in chunks with progress, a formula-looking
// cell warned about, a bad row held back with its reason, a duplicate found in the bank and
// merged, the rest created. (The .docx path with bilingual pairs runs end to end in
// e2e/question-bank.spec.ts; the pairing rules in shared/question-bank-core.test.ts.)
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { QuestionImportPage } from "./question-import-page";

let created: Record<string, unknown>[] = [];
let patched: Record<string, unknown>[] = [];
let lookups: string[] = [];
const existing = {
  id: "old1",
  collectionId: "c",
  collectionName: "questions",
  textEn: "Capital of Punjab?",
  textPa: "",
  textHi: "",
  optionsEn: ["Chandigarh", "Amritsar"],
  optionsPa: [],
  optionsHi: [],
  answer: 0,
  topics: ["Punjab GK"],
  exams: [],
  dupKey: "capitalofpunjab",
  created: "",
  updated: "",
};

const server = setupServer(
  // The page's title asks for the institute's name.
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
  http.get("*/api/collections/questions/records", ({ request }) => {
    const filter = new URL(request.url).searchParams.get("filter") ?? "";
    lookups.push(filter);
    const items = filter.includes('"capitalofpunjab"') ? [existing] : [];
    return HttpResponse.json({ page: 1, perPage: 200, totalItems: items.length, totalPages: 1, items });
  }),
  http.post("*/api/collections/questions/records", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push(body);
    return HttpResponse.json({ id: `n${created.length}`, ...body });
  }),
  http.patch("*/api/collections/questions/records/:id", async ({ params, request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    patched.push({ id: params.id, ...body });
    return HttpResponse.json({ ...existing, ...body });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  created = [];
  patched = [];
  lookups = [];
});
afterAll(() => server.close());

const CSV =
  "\uFEFFtext_en,text_pa,option1_en,option2_en,option1_pa,option2_pa,answer,topics\r\n" +
  'Capital of Punjab?,ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?,Chandigarh,Amritsar,ਚੰਡੀਗੜ੍ਹ,ਅੰਮ੍ਰਿਤਸਰ,A,"Punjab GK; Capitals"\r\n' +
  "=SUM(1),,yes,no,,,1,\r\n" +
  "Bad answer?,,x,y,,,Z,\r\n" +
  "River of Ropar?,ਰੋਪੜ ਦਾ ਦਰਿਆ?,Sutlej,Beas,ਸਤਲੁਜ,ਬਿਆਸ,a,\r\n";

function renderPage() {
  return render(
    <MemoryRouter>
      <QuestionImportPage parseQuestions={() => []} />
    </MemoryRouter>,
  );
}

describe("QuestionImportPage (CSV)", () => {
  it("reads the rows, warns about a formula cell, holds back a bad row, merges a duplicate and creates the rest", async () => {
    renderPage();
    // Tags for the whole import.
    await userEvent.type(screen.getByLabelText("Add to Topics for every question"), "Imported{Enter}");
    await userEvent.upload(
      screen.getByLabelText("Word (.docx) or CSV file"),
      new File([CSV], "bank.csv", { type: "text/csv" }),
    );
    expect(await screen.findByRole("heading", { name: "4 questions found" })).toBeInTheDocument();
    expect(
      screen.getByText('Row 3, text_en: "=SUM(1)" looks like a spreadsheet formula; kept as text.'),
    ).toBeInTheDocument();
    expect(screen.getByText("1 not imported until fixed")).toBeInTheDocument();
    expect(screen.getByText('Row 4: The answer "Z" is not 1-4 or A-D.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Check for duplicates" }));
    const dups = await screen.findByRole("heading", { name: "1 already in the bank" });
    expect(lookups.some((f) => f.includes('dupKey = "capitalofpunjab"'))).toBe(true);
    const dupSection = dups.closest("section")!;
    expect(within(dupSection).getByLabelText("Skip")).toBeChecked();
    await userEvent.click(within(dupSection).getByLabelText("Merge into the bank's copy"));

    await userEvent.click(screen.getByRole("button", { name: "Import 3 questions" }));
    expect(await screen.findByText("Import finished")).toBeInTheDocument();
    expect(screen.getByText(/2 added, 1 merged, 0 skipped as duplicates/)).toBeInTheDocument();
    expect(created.map((c) => c["textEn"]).sort()).toEqual(["=SUM(1)", "River of Ropar?"]);
    const ropar = created.find((c) => c["textEn"] === "River of Ropar?")!;
    expect(ropar).toMatchObject({
      textPa: "ਰੋਪੜ ਦਾ ਦਰਿਆ?",
      optionsPa: ["ਸਤਲੁਜ", "ਬਿਆਸ"],
      answer: 0,
      source: "csv:bank.csv",
    });
    expect(ropar["topics"]).toEqual(["Imported"]);
    // The merge fills in the Punjabi and adds the new topics to the bank's copy.
    expect(patched).toEqual([
      {
        id: "old1",
        textPa: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?",
        optionsPa: ["ਚੰਡੀਗੜ੍ਹ", "ਅੰਮ੍ਰਿਤਸਰ"],
        topics: ["Punjab GK", "Imported", "Capitals"],
      },
    ]);
  });

  it("refuses a file without the needed columns, with the reason", async () => {
    renderPage();
    await userEvent.upload(
      screen.getByLabelText("Word (.docx) or CSV file"),
      new File(["question,option\r\nA?,b\r\n"], "wrong.csv", { type: "text/csv" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The first row must name the columns; missing: text_en or text_pa, answer.",
    );
  });
});
