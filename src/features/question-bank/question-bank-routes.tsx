import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { Spinner } from "@/components/spinner";
import type { PaperParser } from "./import-plan";
import { QuestionBankPage } from "./pages/question-bank-page";
import { QuestionEditPage } from "./pages/question-edit-page";

// The import page carries the .docx reader and the CSV work: its own chunk.
const QuestionImportPage = lazy(() =>
  import("./pages/question-import-page").then((m) => ({ default: m.QuestionImportPage })),
);

/**
 * /admin/questions/*: the admin router mounts this section (and guards it). `parseQuestions`: the
 * quiz import's .docx paper parser, handed in by the app (a feature does not import another).
 */
export function QuestionBankRoutes({ parseQuestions }: { parseQuestions: PaperParser }) {
  return (
    <Routes>
      <Route index element={<QuestionBankPage />} />
      <Route
        path="import"
        element={
          <Suspense fallback={<Spinner />}>
            <QuestionImportPage parseQuestions={parseQuestions} />
          </Suspense>
        }
      />
      <Route path=":id" element={<QuestionEditPage />} />
    </Routes>
  );
}
