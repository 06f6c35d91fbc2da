// A ranked quiz's leaderboard: the student's own rank ("You are #12 — better than 72 % of 1,204
// takers"), the average and the cut-off, and the takers page by page. Used by the public page
// (/quizzes/:id/leaderboard) and the result screen. The shared list is what the server rendered;
// the signed-in student's row and rank fill in after hydration.
import { Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { useStudent } from "@/lib/student-session";
import { t } from "@/lib/i18n";
import { useLeaderboard, type Leaderboard } from "../api/leaderboard";
import { formatNumber } from "../format";
import { formatClock } from "../player/use-countdown";

interface Props {
  quizId: string;
  page: number;
  onPage?: (page: number) => void;
  perPage?: number;
  /** Heading level of the table's heading (2 on its own page, 3 inside the result). */
  headingLevel?: 2 | 3;
}

export function LeaderboardView({ quizId, page, onPage, perPage, headingLevel = 2 }: Props) {
  const student = useStudent();
  const board = useLeaderboard(quizId, page, student?.id ?? null, perPage);
  const H = headingLevel === 2 ? "h2" : "h3";
  if (board.isLoading) return <Spinner label={t("Loading the leaderboard…")} />;
  if (!board.data) {
    return board.error ? (
      <LoadError
        error={board.error}
        fallback={t("Could not load the leaderboard.")}
        onRetry={() => void board.mutate()}
      />
    ) : (
      <Spinner label={t("Loading the leaderboard…")} />
    );
  }
  const data = board.data;
  return (
    <div className="space-y-4">
      {data.me ? (
        <MyRankLine data={data} />
      ) : student ? null : (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <Link to={paths.signIn} className="font-semibold underline underline-offset-2">
            {t("Sign in to get a rank")}
          </Link>{" "}
          {t("(your first attempt at a ranked quiz counts).")}
        </p>
      )}
      {data.totalItems === 0 ? (
        <EmptyState>{t("Nobody is on this leaderboard yet. Be the first!")}</EmptyState>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Stat label={t("Takers")} value={formatNumber(data.totalItems)} />
            <Stat
              label={t("Average score")}
              value={data.average === null ? "—" : formatNumber(data.average)}
            />
            <Stat label={t("Cut-off")} value={data.cutoff === null ? "—" : formatNumber(data.cutoff)} />
          </dl>
          <p className="text-sm text-slate-600">{t("Cut-off: the score the top 30 % of takers reached.")}</p>
          <H className="sr-only" id={`leaderboard-${quizId}`}>
            {t("Ranked takers")}
          </H>
          <table
            aria-labelledby={`leaderboard-${quizId}`}
            className="w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm sm:text-base"
          >
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  #
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("Name")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("Score")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("Time")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {data.items.map((row) => (
                <tr
                  key={`${row.position}-${row.name}-${row.timeTaken}-${row.score}`}
                  className={row.me ? "bg-brand-50 font-semibold" : undefined}
                  aria-current={row.me ? "true" : undefined}
                >
                  <td className="px-3 py-2">{formatNumber(row.position)}</td>
                  <td className="px-3 py-2 break-words">
                    {row.name}
                    {row.me ? <span className="text-brand-800"> ({t("you")})</span> : null}
                  </td>
                  <td className="px-3 py-2 text-right">{formatNumber(row.score)}</td>
                  <td className="px-3 py-2 text-right">{formatClock(row.timeTaken)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {onPage ? <Pagination page={data.page} totalPages={data.totalPages} onPage={onPage} /> : null}
        </>
      )}
    </div>
  );
}

function MyRankLine({ data }: { data: Leaderboard }) {
  const me = data.me!;
  return (
    <p
      role="status"
      className="border-brand-200 bg-brand-50 text-brand-900 rounded-lg border p-3 font-semibold"
    >
      {data.totalItems === 1
        ? t("You are #{position} — the only taker so far", { position: formatNumber(me.position) })
        : t("You are #{position} — better than {percentile} % of {count} takers", {
            position: formatNumber(me.position),
            percentile: formatNumber(me.percentile),
            count: formatNumber(data.totalItems),
          })}
    </p>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
