import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { usePublishDelete } from "@/components/admin/use-publish-delete";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PublishedBadge } from "@/components/ui/badge";
import { PublishDeleteButtons } from "@/components/ui/publish-delete-buttons";
import { buttonClass } from "@/components/ui/button";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { adminPaths } from "@/config/admin-paths";
import { paths } from "@/config/paths";
import type { Quiz } from "@/types/pocketbase";
import { useRefreshQuizzes } from "../../api/use-refresh-quizzes";
import { deleteQuiz, updateQuiz, useAdminQuizList } from "../api/admin-quizzes";
import { AdminQuizHeader } from "../components/admin-quiz-header";

export function AdminQuizListPage() {
  const [page, setPage] = useState(1);
  const list = useAdminQuizList(page);
  const { data } = list;
  // A change shows everywhere at once: this list, the public list and any open quiz.
  const refresh = useRefreshQuizzes();
  const { busyId, toDelete, togglePublished, askDelete, dialog } = usePublishDelete<Quiz>({
    noun: "quiz",
    update: updateQuiz,
    remove: deleteQuiz,
    refresh: refresh,
  });

  return (
    <div className="mx-auto max-w-5xl">
      <AdminQuizHeader
        title="Quizzes"
        intro="Import question papers, publish quizzes and fix questions."
        actions={
          <Link to={adminPaths.importQuiz} className={buttonClass("primary", "md", "py-2.5")}>
            Import from DOCX
          </Link>
        }
      />
      <ListStates
        result={list}
        loading="Loading quizzes…"
        failed="Could not load the quizzes."
        empty={
          <>
            <span className="block">No quizzes yet.</span>
            <Link
              to={adminPaths.importQuiz}
              className="text-brand-800 mt-2 inline-block font-semibold underline"
            >
              Import the first one from a Word document
            </Link>
          </>
        }
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Quizzes">
            {items.map((q) => (
              <QuizRow
                key={q.id}
                quiz={q}
                busy={busyId === q.id}
                onToggle={() => void togglePublished(q)}
                onDelete={() => askDelete(q)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {data ? <Pagination page={page} totalPages={data.totalPages} onPage={setPage} /> : null}
      <ConfirmDialog
        {...dialog}
        title="Delete quiz"
        message={
          toDelete ? `Delete quiz "${toDelete.name}" and all its questions? This cannot be undone.` : ""
        }
        confirmLabel="Delete"
        busyLabel="Deleting…"
      />
    </div>
  );
}

function QuizRow({
  quiz: q,
  busy,
  onToggle,
  onDelete,
}: {
  quiz: Quiz;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const count = (q.questions ?? []).length;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{q.name}</span>
          <PublishedBadge active={q.active} publishAt={q.publishAt} />
        </p>
        <p className="text-sm text-slate-600">
          {count} question{count === 1 ? "" : "s"}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <RowLink to={adminPaths.editQuiz(q.id)} label={`Edit ${q.name}`} variant="secondary">
          Edit
        </RowLink>
        <RowLink to={paths.quiz(q.id)} label={`${q.active ? "View" : "Preview"} ${q.name}`} variant="outline">
          {q.active ? "View" : "Preview"}
        </RowLink>
        <RowLink to={adminPaths.quizStats(q.id)} label={`Statistics of ${q.name}`} variant="secondary">
          Statistics
        </RowLink>
        <RowLink to={adminPaths.quizLeaderboard(q.id)} label={`Leaderboard of ${q.name}`} variant="secondary">
          Leaderboard
        </RowLink>
        <PublishDeleteButtons item={q} busy={busy} onToggle={onToggle} onDelete={onDelete} />
      </div>
    </li>
  );
}

/** One of a quiz row's actions: a small button-styled link named with the quiz for screen readers. */
function RowLink({
  to,
  label,
  variant,
  children,
}: {
  to: string;
  label: string;
  variant: "outline" | "secondary";
  children: ReactNode;
}) {
  return (
    <Link to={to} aria-label={label} className={buttonClass(variant, "sm")}>
      {children}
    </Link>
  );
}
