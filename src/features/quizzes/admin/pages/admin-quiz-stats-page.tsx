import { useParams } from "react-router";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { useQuizStats } from "../api/quiz-stats";
import { AdminQuizHeader } from "../components/admin-quiz-header";

const LETTERS = ["A", "B", "C", "D"];

function minutes(seconds: number) {
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Per quiz: attempts, average score, and per question the percent correct and the most chosen wrong option. */
export function AdminQuizStatsPage() {
  const { id = "" } = useParams();
  const { data, error, isLoading, mutate } = useQuizStats(id);
  return (
    <div className="mx-auto max-w-4xl">
      <AdminQuizHeader
        title={data ? `Statistics: ${data.quiz.name}` : "Quiz statistics"}
        current="Statistics"
        intro="From anonymous attempts: what students get wrong, so you know what to teach again."
      />
      {isLoading ? <Spinner label="Loading statistics…" /> : null}
      {error && !data ? (
        <LoadError error={error} fallback="Could not load the statistics." onRetry={() => void mutate()} />
      ) : null}
      {data && data.attempts === 0 ? <EmptyState>No attempts yet.</EmptyState> : null}
      {data && data.attempts > 0 ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {[
              ["Attempts", String(data.attempts)],
              ["Average score", `${data.averageScore} / ${data.questions.length}`],
              ["Average time", minutes(data.averageTime)],
            ].map(([k, v]) => (
              <div key={k} className="rounded-lg border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">{k}</dt>
                <dd className="text-2xl font-bold text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse bg-white text-left text-sm">
              <caption className="sr-only">Per question</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="p-2">
                    Question
                  </th>
                  <th scope="col" className="p-2">
                    Correct
                  </th>
                  <th scope="col" className="p-2">
                    Most chosen wrong option
                  </th>
                  <th scope="col" className="p-2">
                    Skipped
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.questions.map((q) => (
                  <tr key={q.index} className="border-b border-slate-200 align-top">
                    <th scope="row" className="p-2 font-normal">
                      <span className="font-semibold">{q.index + 1}.</span> {q.text}
                      <span className="block text-slate-600">Answer: {q.answer}</span>
                    </th>
                    <td className="p-2 whitespace-nowrap">
                      {q.percentCorrect === null ? "—" : `${q.percentCorrect}%`}
                      <span className="block text-slate-600">
                        {q.correct} of {q.correct + q.wrong + q.skipped}
                      </span>
                    </td>
                    <td className="p-2">
                      {q.commonWrong
                        ? `${LETTERS[q.commonWrong.option] ?? q.commonWrong.option + 1}. ${q.commonWrong.text ?? ""} (${q.commonWrong.count})`
                        : "—"}
                    </td>
                    <td className="p-2">{q.skipped}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
