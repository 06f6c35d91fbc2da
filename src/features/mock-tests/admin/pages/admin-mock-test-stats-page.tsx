import { Link, useParams } from "react-router";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { adminPaths } from "@/config/admin-paths";
import type { MockTest } from "@/types/pocketbase";
import { useMockTest } from "../api/admin-mock-tests";
import { useMockTestStats, type MockQuestionStats } from "../api/mock-test-stats";
import { MockTestHeader } from "../components/mock-test-header";

const LETTERS = "ABCDEFGHIJ";
const letter = (i: number) => LETTERS[i] ?? String(i + 1);

/** How a discrimination index reads for staff (the usual item-analysis bands). */
function discriminationLabel(d: number) {
  if (d >= 0.4) return "very good";
  if (d >= 0.3) return "good";
  if (d >= 0.2) return "fair";
  if (d >= 0) return "poor";
  return "negative: check the key";
}

/**
 * /admin/mock-tests/:id/stats: per question the percent correct, each option's share (the key
 * highlighted), difficulty, discrimination (upper vs lower 27 % of takers), average time, and a flag
 * when the top students mostly chose another option, linking to the question in the bank.
 */
export function AdminMockTestStatsPage() {
  const { id = "" } = useParams();
  const test = useMockTest(id);
  const { data, error, isLoading, mutate } = useMockTestStats(id);
  const name = test.data?.name;
  const flagged = data ? data.questions.filter((q) => q.miskey).length : 0;
  return (
    <div className="mx-auto max-w-5xl">
      <MockTestHeader
        title={name ? `Statistics: ${name}` : "Mock test statistics"}
        current="Statistics"
        intro="From finished attempts: what students get wrong, which questions separate strong from weak students, and keys that look wrong."
      />
      {isLoading ? <Spinner label="Loading statistics…" /> : null}
      {error && !data ? (
        <LoadError error={error} fallback="Could not load the statistics." onRetry={() => void mutate()} />
      ) : null}
      {data && data.takers === 0 ? <EmptyState>Nobody has finished this test yet.</EmptyState> : null}
      {data && data.takers > 0 ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {[
              ["Takers", String(data.takers)],
              ["Questions", String(data.questions.length)],
              ["Possible wrong keys", String(flagged)],
            ].map(([k, v]) => (
              <div key={k} className="rounded-lg border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">{k}</dt>
                <dd className="text-2xl font-bold text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
          {data.questions.length === 0 ? (
            <EmptyState>This test has no questions with answers yet.</EmptyState>
          ) : (
            <ol className="mt-6 space-y-4" aria-label="Per question">
              {data.questions.map((q, i) => (
                <QuestionCard key={`${q.section}:${q.id}`} q={q} n={i + 1} test={test.data} />
              ))}
            </ol>
          )}
        </>
      ) : null}
    </div>
  );
}

function QuestionCard({ q, n, test }: { q: MockQuestionStats; n: number; test: MockTest | undefined }) {
  const section = test?.sections?.find((s) => s.id === q.section);
  return (
    <li
      aria-labelledby={`q-${n}`}
      className={`rounded-lg border bg-white p-4 ${q.miskey ? "border-red-400" : "border-slate-200"}`}
    >
      <h2 id={`q-${n}`} className="font-semibold break-words text-slate-900">
        {n}. {q.text}
      </h2>
      <p className="text-sm text-slate-600">
        {section ? `${section.title} · ` : ""}
        {q.attempts} answered · {q.percentCorrect}% correct · skipped by {q.skipShare}%
      </p>
      {q.miskey ? (
        <p
          role="note"
          className="mt-2 rounded-md border border-red-300 bg-red-50 p-2 font-semibold text-red-800"
        >
          Possible wrong key: top students chose {letter(q.miskey.option)} ({q.miskey.share} %), the key is{" "}
          {letter(q.answer)}.{" "}
          <Link to={adminPaths.editQuestion(q.id)} className="underline">
            Check question {n} in the bank
          </Link>
        </p>
      ) : null}
      <ul className="mt-3 space-y-1" aria-label={`Answers to question ${n}`}>
        {q.options.map((opt, i) => {
          const share = q.optionShare[i] ?? 0;
          const key = i === q.answer;
          return (
            <li key={i} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
              <span
                className={`min-w-0 break-words ${key ? "font-semibold text-green-900" : "text-slate-800"}`}
              >
                {letter(i)}. {opt}
                {key ? " (key)" : ""}
              </span>
              <span className="tabular-nums">{share}%</span>
              <span aria-hidden="true" className="col-span-2 block h-2 rounded-full bg-slate-100">
                <span
                  className={`block h-2 rounded-full ${key ? "bg-green-600" : q.miskey?.option === i ? "bg-red-500" : "bg-slate-400"}`}
                  style={{ width: `${Math.max(0, Math.min(100, share))}%` }}
                />
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Difficulty</dt>
          <dd className="font-medium">{q.difficulty || "not measured yet"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Discrimination</dt>
          <dd className="font-medium">
            {q.discrimination.toFixed(2)} ({discriminationLabel(q.discrimination)})
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Average time</dt>
          <dd className="font-medium">{q.avgSeconds === null ? "—" : `${Math.round(q.avgSeconds)} s`}</dd>
        </div>
      </dl>
    </li>
  );
}
