import { Link, useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/spinner";
import { Alert, LoadError } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { paths } from "@/config/paths";
import { pbToIstLocal } from "@/lib/publish-at";
import { isNotFound } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import type { Quiz } from "@/types/pocketbase";
import { updateQuiz, useQuizForEdit } from "../api/admin-quizzes";
import { AdminQuizHeader } from "../components/admin-quiz-header";
import { QuestionList } from "../components/question-list";
import { QuizDetailsFields } from "../components/quiz-details-fields";
import { SaveBar } from "@/components/admin/save-bar";
import { fromStored } from "../editable-question";
import { useQuizSave } from "../use-quiz-save";
import { settingsDefaults } from "../quiz-form";

export function AdminQuizEditPage() {
  const { id = "" } = useParams();
  const { data, error, isLoading, mutate } = useQuizForEdit(id);

  if (isLoading) return <Spinner label="Loading quiz…" />;
  if (error && !data) {
    const gone = isNotFound(error);
    return (
      <div className="mx-auto max-w-4xl">
        <AdminQuizHeader title={gone ? "Quiz not found" : "Edit quiz"} current="Edit" />
        {gone ? (
          <Alert>
            <p>This quiz does not exist (it may have been deleted).</p>
          </Alert>
        ) : (
          <LoadError error={error} fallback="Could not load the quiz." onRetry={() => void mutate()} />
        )}
      </div>
    );
  }
  if (!data) return null;
  // Keyed by the record's version, so the form starts from what was loaded.
  return <EditForm key={`${data.id}:${data.updated}`} quiz={data} />;
}

function EditForm({ quiz }: { quiz: Quiz }) {
  const navigate = useNavigate();
  const { form, questions, setQuestions, saving, formError, questionsError, onSubmit } = useQuizSave(
    {
      name: quiz.name,
      desc: quiz.desc,
      active: quiz.active,
      publishAt: pbToIstLocal(quiz.publishAt ?? ""),
      questions: [...(quiz.questions ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map(fromStored),
      ...settingsDefaults(quiz),
    },
    (input) => updateQuiz(quiz.id, input),
    () => {
      toast.success("Quiz saved");
      navigate(adminPaths.quizzes);
    },
  );

  return (
    <div className="mx-auto max-w-4xl">
      <AdminQuizHeader
        title="Edit quiz"
        current={quiz.name}
        actions={
          <Link to={paths.quiz(quiz.id)} className={buttonClass("outline")}>
            {quiz.active ? "View on the site" : "Preview draft"}
          </Link>
        }
      />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
        <section
          aria-labelledby="details-heading"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="details-heading" className="mb-3 text-xl font-bold text-slate-900">
            Quiz details
          </h2>
          <QuizDetailsFields form={form} disabled={saving} stored={quiz} />
        </section>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <QuestionList questions={questions} onChange={setQuestions} error={questionsError} allowAdd />
        </div>
        <SaveBar saving={saving} error={formError} label="Save changes" cancelTo={adminPaths.quizzes} />
      </form>
    </div>
  );
}
