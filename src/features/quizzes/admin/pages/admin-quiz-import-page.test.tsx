// The import page with a real .docx through mammoth (jsdom) and the create request mocked.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeZipBomb } from "@/lib/docx/test-docx";
import {
  ANMOL_PAPER,
  ANMOL_PAPER_UNICODE,
  makeQuizDocx,
  MESSY_PAPER,
  NO_MARKERS_PAPER,
  type Para,
} from "../../fixtures/quiz-docx";
import { AdminQuizImportPage } from "./admin-quiz-import-page";

let created: Record<string, unknown>[] = [];
let failNext = false;
const server = setupServer(
  http.post("*/api/collections/quizs/records", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (failNext) {
      failNext = false;
      return HttpResponse.json(
        {
          status: 400,
          message: "Failed to create record.",
          data: { name: { code: "x", message: "Name is taken." } },
        },
        { status: 400 },
      );
    }
    created.push(body);
    return HttpResponse.json({
      id: "new1",
      collectionId: "c",
      collectionName: "quizs",
      created: "",
      updated: "",
      ...body,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  created = [];
});
afterAll(() => server.close());

async function docxFile(paras: Para[], name = "paper.docx") {
  return new File([await makeQuizDocx(paras)], name, {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/admin/quizzes/import"]}>
      <Routes>
        <Route path="/admin/quizzes/import" element={<AdminQuizImportPage />} />
        <Route path="/admin/quizzes" element={<p>quiz list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("AdminQuizImportPage", () => {
  it("refuses a document without Q markers and offers nothing to save", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText("Word document (.docx)"), await docxFile(NO_MARKERS_PAPER));
    expect(await screen.findByRole("alert")).toHaveTextContent("No questions found in this document");
    expect(screen.queryByRole("button", { name: "Save quiz" })).not.toBeInTheDocument();
  });

  it("refuses a file that is not .docx", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(screen.getByLabelText("Word document (.docx)"), new File(["x"], "paper.pdf"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a Word document (.docx).");
  });

  it("converts questions typed in AnmolLipi to Unicode, and reads them as typed when asked", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText("Word document (.docx)"), await docxFile(ANMOL_PAPER));
    expect(await screen.findByText("Found 1 question in paper.docx.")).toBeInTheDocument();
    expect(screen.getByText("Converted 50 characters from AnmolLipi to Unicode.")).toBeInTheDocument();
    const q1 = screen.getByRole("article", { name: "Question 1" });
    expect(q1).toHaveTextContent(ANMOL_PAPER_UNICODE.question);
    for (const option of ANMOL_PAPER_UNICODE.options) expect(q1).toHaveTextContent(option);

    await user.click(screen.getByLabelText("Convert legacy Punjabi fonts to Unicode"));
    expect(
      await screen.findByText("Conversion is off: 50 characters in AnmolLipi kept as typed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Question 1" })).toHaveTextContent(ANMOL_PAPER_UNICODE.ascii);
  });

  // Regression: the import once gave any file named .docx straight to mammoth (no zip preflight).
  it("refuses a zip bomb and a renamed non-zip file before reading them", async () => {
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByLabelText("Word document (.docx)");
    await user.upload(input, new File([await makeZipBomb(40)], "bomb.docx"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file unpacks to far more data than a Word document should, so it was refused.",
    );
    await user.upload(input, new File(["MZ\x90\x00 a program"], "setup-renamed.docx"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a real Word document (.docx), even if its name ends in .docx.",
    );
    expect(screen.queryByRole("button", { name: "Save quiz" })).not.toBeInTheDocument();
  });

  it(
    "previews, fixes, drops and saves a quiz; server field errors show next to the field",
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderPage();
      await user.upload(
        screen.getByLabelText("Word document (.docx)"),
        await docxFile(MESSY_PAPER, "pstet_model-set.docx"),
      );
      expect(await screen.findByText("Found 4 questions in pstet_model-set.docx.")).toBeInTheDocument();
      expect(screen.getByText("4 questions, 2 need attention.")).toBeInTheDocument();

      const q1 = screen.getByRole("article", { name: "Question 1" });
      await user.click(within(q1).getByRole("button", { name: "View Answer for question 1" }));
      expect(q1).toHaveTextContent("Answer: Jean Piaget");
      expect(within(q1).getByRole("button", { name: "Hide Answer for question 1" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );

      // Fix question 2 (three options): add the fourth; Enter applies the edit, not the form.
      const q2 = screen.getByRole("article", { name: "Question 2" });
      await user.click(within(q2).getByRole("button", { name: "Edit question 2" }));
      await user.type(within(q2).getByLabelText("Option D"), "Piaget{Enter}");
      expect(created).toHaveLength(0);
      expect(within(q2).queryByRole("list", { name: /Warnings/ })).not.toBeInTheDocument();
      expect(screen.getByText("4 questions, 1 needs attention.")).toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Drop question 4" }));
      expect(screen.getByRole("heading", { name: "Questions (3)" })).toBeInTheDocument();

      // The name comes from the file name; empty it to see the check next to the field.
      const name = screen.getByLabelText("Quiz name");
      expect(name).toHaveValue("pstet model set");
      await user.clear(name);
      await user.click(screen.getByRole("button", { name: "Save quiz" }));
      expect(name).toHaveAccessibleDescription("Enter a name for the quiz.");

      await user.type(name, "PSTET set");
      await user.type(screen.getByLabelText("Description (HTML)"), "<p>Hi</p><script>x</script>");
      await user.click(screen.getByLabelText(/Published/));
      // A new quiz is ranked (every quiz has a day: today's when left empty) until staff untick it.
      const ranked = screen.getByRole("checkbox", { name: "Ranked" });
      expect(ranked).toBeChecked();
      await user.click(ranked);
      expect(ranked).not.toBeChecked();
      await user.click(ranked);
      await user.type(screen.getByLabelText("Quiz for the day"), "2026-11-23");
      expect(ranked).toBeChecked();
      failNext = true;
      await user.click(screen.getByRole("button", { name: "Save quiz" }));
      expect(await screen.findByText("Name is taken.")).toBeInTheDocument();
      expect(name).toHaveValue("PSTET set");

      await user.click(screen.getByRole("button", { name: "Save quiz" }));
      expect(await screen.findByText("quiz list")).toBeInTheDocument();
      expect(created).toHaveLength(1);
      const body = created[0] as {
        name: string;
        desc: string;
        active: boolean;
        questions: { answer: string; options: string[]; order: number }[];
      };
      expect(body).toMatchObject({ name: "PSTET set", desc: "<p>Hi</p>", active: true, ranked: true });
      expect(body.questions.map((q) => [q.answer, q.options.length, q.order])).toEqual([
        ["Jean Piaget", 4, 1],
        ["Vygotsky", 4, 2],
        ["Dyslexia", 4, 3],
      ]);
    },
  );
});
