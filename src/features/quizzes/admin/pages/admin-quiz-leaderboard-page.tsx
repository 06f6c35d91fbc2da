import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import { formatClock } from "../../player/use-countdown";
import { useQuizForEdit } from "../api/admin-quizzes";
import {
  downloadTakersCsv,
  setNameHidden,
  TAKERS_PER_PAGE,
  useRankedTakers,
  type Taker,
} from "../api/quiz-leaderboard";
import { AdminQuizHeader } from "../components/admin-quiz-header";

/** Per ranked quiz: the ranked takers in leaderboard order, hiding a name, and the CSV. */
export function AdminQuizLeaderboardPage() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const quiz = useQuizForEdit(id);
  const takers = useRankedTakers(id, page);
  const [exporting, setExporting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    try {
      toast.success(`Downloaded ${await downloadTakersCsv(id)}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not export the takers.");
    } finally {
      setExporting(false);
    }
  }

  async function toggleName(t: Taker) {
    const student = t.expand?.student;
    if (!student) return;
    setBusy(student.id);
    try {
      await setNameHidden(student.id, !student.nameHidden);
      toast.success(
        student.nameHidden ? "The name shows again." : "The name is hidden on every leaderboard.",
      );
      await takers.mutate();
    } catch (err) {
      toast.error(errorMessage(err, "Could not change the name."));
    } finally {
      setBusy(null);
    }
  }

  const name = quiz.data?.name;
  return (
    <div className="mx-auto max-w-4xl">
      <AdminQuizHeader
        title={name ? `Leaderboard: ${name}` : "Quiz leaderboard"}
        current="Leaderboard"
        intro="Ranked takers: each signed-in student's first attempt, submitted in time. Names show only for students who chose to show theirs."
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? "Downloading…" : "Download CSV"}
          </Button>
        }
      />
      <PagedList
        list={takers}
        label="Ranked takers"
        noun={["ranked taker", "ranked takers"]}
        loading="Loading the takers…"
        failed="Could not load the takers."
        empty={quiz.data && !quiz.data.ranked ? "This quiz is not ranked." : "No ranked takers yet."}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
      >
        {(t) => {
          const position = (page - 1) * TAKERS_PER_PAGE + (takers.data?.items.indexOf(t) ?? 0) + 1;
          const s = t.expand?.student;
          const shown = s?.displayName && s.showOnLeaderboard && !s.nameHidden ? s.displayName : "Student";
          return (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <div>
                <p className="font-semibold text-slate-900">
                  #{position} · {s?.name || "(deleted student)"}
                  {s?.email ? <span className="font-normal text-slate-600"> · {s.email}</span> : null}
                </p>
                <p className="text-sm text-slate-700">
                  Shown as <strong>{shown}</strong>
                  {s?.nameHidden ? " (hidden by staff)" : ""} · score {t.score} · {t.correct} right, {t.wrong}{" "}
                  wrong, {t.skipped} skipped · {formatClock(t.timeTaken)}
                </p>
              </div>
              {s ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy === s.id}
                  onClick={() => void toggleName(t)}
                  aria-label={`${s.nameHidden ? "Show name" : "Hide name"} of ${s.name || "this student"}`}
                >
                  {s.nameHidden ? "Show name" : "Hide name"}
                </Button>
              ) : null}
            </li>
          );
        }}
      </PagedList>
    </div>
  );
}
