import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { adminPaths } from "@/config/admin-paths";
import { errorMessage } from "@/lib/pocketbase";
import { useRevalidate } from "@/lib/swr";
import { toast } from "@/lib/toast";
import { createQuestion, deleteQuestion, updateQuestion, useQuestion } from "../api/questions";
import { QuestionForm } from "../components/question-form";

/** /admin/questions/new and /admin/questions/:id. */
export function QuestionEditPage() {
  const { id } = useParams();
  const isNew = !id || id === "new";
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const question = useQuestion(isNew ? undefined : id);
  // A reload after a conflict gives the form a new key (and the stored version).
  const [generation, setGeneration] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const title = isNew ? "New question" : "Edit question";

  let body;
  if (!isNew && question.isLoading) body = <Spinner label="Loading…" />;
  else if (!isNew && !question.data)
    body = (
      <LoadError
        error={question.error}
        fallback="Could not load the question."
        onRetry={() => void question.mutate()}
      />
    );
  else {
    const q = question.data;
    body = (
      <>
        <QuestionForm
          key={`${q?.id ?? "new"}-${generation}`}
          existing={q}
          onReload={() => {
            void question.mutate().then(() => setGeneration((g) => g + 1));
          }}
          onSave={async (input) => {
            if (q) {
              const saved = await updateQuestion(q.id, q.updated, input);
              await question.mutate(saved, { revalidate: false });
              setGeneration((g) => g + 1);
              toast.success("Question saved");
            } else {
              const saved = await createQuestion(input);
              toast.success("Question added");
              navigate(adminPaths.editQuestion(saved.id), { replace: true });
            }
            void revalidate("questions");
          }}
        />
        {q ? (
          <section className="mt-10 max-w-5xl border-t border-slate-200 pt-4" aria-labelledby="q-danger">
            <h2 id="q-danger" className="text-base font-bold text-slate-900">
              Delete
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              A question used by a mock test or an attempt cannot be deleted: retire it above instead.
            </p>
            <Button
              variant="danger"
              className="mt-2"
              onClick={() => {
                setDeleteError(undefined);
                setConfirming(true);
              }}
            >
              Delete question
            </Button>
            <ConfirmDialog
              open={confirming}
              title="Delete question"
              message="Delete this question from the bank? This cannot be undone."
              confirmLabel="Delete"
              busyLabel="Deleting…"
              busy={deleting}
              error={deleteError}
              onConfirm={() => {
                setDeleting(true);
                deleteQuestion(q.id)
                  .then(() => {
                    toast.success("Question deleted");
                    void revalidate("questions");
                    navigate(adminPaths.questions);
                  })
                  .catch((err: unknown) =>
                    setDeleteError(errorMessage(err, "Could not delete the question.")),
                  )
                  .finally(() => setDeleting(false));
              }}
              onOpenChange={(o) => !o && setConfirming(false)}
            />
          </section>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageMeta title={title} />
      <AdminPageHeader
        crumbs={[
          { label: "Admin", to: adminPaths.root },
          { label: "Question bank", to: adminPaths.questions },
          { label: title },
        ]}
        title={title}
        intro={question.data?.source ? `From ${question.data.source}` : undefined}
      />
      {body}
    </>
  );
}
