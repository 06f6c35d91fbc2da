import { PageMeta } from "@/components/page-meta";
import { QuestionBankRoutes } from "@/features/question-bank/question-bank-routes";
// The bank's .docx import reads papers exactly as the quiz import does.
import { parseQuestions } from "@/features/quizzes/parse-questions";

export default function AdminQuestionBankRoute() {
  return (
    <>
      <PageMeta title="Question bank" />
      <QuestionBankRoutes parseQuestions={parseQuestions} />
    </>
  );
}
