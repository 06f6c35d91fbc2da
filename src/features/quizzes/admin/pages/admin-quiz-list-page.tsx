import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import { invalidateResources, useResource } from "@/lib/use-resource";
import type { Quiz } from "@/types/pocketbase";
import { deleteQuiz, listAllQuizzes, updateQuiz } from "../api/admin-quizzes";
import { AdminQuizHeader } from "../components/admin-quiz-header";

const btn = "rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

export function AdminQuizListPage() {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useResource(
    `admin-quizzes:list:${page}`,
    () => listAllQuizzes(page),
    0,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Quiz | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>();

  function refresh() {
    // The public list caches too: drop both so a change shows everywhere at once.
    invalidateResources("quizzes:");
    invalidateResources("admin-quizzes:");
    reload();
  }

  async function togglePublished(q: Quiz) {
    setBusyId(q.id);
    try {
      await updateQuiz(q.id, { active: !q.active });
      toast.success(q.active ? `"${q.name}" is now a draft` : `"${q.name}" is published`);
      refresh();
    } catch (err) {
      toast.error(errorMessage(err, "Could not change the quiz."));
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    setDeleteError(undefined);
    try {
      await deleteQuiz(toDelete.id);
      toast.success("Quiz deleted");
      setToDelete(null);
      refresh();
    } catch (err) {
      setDeleteError(errorMessage(err, "Could not delete the quiz."));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <AdminQuizHeader
        title="Quizs"
        intro="Import question papers, publish quizzes and fix questions."
        actions={
          <Link
            to={paths.admin.importQuiz}
            className="bg-brand-700 hover:bg-brand-800 rounded-lg px-4 py-2.5 font-semibold text-white"
          >
            Import from DOCX
          </Link>
        }
      />
      {loading && !data ? <Spinner label="Loading quizzes…" /> : null}
      {error ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{errorMessage(error, "Could not load the quizzes.")}</p>
          <button
            type="button"
            onClick={reload}
            className="mt-3 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
          >
            Try again
          </button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          <p>No quizzes yet.</p>
          <Link
            to={paths.admin.importQuiz}
            className="text-brand-800 mt-2 inline-block font-semibold underline"
          >
            Import the first one from a Word document
          </Link>
        </div>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="space-y-3" aria-label="Quizzes">
          {data.items.map((q) => (
            <li
              key={q.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-slate-900">{q.name}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${q.active ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
                  >
                    {q.active ? "Published" : "Draft"}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  {(q.questions ?? []).length} question{(q.questions ?? []).length === 1 ? "" : "s"}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={paths.admin.editQuiz(q.id)}
                  aria-label={`Edit ${q.name}`}
                  className={`${btn} border-slate-300 hover:bg-slate-100`}
                >
                  Edit
                </Link>
                <button
                  type="button"
                  disabled={busyId === q.id}
                  onClick={() => void togglePublished(q)}
                  aria-label={`${q.active ? "Unpublish" : "Publish"} ${q.name}`}
                  className={`${btn} border-brand-700 text-brand-800 hover:bg-brand-50`}
                >
                  {q.active ? "Unpublish" : "Publish"}
                </button>
                <button
                  type="button"
                  disabled={busyId === q.id}
                  onClick={() => {
                    setDeleteError(undefined);
                    setToDelete(q);
                  }}
                  aria-label={`Delete ${q.name}`}
                  className={`${btn} border-red-300 text-red-800 hover:bg-red-50`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.totalPages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-center gap-3">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            className={`${btn} border-slate-300`}
          >
            Previous
          </button>
          <span>
            Page {data.page} of {data.totalPages}
          </span>
          <button
            type="button"
            disabled={page >= data.totalPages}
            onClick={() => setPage((p) => p + 1)}
            className={`${btn} border-slate-300`}
          >
            Next
          </button>
        </nav>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete quiz"
        message={
          toDelete ? `Delete quiz "${toDelete.name}" and all its questions? This cannot be undone.` : ""
        }
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={busyId !== null && busyId === toDelete?.id}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(o) => !o && setToDelete(null)}
      />
    </div>
  );
}
