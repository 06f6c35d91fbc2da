import { useState, type ChangeEvent } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "@/config/admin-paths";
import { docxErrorMessage } from "@/lib/docx/docx-error";
import { LegacyFontNotes } from "@/components/admin/legacy-font-notes";
import type { LegacyFontReport } from "@/lib/docx/docx-types";
import { extractDocxTextReport } from "@/lib/docx/extract-docx-text";
import { checkDocxFile } from "@/lib/docx/read-docx";
import { toast } from "@/lib/toast";
import { NO_QUESTIONS_MESSAGE, parseQuestions } from "../../parse-questions";
import { QUESTION_LIMITS } from "../../question-limits";
import { createQuiz } from "../api/admin-quizzes";
import { AdminQuizHeader } from "../components/admin-quiz-header";
import { QuestionList } from "../components/question-list";
import { QuizDetailsFields } from "../components/quiz-details-fields";
import { SaveBar } from "@/components/admin/save-bar";
import { fromParsed } from "../editable-question";
import { useQuizSave } from "../use-quiz-save";
import { settingsDefaults } from "../quiz-form";

type FileState =
  | { kind: "idle" }
  | { kind: "reading"; name: string }
  | { kind: "error"; message: string }
  | { kind: "done"; name: string; legacy: LegacyFontReport };

export function AdminQuizImportPage() {
  const navigate = useNavigate();
  const [file, setFile] = useState<FileState>({ kind: "idle" });
  // The picked file (read again when staff turn the legacy-font conversion off or on).
  const [picked, setPicked] = useState<File | null>(null);
  const [convertLegacy, setConvertLegacy] = useState(true);
  const { form, questions, setQuestions, saving, formError, questionsError, onSubmit } = useQuizSave(
    { name: "", desc: "", active: false, publishAt: "", questions: [], ...settingsDefaults() },
    createQuiz,
    (quiz) => {
      toast.success(
        quiz.active ? `Quiz "${quiz.name}" saved and published` : `Quiz "${quiz.name}" saved as a draft`,
      );
      navigate(adminPaths.quizzes);
    },
  );

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0];
    if (!f) return;
    const problem = checkDocxFile(f, "Please choose a Word document (.docx).");
    if (problem) {
      setFile({ kind: "error", message: problem });
      return;
    }
    setPicked(f);
    await read(f, true);
  }

  /** Reads the questions of `f`, with text in legacy Punjabi fonts converted to Unicode or not. */
  async function read(f: File, legacyFonts: boolean) {
    setConvertLegacy(legacyFonts);
    setFile({ kind: "reading", name: f.name });
    try {
      const { text, legacy } = await extractDocxTextReport(f, { convertLegacyFonts: legacyFonts });
      const parsed = parseQuestions(text);
      if (parsed.length === 0) {
        setQuestions([]);
        setFile({ kind: "error", message: NO_QUESTIONS_MESSAGE });
        return;
      }
      if (parsed.length > QUESTION_LIMITS.questions) {
        setQuestions([]);
        setFile({
          kind: "error",
          message: `This document has ${parsed.length} questions; a quiz can have at most ${QUESTION_LIMITS.questions}. Split it into smaller papers.`,
        });
        return;
      }
      setQuestions(parsed.map(fromParsed));
      if (!form.getValues("name"))
        form.setValue(
          "name",
          f.name
            .replace(/\.docx$/i, "")
            .replace(/[_-]+/g, " ")
            .trim(),
        );
      setFile({ kind: "done", name: f.name, legacy });
    } catch (err) {
      setQuestions([]);
      setFile({ kind: "error", message: docxErrorMessage(err, "This file could not be read.") });
    }
  }

  return (
    <div className="mx-auto max-w-4xl">
      <AdminQuizHeader
        title="Import a quiz"
        current="Import"
        intro="Upload a Word question paper, check the questions, then save them as a new quiz."
      />
      <section aria-labelledby="upload-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="upload-heading" className="text-xl font-bold text-slate-900">
          1. Question paper
        </h2>
        <p className="mt-1 text-sm text-slate-600" id="docx-hint">
          Each question starts with Q1:, Q2: … followed by up to four options and a line like "Answer: b".
        </p>
        <label htmlFor="quiz-docx" className="mt-3 block font-medium">
          Word document (.docx)
        </label>
        <input
          id="quiz-docx"
          type="file"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(e) => void pick(e)}
          disabled={file.kind === "reading" || saving}
          aria-describedby="docx-hint"
          className="file:bg-brand-700 mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        <div className="mt-3">
          {file.kind === "reading" ? <p role="status">Reading {file.name}…</p> : null}
          {file.kind === "error" ? (
            <p role="alert" className="font-medium text-red-700">
              {file.message}
            </p>
          ) : null}
          {file.kind === "done" ? (
            <p role="status" className="text-green-800">
              Found {questions.length} question{questions.length === 1 ? "" : "s"} in {file.name}.
            </p>
          ) : null}
          {file.kind === "done" && picked ? (
            <div className="mt-2">
              <LegacyFontNotes
                id="quiz-convert-legacy"
                report={file.legacy}
                convert={convertLegacy}
                disabled={saving}
                onConvertChange={(on) => void read(picked, on)}
              />
            </div>
          ) : null}
        </div>
      </section>
      {file.kind === "done" ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-6">
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <QuestionList questions={questions} onChange={setQuestions} error={questionsError} />
          </div>
          <section
            aria-labelledby="details-heading"
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="details-heading" className="mb-3 text-xl font-bold text-slate-900">
              2. Quiz details
            </h2>
            <QuizDetailsFields form={form} disabled={saving} newQuiz />
          </section>
          <SaveBar saving={saving} error={formError} label="Save quiz" cancelTo={adminPaths.quizzes} />
        </form>
      ) : null}
    </div>
  );
}
