import { useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { errorMessage, isNotFound } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import { useResource } from "@/lib/use-resource";
import type { Quiz } from "@/types/pocketbase";
import { getQuizForEdit, updateQuiz } from "../api/admin-quizzes";
import { AdminQuizHeader } from "../components/admin-quiz-header";
import { QuestionList } from "../components/question-list";
import { QuizDetailsFields, type QuizDetails } from "../components/quiz-details-fields";
import { SaveBar } from "../components/save-bar";
import { fromStored, type EditableQuestion } from "../editable-question";
import { useQuizSave } from "../use-quiz-save";

export function AdminQuizEditPage() {
  const { id = "" } = useParams();
  const { data, error, loading, reload } = useResource(`admin-quizzes:one:${id}`, () => getQuizForEdit(id), 0);

  if (loading && !data) return <Spinner label="Loading quiz…" />;
  if (error) {
    return (
      <div className="mx-auto max-w-4xl">
        <AdminQuizHeader title={isNotFound(error) ? "Quiz not found" : "Edit quiz"} current="Edit" />
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{isNotFound(error) ? "This quiz does not exist (it may have been deleted)." : errorMessage(error, "Could not load the quiz.")}</p>
          {isNotFound(error) ? null : (
            <button type="button" onClick={reload} className="mt-3 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white">
              Try again
            </button>
          )}
        </div>
      </div>
    );
  }
  if (!data) return null;
  // Keyed by the record's version, so the form starts from what was loaded.
  return <EditForm key={`${data.id}:${data.updated}`} quiz={data} />;
}

function EditForm({ quiz }: { quiz: Quiz }) {
  const navigate = useNavigate();
  const [details, setDetails] = useState<QuizDetails>({ name: quiz.name, desc: quiz.desc, active: quiz.active });
  const [questions, setQuestions] = useState<EditableQuestion[]>(() => [...(quiz.questions ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map(fromStored));
  const { saving, errors, submit } = useQuizSave((input) => updateQuiz(quiz.id, input));

  async function save(e: FormEvent) {
    e.preventDefault();
    const saved = await submit(details, questions);
    if (!saved) return;
    toast.success("Quiz saved");
    navigate(paths.admin.quizzes);
  }

  return (
    <div className="mx-auto max-w-4xl">
      <AdminQuizHeader title="Edit quiz" current={quiz.name} />
      <form onSubmit={(e) => void save(e)} noValidate className="space-y-6">
        <section aria-labelledby="details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="details-heading" className="mb-3 text-xl font-bold text-slate-900">
            Quiz details
          </h2>
          <QuizDetailsFields value={details} onChange={setDetails} errors={errors} disabled={saving} />
        </section>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <QuestionList questions={questions} onChange={setQuestions} error={errors.questions} allowAdd />
        </div>
        <SaveBar saving={saving} error={errors.form} label="Save changes" cancelTo={paths.admin.quizzes} />
      </form>
    </div>
  );
}
